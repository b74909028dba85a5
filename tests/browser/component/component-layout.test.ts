import { expectShown, rest, row, type AnyCase } from '../column-helpers';
import { openEnginePage } from '../harness';
import type { ColumnCase, LayoutCase } from '../pages/component-layout';

// One table per axis, one page load each: what shows (in reading order) must be what the
// reference rule (layout-reference.ts) computes from the case alone.
const LEGACY_REACT = ['16', '17'].includes(process.env.REACT_MATRIX ?? '');
const PAGE = '/__tests__/component-layout.html';
const fixedRest = (base: number, perDigit = 0) => ({ base, perDigit });
const vRest = { base: 20, perDigit: 4 }; // "+N" box 24 px tall for 1 digit, 28 for 2
/** Priorities 1, 3, 2, 1, ... with item 5 pinned: ties, higher ones further on, and a pin. */
const PRIORITIES = (count: number) =>
  Array.from({ length: count }, (_, i) => (i === 5 ? Infinity : [1, 3, 2][i % 3]));
const column = (heights: number[], height: number, more?: Partial<ColumnCase>): ColumnCase => ({
  ...{ heights, height, rest: vRest },
  ...more,
});
const column30 = (count: number, height: number, more: Partial<ColumnCase> = {}) =>
  column(Array(count).fill(30), height, more);
const toolbar = row(6, { priorities: [1, 5, 1, 4, 1, 3] });
const uneven = [40, 120, 30, 90, 60, 20, 150, 35, 80, 45];
const MARGINS_150 = { prefix: 150, suffix: 150, gap: 3, margin: 4 };
const uneven8 = row(8, { widths: uneven.slice(0, 8), priorities: PRIORITIES(8) });

/** Renders every case of the table on one load, and checks each against the rule. */
async function expectTable(table: [string, AnyCase, number?][], most = 2) {
  const page = await openEnginePage(PAGE);
  // React 16 and 17 cannot tell a client mount from hydration: their first render is the
  // server's, with no item, and rendering the items to measure takes one commit more.
  const legacy = (await page.evaluate(() => window.reactMajor)) < 18 ? 1 : 0;
  for (const [name, c, commits = most] of table) {
    const seen = await page.evaluate((value) => window.renderCase(value), c);
    expectShown(c, seen, name);
    expect(`${name}: ${seen.commits <= commits + legacy || seen.commits}`).toBe(`${name}: true`);
  }
}

it('a row shows the longest run of items that fits beside the rest', () =>
  expectTable([
    ...[0, 1, 3, 4, 5, 10, 200].map((n): [string, LayoutCase] => [`${n} items`, row(n)]),
    ['an item wider than the list', { widths: [320], width: 300, rest }],
    ['an item that exactly fits', { widths: [300], width: 300, rest }],
    ['an item 1/64 px too wide', { widths: [300.015625], width: 300, rest }],
    ['sub-pixel widths summing to 300', { widths: [98.5, 98.5, 98.5, 4.5], width: 300, rest }],
    ['sub-pixel widths 1/64 px over', { widths: [98.5, 98.5, 98.5, 4.515625], width: 300, rest }],
    // More items fit than 300 / itemWidth (10), its first pass: rendering the others takes more.
    ['zero-width items', { widths: [290, ...Array(50).fill(0)], width: 300, rest }, 4],
    ['uneven widths', { widths: uneven, width: 333, rest }],
    // Where upstream 1.0.1 breaks the rule: past width / itemWidth items, all fitting only
    // without the rest, and a rest that widens with its count.
    ['60 items of 3 px', { widths: Array(60).fill(3), width: 100, rest: fixedRest(20) }, 4],
    ['all fit without the rest', { widths: [40, 40, 10, 10], width: 100, rest: fixedRest(30) }],
    // A rest drawn in a new way is measured once before its width is trusted.
    ['a widening rest', { widths: Array(15).fill(20), width: 260, rest: fixedRest(5, 15) }, 3],
    ['raw items (renderRawItem and Overflow.Item)', row(10, { raw: true })],
    ['a number maxCount', row(6, { maxCount: 4 })],
    ['maxCount="invalidate"', row(6, { maxCount: 'invalidate' })],
  ]));

it('a row counts prefix, suffix, item margins and the gap', () =>
  expectTable([
    ['a prefix', row(6, { prefix: 40 })],
    ['a suffix', row(6, { suffix: 45 })],
    ['prefix and suffix', { widths: uneven, width: 250, rest, prefix: 20, suffix: 25 }],
    ['margins and a gap', row(6, { margin: 5, gap: 8 })],
    ['a gap alone hides the fourth', row(4, { gap: 8 })],
    ['a sub-pixel gap lets it show', row(4, { gap: 6.5 })],
    ['a suffix and no item', { widths: [], width: 20, rest, suffix: 20 }],
  ]));

