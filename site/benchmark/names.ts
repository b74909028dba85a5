// The lists as the page names them, with the versions this site is built with.
import pkg from '../../package.json';
import legacyPkg from '../../node_modules/rc-overflow/package.json';
import type { Implementation } from './engine';

export const IMPLEMENTATION_NAMES: Record<Implementation, string> = {
  ours: `rc-overflow ${pkg.version}`,
  upstream: `@rc-component/overflow ${pkg.devDependencies['@rc-component/overflow']}`,
  legacy: `rc-overflow ${legacyPkg.version}`,
};

/** Every list a run measures: this package first, then the two it is compared with. */
export const IMPLEMENTATIONS: Implementation[] = ['ours', 'upstream', 'legacy'];
