// The layout rule: how many items show, from measured sizes alone. Pure.
/**
 * What one layout pass knows about the list, in CSS pixels (margins included), along its main axis:
 * the fields are named for a row, whose sizes are widths; in a column (orientation="vertical") the
 * same fields hold heights, the content-box height and the row gap, and the rule is the same.
 */
export interface LayoutInput {
  /** Number of items in `data`. */
  total: number;
  /**
   * Widths of the items currently rendered, in the order they are kept: from the first item on, or
   * from the last one back when the list collapses from the start (`fromStart`).
   */
  widths: number[];
  /** Content-box width of the container (its height in a column). */
  available: number;
  /** Container `column-gap` (`row-gap` in a column), applied between each pair of in-flow children. */
  gap: number;
  /** Prefix width, or undefined when there is no prefix element. */
  prefix?: number;
  suffix?: number;
  /** Assumed smallest item size, used to decide how many items to render before measuring. */
  itemWidth: number;
  /** Width of the rest indicator for `omitted` hidden items; undefined when not known yet. */
  rest: (omitted: number) => number | undefined;
  /** Rows the visible children may wrap into (1 by default; always 1 in a column). */
  maxRows?: number;
  /** The hidden items are the leading ones: the rest comes before the visible items. */
  fromStart?: boolean;
  /**
   * The data index of the item in each slot (see `keepOrder`), when items are kept by priority;
   * by default slot i holds item i (the item n-1-i from the start). Only rows need it: they wrap
   * the kept items in data order.
   */
  order?: number[];
  /** At least this many items show, whether they fit or not. */
  minVisible?: number;
}

export interface Layout {
  /** Visible items; null means "render every rendered item and measure them". */
  count: number | null;
  /** How many items to keep rendered (visible or hidden). */
  cap: number;
}

/** The order items are kept in, and how many of them are pinned (they always show). */
export interface KeepOrder {
  /** The data index of the item in each slot: the first slots show first, the last hide first. */
  order: number[];
  /** The leading slots whose priority is Infinity. */
  pinned: number;
}

/**
 * Orders the items by priority, highest first; equal priorities keep the list's own order (the
 * first item first, or the last one from the start, so the end collapses first, or the start).
 */
export function keepOrder(priorities: number[], fromStart?: boolean): KeepOrder {
  const total = priorities.length;
  const place = (index: number) => (fromStart ? total - 1 - index : index);
  const order = priorities.map((_, slot) => place(slot));
  // Two equal infinite priorities subtract to NaN, which falls through to the tie as 0 does.
  order.sort((a, b) => priorities[b] - priorities[a] || place(a) - place(b));
  let pinned = 0;
  while (pinned < total && priorities[order[pinned]] === Infinity) pinned += 1;
  return { order, pinned };
}

/** Hidden items kept rendered after the first that overflows. */
export const SPARE = 3;

// Layout units are 1/64 px, so sums are exact; this only absorbs float noise.
const EPSILON = 1e-3;

/**
 * Rows that boxes of these outer widths take in a wrapping flex row: each box goes on the current
 * row when it fits there (after a gap), else it starts a row; a box wider than the row takes one of
 * its own.
 */
export function rowsOf(boxes: number[], available: number, gap: number): number {
  let rows = 0;
  let used = 0;
  for (const width of boxes) {
    if (rows > 0 && used + gap + width <= available + EPSILON) used += gap + width;
    else {
      rows += 1;
      used = width;
    }
  }
  return rows;
}

/**
 * Picks the largest k such that prefix, the first k kept items, rest(n-k) and suffix fit (in one
 * row or column: their sizes and gaps add up to at most the room on the main axis; in `maxRows`
 * rows: they wrap into at most that many), or all n items when they fit without the rest; and never
 * fewer than `minVisible`. Pure, so the same measurements always give the same answer.
 */
export function computeLayout(input: LayoutInput): Layout {
  const { total, widths, available, gap, prefix, suffix, itemWidth, rest, fromStart, order } =
    input;
  const maxRows = input.maxRows || 1;
  const min = Math.min(total, input.minVisible || 0);
  const rendered = widths.length;
  let fixedChildren = 0;
  let used = 0;
  if (prefix !== undefined) {
    fixedChildren += 1;
    used += prefix;
  }
  if (suffix !== undefined) {
    fixedChildren += 1;
    used += suffix;
  }
  // used[k]: fixed parts plus the first k items.
  const sums = [used];
  for (let i = 0; i < rendered; i += 1) sums.push((used += widths[i]));

  // One row: widths and gaps add up, in any order.
  const fitsOneRow = (k: number, restWidth?: number) =>
    sums[k] +
      (restWidth || 0) +
      gap * Math.max(0, fixedChildren + k + (restWidth === undefined ? 0 : 1) - 1) <=
    available + EPSILON;
  // Several rows: the children in the order they show, wrapped.
  const fitsRows = (k: number, restWidth?: number) => {
    // The kept slots in data order: by their items' indices, or backwards from the start.
    const slots = Array.from({ length: k }, (_, slot) => slot);
    if (order) slots.sort((a, b) => order[a] - order[b]);
    else if (fromStart) slots.reverse();
    const kept = slots.map((slot) => widths[slot]);
    const rests = restWidth === undefined ? [] : [restWidth];
    const boxes = fromStart ? [...rests, ...kept] : [...kept, ...rests];
    if (prefix !== undefined) boxes.unshift(prefix);
    if (suffix !== undefined) boxes.push(suffix);
    return rowsOf(boxes, available, gap) <= maxRows;
  };
  const fits = maxRows > 1 ? fitsRows : fitsOneRow;

  // First count of items that overflows on its own (0: none does): no k at or past it can fit, as
  // one more item never takes less room. One row reads the sums in order; rows, where each try
  // wraps k items, find it by bisection.
  let overflowAt = 0;
  if (maxRows === 1) {
    for (let k = 1; k <= rendered && !overflowAt; k += 1) if (!fits(k)) overflowAt = k;
  } else if (rendered > 0 && !fits(rendered)) {
    let low = 0; // fits
    let high = rendered; // does not fit
    while (high - low > 1) {
      const mid = (low + high) >> 1;
      if (fits(mid)) low = mid;
      else high = mid;
    }
    overflowAt = high;
  }

  if (!overflowAt) {
    if (rendered >= total) return { count: total, cap: rendered };
    // Everything rendered fits: render more, at least as many again (so zero-width items converge
    // fast) and as many as the free width takes (all when itemWidth is not > 0), each as wide as
    // the narrowest rendered item or itemWidth, whichever is wider: a guess, as a narrower item
    // further on only asks for one more pass.
    let narrowest = Infinity;
    for (const width of widths) narrowest = Math.min(narrowest, width);
    // With no item rendered yet (the list just got a width), itemWidth alone.
    const guess = rendered > 0 ? Math.max(itemWidth, narrowest) : itemWidth;
    const free = itemWidth > 0 ? Math.ceil((available * maxRows - sums[rendered]) / guess) : total;
    return {
      count: null,
      cap: Math.min(total, rendered + Math.max(rendered, free)),
    };
  }

  // Keep rendered (hidden): the first overflowing item and a few more, so a slightly wider
  // container needs no extra pass. The others are unmounted: a parent's every render renders the
  // hidden items too.
  const cap = Math.max(overflowAt, min) + SPARE;
  for (let k = overflowAt - 1; k > min; k -= 1) {
    // An unknown rest width is tried as 0: rendering that count measures the real width.
    if (fits(k, rest(total - k) || 0)) return { count: k, cap };
  }
  return { count: min, cap };
}
