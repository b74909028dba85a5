// The app an antd user writes, the same for antd 5 and 6: a multiple Select with more tags than
// fit and a horizontal Menu with more items than fit, each as wide as the window.
import { mountAntdApp } from '../../browser/pages/shared/antd-app';

mountAntdApp(true);
