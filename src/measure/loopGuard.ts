// Stops a layout that never settles from looping.
/**
 * More layout changes than this in one burst, at one container width and with no new input, can
 * only be a loop: item or rest widths that change with the visible count. (React itself gives up
 * at 50 nested updates.)
 */
const MAX_CHANGES_PER_BURST = 30;
/**
 * A burst ends after this long without a change. A timer, not the time between changes: a
 * synchronous loop never lets a timer run, however slow each of its passes (a busy machine).
 */
const BURST_END_MS = 100;

/**
 * Stops a list whose layout never settles from looping until React throws. Tripped, it pauses
 * measuring until the input changes: new props, or a new container width.
 */
export function createLoopGuard() {
  let changes = 0;
  let tripped = false;
  let lastWidth: number | undefined;
  let burstTimer: ReturnType<typeof setTimeout> | undefined;

  function reset() {
    changes = 0;
    tripped = false;
  }

  return {
    /** Counts one layout change at this container width; false while the guard is tripped. */
    allow(containerWidth: number) {
      if (containerWidth !== lastWidth) reset();
      lastWidth = containerWidth;
      clearTimeout(burstTimer);
      burstTimer = setTimeout(() => {
        changes = 0;
      }, BURST_END_MS);
      if (tripped) return false;
      changes += 1;
      if (changes > MAX_CHANGES_PER_BURST) {
        tripped = true;
        if (process.env.NODE_ENV !== 'production') {
          console.error(
            'rc-overflow: the layout did not settle (item or rest widths keep changing with the ' +
              'visible count), so measuring is paused until the props or the container width change.',
          );
        }
        return false;
      }
      return true;
    },
    /** New input from the caller (a render we did not ask for): count afresh, and measure again. */
    reset,
    dispose() {
      clearTimeout(burstTimer);
    },
  };
}
