import type { Page } from 'playwright-core';
import { openPage } from '../harness';
import { expectColumn } from '../column-helpers';
import type { ColumnCase, ColumnResult } from '../pages/component-column';

// orientation="vertical" in Chromium: every expected answer comes from the column reference in
// layout-reference.ts, computed from the case, never from the component.
const PAGE = '/__tests__/component-column.html';
const rest = { base: 20, perDigit: 4 }; // "+N": 24 px tall for 1 digit, 28 for 2
/** Priorities 1, 3, 2, 1, ... with item 5 pinned: ties, higher ones further on, and a pin. */
const PRIORITIES = (count: number) =>
  Array.from({ length: count }, (_, i) => (i === 5 ? Infinity : [1, 3, 2][i % 3]));

const show = (page: Page, c: ColumnCase): Promise<ColumnResult> =>
  page.evaluate((value) => window.renderColumn(value), c);
const update = (page: Page, c: Partial<ColumnCase>): Promise<ColumnResult> =>
  page.evaluate((value) => window.updateColumn(value), c);

/** Renders `c`, checks it against the reference and that it settled within `commits` commits. */
async function expectReference(page: Page, c: ColumnCase, commits = 2) {
  const seen = await show(page, c);
  expectColumn(c, seen);
  expect(seen.commits).toBeLessThanOrEqual(commits);
  return seen;
}

