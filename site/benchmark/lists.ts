// The lists the page measures, with the versions this site is built with, and what a run of them
// consists of.
import pkg from '../../package.json';
import legacyPkg from '../../node_modules/rc-overflow/package.json';

/** This package, the published @rc-component/overflow, and the published rc-overflow 1.5.0. */
export type Implementation = 'ours' | 'upstream' | 'legacy';

/** Every list a run measures: this package first, then the two it is compared with. */
export const IMPLEMENTATIONS: Implementation[] = ['ours', 'upstream', 'legacy'];

export const IMPLEMENTATION_NAMES: Record<Implementation, string> = {
  ours: `rc-overflow ${pkg.version}`,
  upstream: `@rc-component/overflow ${pkg.devDependencies['@rc-component/overflow']}`,
  legacy: `rc-overflow ${legacyPkg.version}`,
};

/** Mounts per list and item count; the mount figure is their median. */
export const MOUNT_RUNS = 3;

/** The warm-up: a short run of each list (20 items, 3 resizes) whose figures are dropped. */
export const WARM_UP = { n: 20, resizes: 3 };

/** Steps of one list at one item count: the mounts, the resizes, then mount and resizes again. */
const stepsPerList = (resizes: number) => MOUNT_RUNS + resizes + 1 + resizes;

/** Steps of a whole run over `sizes`, the warm-up included. */
export const stepsOfRun = (sizes: number[], resizes: number) =>
  IMPLEMENTATIONS.length * (stepsPerList(WARM_UP.resizes) + sizes.length * stepsPerList(resizes));
