import { ANTD_5, describeAntdApp } from './antd-apps/suite';

// antd 5 on React 18, with the override that makes rc-overflow ours.
describeAntdApp(ANTD_5);