it('maxRows wraps items into that many rows before the rest collapses them', () =>
  expectTable(
    [
      ...[1, 2, 3, 4].map((maxRows): [string, LayoutCase] => [`${maxRows}`, row(30, { maxRows })]),
      ['all fit in 2 rows', row(8, { maxRows: 2 })],
      ['a wide item', row(7, { maxRows: 3, widths: [70, 420, 70, 70, 70, 70, 70] })],
      ['zero-width', row(9, { widths: [150, 0, 0, 150, 0, 140, 70, 0, 70], maxRows: 2, gap: 4 })],
      ...[[60], [undefined, 90], [100, 100], [290, 290]].map(
        ([prefix, suffix]): [string, LayoutCase] => [
          `prefix ${prefix}, suffix ${suffix}`,
          row(25, { widths: Array(25).fill(48), maxRows: 3, prefix, suffix, gap: 6, margin: 2 }),
        ],
      ),
      // The rest is 40 px for 1 to 9 hidden items, 100 px for 10 to 99: a rest drawn in a new
      // way is measured once before its width is trusted, which can take one commit more.
      ...[14, 15, 16, 22, 30].map((n): [string, LayoutCase] => [
        `${n} items, a widening rest`,
        row(n, { widths: Array(n).fill(60), rest: { base: -20, perDigit: 60 }, maxRows: 2 }),
      ]),
    ],
    3,
  ));

it('collapseFrom="start" hides the leading items, the rest before the ones that show', () =>
  expectTable([
    ['10 items', row(10, { collapseFrom: 'start' })],
    ['a number maxCount', row(6, { collapseFrom: 'start', maxCount: 2 })],
    ...[100, 180, 250, 333, 700].map((width): [string, LayoutCase] => [
      `uneven widths in ${width} px, prefix, suffix, gap`,
      { widths: uneven, width, rest, collapseFrom: 'start', prefix: 20, suffix: 25, gap: 3 },
    ]),
    ...[150, 300, 410].map((width): [string, LayoutCase] => [
      `maxRows 2 in ${width} px`,
      row(30, { collapseFrom: 'start', maxRows: 2, width }),
    ]),
  ]));

it('itemPriority keeps the highest priorities and the pins, minVisible a floor', () =>
  expectTable([
    ...[480, 380, 300, 200, 120].map((width): [string, LayoutCase] => [
      `${width}`,
      { ...toolbar, width },
    ]),
    ['a wide pin', row(4, { widths: [70, 70, 400, 70], priorities: [1, 1, Infinity, 1] })],
    ['minVisible past what fits', { ...toolbar, width: 120, minVisible: 3 }],
    ['with maxRows 2', row(12, { maxRows: 2, priorities: PRIORITIES(12) })],
    ['from the start', { ...uneven8, collapseFrom: 'start' }],
    ['prefix, suffix, margins, gap', { ...uneven8, prefix: 40, suffix: 30, margin: 3, gap: 6 }],
    ['minVisible, maxRows 2', row(12, { maxRows: 2, minVisible: 8, priorities: PRIORITIES(12) })],
  ]));

it('right to left counts as left to right does, the rest at the visual end', () =>
  expectTable([
    ['one row', row(10, { rtl: true })],
    ['maxRows 2', row(20, { rtl: true, maxRows: 2 })],
    ['collapseFrom="start"', row(20, { rtl: true, collapseFrom: 'start' })],
    ['both', row(20, { rtl: true, maxRows: 2, collapseFrom: 'start' })],
    ['priorities', { ...toolbar, rtl: true }],
  ]));

// A known defect on React 16 and 17 (legacy roots, StrictMode): fails there until it is fixed.
(LEGACY_REACT ? it.failing : it.skip)(
  'a column whose prefix and suffix alone overflow shows no item (React 16 and 17)',
  () => expectTable([['prefix 150, suffix 150', column(Array(15).fill(22), 240, MARGINS_150)]]),
);

