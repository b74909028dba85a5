import { openEnginePage, type EnginePage as Page } from '../harness';
import type { LayoutCase } from '../pages/component-layout';

const PAGE = '/__tests__/component-layout.html';
const fixedRest = { base: 26, perDigit: 7 }; // "+N" box: 33 px for 1 digit, 40 for 2, 47 for 3

const show = (page: Page, c: LayoutCase) => page.evaluate((value) => window.renderCase(value), c);
const update = (page: Page, c: Partial<LayoutCase>) =>
  page.evaluate((value) => window.updateCase(value), c);

async function fresh() {
  return openEnginePage(PAGE);
}

/**
 * React commits from mount to the settled row: a first pass and the measured answer. React 16 and
 * 17 cannot tell a client mount from hydration, so their first render is the server's, with no
 * item (as 1.5.0's server HTML), and rendering the items to measure takes one more, still before
 * the first paint.
 */
async function mountCommits(page: Page) {
  return (await page.evaluate(() => window.reactMajor)) < 18 ? 3 : 2;
}

describe('Overflow: counts in a 300 px list', () => {
  let page: Page;
  beforeEach(async () => {
    page = await fresh();
  });

  // 70 px items and a 33 px (one digit) to 47 px (three digits) rest: 4 items fit alone (280 px);
  // with a rest, 3 items (210 + rest) fit and 4 (280 + rest) do not.
  const table: [number, number, string | null][] = [
    [0, 0, null],
    [1, 1, null],
    [2, 2, null],
    [3, 3, null],
    [5, 3, '+2'],
    [10, 3, '+7'],
    [20, 3, '+17'],
    [200, 3, '+197'],
  ];
  it.each(table)('%i items show %i with rest %s', async (count, visible, restText) => {
    const result = await show(page, {
      widths: Array(count).fill(70),
      width: 300,
      rest: fixedRest,
    });
    expect(result.visible).toBe(visible);
    expect(result.restShown).toBe(restText !== null);
    if (restText) expect(result.restText).toBe(restText);
    expect(result.overflows).toBe(false);
  });

  it('shows "+ N ..." by default and keeps the row inside the list', async () => {
    const result = await show(page, { widths: Array(20).fill(50), width: 300 });
    expect(result.restText).toMatch(/^\+ \d+ \.\.\.$/);
    expect(result.restText).toBe(`+ ${20 - result.visible} ...`);
    expect(result.overflows).toBe(false);
    // One more item would not fit beside the rest: the count is the largest.
    const restWidth = await page.evaluate(
      () => document.querySelector('.rc-overflow-item-rest')!.getBoundingClientRect().width,
    );
    expect(result.visible * 50 + restWidth).toBeLessThanOrEqual(300);
    expect((result.visible + 1) * 50 + restWidth).toBeGreaterThan(300);
  });

  it('gives assistive technology the rest as drawn, and none of the hidden items', async () => {
    await show(page, { widths: Array(5).fill(70), width: 300, rest: fixedRest });
    // What assistive technology reads: the text of every child not hidden from it.
    const exposed = await page.evaluate(() =>
      Array.from(document.getElementById('list')!.children)
        .filter(
          (el) =>
            !el.closest('[aria-hidden="true"]') &&
            getComputedStyle(el).visibility !== 'hidden' &&
            getComputedStyle(el).display !== 'none',
        )
        .map((el) => (el as HTMLElement).innerText.trim()),
    );
    expect(exposed).toEqual(['0', '1', '2', '+2']);
  });

  it('hides a single item wider than the list behind the rest', async () => {
    const result = await show(page, { widths: [320], width: 300, rest: fixedRest });
    expect(result).toMatchObject({ visible: 0, restShown: true, restText: '+1', overflows: false });
  });

  it('shows an item that exactly fits, and hides one 1/64 px wider', async () => {
    expect(await show(page, { widths: [300], width: 300, rest: fixedRest })).toMatchObject({
      visible: 1,
      restShown: false,
    });
    expect(await show(page, { widths: [300.015625], width: 300, rest: fixedRest })).toMatchObject({
      visible: 0,
      restShown: true,
    });
  });

  it('sums sub-pixel widths exactly', async () => {
    // 3 x 98.5 + 4.5 = 300 exactly; a fourth item of 0.015625 px more would overflow.
    expect(
      await show(page, { widths: [98.5, 98.5, 98.5, 4.5], width: 300, rest: fixedRest }),
    ).toMatchObject({ visible: 4, restShown: false, overflows: false });
    const result = await show(page, {
      widths: [98.5, 98.5, 98.5, 4.515625],
      width: 300,
      rest: fixedRest,
    });
    // 2 x 98.5 + 33 = 230 fits, 3 x 98.5 + 33 = 328.5 does not.
    expect(result).toMatchObject({ visible: 2, restText: '+2', overflows: false });
  });

  it('counts zero-width items as items', async () => {
    const widths = [290, ...Array(50).fill(0)];
    expect(await show(page, { widths, width: 300, rest: fixedRest })).toMatchObject({
      visible: 51,
      restShown: false,
    });
  });

  it('follows items removed and added after the first layout', async () => {
    await show(page, { widths: Array(10).fill(70), width: 300, rest: fixedRest });
    expect(await update(page, { widths: Array(4).fill(70) })).toMatchObject({
      visible: 4,
      restShown: false,
    });
    expect(await update(page, { widths: Array(12).fill(70) })).toMatchObject({
      visible: 3,
      restText: '+9',
    });
    expect(await update(page, { widths: [10, 10, 10, ...Array(12).fill(70)] })).toMatchObject({
      visible: 6, // 3 x 10 + 3 x 70 + 40 = 280
      restText: '+9',
    });
    expect(await update(page, { widths: [] })).toMatchObject({ visible: 0, restShown: false });
  });

  it("keeps its answer through a parent's render, in the parent's one commit", async () => {
    // 70 px items: 4 fit alone (280 px), the 5th overflows on its own. Three more stay mounted,
    // hidden, so a slightly wider list shows them at once.
    const first = await show(page, { widths: Array(20).fill(70), width: 300, rest: fixedRest });
    expect(first).toMatchObject({ visible: 3, rendered: 8 });
    // The parent renders again with the same items (a Select on every key press).
    const again = await update(page, {});
    expect(again).toMatchObject({ visible: 3, rendered: 8, commits: 1 });
    // Made wider, the hidden items that show are rendered anew.
    const wider = await update(page, { width: 450 });
    expect(wider).toMatchObject({ visible: 5, restText: '+15' });
    expect(wider.itemRenders).toEqual(expect.arrayContaining([3, 4]));
  });

  it("answers from the current item widths after a parent's render changes them", async () => {
    // 400 px: 100 + 100 + 100 + 60 and the 33 px rest fit; the 5th item overflows on its own,
    // and items 5 to 7 are mounted, hidden, past it.
    const before = await show(page, {
      widths: [100, 100, 100, 60, 100, 100, 100, 100],
      width: 400,
      rest: fixedRest,
    });
    expect(before).toMatchObject({ visible: 4, rendered: 8 });
    // The parent's render narrows the items past the 4th: now all 8 (395 px) fit, with no rest.
    const widths = [100, 100, 100, 60, 10, 10, 10, 5];
    const after = await update(page, { widths });
    expect(after).toMatchObject({ visible: 8, restShown: false, overflows: false });
    // Every shown item shows what the parent's render made of it.
    const shownWidths = await page.evaluate(() =>
      Array.from(document.querySelectorAll('#list > .rc-overflow-item .box')).map(
        (el) => el.getBoundingClientRect().width,
      ),
    );
    expect(shownWidths).toEqual(widths);
    // And back: the hidden items past the answer's own are not read, so wide ones hide again.
    const back = await update(page, { widths: [100, 100, 100, 60, 100, 100, 100, 100] });
    expect(back).toMatchObject({ visible: 4, restText: '+4', overflows: false });
  });

  it('grows and shrinks with its container', async () => {
    await show(page, { widths: Array(10).fill(70), width: 300, rest: fixedRest });
    const sizes: [number, number, string | null][] = [
      [600, 8, '+2'], // 8 x 70 + 33 = 593
      [700, 10, null], // all 10 = 700
      [699.984375, 9, '+1'],
      [100, 0, '+10'], // 70 + 33 > 100, rest alone fits
      [103, 1, '+9'],
      [20, 0, '+10'],
    ];
    for (const [width, visible, restText] of sizes) {
      const result = await update(page, { width });
      expect({
        width,
        visible: result.visible,
        rest: result.restShown ? result.restText : null,
      }).toEqual({
        width,
        visible,
        rest: restText,
      });
    }
  });

  it('shows the final count in the first frame after a container resize (no flicker)', async () => {
    await show(page, { widths: Array(10).fill(70), width: 300, rest: fixedRest });
    const seen = await page.evaluate(async () => {
      const list = document.getElementById('list') as HTMLElement;
      const counts: number[] = [];
      await new Promise<void>((resolve) =>
        requestAnimationFrame(() => {
          list.style.width = '600px'; // resized outside React: only the ResizeObserver knows
          let left = 5;
          const sample = () => {
            counts.push(window.readLayout().visible);
            if (--left) requestAnimationFrame(sample);
            else resolve();
          };
          requestAnimationFrame(sample);
        }),
      );
      return counts;
    });
    expect(seen).toEqual([8, 8, 8, 8, 8]);
  });

  it('reads a resized container once: its reported size is not taken for a resize of its own', async () => {
    await show(page, { widths: Array(10).fill(70), width: 300, rest: fixedRest });
    const containerReads = await page.evaluate(async () => {
      const list = document.getElementById('list') as HTMLElement;
      const read = Element.prototype.getBoundingClientRect;
      const reads = [0];
      Element.prototype.getBoundingClientRect = function (this: Element) {
        if (this === list) reads[reads.length - 1] += 1;
        return read.call(this);
      };
      try {
        list.style.width = '600px'; // resized outside React: only the ResizeObserver knows
        for (let frame = 0; frame < 4; frame += 1) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          reads.push(0);
        }
      } finally {
        Element.prototype.getBoundingClientRect = read;
      }
      return reads;
    });
    // Per frame: in the resize's, for the notice and after the list's own commits; not again in
    // the frames after it (as when the list watched the container afresh after reading it).
    expect(containerReads[0]).toBe(0);
    expect(containerReads[1]).toBeGreaterThan(0);
    expect(containerReads.slice(2)).toEqual([0, 0, 0]);
    expect(await page.evaluate(() => window.readLayout())).toMatchObject({ visible: 8 });
  });

  it('raises no ResizeObserver loop error when items and the rest differ in height', async () => {
    // Showing or hiding an item changes the row's height, and so the list's: a resize the
    // browser cannot report in the frame where the list itself committed it. (The page turns a
    // loop error into a console error, which fails the test.)
    const heights = [10, 22, 34, 46];
    await show(page, { widths: Array(12).fill(50), heights, width: 300, rest: fixedRest });
    // Resized outside React, so the ResizeObserver drives each change.
    for (const width of [120, 610, 260, 450, 170, 530, 300]) {
      await page.evaluate((w) => {
        (document.getElementById('list') as HTMLElement).style.width = `${w}px`;
      }, width);
      await page.evaluate(() => window.waitFrames(2));
    }
    // And an item that grows: its own notice leads to a commit that hides items.
    const widths = Array(12).fill(50);
    widths[1] = 120;
    // 50 + 120 + 50 + 33 = 253 fits in 300; one more item does not.
    expect(await update(page, { widths })).toMatchObject({
      visible: 3,
      restText: '+9',
      overflows: false,
    });
  });

  it('waits inside display: none without rendering everything, and lays out once shown', async () => {
    await page.evaluate(() => {
      (document.getElementById('root') as HTMLElement).style.display = 'none';
    });
    const hidden = await show(page, { widths: Array(5000).fill(70), width: 300, rest: fixedRest });
    expect(hidden.rendered).toBeLessThanOrEqual(192);
    await page.evaluate(() => {
      (document.getElementById('root') as HTMLElement).style.display = '';
    });
    await page.evaluate(() => window.waitFrames(3));
    // 3 x 70 + 54 (four digits) = 264 fits; 4 x 70 + 54 = 334 does not.
    expect(await page.evaluate(() => window.readLayout())).toMatchObject({
      visible: 3,
      restText: '+4997',
      overflows: false,
    });
  });

  it('has the settled row ready for the first frame after mount', async () => {
    // Not the page's first list: later lists render their first pass out of layout (`hidden`)
    // and show only the items they need to measure.
    await show(page, { widths: [50], width: 300 });
    const commits = await mountCommits(page);
    for (const count of [3, 10, 2000]) {
      const first = await page.evaluate((value) => window.renderCase(value, 1), {
        widths: Array(count).fill(70),
        width: 300,
        rest: fixedRest,
      });
      // Read in the first animation frame, before anything is painted.
      expect(first).toMatchObject({
        visible: 3,
        restShown: count > 3,
        overflows: false,
        unlaidOut: 0,
        commits,
      });
      // And nothing changes after it.
      await page.evaluate(() => window.waitFrames(3));
      expect(await page.evaluate(() => window.readLayout())).toMatchObject({ visible: 3, commits });
    }
  });

  it('settles from mount in 2 React commits (3 on React 16 and 17)', async () => {
    const commits = await mountCommits(page);
    for (const count of [5, 10, 200, 2000]) {
      const result = await show(page, { widths: Array(count).fill(50), width: 300 });
      expect({ count, commits: result.commits }).toEqual({ count, commits });
    }
  });

  it('renders about containerWidth / itemWidth items of 10,000', async () => {
    // 4 x 50 + 54 (four digits) = 254 fits; 5 x 50 + 54 = 304 does not.
    const result = await show(page, { widths: Array(10000).fill(50), width: 300, rest: fixedRest });
    expect(result).toMatchObject({ visible: 4, restText: '+9996' });
    expect(result.rendered).toBeLessThanOrEqual(Math.ceil(300 / 10));
  });

  it('calls onVisibleChange once per change with the last visible index', async () => {
    const first = await show(page, { widths: Array(10).fill(70), width: 300, rest: fixedRest });
    expect(first.visibleChanges).toEqual([2]);
    await update(page, { width: 600 });
    await update(page, { width: 601 });
    const last = await update(page, { width: 100 });
    expect(last.visibleChanges).toEqual([2, 7, -1]);
  });

  it("calls the onVisibleChange of the parent's latest render", async () => {
    await show(page, { widths: Array(10).fill(70), width: 300, rest: fixedRest, listener: 'a' });
    // A parent's render that passes only another callback, then one that narrows the items (the
    // same data): the new count goes to the new callback.
    await update(page, { listener: 'b' });
    const narrower = await update(page, { widths: Array(10).fill(50) });
    // 50 px items: 5 and the 33 px rest fit in 300 px.
    expect(narrower).toMatchObject({
      visible: 5,
      visibleChanges: [2, 4],
      visibleListeners: ['a', 'b'],
    });
  });
});

