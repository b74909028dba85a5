import fc from 'fast-check';
import { expectColumn } from '../column-helpers';
import { completeRun, openEnginePage, type EnginePage as Page } from '../harness';
import { expectedLayout } from '../layout-reference';
import type { ColumnCase, ColumnResult } from '../pages/component-column';
import type { LayoutCase } from '../pages/component-layout';

// Property-based layout tests, written for every engine. 2,000 cases in batches of 50, batch i on
// seed SEED + i (a failure prints its seed), each a test in a page of its own that ends in
// seconds on any machine: npm test (and each engine) runs the first 500, npm run test:complete the
// other 1,500. FUZZ_CASES runs that many from the first; FUZZ_SEED replays a run.
const BATCH = 50;
const ALL_CASES = Number(process.env.FUZZ_CASES || 2000);
const QUICK_CASES = 500;
const SEED = Number(process.env.FUZZ_SEED || 20261121);

/** This run's batches of `cases` cases in all (`quick` of them in npm test). */
function batches(cases: number, quick: number) {
  const all = Array.from({ length: Math.ceil(cases / BATCH) }, (_, index) => ({
    index,
    runs: Math.min(BATCH, cases - index * BATCH),
  }));
  if (process.env.FUZZ_CASES) return all;
  const quickCount = Math.ceil(quick / BATCH);
  return completeRun ? all.slice(quickCount) : all.slice(0, quickCount);
}
const CASE_BATCHES = batches(ALL_CASES, QUICK_CASES);
// Updates: a quarter as many, on the seeds after the cases'.
const UPDATE_BATCHES = batches(Math.ceil(ALL_CASES / 4), Math.ceil(QUICK_CASES / 4));
const UPDATE_SEED = SEED + Math.ceil(ALL_CASES / BATCH);
// Columns (orientation="vertical"): half as many, on the seeds after the updates'.
const COLUMN_BATCHES = batches(Math.ceil(ALL_CASES / 2), Math.ceil(QUICK_CASES / 2));
const COLUMN_SEED = UPDATE_SEED + Math.ceil(ALL_CASES / 4 / BATCH);

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
const caseArb = caseOf(300);

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

interface Observed {
  visible: number;
  shownItems: number[];
  rows: number;
  restShown: boolean;
  restText: string | null;
  omitted: number[];
  overflows: boolean;
  commits: number;
  hiddenExposed: number;
}

/** Renders case `c` in a new list, or passes it to the list rendered last (`update`). */
async function observe(page: Page, c: LayoutCase, update = false): Promise<Observed> {
  return page.evaluate(
    async ([input, again]) => {
      const result = again ? await window.updateCase(input) : await window.renderCase(input);
      // A hidden item must be invisible (so unfocusable and out of the accessibility tree).
      const hiddenExposed = Array.from(
        document.querySelectorAll('#list > [aria-hidden="true"]'),
      ).filter((el) => getComputedStyle(el).visibility !== 'hidden').length;
      return {
        visible: result.visible,
        shownItems: result.shownItems,
        rows: result.rows,
        restShown: result.restShown,
        restText: result.restText,
        omitted: result.omitted,
        overflows: result.overflows,
        commits: result.commits,
        hiddenExposed,
      };
    },
    [c, update] as const,
  );
}

/** What the list must show for case `c`, next to what it was seen showing. */
function expectAnswer(c: LayoutCase, seen: Observed) {
  const n = c.widths.length;
  const { visible: k, shown, unavoidableOverflow } = expectedLayout(c);
  const hasRest = c.maxCount !== 'invalidate' && k < n;
  expect({
    visible: seen.visible,
    shownItems: seen.shownItems,
    // Never more rows than maxRows (the row overflows anyway when even the rest cannot fit).
    rows: unavoidableOverflow ? 0 : Math.min(seen.rows, c.maxRows ?? 1),
    restShown: seen.restShown,
    restText: hasRest ? seen.restText : null,
    // renderRest gets exactly the hidden items, in data order.
    omitted: seen.omitted,
    overflows: unavoidableOverflow ? false : seen.overflows,
    hiddenExposed: seen.hiddenExposed,
  }).toEqual({
    visible: k,
    shownItems: shown,
    rows: unavoidableOverflow ? 0 : seen.rows,
    restShown: hasRest,
    restText: hasRest ? `+${n - k}` : null,
    omitted: c.widths.map((_, i) => i).filter((i) => !shown.includes(i)),
    overflows: false,
    hiddenExposed: 0,
  });
}

