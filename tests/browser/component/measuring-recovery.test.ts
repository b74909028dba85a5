import { openEnginePage, type EnginePage as Page } from '../harness';

const PAGE = '/__tests__/measuring-recovery.html';

const errorsIn = async (page: Page) =>
  (await page.consoleEntries()).filter((e) => e.type === 'error').map((e) => e.text);
const showsItems = (page: Page, count: number) =>
  page.waitForFunction((n) => window.visibleCount() === n, count);
const resize = (page: Page, width: number) => page.evaluate((w) => window.setListWidth(w), width);
const retryShown = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('button')].some((b) => b.textContent === 'Retry'),
  );

describe('measuring recovers', () => {
  // 300 px: all five 60 px tags fit; 80 px tags: 3 and the 40 px rest; 200 px: 2 and the rest.
  const parentsRender = "a parent's render with the same data that changes only what items render";
  it.each([
    ['its widths', 'mountLoop', 'fixLoop', 5],
    [parentsRender, 'mountItemLoop', 'fixItemLoop', 3],
  ] as const)(
    'pauses a list that never settles, says so once, and measures again on new props: %s',
    async (_, mount, fix, shown) => {
      const page = await openEnginePage(PAGE, { allowConsoleErrors: true });
      await page.evaluate((name) => window[name](), mount);
      await page.waitForConsole('did not settle');
      const paused = (await errorsIn(page)).filter((e) => e.includes('did not settle'));
      expect([paused.length, paused[0]]).toEqual([1, expect.stringContaining('paused')]);
      await page.evaluate((name) => window[name](), fix);
      await showsItems(page, shown);
      await resize(page, 200);
      await showsItems(page, 2);
      // Nothing else went wrong: React never gave up on the loop.
      expect((await errorsIn(page)).filter((e) => !e.includes('did not settle'))).toEqual([]);
    },
  );

  it.each(['onVisibleChange', 'renderItem'] as const)(
    'measures again after an error boundary re-mounts a list whose %s threw',
    async (fail) => {
      const page = await openEnginePage(PAGE, { allowConsoleErrors: true });
      await page.evaluate((f) => window.mountFailing(f), fail);
      await showsItems(page, 4);
      // A resize reports a new count: onVisibleChange throws there, renderItem while crashing.
      await page.evaluate(() => window.crash(true));
      await resize(page, 200);
      await retryShown(page);
      expect((await errorsIn(page)).some((e) => e.includes(`${fail} failed`))).toBe(true);
      await page.evaluate(() => window.crash(false));
      await page.click('button', { text: 'Retry' });
      await showsItems(page, 4);
      await resize(page, 200);
      await showsItems(page, 2);
      await resize(page, 140);
      await showsItems(page, 1);
    },
  );

  it("honours a caller's hidden on an item from the first pass on", async () => {
    const page = await openEnginePage(PAGE);
    // Another list first, so this one is a client render, whose first pass is out of layout.
    await page.evaluate(() => window.mountFailing('renderItem'));
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
    await resize(page, 200);
    await showsItems(page, 2);
    expect((await hiddenItem()).hidden).toBe(true);
  });
});
