import type { Page } from 'playwright-core';

/**
 * antd's motions (CSS transitions and animations) run on the wall clock: waits until none that
 * ends is still running, then gives the lists ten frames to measure and commit.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document
        .getAnimations()
        .some(
          (a) =>
            a.playState === 'running' &&
            Number.isFinite(Number(a.effect?.getComputedTiming().endTime)),
        ),
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let frames = 10;
        const tick = () => (--frames <= 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
  );
}

/** Reads until two reads, each after `settle`, agree: upstream's lists take several frames. */
export async function readSettled<T>(page: Page, read: (page: Page) => Promise<T>): Promise<T> {
  let previous = '';
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await settle(page);
    const state = await read(page);
    if (JSON.stringify(state) === previous) return state;
    previous = JSON.stringify(state);
  }
  throw new Error(`antd did not settle: ${previous}`);
}
