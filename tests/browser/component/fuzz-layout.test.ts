import fc from 'fast-check';
import { expectShown, type AnyCase } from '../column-helpers';
import { openEnginePage } from '../harness';
import type { ColumnCase } from '../pages/component-column';
import type { LayoutCase } from '../pages/component-layout';

// Random lists in every engine: that the browser's real measuring feeds the rule, i.e. that what
// shows is what the reference (layout-reference.ts, itself proven against src/layout.ts in
// tests/node on thousands of cases) computes. A few page loads of many cases each.
// FUZZ_SEED replays a run, FUZZ_CASES enlarges it (that many row cases, the others in proportion).
const SEED = Number(process.env.FUZZ_SEED || 20261121);
const CASES = Number(process.env.FUZZ_CASES || 60);

const ROW_PAGE = '/__tests__/component-layout.html';
const COLUMN_PAGE = '/__tests__/component-column.html';

// Multiples of 1/64 px are what Chromium lays out exactly, so the oracle below is exact too.
const px = (max: number) => fc.integer({ min: 0, max: max * 64 }).map((v) => v / 64);

/**
 * Priorities, cycled over the items: few distinct values, so ties are common (their order is part
 * of the rule), and now and then a pin (Infinity) or -Infinity.
 */
const priorityCycle = fc.array(
  fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 0, max: 3 }) },
    { weight: 1, arbitrary: fc.constant(Infinity) },
    { weight: 1, arbitrary: fc.constant(-Infinity) },
  ),
  { minLength: 1, maxLength: 12 },
);
const cycled = (cycle: number[], count: number) =>
  Array.from({ length: count }, (_, i) => cycle[i % cycle.length]);
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, weight: number) =>
  fc.oneof({ weight: 10 - weight, arbitrary: fc.constant(undefined) }, { weight, arbitrary });
const opt = <T>(arbitrary: fc.Arbitrary<T>, freq = 2) =>
  fc.option(arbitrary, { nil: undefined, freq });
const sizes = (max: number) => fc.oneof(fc.constant(0), px(max), px(max / 4));
const upTo = (max: number, min = 0) => fc.integer({ min, max });

/** What both axes take: rest, maxCount, prefix, suffix, margins, either end, priorities. */
const common = (size: number, responsiveWeight: number) => ({
  rest: fc.record({ base: px(size * 5), perDigit: px(size) }),
  maxCount: fc.oneof(
    { weight: responsiveWeight, arbitrary: fc.constant<'responsive'>('responsive') },
    { weight: 1, arbitrary: fc.constant<'invalidate'>('invalidate') },
    { weight: 1, arbitrary: upTo(20) },
  ),
  prefix: opt(px(size * 12)),
  suffix: opt(px(size * 12)),
  margin: opt(upTo(6)),
  collapseFrom: opt(fc.constantFrom<'end' | 'start'>('end', 'start')),
  minVisible: sometimes(upTo(12), 3),
});
const withPriorities = <C extends { priorities?: number[] }>(
  c: C & { cycle?: number[] },
  count: number,
): C => {
  const { cycle, ...rest } = c;
  return (cycle ? { ...rest, priorities: cycled(cycle, count) } : rest) as C;
};

const caseOf = (maxItems: number): fc.Arbitrary<LayoutCase> =>
  fc
    .record(
      {
        ...common(12, 6),
        width: px(1200),
        widths: fc.array(sizes(400), { maxLength: maxItems }),
        gap: opt(upTo(12)),
        maxRows: opt(upTo(4, 1)),
        cycle: sometimes(priorityCycle, 5),
      },
      { requiredKeys: ['width', 'widths', 'rest', 'maxCount'] },
    )
    .map((c) => withPriorities<LayoutCase>(c, c.widths.length));

/**
 * A parent's render of a settled list: the items from a few past the last shown one on become
 * narrower (so more may fit, or all of them), some other items change width, and maybe the
 * list's width and the priorities change too (null: none any more).
 */
