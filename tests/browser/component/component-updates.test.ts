import { expectShown, row, type AnyCase } from '../column-helpers';
import { openEnginePage, type EnginePage as Page } from '../harness';
import type { LayoutCase } from '../pages/component-layout';

// What changes after a list settled; a console error (a ResizeObserver loop) fails any test.
const PAGE = '/__tests__/component-layout.html';
const rest = { base: 20, perDigit: 4 };

const show = (page: Page, c: AnyCase, wait?: number) =>
  page.evaluate(([value, frames]) => window.renderCase(value, frames), [c, wait] as const);
const update = (page: Page, c: Partial<AnyCase>, wait?: number) =>
  page.evaluate(([value, frames]) => window.updateCase(value, frames), [c, wait] as const);
const settled = (page: Page) =>
  page.evaluate(() => window.waitFrames(2).then(() => window.readLayout()));
const observed = (page: Page) => page.evaluate(() => window.observedTargets());

it('follows items added and removed, final in the commit that adds them', async () => {
  const page = await openEnginePage(PAGE);
  let c = row(10);
  await show(page, c);
  const lists = [Array(4).fill(70), Array(5).fill(60), [10, 10, 10, ...Array(12).fill(70)], []];
  for (const widths of lists) {
    c = { ...c, widths };
    expectShown(c, await update(page, { widths }, 0), `${widths.length} items`);
  }
});

it('keeps its answer in one commit, and mounts only the items that show when widened', async () => {
  const page = await openEnginePage(PAGE);
  // 4 fit alone (280 px), the 5th overflows on its own; three more stay mounted, hidden.
  expect(await show(page, row(20))).toMatchObject({ visible: 3, rendered: 8 });
  expect(await update(page, {})).toMatchObject({ visible: 3, rendered: 8, commits: 1 });
  const wider = await update(page, { width: 450 });
  expect(wider).toMatchObject({ visible: 5, restText: '+15' });
  expect(wider.itemRenders).toEqual(expect.arrayContaining([3, 4]));
});

it('follows maxRows, collapseFrom and priorities without a remount', async () => {
  const page = await openEnginePage(PAGE);
  let c: LayoutCase = { ...row(40), widths: Array(40).fill(50), maxRows: 1 };
  await show(page, c);
  for (const change of [
    { maxRows: 2 },
    { maxRows: 4 },
    { maxRows: 3, collapseFrom: 'start' as const },
    { maxRows: 1 },
    { collapseFrom: 'end' as const },
    { priorities: Array.from({ length: 40 }, (_, i) => (i % 7 === 3 ? 9 : 1)) },
  ]) {
    c = { ...c, ...change };
    const seen = await update(page, change);
    expectShown(c, seen, JSON.stringify(change));
    // The caller's commit, then the list's own: two more when more rows need more items.
    expect(seen.commits).toBeLessThanOrEqual(3);
  }
});

it('calls onVisibleChange once per change with the last visible index, the latest callback', async () => {
  const page = await openEnginePage(PAGE);
  expect((await show(page, row(10, { listener: 'a' }))).visibleChanges).toEqual([2]);
  await update(page, { width: 600 });
  await update(page, { width: 601 });
  await update(page, { width: 100, listener: 'b' });
  // From the start it is the visible count minus one too.
  const last = await update(page, { width: 150, collapseFrom: 'start' });
  expect(last).toMatchObject({ order: ['+9', '9'], visibleChanges: [2, 7, -1, 0] });
  expect(last.visibleListeners).toEqual(['a', 'a', 'b', 'b']);
});

it.each([undefined, 'flex' as const])(
  'a column (parent: %s) follows its height and item heights that change',
  async (parent) => {
    const page = await openEnginePage(PAGE);
    const c = { heights: Array(30).fill(25), height: 300, rest, gap: 3, parent };
    await show(page, c);
    for (const height of [120, 600, 301, 57, 0, 300])
      expectShown({ ...c, height }, await update(page, { height }), `${height} px`);
    const heights = c.heights.map((_, i) => (i % 2 ? 40 : 10));
    expectShown({ ...c, heights }, await update(page, { heights }));
  },
);

it('reads a resized container once, and shows the final count in the first frame after', async () => {
  const page = await openEnginePage(PAGE);
  await show(page, row(10));
  const frames = await page.evaluate(async () => {
    const list = document.getElementById('list') as HTMLElement;
    const read = Element.prototype.getBoundingClientRect;
    let reads = 0;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (this === list) reads += 1;
      return read.call(this);
    };
    const seen: string[] = [];
    list.style.width = '600px';
    // Animation callbacks run before layout and ResizeObserver: each reads the last frame.
    for (let frame = 0; frame < 5; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const since = reads;
      seen.push(`${since ? 'read' : 'not read'}, ${window.readLayout().visible} shown`);
      reads = 0;
    }
    Element.prototype.getBoundingClientRect = read;
    return seen;
  });
  // Its own reported size is not taken for a resize of its own.
  expect(frames).toEqual([
    'not read, 3 shown',
    'read, 8 shown',
    ...Array(3).fill('not read, 8 shown'),
  ]);
});

