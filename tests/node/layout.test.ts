import { SPARE, computeLayout } from '../../src/core/layout';
import type { LayoutInput } from '../../src/core/layout';

// Edges the property test (layout-property) does not pin; `total` is the widths' count unless given.
const many = (n: number, width = 50) => Array(n).fill(width);
// The blink demo: the rest is a bare "3" (8 px) when 3 items hide, 106 px otherwise.
const blink = (omitted: number) => (omitted === 3 ? 8 : 106);

it.each<[string, Partial<LayoutInput>, [number | null, number?]]>([
  ['never overflows by 1/64 px', { widths: [100.015625, 100, 100], rest: () => 0 }, [2]],
  ['forgives float noise', { widths: [0.1, 0.2, 299.7], rest: () => 10 }, [3]],
  ['uses the rest width of the count it would show', { widths: many(5, 106), rest: blink }, [2]],
  [
    'tries an unknown rest width as 0',
    { widths: many(6, 55), rest: (n) => (n === 1 ? undefined : 40) },
    [5],
  ],
  [
    'stops at the first overflow despite a negative margin after',
    { widths: [200, 150, -100] },
    [1],
  ],
  ['at least doubles what it renders', { total: 1000, widths: many(30, 0) }, [null, 60]],
  [
    'guesses items as narrow as the narrowest',
    { total: 100, widths: [...many(5, 20), 50, 50], available: 400 },
    [null, 17],
  ],
  [
    'guesses items as wide as itemWidth when rendered ones are narrower',
    { total: 100, widths: many(5, 4) },
    [null, 33],
  ],
  ['guesses over every row with maxRows', { total: 100, widths: many(5), maxRows: 3 }, [null, 18]],
  [
    'renders width / itemWidth items when none is rendered, as 1.5.0',
    { total: 100, widths: [] },
    [null, 30],
  ],
  [
    'keeps the first overflowing item and SPARE more rendered',
    { total: 1e4, widths: many(200) },
    [5, 7 + SPARE],
  ],
  [
    'keeps the spares past a far first overflow',
    { total: 1e4, widths: [...many(80, 3), 1000, ...many(119, 3)] },
    [80, 81 + SPARE],
  ],
  ['asks for the spares when fewer are rendered', { total: 1e4, widths: many(8) }, [5, 7 + SPARE]],
  [
    'renders minVisible and the spares',
    { total: 20, widths: [400, 10], minVisible: 6 },
    [6, 6 + SPARE],
  ],
  [
    'renders exactly what shows when all fit',
    { widths: many(12, 100), available: 600, maxRows: 2 },
    [12, 12],
  ],
])('computeLayout %s', (_name, input, [count, cap]) => {
  const { widths = many(5) } = input;
  const base = { total: widths.length, available: 300, gap: 0, itemWidth: 10, rest: () => 40 };
  const layout = computeLayout({ ...base, ...input, widths });
  expect(cap === undefined ? layout.count : [layout.count, layout.cap]).toEqual(
    cap === undefined ? count : [count, cap],
  );
});
