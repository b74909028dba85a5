// What a run consists of, shared by the page (for its progress bar) and the code that measures.

/** Mounts per list and item count; the mount figure is their median. */
export const MOUNT_RUNS = 3;

/** The untimed warm-up: one short pass per list before anything is timed. */
export const WARM_UP_STEPS = 1;

/** Steps of one list at one item count: the mounts, the resizes, then mount and resizes again. */
export const stepsPerList = (resizes: number) => MOUNT_RUNS + resizes + 1 + resizes;

/** Steps of a whole run of `lists` lists over `sizes`. */
export const stepsOfRun = (sizes: number[], resizes: number, lists: number) =>
  lists * WARM_UP_STEPS + sizes.length * lists * stepsPerList(resizes);
