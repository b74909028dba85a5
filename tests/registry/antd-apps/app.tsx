// The app an antd user writes, the same for antd 5 and 6 (see shared/antd-app.tsx).
import { mountAntdApp } from '../../browser/pages/shared/antd-app';

mountAntdApp();
