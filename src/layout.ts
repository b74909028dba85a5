/** What one layout pass knows about the list, all widths in CSS pixels (margins included). */
export interface LayoutInput {
  /** Number of items in `data`. */
  total: number;
  /** Widths of the items currently rendered (the first `widths.length` items). */
  widths: number[];
  /** Content-box width of the container. */
  available: number;
  /** Container `column-gap`, applied between each pair of in-flow children. */
  gap: number;
  /** Prefix width, or undefined when there is no prefix element. */
  prefix?: number;
  suffix?: number;
  /** Assumed smallest item width, used to decide how many items to render before measuring. */
  itemWidth: number;
  /** Width of the rest indicator for `omitted` hidden items; undefined when not known yet. */
  rest: (omitted: number) => number | undefined;
}

export interface Layout {
  /** Visible items; null means "render every rendered item and measure them". */
  count: number | null;
  /** How many items to keep rendered (visible or hidden). */
  cap: number;
  /** First client pass after hydration: items are rendered `hidden` (see useListMeasure). */
  pending?: boolean;
}

/** Hidden items kept rendered after the first that overflows. */
export const SPARE = 3;

/**
 * Picks the largest k such that prefix + w(0..k-1) + rest(n-k) + suffix (+ gaps) fits, or all n
 * items when they fit without the rest. Pure, so the same measurements always give the same answer.
 */
export function computeLayout(input: LayoutInput): Layout {
  const { total, widths, available, gap, prefix, suffix, itemWidth, rest } = input;
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

  const fits = (k: number, restWidth?: number) =>
    sums[k] +
      (restWidth || 0) +
      gap * Math.max(0, fixedChildren + k + (restWidth === undefined ? 0 : 1) - 1) <=
    // Layout units are 1/64 px, so sums are exact; 1e-3 only absorbs float noise.
    available + 1e-3;

  // First prefix of items that overflows on its own: no k at or past it can fit.
  let overflowAt = 0;
  for (let k = 1; k <= rendered && !overflowAt; k += 1) if (!fits(k)) overflowAt = k;

  if (!overflowAt) {
    if (rendered >= total) return { count: total, cap: rendered };
    // Everything rendered fits: render more, at least as many again (so zero-width items converge
    // fast) and as many items of itemWidth as the free width takes (all when itemWidth is not > 0).
    const free = itemWidth > 0 ? Math.ceil((available - sums[rendered]) / itemWidth) : total;
    return { count: null, cap: Math.min(total, rendered + Math.max(rendered, free)) };
  }

  // Keep rendered (hidden): the first overflowing item and a few more, so a slightly wider
  // container needs no extra pass. Items already rendered stay while they are fewer than twice
  // that, so resizing back and forth mounts and unmounts nothing; past that (a first pass of a
  // long list) the rest are unmounted, and each later layout and commit stays small.
  const need = overflowAt + SPARE;
  const cap = rendered > 2 * need ? need : Math.max(need, rendered);
  for (let k = overflowAt - 1; k >= 0; k -= 1) {
    // An unknown rest width is tried as 0: rendering that count measures the real width.
    if (fits(k, rest(total - k) || 0)) return { count: k, cap };
  }
  return { count: 0, cap };
}
