import pkg from '../../package.json';
import legacyPkg from '../../node_modules/rc-overflow/package.json';

/** The lists a run measures: this package, then the published ones it is compared with. */
export const IMPLEMENTATION_NAMES = {
  ours: `rc-overflow ${pkg.version}`,
  upstream: `@rc-component/overflow ${pkg.devDependencies['@rc-component/overflow']}`,
  legacy: `rc-overflow ${legacyPkg.version}`,
};

export type Implementation = keyof typeof IMPLEMENTATION_NAMES;

export const IMPLEMENTATIONS = Object.keys(IMPLEMENTATION_NAMES) as Implementation[];

/** Mounts per list and item count; the mount figure is their median. */
export const MOUNT_RUNS = 3;

// A warm-up of each list (figures dropped), then each count with every list, the first in turn.
export const planRun = (sizes: number[], resizes: number) => [
  ...IMPLEMENTATIONS.map((implementation) => ({ implementation, n: 20, resizes: 3, warmUp: true })),
  ...sizes.flatMap((n, s) =>
    IMPLEMENTATIONS.map((_, i) => {
      const implementation = IMPLEMENTATIONS[(s + i) % IMPLEMENTATIONS.length];
      return { implementation, n, resizes, warmUp: false };
    }),
  ),
];

export type Measurement = ReturnType<typeof planRun>[number];

/** Steps of a run: per measurement, the mounts, the resizes, then mount and resizes again. */
export const stepsOfRun = (plan: { resizes: number }[]) =>
  plan.reduce((sum, { resizes }) => sum + MOUNT_RUNS + resizes + 1 + resizes, 0);
