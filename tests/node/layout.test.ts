import { SPARE, computeLayout } from '../../src/layout';
import type { Layout, LayoutInput } from '../../src/layout';

// The documented edges of the rule that the property test (layout-property.test.ts) does not pin:
// float noise, negative margins, a rest narrower for one count, an unknown rest width, and how
// many items stay rendered.
const base = (overrides: Partial<LayoutInput>): LayoutInput => ({
  total: 5,
  widths: [50, 50, 50, 50, 50],
  available: 300,
  gap: 0,
  itemWidth: 10,
  rest: () => 40,
  ...overrides,
});
const fifties = (n: number) => Array(n).fill(50);
const many = (n: number, width: number) => Array(n).fill(width);
// The blink demo: the rest is a bare "3" (8 px) when 3 items hide, 106 px otherwise.
const blink = (omitted: number) => (omitted === 3 ? 8 : 106);

const CASES: [string, Partial<LayoutInput>, Partial<Layout>][] = [
  [
    'never overflows by 1/64 px',
    { total: 3, widths: [100.015625, 100, 100], rest: () => 0 },
    { count: 2 },
  ],
  ['forgives float noise', { total: 3, widths: [0.1, 0.2, 299.7], rest: () => 10 }, { count: 3 }],
  [
    'uses the rest width of the count it would show',
    { widths: many(5, 106), rest: blink },
    { count: 2 },
  ],
  [
    'tries an unknown rest width as 0, so that rendering it reveals the real width',
    { total: 6, widths: many(6, 55), rest: (omitted) => (omitted === 1 ? undefined : 40) },
    { count: 5 },
  ],
  [
    'stops at the first count that overflows, even when a negative margin would pull it back',
    { total: 3, widths: [200, 150, -100] },
    { count: 1 },
  ],
  [
    'at least doubles what it renders, so zero-width items need few passes',
    { total: 1000, widths: many(30, 0) },
    { count: null, cap: 60 },
  ],
  [
    'guesses the free width holds items as narrow as the narrowest rendered one',
    { total: 100, widths: [20, 20, 20, 20, 20, 50, 50], available: 400 },
    { count: null, cap: 7 + 10 },
  ],
  [
    'guesses items as wide as itemWidth when the rendered ones are narrower',
    { total: 100, widths: many(5, 4), itemWidth: 10 },
    { count: null, cap: 5 + 28 },
  ],
  [
    'guesses over every row with maxRows',
    { total: 100, widths: fifties(5), maxRows: 3 },
    { count: null, cap: 18 },
  ],
  [
    'renders containerWidth / itemWidth items when none is rendered yet, as 1.5.0',
    { total: 100, widths: [] },
    { count: null, cap: 30 },
  ],
  [
    'keeps the first item that overflows and three more rendered, no others',
    { total: 10000, widths: fifties(200) },
    { count: 5, cap: 7 + SPARE },
  ],
  [
    'keeps the spares past a far first overflow',
    { total: 10000, widths: [...many(80, 3), 1000, ...many(119, 3)] },
    { cap: 81 + SPARE },
  ],
  [
    'asks for the spares when fewer are rendered',
    { total: 10000, widths: fifties(8) },
    { cap: 7 + SPARE },
  ],
  [
    'renders minVisible and the spares when the minimum reaches past the rendered items',
    { total: 20, widths: [400, 10], minVisible: 6 },
    { count: 6, cap: 6 + SPARE },
  ],
  [
    'renders exactly what shows when all fit',
    { total: 12, widths: many(12, 100), available: 600, maxRows: 2 },
    { count: 12, cap: 12 },
  ],
];

it.each(CASES)('computeLayout %s', (_name, input, expected) => {
  expect(computeLayout(base(input))).toMatchObject(expected);
});
