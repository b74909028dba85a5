import type { Page } from 'playwright-core';
import { expectShown } from '../column-helpers';
import { openPage } from '../harness';
import type { LayoutCase } from '../pages/component-layout';

// Big lists, fast resizes, data churn, unmounting mid-measurement, StrictMode. A console error
// (a ResizeObserver loop, React's update depth) fails any of them.
const row = (count: number, more: Partial<LayoutCase> = {}): LayoutCase => ({
  widths: Array(count).fill(40),
  width: 300,
  rest: { base: 40, perDigit: 0 },
  ...more,
});
const open = async () => (await openPage('/__tests__/component-layout.html')).page;
const render = (page: Page, c: LayoutCase) => page.evaluate((v) => window.renderCase(v), c);
const observed = (page: Page) => page.evaluate(() => window.observedTargets());

describe('stress', () => {
  it('renders only about containerWidth / itemWidth of 10,000 items, and settles on what fits', async () => {
    const page = await open();
    const seen = await render(page, row(10000));
    expectShown(row(10000), seen);
    expect(seen.rendered).toBeLessThanOrEqual(300 / 10);
  });

  it('observes nothing for a list that does not measure: a number maxCount, or "invalidate"', async () => {
    const page = await open();
    for (const maxCount of [4, 'invalidate' as const]) {
      expectShown(row(10, { maxCount }), await render(page, row(10, { maxCount })));
      expect({ maxCount, observed: await observed(page) }).toEqual({ maxCount, observed: 0 });
    }
  });

  it('survives 90 container resizes, 3 a frame, then 60 data replacements, and ends right', async () => {
    const page = await open();
    await render(page, row(200));
    const resized = await page.evaluate(async () => {
      const list = document.getElementById('list') as HTMLElement;
      for (let i = 0; i < 90; i += 1) {
        list.style.width = `${120 + ((i * 53) % 600) + (i % 7) / 8}px`;
        if (i % 3 === 2) await window.waitFrames(1);
      }
      list.style.width = '333px';
      await window.waitFrames(3);
      return window.readLayout();
    });
    expectShown(row(200, { width: 333 }), resized);
    const replaced = await page.evaluate(async () => {
      for (let i = 1; i <= 60; i += 1)
        await window.updateCase({ widths: Array((i * 7919) % 97).fill(40) }, i % 10 ? 0 : 1);
      return window.updateCase({ widths: Array(50).fill(40) }, 3);
    });
    // Still 333 px: React leaves the width it did not change.
    expectShown(row(50, { width: 333 }), replaced);
  });

  it('unmounts while a measurement is pending without an error, leaving no observer watching', async () => {
    const page = await open();
    await render(page, row(50));
    expect(await observed(page)).toBeGreaterThan(0);
    const listsLeft = await page.evaluate(async () => {
      // A resize the observer has not reported yet.
      await window.updateCase({ width: 337 }, 0);
      window.unmountCase();
      await window.waitFrames(3);
      return document.querySelectorAll('.rc-overflow').length;
    });
    expect([listsLeft, await observed(page)]).toEqual([0, 0]);
  });

  it('lays out right under StrictMode double mounting, and cleans up after', async () => {
    const page = await open();
    expectShown(row(30), await render(page, row(30, { strict: true })));
    await page.evaluate(() => window.unmountCase());
    expect(await observed(page)).toBe(0);
  });
});