const updateArb = fc.record(
  {
    narrowFrom: fc.tuple(upTo(4, -1), fc.constantFrom(0, 1 / 8, 1 / 2, 7 / 8)),
    changes: fc.array(fc.tuple(fc.nat(29), sizes(400)), { maxLength: 4 }),
    width: opt(px(1200), 3),
    priorities: sometimes(fc.option(priorityCycle, { nil: null }), 3),
  },
  { requiredKeys: ['narrowFrom', 'changes'] },
);

/** A column (orientation="vertical"): a gap most of the time, a frame, raw items now and then. */
const columnArb: fc.Arbitrary<ColumnCase> = fc
  .record(
    {
      ...common(10, 8),
      height: px(900),
      heights: fc.array(sizes(240), { maxLength: 120 }),
      gap: opt(px(16), 6),
      frame: opt(upTo(10, 1)),
      cycle: sometimes(priorityCycle, 4),
      raw: sometimes(fc.constant(true), 2),
    },
    { requiredKeys: ['height', 'heights', 'rest', 'maxCount'] },
  )
  .map((c) => withPriorities<ColumnCase>(c, c.heights.length));

/** A parent's render of a settled column: some items change height, and maybe the list's height. */
const columnUpdateArb = fc.record(
  {
    changes: fc.array(fc.tuple(fc.nat(119), sizes(240)), { minLength: 1, maxLength: 6 }),
    height: opt(px(900)),
  },
  { requiredKeys: ['changes'] },
);

/** Checks every case `arb` generates on one load of `page`, each against the rule. */
async function holds<C extends AnyCase, U>(
  page: string,
  arb: fc.Arbitrary<[C, U]>,
  runs: number,
  seed: number,
  next: (c: C, settled: { visible: number }, update: U) => C | undefined,
) {
  const opened = await openEnginePage(page);
  await fc.assert(
    fc.asyncProperty(arb, async ([c, update]) => {
      const seen = await opened.evaluate((value) => window.renderCase(value), c);
      expectShown(c, seen);
      expect(seen.commits).toBeLessThanOrEqual(2);
      // A parent's render of the settled list with other sizes: the answer for the new ones.
      const changed = next(c, seen, update);
      if (changed)
        expectShown(changed, await opened.evaluate((v) => window.updateCase(v), changed));
    }),
    { numRuns: runs, seed, endOnFailure: true },
  );
}

describe('random lists show what the rule says (fast-check)', () => {
  it('in a row, with maxRows, prefix, suffix, gaps, priorities, from either end', () =>
    holds(ROW_PAGE, fc.tuple(caseOf(300), fc.constant(null)), CASES, SEED, () => undefined));

  it("after a parent's render that changes item widths, the list's width or priorities", () =>
    holds(
      ROW_PAGE,
      fc.tuple(caseOf(30), updateArb),
      Math.ceil(CASES / 3),
      SEED + 1,
      (c, settled, update) => {
        const [offset, factor] = update.narrowFrom;
        const from = settled.visible + offset;
        // Rounded to 1/64 px, which the engines lay out exactly.
        const widths = c.widths.map((w, i) => (i >= from ? Math.round(w * factor * 64) / 64 : w));
        for (const [at, value] of update.changes)
          if (widths.length) widths[at % widths.length] = value;
        const next: LayoutCase = { ...c, widths, width: update.width ?? c.width };
        if (update.priorities !== undefined)
          next.priorities = update.priorities
            ? cycled(update.priorities, widths.length)
            : undefined;
        return next;
      },
    ));

  it('in a column (orientation="vertical"), and again with other heights', () =>
    holds(
      COLUMN_PAGE,
      fc.tuple(columnArb, columnUpdateArb),
      Math.ceil(CASES / 2),
      SEED + 2,
      (c, _, update) => {
        if (!c.heights.length) return undefined;
        const heights = [...c.heights];
        for (const [at, value] of update.changes) heights[at % heights.length] = value;
        return { ...c, heights, height: update.height ?? c.height };
      },
    ));
});
