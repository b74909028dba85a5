import { openEnginePage, type EnginePage as Page } from '../harness';

const PAGE = '/__tests__/measuring-recovery.html';

const visible = (page: Page) => page.evaluate(() => window.visibleCount());
/** The console errors the page logged so far. */
const errorsIn = async (page: Page) =>
  (await page.consoleEntries()).filter((e) => e.type === 'error').map((e) => e.text);
/** Waits until the list in #list shows `count` items. */
const showsItems = (page: Page, count: number) =>
  page.waitForFunction((n) => window.visibleCount() === n, count);
/** Waits until the error boundary shows its Retry button. */
const retryShown = (page: Page) =>
  page.waitForFunction(() =>
    Array.from(document.querySelectorAll('button')).some((b) => b.textContent === 'Retry'),
  );

describe('measuring recovers', () => {
  // 300 px: all five 60 px tags fit; 80 px tags: 3 and the 40 px rest; 200 px: 2 and the rest.
  it.each([
    ['its widths', 'mountLoop', 'fixLoop', 5],
    [
      "a parent's render with the same data that changes only what items render",
      'mountItemLoop',
      'fixItemLoop',
      3,
    ],
  ] as const)(
    'pauses a list that never settles, says so once, and measures again on new props: %s',
    async (_, mount, fix, shown) => {
      const page = await openEnginePage(PAGE, { allowConsoleErrors: true });
      await page.evaluate((name) => window[name](), mount);
      await page.waitForConsole('did not settle');
      const paused = (await errorsIn(page)).filter((e) => e.includes('did not settle'));
      expect(paused).toHaveLength(1);
      expect(paused[0]).toContain('paused');
      await page.evaluate((name) => window[name](), fix);
      await showsItems(page, shown);
      await page.evaluate(() => window.setListWidth(200));
      await showsItems(page, 2);
      // Nothing else went wrong: React never gave up on the loop.
      expect((await errorsIn(page)).filter((e) => !e.includes('did not settle'))).toEqual([]);
    },
  );

  it('measures again after an error boundary re-mounts a list whose onVisibleChange threw', async () => {
    const page = await openEnginePage(PAGE, { allowConsoleErrors: true });
    await page.evaluate(() => window.mountThrowing());
    await showsItems(page, 4);
    // A resize reports a new count; the caller's callback throws there.
    await page.evaluate(() => window.setListWidth(200));
    await retryShown(page);
    expect((await errorsIn(page)).some((e) => e.includes('onVisibleChange failed'))).toBe(true);
    await page.click('button', { text: 'Retry' });
    await showsItems(page, 4);
    await page.evaluate(() => window.setListWidth(200));
    await showsItems(page, 2);
    await page.evaluate(() => window.setListWidth(140));
    await showsItems(page, 1);
  });

  it('measures again after an error boundary re-mounts a list that crashed while measuring', async () => {
    const page = await openEnginePage(PAGE, { allowConsoleErrors: true });
    await page.evaluate(() => window.mountCrashing());
    await showsItems(page, 4);
    await page.evaluate(() => window.crash(true));
    await page.evaluate(() => window.setListWidth(200));
    await retryShown(page);
    expect((await errorsIn(page)).some((e) => e.includes('renderItem failed'))).toBe(true);
    await page.evaluate(() => window.crash(false));
    await page.click('button', { text: 'Retry' });
    await showsItems(page, 4);
    await page.evaluate(() => window.setListWidth(200));
    await showsItems(page, 2);
  });

  it("honours a caller's hidden on an item from the first pass on", async () => {
    const page = await openEnginePage(PAGE);
    // Another list first, so this one is a client render, whose first pass is out of layout.
    await page.evaluate(() => window.mountCrashing());
    await showsItems(page, 4);
    await page.evaluate(() => window.mountCallerHidden());
    const hiddenItem = () =>
      page.evaluate(() => {
        const item = document.querySelector<HTMLElement>('[data-id="1"]')!;
        return { hidden: item.hidden, seen: item.getClientRects().length > 0 };
      });
    // Item 1 is hidden by its caller and takes no room: tags 0, 2, 3, 4 and the rest fit.
    await showsItems(page, 4);
    expect(await hiddenItem()).toEqual({ hidden: true, seen: false });
    await page.evaluate(() => window.setListWidth(200));
    await showsItems(page, 2);
    expect((await hiddenItem()).hidden).toBe(true);
    expect(await visible(page)).toBe(2);
  });
});
