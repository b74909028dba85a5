import { openPage } from '../harness';
import { expectedLayout } from '../layout-reference';
import type { CompareCase } from '../pages/component-upstream';

// Ours beside the published @rc-component/overflow 1.0.1 on one page: the scenarios of upstream's
// own spec at its mocked sizes, as real CSS widths (both follow the rule there), and one layout
// for each way upstream breaks the rule, where ours keeps to it.
const n = (count: number, width: number) => Array(count).fill(width) as number[];
/** Responsive `widths` in a `width` px list, a rest `base` px plus `perDigit` per digit. */
const at = (widths: number[], width: number, base: number, more: Partial<CompareCase> = {}) => ({
  widths,
  width,
  rest: { base, perDigit: 0 },
  maxCount: 'responsive' as const,
  ...more,
});

/** [what it shows, the case, how many items upstream shows]. */
const TABLE: [string, CompareCase, number][] = [
  // upstream's spec: initSize(width, itemWidth) sizes the list and every item, rest and suffix.
  ['4 of 6 and the rest in 100 px', at(n(6, 20), 100, 20), 4],
  ['just fit: one 20 px item in 20 px', at([20], 20, 20), 1],
  ['github: two 90 px items and a 90 px rest in 100 px', at(n(2, 90), 100, 90), 0],
  ['one item beside a prefix and the rest in 60 px', at(n(10, 20), 60, 20, { prefix: 20 }), 1],
  ['three items, the rest and a suffix in 100 px', at(n(10, 20), 100, 20, { suffix: 20 }), 3],
  ['long to short: no item, the suffix alone', at([], 20, 20, { suffix: 20 }), 0],
  ['a number maxCount', at(n(6, 20), 100, 20, { maxCount: 3 }), 3],
  // Where upstream breaks the rule.
  ['upstream ignores item margins, its row overflows', at(n(6, 20), 100, 20, { margin: 5 }), 4],
  ['upstream ignores the gap, its row overflows', at(n(6, 20), 100, 20, { gap: 8 }), 4],
  ['upstream renders at most width / itemWidth (10) items', at(n(60, 3), 100, 20), 10],
  ['upstream collapses once items so far and the rest overflow', at([40, 40, 10, 10], 100, 30), 1],
  [
    'upstream sizes the rest by its widest recent count',
    at(n(15, 20), 260, 5, { rest: { base: 5, perDigit: 15 } }),
    11,
  ],
];

describe('ours beside upstream @rc-component/overflow 1.0.1', () => {
  it('shows what the rule says where upstream does too, and where upstream does not', async () => {
    const { page } = await openPage('/__tests__/component-upstream.html');
    const cases = TABLE.map(([, c]) => c);
    const seen = await page.evaluate((value) => window.compareCases(value), cases);
    expect(TABLE.map(([name], i) => ({ name, ...seen[i] }))).toEqual(
      TABLE.map(([name, c, upstream]) => ({ name, ours: expectedLayout(c).visible, upstream })),
    );
  });
});
