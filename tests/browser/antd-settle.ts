import type { Page } from 'playwright-core';

/** Waits until no antd motion that ends is running, then gives the lists ten frames to commit. */
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

/** Hovers the horizontal Menu's rest and lists the items its popup shows once it settled. */
export async function menuPopupItems(page: Page): Promise<string[]> {
  await page.locator('.ant-menu-horizontal > .ant-menu-overflow-item-rest').hover();
  const popup = page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)').last();
  await popup.waitFor({ state: 'visible' });
  await settle(page);
  return (await popup.locator('.ant-menu-item').allTextContents()).map((text) => text.trim());
}