describe('orientation="vertical": the list height is the room, items collapse from the bottom', () => {
  let page: Page;
  beforeEach(async () => {
    page = (await openPage(PAGE)).page;
  });

  it('shows the items that fit above "+N" in a 200 px column of 30 px items', async () => {
    // 5 x 30 + 24 = 174 fits; 6 x 30 + 24 = 204 does not.
    const seen = await expectReference(page, { heights: Array(20).fill(30), height: 200, rest });
    expect(seen.shownItems).toEqual([0, 1, 2, 3, 4]);
    expect(seen.restText).toBe('+15');
  });

  it('shows every item, and no rest, when the column is tall enough for all of them', async () => {
    const seen = await expectReference(page, { heights: [40, 25, 60], height: 125, rest });
    expect(seen).toMatchObject({ shownItems: [0, 1, 2], restShown: false });
  });

  it('counts the row gap between every pair of shown children', async () => {
    // 30 px items, gap 10, a 24 px rest: 4 items take 4 x 30 + 3 x 10, then 10 + 24 for the rest.
    const c: ColumnCase = {
      heights: Array(12).fill(30),
      height: 184,
      rest: { base: 24, perDigit: 0 },
      gap: 10,
    };
    expect((await expectReference(page, c)).shownItems).toEqual([0, 1, 2, 3]);
    const lower = await expectReference(page, { ...c, height: 183.984375 });
    expect(lower.shownItems).toEqual([0, 1, 2]);
  });

  it('counts the vertical margins of items, rest, prefix and suffix, which never collapse', async () => {
    for (const [prefix, suffix] of [
      [undefined, undefined],
      [40, undefined],
      [undefined, 33],
      [25, 25],
      [150, 150],
    ]) {
      await expectReference(page, {
        heights: Array(15).fill(22),
        height: 240,
        rest,
        prefix,
        suffix,
        gap: 3,
        margin: 4,
      });
    }
  });

  it('is exact to the sub-pixel', async () => {
    const heights = [20.015625, 19.984375, 20, 20.5, 19.5, 20.25];
    for (const height of [80, 80.015625, 100, 100.03125, 123.984375])
      await expectReference(page, { heights, height, rest: { base: 20.25, perDigit: 0 } });
  });

  it('leaves the list padding and border out of the room', async () => {
    const seen = await expectReference(page, {
      heights: Array(10).fill(30),
      height: 150,
      rest,
      frame: 12,
    });
    expect(seen.shownItems).toEqual([0, 1, 2, 3]);
  });

  it.each(['flex', 'grid'] as const)(
    'takes its height from a %s parent, however tall its items are',
    async (parent) => {
      const c: ColumnCase = { heights: Array(12).fill(30), height: 150, rest, gap: 4, parent };
      const seen = await expectReference(page, c);
      expect(seen.shownItems).toEqual([0, 1, 2]);
      // A parent that shrinks below what shows: the list shrinks with it, whatever its items.
      for (const height of [100, 61, 240])
        expectColumn({ ...c, height }, await update(page, { height }));
      await expectReference(page, { ...c, frame: 6 });
    },
  );

  it('shows the rest alone when even the first item does not fit, and counts zero-height items', async () => {
    await expectReference(page, { heights: [300, 10, 10], height: 100, rest });
    await expectReference(page, { heights: [0, 0, 95, 0, 0, 10], height: 100, rest });
  });

  it('hides the top items with collapseFrom="start", the rest above the ones that show', async () => {
    const c: ColumnCase = {
      heights: Array(10).fill(30),
      height: 130,
      rest,
      collapseFrom: 'start',
      gap: 2,
    };
    const seen = await expectReference(page, c);
    expect(seen.shownItems).toEqual([7, 8, 9]);
    expect(seen.restFirst).toBe(true);
    expect(seen.omitted).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('keeps the items of highest priority and the pinned ones, in data order', async () => {
    const heights = Array(12).fill(30);
    for (const collapseFrom of ['end', 'start'] as const) {
      const seen = await expectReference(page, {
        heights,
        height: 150,
        rest,
        collapseFrom,
        priorities: PRIORITIES(12),
      });
      expect(seen.shownItems).toContain(5);
    }
  });

  it('shows at least minVisible items, even past the bottom of the list', async () => {
    await expectReference(page, { heights: Array(8).fill(40), height: 100, rest, minVisible: 4 });
    await expectReference(page, {
      heights: Array(8).fill(40),
      height: 300,
      rest,
      minVisible: 2,
      priorities: PRIORITIES(8),
    });
  });

  it('measures raw items (renderRawItem with Overflow.Item) as it measures its own', async () => {
    await expectReference(page, {
      heights: [30, 50, 20, 40, 30, 60, 10],
      height: 170,
      rest,
      gap: 4,
      margin: 2,
      raw: true,
    });
  });

  it('gives the same answer right to left: the direction of text does not move a column', async () => {
    const c: ColumnCase = { heights: [30, 50, 20, 40, 30], height: 140, rest, gap: 5 };
    const ltr = await expectReference(page, c);
    const rtl = await expectReference(page, { ...c, rtl: true });
    expect(rtl.shownItems).toEqual(ltr.shownItems);
  });

  it('shows the first maxCount items, with the rest, for a number maxCount', async () => {
    const seen = await show(page, { heights: Array(8).fill(30), height: 100, rest, maxCount: 3 });
    expect(seen.shownItems).toEqual([0, 1, 2]);
    expect(seen.restText).toBe('+5');
  });

  it.each([
    ['no item', undefined, 0],
    ['every item, ssr="full"', 'full' as const, 12],
  ])(
    'hydrates server HTML with %s, then shows what fits, with no warning',
    async (_name, ssr, serverItems) => {
      const c: ColumnCase = { heights: Array(12).fill(30), height: 150, rest, gap: 4, ssr };
      const seen = await page.evaluate((value) => window.hydrateColumn(value), c);
      expect(seen.serverItems).toBe(serverItems);
      expectColumn(c, seen);
    },
  );

  it('follows the height of the list, and item heights that change, without a remount', async () => {
    const c: ColumnCase = { heights: Array(30).fill(25), height: 300, rest, gap: 3 };
    await show(page, c);
    for (const height of [120, 600, 301, 57, 0, 300]) {
      const seen = await update(page, { height });
      expectColumn({ ...c, height }, seen);
    }
    const heights = c.heights.map((h, i) => (i % 2 ? 40 : 10));
    expectColumn({ ...c, heights }, await update(page, { heights }));
  });
});