describe('layout properties on random lists (fast-check)', () => {
  it.each(CASE_BATCHES)(
    'holds for generated cases: batch $index ($runs cases)',
    async ({ index, runs }) => {
      const page = await openEnginePage('/__tests__/component-layout.html');
      await page.waitForFunction(() => typeof window.renderCase === 'function');
      let ran = 0;
      await fc.assert(
        fc.asyncProperty(caseArb, async (c) => {
          ran += 1;
          const seen = await observe(page, c);
          expectAnswer(c, seen);
          expect(seen.commits).toBeLessThanOrEqual(2);
          // The same input gives the same answer (checked on every eighth case).
          if (ran % 8 === 0) {
            const again = await observe(page, c);
            expect([again.visible, again.shownItems]).toEqual([seen.visible, seen.shownItems]);
          }
        }),
        { numRuns: runs, seed: SEED + index, endOnFailure: false, verbose: 1 },
      );
    },
  );
  // A mounted list that its parent renders again with other item widths (the same items) and
  // maybe another width: the answer is the one for the new widths, whatever was rendered before.
  it.each(UPDATE_BATCHES)(
    'holds for lists updated after they settled: batch $index ($runs cases)',
    async ({ index, runs }) => {
      const page = await openEnginePage('/__tests__/component-layout.html');
      await page.waitForFunction(() => typeof window.renderCase === 'function');
      await fc.assert(
        fc.asyncProperty(caseOf(30), updateArb, async (c, update) => {
          const { narrowFrom, changes, width } = update;
          const settled = await observe(page, c);
          const [offset, factor] = narrowFrom;
          const from = settled.visible + offset;
          const widths = c.widths.map((value, i) =>
            // Rounded to 1/64 px, which Chromium lays out exactly.
            i >= from ? Math.round(value * factor * 64) / 64 : value,
          );
          for (const [at, value] of changes) if (widths.length) widths[at % widths.length] = value;
          const next = { ...c, widths, width: width ?? c.width };
          if (update.priorities !== undefined)
            next.priorities = update.priorities
              ? cycled(update.priorities, widths.length)
              : undefined;
          expectAnswer(next, await observe(page, next, true));
        }),
        { numRuns: runs, seed: UPDATE_SEED + index, endOnFailure: false, verbose: 1 },
      );
    },
  );
});

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

describe('column layout properties on random columns (fast-check)', () => {
  it.each(COLUMN_BATCHES)(
    "holds for generated columns, and again after a parent's render: batch $index ($runs cases)",
    async ({ index, runs }) => {
      const page = await openEnginePage('/__tests__/component-column.html');
      await page.waitForFunction(() => typeof window.renderColumn === 'function');
      let ran = 0;
      await fc.assert(
        fc.asyncProperty(columnArb, columnUpdateArb, async (c, update) => {
          ran += 1;
          const seen: ColumnResult = await page.evaluate((v) => window.renderColumn(v), c);
          expectColumn(c, seen);
          expect(seen.commits).toBeLessThanOrEqual(2);
          // Every fourth case: the same list rendered again with other heights.
          if (ran % 4 !== 0 || !c.heights.length) return;
          const heights = [...c.heights];
          for (const [at, value] of update.changes) heights[at % heights.length] = value;
          const next = { ...c, heights, height: update.height ?? c.height };
          const { heights: h, height } = next;
          expectColumn(
            next,
            await page.evaluate((v) => window.updateColumn(v), { heights: h, height }),
          );
        }),
        { numRuns: runs, seed: COLUMN_SEED + index, endOnFailure: false, verbose: 1 },
      );
    },
  );
});
