import type { Page } from 'playwright-core';
import { openPage } from '../harness';

// Big lists, fast resizes, data churn, unmounting mid-measurement, StrictMode. A console error or
// an uncaught one (a ResizeObserver loop, React's update depth) fails any of them.
async function stressPage(): Promise<Page> {
  const { page } = await openPage('/__tests__/stress.html');
  await page.waitForFunction(() => typeof window.stress === 'object');
  return page;
}

describe('stress', () => {
  it('renders only about containerWidth / itemWidth of 10,000 items, and settles on what fits', async () => {
    const page = await stressPage();
    const result = await page.evaluate(() => window.stress.mount(10000, 300));
    expect(result.visible).toBe(result.expected);
    expect(result.rest).toBe(`+${10000 - result.expected}`);
    expect(result.rendered).toBeLessThanOrEqual(Math.ceil(300 / 10));
  });

  it('observes nothing for a list that does not measure: no maxCount, or a number', async () => {
    const page = await stressPage();
    for (const maxCount of ['none' as const, 4]) {
      const result = await page.evaluate((m) => window.stress.mount(10, 300, false, m), maxCount);
      expect({ maxCount, visible: result.visible }).toEqual({ maxCount, visible: result.expected });
      expect(await page.evaluate(() => window.stress.observedTargets())).toBe(0);
    }
  });

  it('survives 90 container resizes, 3 a frame, and settles on the right layout', async () => {
    const page = await stressPage();
    await page.evaluate(() => window.stress.mount(200, 300));
    const result = await page.evaluate(() => window.stress.resizeMany(90, 3));
    expect(result.visible).toBe(result.expected);
  });

  it('replaces the data 60 times and ends right', async () => {
    const page = await stressPage();
    await page.evaluate(() => window.stress.mount(10, 300));
    const result = await page.evaluate(() => window.stress.replaceData(60));
    expect(result.visible).toBe(result.expected);
    expect(result.rest).toBe(`+${result.count - result.expected}`);
  });

  it('unmounts while a measurement is pending without an error, leaving no observer watching', async () => {
    const page = await stressPage();
    await page.evaluate(() => window.stress.mount(50, 300));
    expect(await page.evaluate(() => window.stress.observedTargets())).toBeGreaterThan(0);
    const result = await page.evaluate(() => window.stress.unmountWhilePending());
    expect(result.listsLeft).toBe(0);
    expect(await page.evaluate(() => window.stress.observedTargets())).toBe(0);
  });

  it('lays out right under StrictMode double mounting, and cleans up after', async () => {
    const page = await stressPage();
    const result = await page.evaluate(() => window.stress.mount(30, 300, true));
    expect(result.visible).toBe(result.expected);
    expect(result.rest).toBe(`+${30 - result.expected}`);
    await page.evaluate(() => window.stress.unmount());
    expect(await page.evaluate(() => window.stress.observedTargets())).toBe(0);
  });
});