it('a column (orientation="vertical") shows what fits in its height above the rest', () =>
  expectTable([
    ['30 px items in 200 px', column30(20, 200)],
    ['all fit', column([40, 25, 60], 125)],
    ['a gap', column30(12, 184, { gap: 10, rest: fixedRest(24) })],
    ['a gap, 1/64 px short', column30(12, 183.984375, { gap: 10, rest: fixedRest(24) })],
    // On React 16 and 17 the last one shows its first item: see the test above.
    ...[[], [40], [undefined, 33], [25, 25], ...(LEGACY_REACT ? [] : [[150, 150]])].map(
      ([prefix, suffix]): [string, ColumnCase] => [
        `margins that never collapse, prefix ${prefix}, suffix ${suffix}`,
        column(Array(15).fill(22), 240, { prefix, suffix, gap: 3, margin: 4 }),
      ],
    ),
    ...[80, 80.015625, 100, 100.03125, 123.984375].map((height): [string, ColumnCase] => [
      `sub-pixel heights in ${height} px`,
      column([20.015625, 19.984375, 20, 20.5, 19.5, 20.25], height, { rest: fixedRest(20.25) }),
    ]),
    ['padding and border left out of the room', column30(10, 150, { frame: 12 })],
    ['height from a flex parent', column30(12, 150, { gap: 4, parent: 'flex' })],
    ['height from a grid parent, framed', column30(12, 61, { gap: 4, parent: 'grid', frame: 6 })],
    ['an item taller than the list', column([300, 10, 10], 100)],
    ['zero-height items', column([0, 0, 95, 0, 0, 10], 100)],
    ['collapseFrom="start"', column30(10, 130, { collapseFrom: 'start', gap: 2 })],
    ['priorities and a pin', column30(12, 150, { priorities: PRIORITIES(12) })],
    ['priorities, start', column30(12, 150, { priorities: PRIORITIES(12), collapseFrom: 'start' })],
    ['minVisible past the bottom', column(Array(8).fill(40), 100, { minVisible: 4 })],
    [
      'minVisible, priorities',
      column(Array(8).fill(40), 300, { minVisible: 2, priorities: PRIORITIES(8) }),
    ],
    ['raw items', column([30, 50, 20, 40, 30, 60, 10], 170, { gap: 4, margin: 2, raw: true })],
    ['right to left', column([30, 50, 20, 40, 30], 140, { gap: 5, rtl: true })],
    ['a number maxCount', column30(8, 100, { maxCount: 3 })],
  ]));
it('shows "+ N ..." by default, the largest count beside it', async () => {
  const page = await openEnginePage(PAGE);
  const c = row(20, { rest: 'default', widths: Array(20).fill(50) });
  const seen = await page.evaluate((value) => window.renderCase(value), c);
  const restWidth = await page.evaluate(
    () => document.querySelector('.rc-overflow-item-rest')!.getBoundingClientRect().width,
  );
  expect([seen.restText, seen.overflows, Math.floor((300 - restWidth) / 50)]).toEqual([
    `+ ${20 - seen.visible} ...`,
    false,
    seen.visible,
  ]);
});

it('settles the blink demo on 2 items and a bare "3" in 300 px, on "+2..." alone in 180 px', async () => {
  const page = await openEnginePage(PAGE);
  const blink = (count: number, width: number) =>
    page.evaluate(
      (c) => window.renderCase(c),
      row(count, { widths: Array(count).fill(106), width, rest: 'blink' }),
    );
  const wide = await blink(5, 300);
  expect(wide).toMatchObject({ order: ['0', '1', '3'], overflows: false });
  const narrow = await blink(2, 180);
  expect(narrow).toMatchObject({ order: ['+2...'], overflows: false });
  // It stays settled: no further commits over several frames.
  await page.evaluate(() => window.waitFrames(10));
  expect(await page.evaluate(() => window.readLayout().commits)).toBe(narrow.commits);
});

it('a row built on useOverflow shows what Overflow shows beside it, at every width', async () => {
  const page = await openEnginePage(PAGE);
  const widths = Array.from({ length: 30 }, (_, i) => 24 * i);
  for (const c of [
    { widths: uneven, width: 300, rest, prefix: 20, suffix: 25, gap: 3, margin: 2, hook: true },
    { ...uneven8, collapseFrom: 'start' as const, minVisible: 1, hook: true },
    row(30, { maxRows: 2, widths: Array(30).fill(47), hook: true }),
  ]) {
    await page.evaluate((value) => window.renderCase(value), c);
    const seen = await page.evaluate(async (list) => {
      const both = [];
      for (const width of list)
        both.push([await window.updateCase({ width }), window.readLayout('hook')]);
      return both;
    }, widths);
    seen.forEach(([list, hook], i) => {
      expect([widths[i], hook.order, hook.omitted]).toEqual([widths[i], list.order, list.omitted]);
      expectShown({ ...c, width: widths[i] }, hook, `${widths[i]} px`);
    });
  }
});
