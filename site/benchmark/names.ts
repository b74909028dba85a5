// The two lists as the page names them, with the versions this site is built with.
import pkg from '../../package.json';
import type { Implementation } from './engine';

export const IMPLEMENTATION_NAMES: Record<Implementation, string> = {
  ours: `rc-overflow ${pkg.version}`,
  upstream: `@rc-component/overflow ${pkg.devDependencies['@rc-component/overflow']}`,
};