it('follows an item resized outside React, and raises no ResizeObserver loop error', async () => {
  const page = await openEnginePage(PAGE);
  // Uneven heights: showing or hiding one resizes the row in the frame the list committed.
  const c = row(12, { widths: Array(12).fill(50), heights: [10, 22, 34, 46] });
  await show(page, c);
  await page.evaluate(async () => {
    for (const width of [120, 610, 260, 450, 170, 530, 300]) {
      (document.getElementById('list') as HTMLElement).style.width = `${width}px`;
      await window.waitFrames(2);
    }
    const second = '#list > .rc-overflow-item:nth-child(2) .box';
    (document.querySelector(second) as HTMLElement).style.width = '120px';
  });
  expectShown({ ...c, widths: [50, 120, ...Array(10).fill(50)] }, await settled(page));
});

it('waits inside display: none without rendering everything, and lays out once shown', async () => {
  const page = await openEnginePage(PAGE);
  await page.evaluate(() => document.getElementById('root')!.style.setProperty('display', 'none'));
  const c = row(1000);
  expect((await show(page, c)).rendered).toBeLessThanOrEqual(192);
  await page.evaluate(() => document.getElementById('root')!.style.removeProperty('display'));
  await page.waitForFunction(() => window.readLayout().visible > 0);
  expectShown(c, await page.evaluate(() => window.readLayout()));
});

it('has the settled row ready for the first frame, in 2 commits (3 on React 16 and 17)', async () => {
  const page = await openEnginePage(PAGE);
  // Not the page's first list: later lists render their first pass out of layout (`hidden`).
  await show(page, row(1));
  // React 16 and 17 render the server's first pass (no item) first: one commit more.
  const commits = (await page.evaluate(() => window.reactMajor)) < 18 ? 3 : 2;
  for (const count of [3, 10, 2000]) {
    const c = row(count);
    const first = await show(page, c, 1);
    expectShown(c, first, `${count} items`);
    const later = await settled(page);
    expect(`${count}: ${[first.commits, first.unlaidOut, later.commits]}`).toBe(
      `${count}: ${[commits, 0, commits]}`,
    );
  }
});

it('never lets Tab reach a link inside a hidden item', async () => {
  const page = await openEnginePage(PAGE);
  await show(page, row(8, { links: true }));
  const reached: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    await page.press('Tab');
    reached.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
  }
  // Links 0 to 2 show; after them focus leaves the list, or wraps to the first link.
  expect(reached.filter((text, i) => i < 3 || /^[3-7]$/.test(text))).toEqual(['0', '1', '2']);
});

it('keeps a suffix input right after the rest as it grows with typing, and its focus', async () => {
  const page = await openEnginePage(PAGE);
  await show(page, row(6, { widths: Array(6).fill(60), suffix: 'input' }));
  await page.click('input');
  let typed = 0;
  for (const upTo of [0, 2, 3, 9, 10, 17, 18]) {
    for (; typed < upTo; typed += 1) await page.type('x');
    const seen = await settled(page);
    // Largest k with k x 60 + 33 (rest) + 10 + 8 per character (suffix) <= 300.
    const k = [1, 2, 3, 4, 5].filter((n) => n * 60 + 43 + typed * 8 <= 300).length;
    const items = Array.from({ length: k }, (_, i) => String(i));
    expect(`${typed}: ${seen.order}${seen.overflows ? ' overflows' : ''}`).toBe(
      `${typed}: ${[...items, `+${6 - k}`, 'S']}`,
    );
  }
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  expect(focused).toBe('suffix input');
});

it('renders only about containerWidth / itemWidth of 10,000 items, and settles on what fits', async () => {
  const page = await openEnginePage(PAGE);
  const seen = await show(page, row(10000));
  expectShown(row(10000), seen);
  expect(seen.rendered).toBeLessThanOrEqual(300 / 10);
});

it('observes nothing for a list that does not measure: a number maxCount, or "invalidate"', async () => {
  const page = await openEnginePage(PAGE);
  for (const maxCount of [4, 'invalidate' as const]) {
    expectShown(row(10, { maxCount }), await show(page, row(10, { maxCount })));
    expect({ maxCount, observed: await observed(page) }).toEqual({ maxCount, observed: 0 });
  }
});

it('survives 90 container resizes, 3 a frame, then 60 data replacements, and ends right', async () => {
  const page = await openEnginePage(PAGE);
  await show(page, row(200));
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
      await window.updateCase({ widths: Array((i * 7919) % 97).fill(70) }, i % 10 ? 0 : 1);
    return window.updateCase({ widths: Array(50).fill(70) }, 3);
  });
  // Still 333 px: React leaves the width it did not change.
  expectShown(row(50, { width: 333 }), replaced);
});

it('unmounts while a measurement is pending, leaving no observer watching, also under StrictMode', async () => {
  const page = await openEnginePage(PAGE);
  await show(page, row(50));
  expect(await observed(page)).toBeGreaterThan(0);
  const listsLeft = await page.evaluate(async () => {
    await window.updateCase({ width: 337 }, 0);
    window.unmountCase();
    await window.waitFrames(3);
    return document.querySelectorAll('.rc-overflow').length;
  });
  expect([listsLeft, await observed(page)]).toEqual([0, 0]);
  expectShown(row(30), await show(page, row(30, { strict: true })));
  await page.evaluate(() => window.unmountCase());
  expect(await observed(page)).toBe(0);
});