describe('Overflow: the blink demo', () => {
  it('settles on 2 items and a bare "3" in 300 px, and on "+2..." alone in 180 px', async () => {
    const page = await fresh();
    const wide = await show(page, { widths: Array(5).fill(106), width: 300, rest: 'blink' });
    expect(wide).toMatchObject({ visible: 2, restText: '3', overflows: false });
    const narrow = await show(page, { widths: Array(2).fill(106), width: 180, rest: 'blink' });
    expect(narrow).toMatchObject({ visible: 0, restText: '+2...', overflows: false });
    // It stays settled: no further commits over several frames.
    const before = await page.evaluate(() => window.readLayout().commits);
    await page.evaluate(() => window.waitFrames(10));
    expect(await page.evaluate(() => window.readLayout().commits)).toBe(before);
  });
});

describe('Overflow: suffix, prefix, raw items, spacing', () => {
  let page: Page;
  beforeEach(async () => {
    page = await fresh();
  });

  it('keeps a suffix input right after the last visible item as it grows with typing', async () => {
    await show(page, { widths: Array(6).fill(60), width: 300, rest: fixedRest, suffix: 'input' });
    await page.evaluate(() =>
      (document.querySelector('[aria-label="suffix input"]') as HTMLElement).focus(),
    );
    let previous = Infinity;
    for (let typed = 0; typed <= 24; typed += 1) {
      if (typed) await page.type('x');
      await page.evaluate(() => window.waitFrames(2));
      const result = await page.evaluate(() => window.readLayout());
      const suffixWidth = 10 + typed * 8;
      // Largest k with k x 60 + rest + suffix <= 300 (all 6 never fit: 360 > 300).
      let expected = 0;
      for (let k = 1; k <= 5; k += 1) if (k * 60 + 33 + suffixWidth <= 300) expected = k;
      expect({ typed, visible: result.visible, overflows: result.overflows }).toEqual({
        typed,
        visible: expected,
        overflows: false,
      });
      expect(result.visible).toBeLessThanOrEqual(previous);
      previous = result.visible;
      const order = await page.evaluate(() =>
        Array.from(document.getElementById('list')!.children)
          .filter((el) => el.getAttribute('aria-hidden') !== 'true')
          .map((el) => (el.className.match(/-item-(rest|suffix)/) || ['', 'item'])[1]),
      );
      expect(order.slice(-2)).toEqual(expected < 6 ? ['rest', 'suffix'] : ['item', 'suffix']);
    }
    expect(
      await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') === 'suffix input',
      ),
    ).toBe(true);
  });

  it('counts a prefix before the first item', async () => {
    // 40 + 3 x 70 + 33 = 283 fits; 4 items would be 353.
    expect(
      await show(page, { widths: Array(6).fill(70), width: 300, rest: fixedRest, prefix: 40 }),
    ).toMatchObject({ visible: 3, restText: '+3', overflows: false });
  });

  it('measures raw items rendered with Overflow.Item', async () => {
    const result = await show(page, {
      widths: Array(10).fill(70),
      width: 300,
      rest: fixedRest,
      raw: true,
    });
    expect(result).toMatchObject({ visible: 3, restText: '+7', overflows: false });
    expect(
      await page.evaluate(
        () => document.querySelectorAll('span.raw.rc-overflow-item:not([aria-hidden])').length,
      ),
    ).toBe(3);
  });

  it('counts item margins and the container gap', async () => {
    // Each child gets 2 x 5 px of margin and 8 px of gap between children:
    // 2 items: 2 x 80 + 43 + 2 x 8 = 219; 3 items: 3 x 80 + 43 + 3 x 8 = 307 > 300.
    const result = await show(page, {
      widths: Array(6).fill(70),
      width: 300,
      rest: fixedRest,
      margin: 5,
      gap: 8,
    });
    expect(result).toMatchObject({ visible: 2, restText: '+4', overflows: false });
    // 4 x 70 + 3 x 8 = 304: without margins, the gap alone is what hides the fourth item.
    expect(await update(page, { margin: 0, widths: Array(4).fill(70) })).toMatchObject({
      visible: 3,
    });
    expect(await update(page, { gap: 6.5 })).toMatchObject({ visible: 4, restShown: false });
  });
});

