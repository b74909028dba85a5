import fc from 'fast-check';
import { expectShown, type AnyCase } from '../column-helpers';
import { openEnginePage } from '../harness';
import { cycled, priorityCycle, px, sizes } from '../layout-reference';
import type { ColumnCase, LayoutCase } from '../pages/component-layout';

// Random lists in every engine: the real measuring feeds the rule (the reference, proven against
// src/core/layout.ts in tests/node). FUZZ_SEED replays a run, FUZZ_CASES enlarges it.
const SEED = Number(process.env.FUZZ_SEED || 20261121);
const CASES = Number(process.env.FUZZ_CASES || 60);

const sometimes = <T>(arbitrary: fc.Arbitrary<T>, weight: number) =>
  fc.oneof({ weight: 10 - weight, arbitrary: fc.constant(undefined) }, { weight, arbitrary });
const opt = <T>(arbitrary: fc.Arbitrary<T>, freq = 2) =>
  fc.option(arbitrary, { nil: undefined, freq });
const upTo = (max: number, min = 0) => fc.integer({ min, max });

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
const withPriorities = <C>({ cycle, ...c }: C & { cycle?: number[] }, count: number) =>
  ({ ...c, priorities: cycled(cycle, count) }) as C;

const rowArb: fc.Arbitrary<LayoutCase> = fc
  .record(
    {
      ...common(12, 6),
      width: px(1200),
      widths: fc.array(sizes(400), { maxLength: 120 }),
      gap: opt(upTo(12)),
      maxRows: opt(upTo(4, 1)),
      cycle: sometimes(priorityCycle, 5),
    },
    { requiredKeys: ['width', 'widths', 'rest', 'maxCount'] },
  )
  .map((c) => withPriorities<LayoutCase>(c, c.widths.length));

/** A parent's render: items from about the last shown one on narrow (so more may fit), some
 * others change width, maybe the list's width and the priorities too (null: none any more). */
const updateArb = fc.record(
  {
    narrowFrom: fc.tuple(upTo(4, -1), fc.constantFrom(0, 1 / 8, 1 / 2, 7 / 8)),
    changes: fc.array(fc.tuple(fc.nat(119), sizes(400)), { maxLength: 4 }),
    width: opt(px(1200), 3),
    priorities: sometimes(fc.option(priorityCycle, { nil: null }), 3),
  },
  { requiredKeys: ['narrowFrom', 'changes'] },
);

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

const columnUpdateArb = fc.record(
  {
    changes: fc.array(fc.tuple(fc.nat(119), sizes(240)), { minLength: 1, maxLength: 6 }),
    height: opt(px(900)),
  },
  { requiredKeys: ['changes'] },
);

/** Every case on one load of the page, against the rule, then again after `next`'s update. */
async function holds<C extends AnyCase, U>(
  arb: fc.Arbitrary<[C, U]>,
  runs: number,
  next: (c: C, settled: { visible: number }, update: U) => C | undefined,
) {
  const opened = await openEnginePage('/__tests__/component-layout.html');
  await fc.assert(
    fc.asyncProperty(arb, async ([c, update]) => {
      const seen = await opened.evaluate((value) => window.renderCase(value), c);
      expectShown(c, seen);
      expect(seen.commits).toBeLessThanOrEqual(2);
      const changed = next(c, seen, update);
      if (changed)
        expectShown(changed, await opened.evaluate((v) => window.updateCase(v), changed));
    }),
    { numRuns: runs, seed: SEED + runs, endOnFailure: true },
  );
}

it("random rows show what the rule says, with every prop, and after a parent's render", () =>
  holds(fc.tuple(rowArb, updateArb), CASES, (c, settled, update) => {
    const [offset, factor] = update.narrowFrom;
    const from = settled.visible + offset;
    const widths = c.widths.map((w, i) => (i >= from ? Math.round(w * factor * 64) / 64 : w));
    for (const [at, value] of update.changes) if (widths.length) widths[at % widths.length] = value;
    const next = { ...c, widths, width: update.width ?? c.width };
    if (update.priorities === undefined) return next;
    return { ...next, priorities: cycled(update.priorities ?? undefined, widths.length) };
  }));

it('random columns show what the rule says, and again with other heights', () =>
  holds(fc.tuple(columnArb, columnUpdateArb), Math.ceil(CASES / 2), (c, _, update) => {
    if (!c.heights.length) return undefined;
    const heights = [...c.heights];
    for (const [at, value] of update.changes) heights[at % heights.length] = value;
    return { ...c, heights, height: update.height ?? c.height };
  }));
