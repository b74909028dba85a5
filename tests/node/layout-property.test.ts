import fc from 'fast-check';
import { computeLayout, keepOrder } from '../../src/core/layout';
import type { LayoutInput } from '../../src/core/layout';
import {
  cycled,
  expectedColumn,
  expectedLayout,
  priorityCycle,
  px,
  sizes,
} from '../browser/layout-reference';
import type { ColumnCase, LayoutCase } from '../browser/pages/component-layout';

// A number or "invalidate" maxCount never reaches the rule, so the cases are responsive.
const RUNS = Number(process.env.FUZZ_CASES || 5000);
const SEED = Number(process.env.FUZZ_SEED || 20261201);

const opt = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const common = {
  rest: fc.record({ base: px(60), perDigit: px(12) }),
  prefix: opt(px(150)),
  suffix: opt(px(150)),
  margin: opt(fc.integer({ min: 0, max: 6 })),
  collapseFrom: opt(fc.constantFrom<'end' | 'start'>('end', 'start')),
  minVisible: opt(fc.integer({ min: 0, max: 12 })),
  cycle: opt(priorityCycle),
  itemWidth: fc.constantFrom(0, 10, 50, 300),
};
const rowArb = fc
  .record({
    ...common,
    widths: fc.array(sizes(400), { maxLength: 60 }),
    width: px(1200),
    gap: opt(fc.integer({ min: 0, max: 12 })),
    maxRows: opt(fc.integer({ min: 1, max: 4 })),
  })
  .map(({ cycle, itemWidth, ...c }) => ({
    itemWidth,
    c: { ...c, maxCount: 'responsive', priorities: cycled(cycle, c.widths.length) } as LayoutCase,
  }));

const columnArb = fc
  .record({
    ...common,
    heights: fc.array(sizes(240), { maxLength: 60 }),
    height: px(900),
    gap: opt(px(16)),
  })
  .map(({ cycle, itemWidth, ...c }) => ({
    itemWidth,
    c: { ...c, maxCount: 'responsive', priorities: cycled(cycle, c.heights.length) } as ColumnCase,
  }));

type Axis = Pick<
  LayoutCase,
  'gap' | 'margin' | 'prefix' | 'maxRows' | 'collapseFrom' | 'minVisible'
> & {
  sizes: number[];
  room: number;
  suffix?: number;
  rest: { base: number; perDigit: number };
  priorities?: number[];
};

/** The data indices shown, with the rule run in passes as Overflow.tsx and measurer.ts run it. */
function shownByTheRule(a: Axis, itemWidth: number): number[] {
  const total = a.sizes.length;
  const fromStart = a.collapseFrom === 'start';
  const ranked = a.priorities && keepOrder(a.priorities, fromStart);
  const order = ranked
    ? ranked.order
    : Array.from({ length: total }, (_, slot) => (fromStart ? total - 1 - slot : slot));
  const outer = (size: number) => size + 2 * (a.margin ?? 0);
  const maxRows = a.maxRows ?? 1;
  const input: Omit<LayoutInput, 'widths'> = {
    total,
    available: a.room,
    gap: a.gap ?? 0,
    prefix: a.prefix === undefined ? undefined : outer(a.prefix),
    suffix: a.suffix === undefined ? undefined : outer(a.suffix),
    itemWidth,
    rest: (omitted) => outer(a.rest.base + a.rest.perDigit * String(omitted).length),
    maxRows,
    fromStart,
    order: ranked && ranked.order,
    minVisible: Math.max(a.minVisible ?? 0, ranked ? ranked.pinned : 0),
  };
  let cap = itemWidth > 0 ? Math.ceil(1024 / itemWidth) * maxRows : total;
  for (let pass = 0; pass < 40; pass += 1) {
    const widths = order.slice(0, Math.min(total, cap)).map((index) => outer(a.sizes[index]));
    const layout = computeLayout({ ...input, widths });
    if (layout.count !== null) return order.slice(0, layout.count).sort((x, y) => x - y);
    expect(layout.cap).toBeGreaterThan(widths.length);
    cap = layout.cap;
  }
  throw new Error('The rule asked for more items 40 times');
}

it('the layout rule agrees with the reference in a row: widths, gap, prefix, suffix, rest per hidden count, maxRows, priorities, from either end', () => {
  fc.assert(
    fc.property(rowArb, ({ c, itemWidth }) => {
      const rest = c.rest as Axis['rest'];
      const axis = { ...c, sizes: c.widths, room: c.width, rest, suffix: c.suffix as number };
      expect(shownByTheRule(axis, itemWidth)).toEqual(expectedLayout(c).shown);
    }),
    { numRuns: RUNS, seed: SEED },
  );
});

it('the layout rule agrees with the reference in a column (orientation="vertical"): heights, row gap, margins, prefix, suffix', () => {
  fc.assert(
    fc.property(columnArb, ({ c, itemWidth }) => {
      expect(shownByTheRule({ ...c, sizes: c.heights, room: c.height }, itemWidth)).toEqual(
        expectedColumn(c).shown,
      );
    }),
    { numRuns: RUNS / 2, seed: SEED + 1 },
  );
});
