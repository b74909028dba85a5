import { ANTD_6, describeAntdApp } from './antd-apps/suite';

// antd 6.6.8 on React 19, with the override that makes @rc-component/overflow ours.
describeAntdApp(ANTD_6);
