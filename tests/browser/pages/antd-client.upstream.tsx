// antd 5 with the published rc-overflow it depends on.
import { mountAntdApp } from './shared/antd-app';

mountAntdApp();