describe('Overflow: focus and hydration', () => {
  it('never lets Tab reach a link inside a hidden item', async () => {
    const page = await fresh();
    await show(page, { widths: Array(8).fill(70), width: 300, rest: fixedRest, links: true });
    const reached: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      await page.press('Tab');
      reached.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const hidden = el.closest('[aria-hidden="true"]');
          return `${el.tagName}:${el.textContent}${hidden ? ':hidden' : ''}`;
        }),
      );
    }
    expect(reached.slice(0, 3)).toEqual(['A:0', 'A:1', 'A:2']);
    expect(reached.filter((r) => r.endsWith(':hidden'))).toEqual([]);
    // After the third link focus leaves the list, or wraps around to the first link.
    expect(reached[3]).not.toMatch(/^A:[3-7]/);
    expect(new Set(reached.filter((r) => r.startsWith('A:')))).toEqual(
      new Set(['A:0', 'A:1', 'A:2']),
    );
  });

  it('hydrates ssr="full" markup without errors and collapses it', async () => {
    const page = await fresh();
    const result = await page.evaluate(() =>
      window.hydrateCase({
        widths: Array(10).fill(70),
        width: 300,
        rest: { base: 26, perDigit: 7 },
        ssr: 'full',
      }),
    );
    expect(result).toMatchObject({ visible: 3, restText: '+7', overflows: false });
  });

  it('renders server markup for ssr="full" as every item on one clipped row', async () => {
    const page = await fresh();
    const geometry = await page.evaluate(() =>
      window.showServerMarkup({
        widths: Array(10).fill(70),
        width: 300,
        rest: { base: 26, perDigit: 7 },
        ssr: 'full',
      }),
    );
    // All 10 items are in the markup, on one 20 px row; the 5th is cut at the edge.
    expect(geometry).toEqual({ rows: 1, height: 20, shown: 5 });
  });
});
