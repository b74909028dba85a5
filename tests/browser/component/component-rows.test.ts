import { openEnginePage, type EnginePage as Page } from '../harness';
import { expectedLayout } from '../layout-reference';
import type { LayoutCase } from '../pages/component-layout';

// maxRows, collapseFrom="start", itemPriority and minVisible in Chromium: every expected count
// comes from the reference rule in layout-reference.ts, computed from the case, never from the
// component.
const PAGE = '/__tests__/component-layout.html';
const fixedRest = { base: 26, perDigit: 7 }; // "+N": 33 px for 1 digit, 40 for 2, 47 for 3
/** Priorities 1, 3, 2, 1, ... with item 5 pinned: ties, higher ones further on, and a pin. */
const PRIORITIES = (count: number) =>
  Array.from({ length: count }, (_, i) => (i === 5 ? Infinity : [1, 3, 2][i % 3]));

const show = (page: Page, c: LayoutCase) => page.evaluate((value) => window.renderCase(value), c);
const update = (page: Page, c: Partial<LayoutCase>) =>
  page.evaluate((value) => window.updateCase(value), c);

/**
 * Renders the case and checks it against the reference: count, which items, rows, rest; and that
 * it settled within `commits` commits.
 */
async function expectReference(page: Page, c: LayoutCase, commits = 2) {
  const seen = await show(page, c);
  const want = expectedLayout(c);
  const n = c.widths.length;
  expect({
    visible: seen.visible,
    shownItems: seen.shownItems,
    restText: seen.restShown ? seen.restText : null,
    overflows: want.unavoidableOverflow ? false : seen.overflows,
  }).toEqual({
    visible: want.visible,
    shownItems: want.shown,
    restText: want.visible < n ? `+${n - want.visible}` : null,
    overflows: false,
  });
  // Items that must show though they do not fit (pins, minVisible) may wrap past maxRows.
  if (!want.unavoidableOverflow) expect(seen.rows).toBeLessThanOrEqual(c.maxRows ?? 1);
  expect(seen.commits).toBeLessThanOrEqual(commits);
  return seen;
}

