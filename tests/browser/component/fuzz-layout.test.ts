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
  fc.oneof(
    { weight: 10 - weight, arbitrary: fc.constant(undefined) },
    { weight, arbitrary: arbitrary },
  );

const caseOf = (maxItems: number): fc.Arbitrary<LayoutCase> =>
  fc
    .record(
      {
        width: px(1200),
        widths: fc.array(fc.oneof(fc.constant(0), px(400), px(120)), { maxLength: maxItems }),
        rest: fc.record({ base: px(60), perDigit: px(12) }),
        maxCount: fc.oneof(
          { weight: 6, arbitrary: fc.constant<'responsive'>('responsive') },
          { weight: 1, arbitrary: fc.constant<'invalidate'>('invalidate') },
          { weight: 1, arbitrary: fc.integer({ min: 0, max: 20 }) },
        ),
        prefix: fc.option(px(150), { nil: undefined }),
        suffix: fc.option(px(150), { nil: undefined }),
        gap: fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
        margin: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
        maxRows: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
        collapseFrom: fc.option(fc.constantFrom<'end' | 'start'>('end', 'start'), {
          nil: undefined,
        }),
        priorities: sometimes(priorityCycle, 5),
        minVisible: sometimes(fc.integer({ min: 0, max: 12 }), 3),
      },
      { requiredKeys: ['width', 'widths', 'rest', 'maxCount'] },
    )
    .map(({ priorities, ...c }) =>
      priorities ? { ...c, priorities: cycled(priorities, c.widths.length) } : c,
    );

/**
 * A parent's render of a settled list: the items from a few past the last shown one on become
 * narrower (so more may fit, or all of them), some other items change width, and maybe the
 * list's width changes too.
 */
const updateArb = fc.record(
  {
    narrowFrom: fc.tuple(fc.integer({ min: -1, max: 4 }), fc.constantFrom(0, 1 / 8, 1 / 2, 7 / 8)),
    changes: fc.array(fc.tuple(fc.nat(29), fc.oneof(fc.constant(0), px(400), px(120))), {
      maxLength: 4,
    }),
    width: fc.option(px(1200), { nil: undefined, freq: 3 }),
    // New priorities for the same items, or none (null).
    priorities: sometimes(fc.option(priorityCycle, { nil: null }), 3),
  },
  { requiredKeys: ['narrowFrom', 'changes'] },
);

/**
 * A column (orientation="vertical") of random heights: a gap most of the time, margins, padding,
 * prefix and suffix, both ends, priorities and minVisible, raw items now and then.
 */
const columnArb: fc.Arbitrary<ColumnCase> = fc
  .record(
    {
      height: px(900),
      heights: fc.array(fc.oneof(fc.constant(0), px(240), px(60)), { maxLength: 120 }),
      rest: fc.record({ base: px(48), perDigit: px(10) }),
      maxCount: fc.oneof(
        { weight: 8, arbitrary: fc.constant<'responsive'>('responsive') },
        { weight: 1, arbitrary: fc.constant<'invalidate'>('invalidate') },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 20 }) },
      ),
      prefix: fc.option(px(120), { nil: undefined }),
      suffix: fc.option(px(120), { nil: undefined }),
      gap: fc.option(px(16), { nil: undefined, freq: 6 }),
      margin: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
      frame: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
      collapseFrom: fc.option(fc.constantFrom<'end' | 'start'>('end', 'start'), {
        nil: undefined,
      }),
      priorities: sometimes(priorityCycle, 4),
      minVisible: sometimes(fc.integer({ min: 0, max: 12 }), 3),
      raw: sometimes(fc.constant(true), 2),
    },
    { requiredKeys: ['height', 'heights', 'rest', 'maxCount'] },
  )
  .map(({ priorities, ...c }) =>
    priorities ? { ...c, priorities: cycled(priorities, c.heights.length) } : c,
  );

/** A parent's render of a settled column: some items change height, and maybe the list's height. */
const columnUpdateArb = fc.record(
  {
    changes: fc.array(fc.tuple(fc.nat(119), fc.oneof(fc.constant(0), px(240), px(60))), {
      minLength: 1,
      maxLength: 6,
    }),
    height: fc.option(px(900), { nil: undefined, freq: 2 }),
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
