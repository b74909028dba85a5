import fc from 'fast-check';
import type { ColumnCase } from './pages/component-layout';
import type { LayoutCase } from './pages/component-layout';

// The rule from a case alone, and random cases' parts, for tests/node and the browser fuzz.
/** Multiples of 1/64 px: what the engines lay out exactly, so sums are exact. */
export const px = (max: number) => fc.integer({ min: 0, max: max * 64 }).map((v) => v / 64);
export const sizes = (max: number) => fc.oneof(fc.constant(0), px(max), px(max / 4));
/** Few distinct priorities, so ties are common; now and then a pin (Infinity) or -Infinity. */
export const priorityCycle = fc.array(
  fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 0, max: 3 }) },
    { weight: 1, arbitrary: fc.constant(Infinity) },
    { weight: 1, arbitrary: fc.constant(-Infinity) },
  ),
  { minLength: 1, maxLength: 12 },
);
export const cycled = (cycle: number[] | undefined, count: number) =>
  cycle && Array.from({ length: count }, (_, i) => cycle[i % cycle.length]);

/** Rows that boxes of these widths take in a wrapping flex row of `width` with `gap` between. */
function wrapRows(boxes: number[], width: number, gap: number): number {
  let [rows, used] = [0, 0];
  for (const box of boxes)
    [rows, used] =
      rows > 0 && used + gap + box <= width + 1e-6 ? [rows, used + gap + box] : [rows + 1, box];
  return rows;
}

/** `unavoidableOverflow`: prefix, suffix and rest alone do not fit. */
type Expected = { visible: number; shown: number[]; unavoidableOverflow: boolean };

/** Items in the order they are kept: highest priority first; ties collapse from the end. */
function keptOrder(n: number, priorities: number[] | undefined, fromStart: boolean) {
  const all = Array.from({ length: n }, (_, i) => i);
  if (!priorities) return fromStart ? all.reverse() : all; // a long list's order, cheaply
  const p = (i: number) => priorities[i];
  const goesBefore = (j: number, i: number) =>
    p(j) > p(i) || (p(j) === p(i) && (fromStart ? j > i : j < i));
  const order: number[] = [];
  for (const i of all) order[all.filter((j) => j !== i && goesBefore(j, i)).length] = i;
  return order;
}

type CountedCase = Pick<LayoutCase, 'maxCount' | 'priorities' | 'collapseFrom' | 'minVisible'>;

/** The rule on either axis: the longest run of the kept order that `fits`, at least minVisible. */
function longestFit(
  c: CountedCase,
  n: number,
  fits: (shown: number[], withRest: boolean, k: number) => boolean,
): Expected {
  const fromStart = c.collapseFrom === 'start';
  const responsive = c.maxCount === undefined || c.maxCount === 'responsive';
  const order = responsive ? keptOrder(n, c.priorities, fromStart) : [];
  const shownFor = (k: number) =>
    responsive
      ? order.slice(0, k).sort((a, b) => a - b)
      : Array.from({ length: k }, (_, i) => (fromStart ? n - k + i : i));
  const result = (visible: number, unavoidableOverflow: boolean): Expected => ({
    ...{ visible, shown: shownFor(visible), unavoidableOverflow },
  });
  if (c.maxCount === 'invalidate') return result(n, true);
  if (typeof c.maxCount === 'number') return result(Math.min(n, c.maxCount), true);
  const pinned = (c.priorities ?? []).filter((p) => p === Infinity).length;
  const least = Math.min(n, Math.max(c.minVisible ?? 0, pinned));
  if (fits(shownFor(n), false, n)) return result(n, false);
  for (let k = n - 1; k >= least; k -= 1) if (fits(shownFor(k), true, k)) return result(k, false);
  return result(least, true);
}

/** A row: prefix, kept items, rest and suffix fit in one row, or in `maxRows` as a flex row wraps. */
export function expectedLayout(c: LayoutCase): Expected {
  const n = c.widths.length;
  const fromStart = c.collapseFrom === 'start';
  const rest = c.rest as { base: number; perDigit: number };
  const margin = 2 * (c.margin ?? 0);
  const gap = c.gap ?? 0;
  const maxRows = c.maxRows ?? 1;
  const restWidth = (k: number) => rest.base + rest.perDigit * String(n - k).length;
  return longestFit(c, n, (shown, withRest, k) => {
    const kept = shown.map((i) => c.widths[i]);
    const rests = withRest ? [restWidth(k)] : [];
    const middle = fromStart ? [...rests, ...kept] : [...kept, ...rests];
    const boxes = [
      ...(c.prefix === undefined ? [] : [c.prefix]),
      ...middle,
      ...(typeof c.suffix === 'number' ? [c.suffix] : []),
    ].map((w) => w + margin);
    if (maxRows > 1) return wrapRows(boxes, c.width, gap) <= maxRows;
    const row = boxes.reduce((sum, w) => sum + w, 0) + Math.max(0, boxes.length - 1) * gap;
    return row <= c.width + 1e-6;
  });
}

/** A column: boxes stack with the gap and their margins (never collapsing) within `height`. */
export function expectedColumn(c: ColumnCase): Expected {
  const n = c.heights.length;
  const fromStart = c.collapseFrom === 'start';
  const margin = c.margin ?? 0;
  const gap = c.gap ?? 0;
  const restHeight = (k: number) => c.rest.base + c.rest.perDigit * String(n - k).length;
  const bottomOf = (heights: number[]) =>
    heights.reduce((y, height, i) => (i === 0 ? 0 : y + gap) + 2 * margin + height, 0);
  return longestFit(c, n, (shown, withRest, k) => {
    const kept = shown.map((i) => c.heights[i]);
    const rests = withRest ? [restHeight(k)] : [];
    const stack = [
      ...(c.prefix === undefined ? [] : [c.prefix]),
      ...(fromStart ? [...rests, ...kept] : [...kept, ...rests]),
      ...(c.suffix === undefined ? [] : [c.suffix]),
    ];
    return bottomOf(stack) <= c.height + 1e-6;
  });
}
