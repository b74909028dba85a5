import { describeAntdApp } from './antd-apps/suite';
import { ANTD_6 } from './antd-apps/installed-app';

// antd 6.6.8 on React 19, installed from the registry, with and without the override that makes
// @rc-component/overflow ours (tests/browser/antd-apps/suite.ts).
describeAntdApp(ANTD_6);
