import { describeAntdApp } from './antd-apps/suite';
import { ANTD_5 } from './antd-apps/installed-app';

// antd 5 on React 18, installed from the registry, with and without the override that makes
// rc-overflow ours (tests/browser/antd-apps/suite.ts).
describeAntdApp(ANTD_5);