describe('maxRows: items wrap into at most maxRows rows before the rest collapses them', () => {
  let page: Page;
  beforeEach(async () => {
    page = await openEnginePage(PAGE);
  });

  // 70 px items in 300 px: 4 to a row; the last row holds 3 and the rest.
  it.each([1, 2, 3, 4])('%i row(s) of 70 px items in a 300 px list', async (maxRows) => {
    const c: LayoutCase = { widths: Array(30).fill(70), width: 300, rest: fixedRest, maxRows };
    const seen = await expectReference(page, c);
    expect(seen.visible).toBe(4 * maxRows - 1);
    expect(seen.rows).toBe(maxRows);
  });

  it('shows every item, and no rest, when all of them fit in maxRows rows', async () => {
    const seen = await expectReference(page, {
      widths: Array(8).fill(70),
      width: 300,
      rest: fixedRest,
      maxRows: 2,
    });
    expect(seen).toMatchObject({ visible: 8, restShown: false, rows: 2 });
  });

  it('gives an item wider than the list a row of its own', async () => {
    const seen = await expectReference(page, {
      widths: [70, 420, 70, 70, 70, 70, 70],
      width: 300,
      rest: fixedRest,
      maxRows: 3,
    });
    // Row 1: item 0; row 2: item 1 alone; row 3: items 2 to 4 and the rest.
    expect(seen.visible).toBe(5);
  });

  it('counts zero-width items as items', async () => {
    await expectReference(page, {
      widths: [150, 0, 0, 150, 0, 140, 70, 0, 70],
      width: 300,
      rest: fixedRest,
      maxRows: 2,
      gap: 4,
    });
  });

  it('counts prefix, suffix, margins and the gap as a wrapping row places them', async () => {
    for (const [prefix, suffix] of [
      [60, undefined],
      [undefined, 90],
      [100, 100],
      [290, 290],
    ]) {
      await expectReference(page, {
        widths: Array(25).fill(48),
        width: 300,
        rest: fixedRest,
        maxRows: 3,
        prefix,
        suffix,
        gap: 6,
        margin: 2,
      });
    }
  });

  it('uses the width of the rest for the count it shows, when that width grows with the count', async () => {
    // The rest is 40 px for 1 to 9 hidden items, 100 px for 10 to 99. A rest drawn in a new way
    // (here: one digit after two) is measured once before its width is trusted, which can take
    // one commit more.
    for (const total of [14, 15, 16, 22, 30]) {
      await expectReference(
        page,
        {
          widths: Array(total).fill(60),
          width: 300,
          rest: { base: -20, perDigit: 60 },
          maxRows: 2,
        },
        3,
      );
    }
  });

  it('follows the width of the list', async () => {
    const c: LayoutCase = { widths: Array(40).fill(50), width: 300, rest: fixedRest, maxRows: 2 };
    await show(page, c);
    for (const width of [520, 180, 301, 77, 300]) {
      const seen = await update(page, { width });
      const want = expectedLayout({ ...c, width });
      expect({ width, visible: seen.visible, overflows: seen.overflows }).toEqual({
        width,
        visible: want.visible,
        overflows: false,
      });
    }
  });

  it('follows a change of maxRows and of collapseFrom without a remount', async () => {
    const c: LayoutCase = { widths: Array(40).fill(50), width: 300, rest: fixedRest, maxRows: 1 };
    await show(page, c);
    for (const change of [
      { maxRows: 2 },
      { maxRows: 4 },
      { maxRows: 3, collapseFrom: 'start' as const },
      { maxRows: 1 },
      { collapseFrom: 'end' as const },
    ]) {
      Object.assign(c, change);
      const seen = await update(page, change);
      const want = expectedLayout(c);
      // The caller's commit, then the list's own: one, or two when more rows need more items
      // rendered and measured first.
      expect({
        change,
        visible: seen.visible,
        shownItems: seen.shownItems,
        commits: seen.commits <= 3 || seen.commits,
      }).toEqual({
        change,
        visible: want.visible,
        shownItems: want.shown,
        commits: true,
      });
    }
  });

  it('renders what it always did when maxRows is 1 or left out', async () => {
    const c: LayoutCase = { widths: Array(12).fill(70), width: 300, rest: fixedRest };
    const without = await show(page, c);
    const withOne = await show(page, { ...c, maxRows: 1 });
    expect(withOne).toEqual(without);
    expect(without).toMatchObject({ visible: 3, rows: 1 });
  });
});

