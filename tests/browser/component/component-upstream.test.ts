import { openPage } from '../harness';
import { expectedLayout } from '../layout-reference';
import type { CompareCase } from '../pages/component-upstream';

// Ours beside the published @rc-component/overflow 1.0.1, side by side on one page: the
// scenarios of upstream's own spec at its mocked sizes, as real CSS widths (both follow the rule
// there), and one layout for each way upstream breaks the rule, where ours does not.
const rest = (base: number, perDigit = 0) => ({ base, perDigit });
const items = (count: number, width: number) => Array(count).fill(width) as number[];
const responsive = 'responsive' as const;

/** [what it shows, the case, how many items upstream shows]. */
const TABLE: [string, CompareCase, number][] = [
  // upstream's spec: initSize(width, itemWidth) sizes the list and every item, rest and suffix.
  [
    'responsive: 4 of 6 and the rest in 100 px',
    { widths: items(6, 20), width: 100, rest: rest(20), maxCount: responsive },
    4,
  ],
  [
    'just fit: one 20 px item in 20 px',
    { widths: [20], width: 20, rest: rest(20), maxCount: responsive },
    1,
  ],
  [
    'github: two 90 px items and a 90 px rest in 100 px',
    { widths: items(2, 90), width: 100, rest: rest(90), maxCount: responsive },
    0,
  ],
  [
    'prefix: one item beside prefix and rest in 60 px',
    { widths: items(10, 20), width: 60, rest: rest(20), maxCount: responsive, prefix: 20 },
    1,
  ],
  [
    'suffix: three items, the rest and the suffix in 100 px',
    { widths: items(10, 20), width: 100, rest: rest(20), maxCount: responsive, suffix: 20 },
    3,
  ],
  [
    'long to short: no item, the suffix alone',
    { widths: [], width: 20, rest: rest(20), maxCount: responsive, suffix: 20 },
    0,
  ],
  ['a number maxCount', { widths: items(6, 20), width: 100, rest: rest(20), maxCount: 3 }, 3],
  // Where upstream breaks the rule.
  [
    'upstream ignores item margins, and its row overflows',
    { widths: items(6, 20), width: 100, rest: rest(20), maxCount: responsive, margin: 5 },
    4,
  ],
  [
    'upstream ignores the gap, and its row overflows',
    { widths: items(6, 20), width: 100, rest: rest(20), maxCount: responsive, gap: 8 },
    4,
  ],
  [
    'upstream renders at most width / itemWidth (10) of many narrow items',
    { widths: items(60, 3), width: 100, rest: rest(20), maxCount: responsive },
    10,
  ],
  [
    'upstream collapses once items so far and the rest overflow, though all fit',
    { widths: [40, 40, 10, 10], width: 100, rest: rest(30), maxCount: responsive },
    1,
  ],
  [
    'upstream sizes the rest by its widest recent count: one item too few',
    { widths: items(15, 20), width: 260, rest: rest(5, 15), maxCount: responsive },
    11,
  ],
];

describe('ours beside upstream @rc-component/overflow 1.0.1', () => {
  it('shows what the rule says where upstream does too, and where upstream does not', async () => {
    const { page } = await openPage('/__tests__/component-upstream.html');
    const sides = await page.evaluate(
      (cases) => window.compareCases(cases),
      TABLE.map(([, c]) => c),
    );
    expect(
      TABLE.map(([name, c], i) => ({
        name,
        ours: sides[i].ours.visible,
        upstream: sides[i].upstream.visible,
        rule: expectedLayout(c).visible,
      })),
    ).toEqual(
      TABLE.map(([name, c, upstream]) => ({
        name,
        ours: expectedLayout(c).visible,
        upstream,
        rule: expectedLayout(c).visible,
      })),
    );
  });
});
