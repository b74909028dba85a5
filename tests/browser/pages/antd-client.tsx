// antd 5 with rc-overflow resolved to our src/ (the harness aliases it for every page but *.upstream).
import { mountAntdApp } from './shared/antd-app';

mountAntdApp();
