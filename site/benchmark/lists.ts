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

// A warm-up of each list (figures dropped), then each count with every list, the first in turn.
export const planRun = (sizes: number[], resizes: number) => [
  ...IMPLEMENTATIONS.map((implementation) => ({ implementation, n: 20, resizes: 3, warmUp: true })),
  ...sizes.flatMap((n, s) =>
    IMPLEMENTATIONS.map((_, i) => ({
      implementation: IMPLEMENTATIONS[(s + i) % IMPLEMENTATIONS.length],
      n,
      resizes,
      warmUp: false,
    })),
  ),
];

/** Steps of a run: per measurement, the mounts, the resizes, then mount and resizes again. */
export const stepsOfRun = (plan: { resizes: number }[]) =>
  plan.reduce((sum, { resizes }) => sum + MOUNT_RUNS + resizes + 1 + resizes, 0);