describe('collapseFrom="start": the leading items collapse, the rest comes first', () => {
  let page: Page;
  beforeEach(async () => {
    page = await openEnginePage(PAGE);
  });

  it('shows the last items that fit after the rest, which stands for the first ones in data order', async () => {
    const c: LayoutCase = {
      widths: Array(10).fill(70),
      width: 300,
      rest: fixedRest,
      collapseFrom: 'start',
    };
    const seen = await expectReference(page, c);
    expect(seen).toMatchObject({ visible: 3, shownItems: [7, 8, 9], restFirst: true });
    expect(seen.omitted).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('mirrors the rule for uneven widths, prefix, suffix and gap', async () => {
    const widths = [40, 120, 30, 90, 60, 20, 150, 35, 80, 45];
    for (const width of [100, 180, 250, 333, 700]) {
      await expectReference(page, {
        widths,
        width,
        rest: fixedRest,
        collapseFrom: 'start',
        prefix: 20,
        suffix: 25,
        gap: 3,
      });
    }
  });

  it('tells onVisibleChange the visible count minus one, as it does from the end', async () => {
    const c: LayoutCase = {
      widths: Array(10).fill(70),
      width: 300,
      rest: fixedRest,
      collapseFrom: 'start',
    };
    await show(page, c);
    const narrow = await update(page, { width: 150 });
    expect(narrow.visible).toBe(1);
    expect(narrow.visibleChanges).toEqual([2, 0]);
  });

  it('shows the last maxCount items for a number maxCount', async () => {
    const seen = await show(page, {
      widths: Array(6).fill(30),
      width: 300,
      rest: fixedRest,
      collapseFrom: 'start',
      maxCount: 2,
    });
    expect(seen).toMatchObject({ visible: 2, shownItems: [4, 5], restFirst: true });
    expect(seen.omitted).toEqual([0, 1, 2, 3]);
  });

  it('combines with maxRows: rows fill from the rest on', async () => {
    for (const width of [150, 300, 410]) {
      const seen = await expectReference(page, {
        widths: Array(30).fill(70),
        width,
        rest: fixedRest,
        collapseFrom: 'start',
        maxRows: 2,
      });
      expect(seen.restFirst).toBe(true);
    }
  });
});

describe('right to left: the same counts, the rest at the visual end', () => {
  let page: Page;
  beforeEach(async () => {
    page = await openEnginePage(PAGE);
  });

  /** Left edges of the rest and of the shown items, in document order. */
  const edges = () =>
    page.evaluate(() => {
      const list = document.getElementById('list') as HTMLElement;
      const left = (el: Element | null) => (el ? el.getBoundingClientRect().left : NaN);
      const items = Array.from(list.children).filter(
        (el) =>
          el.classList.contains('rc-overflow-item') &&
          !/-item-rest/.test(el.className) &&
          el.getAttribute('aria-hidden') !== 'true',
      );
      return { rest: left(list.querySelector('.rc-overflow-item-rest')), items: items.map(left) };
    });

  it.each([
    ['maxRows', { maxRows: 2 }],
    ['collapseFrom="start"', { collapseFrom: 'start' as const }],
    ['both', { maxRows: 2, collapseFrom: 'start' as const }],
  ])('%s counts as left to right does', async (_, props) => {
    const c: LayoutCase = { widths: Array(20).fill(70), width: 300, rest: fixedRest, ...props };
    const ltr = await show(page, c);
    const rtl = await expectReference(page, { ...c, rtl: true });
    expect(rtl.visible).toBe(ltr.visible);
    expect(rtl.shownItems).toEqual(ltr.shownItems);
  });

  it('puts the rest left of the items it follows, and right of the items it leads', async () => {
    await show(page, { widths: Array(10).fill(70), width: 300, rest: fixedRest, rtl: true });
    const end = await edges();
    expect(end.rest).toBeLessThan(Math.min(...end.items));
    await show(page, {
      widths: Array(10).fill(70),
      width: 300,
      rest: fixedRest,
      rtl: true,
      collapseFrom: 'start',
    });
    const start = await edges();
    expect(start.rest).toBeGreaterThan(Math.max(...start.items));
  });
});

describe('server HTML with maxRows and collapseFrom="start"', () => {
  it.each([
    ['maxRows={3}', { maxRows: 3 }],
    ['collapseFrom="start"', { collapseFrom: 'start' as const }],
    ['both, ssr="full"', { maxRows: 2, collapseFrom: 'start' as const, ssr: 'full' as const }],
    [
      'itemPriority with a pin and minVisible, ssr="full"',
      { priorities: PRIORITIES(40), minVisible: 2, ssr: 'full' as const },
    ],
  ])('%s hydrates without a mismatch and settles on the rule', async (_, props) => {
    const page = await openEnginePage(PAGE);
    const c: LayoutCase = { widths: Array(40).fill(70), width: 300, rest: fixedRest, ...props };
    // The harness fails the test on any console error, React's hydration warnings included.
    const seen = await page.evaluate((value) => window.hydrateCase(value), c);
    const want = expectedLayout(c);
    expect({
      visible: seen.visible,
      shownItems: seen.shownItems,
      overflows: seen.overflows,
    }).toEqual({ visible: want.visible, shownItems: want.shown, overflows: false });
  });

  it('sends every item in one clipped row with ssr="full", whatever maxRows asks', async () => {
    const page = await openEnginePage(PAGE);
    const markup = await page.evaluate(() =>
      window.showServerMarkup({
        widths: Array(40).fill(70),
        width: 300,
        rest: { base: 26, perDigit: 7 },
        maxRows: 3,
        collapseFrom: 'start',
        ssr: 'full',
      }),
    );
    expect(markup.rows).toBe(1);
    expect(markup.height).toBe(20);
  });
});

describe('itemPriority and minVisible: the lowest priorities collapse first', () => {
  let page: Page;
  beforeEach(async () => {
    page = await openEnginePage(PAGE);
  });

  // Six 70 px actions in 300 px: three fit beside the rest.
  const toolbar: LayoutCase = {
    widths: Array(6).fill(70),
    width: 300,
    rest: fixedRest,
    priorities: [1, 5, 1, 4, 1, 3],
  };

  it('shows the highest priorities in data order, with the rest after them', async () => {
    const seen = await expectReference(page, toolbar);
    expect(seen).toMatchObject({ shownItems: [1, 3, 5], omitted: [0, 2, 4], restFirst: false });
  });

  it('follows the width of the list, hiding the lowest priority first', async () => {
    const shownAt: number[][] = [];
    await show(page, toolbar);
    for (const width of [480, 380, 300, 200, 120]) {
      const seen = await update(page, { ...toolbar, width });
      const want = expectedLayout({ ...toolbar, width });
      expect(seen.shownItems).toEqual(want.shown);
      shownAt.push(seen.shownItems);
    }
    expect(shownAt).toEqual([[0, 1, 2, 3, 4, 5], [0, 1, 3, 5], [1, 3, 5], [1, 3], [1]]);
  });

  it('keeps a pinned item wider than the list, and the rest', async () => {
    const seen = await expectReference(page, {
      widths: [70, 70, 400, 70],
      width: 300,
      rest: fixedRest,
      priorities: [1, 1, Infinity, 1],
    });
    expect(seen).toMatchObject({ shownItems: [2], restShown: true, restText: '+3' });
  });

  it('shows minVisible items that do not fit, in priority order', async () => {
    const seen = await expectReference(page, { ...toolbar, width: 120, minVisible: 3 });
    expect(seen.shownItems).toEqual([1, 3, 5]);
  });

  it.each([
    ['maxRows={2}', { maxRows: 2, widths: Array(12).fill(70) }],
    ['collapseFrom="start"', { collapseFrom: 'start' as const }],
    ['prefix, suffix, margins and gap', { prefix: 40, suffix: 30, margin: 3, gap: 6 }],
    ['minVisible and maxRows={2}', { maxRows: 2, minVisible: 8, widths: Array(12).fill(70) }],
  ])('combines with %s', async (_, props: Partial<LayoutCase>) => {
    const widths = props.widths ?? [70, 40, 90, 70, 55, 70, 30, 80];
    await expectReference(page, {
      ...toolbar,
      ...props,
      widths,
      priorities: PRIORITIES(widths.length),
    });
  });

  it('counts right to left as left to right does, the rest at the visual end', async () => {
    const ltr = await show(page, toolbar);
    const rtl = await expectReference(page, { ...toolbar, rtl: true });
    expect(rtl.shownItems).toEqual(ltr.shownItems);
    expect(rtl.restFirst).toBe(false);
  });

  it('lays out again when only the priorities change', async () => {
    await expectReference(page, toolbar);
    const seen = await update(page, { priorities: [9, 1, 1, 1, 1, 9] });
    expect(seen.shownItems).toEqual([0, 1, 5]);
    expect(seen.omitted).toEqual([2, 3, 4]);
  });
});
