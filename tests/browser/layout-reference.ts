import type { LayoutCase } from './pages/component-layout';

/** Rows that boxes of these widths take in a wrapping flex row of `width` with `gap` between. */
export function wrapRows(boxes: number[], width: number, gap: number): number {
  let rows = 0;
  let used = 0;
  for (const box of boxes) {
    if (rows > 0 && used + gap + box <= width + 1e-6) used += gap + box;
    else {
      rows += 1;
      used = box;
    }
  }
  return rows;
}

export interface Expected {
  /** How many items show. */
  visible: number;
  /** The data indices of the items that show, in data order. */
  shown: number[];
  /** The row cannot help overflowing (prefix, suffix and rest alone do not fit). */
  unavoidableOverflow: boolean;
}

/**
 * The rule from the spec and the API table, computed from the case alone (never from the
 * component): the largest k such that prefix, the k kept items, the rest for the others and the
 * suffix fit, in one row by their widths, in `maxRows` rows by how a flex row wraps them. With
 * collapseFrom "start" the kept items are the last k and the rest comes before them.
 */
export function expectedLayout(c: LayoutCase): Expected {
  const n = c.widths.length;
  const fromStart = c.collapseFrom === 'start';
  const result = (visible: number, unavoidableOverflow: boolean): Expected => ({
    visible,
    shown: Array.from({ length: visible }, (_, i) => (fromStart ? n - visible + i : i)),
    unavoidableOverflow,
  });
  if (c.maxCount === 'invalidate') return result(n, true);
  if (typeof c.maxCount === 'number') return result(Math.min(n, c.maxCount), true);
  const rest = c.rest as { base: number; perDigit: number };
  const margin = 2 * (c.margin ?? 0);
  const gap = c.gap ?? 0;
  const maxRows = c.maxRows ?? 1;
  const restWidth = (k: number) => rest.base + rest.perDigit * String(n - k).length;
  const fits = (k: number, withRest: boolean) => {
    const kept = fromStart ? c.widths.slice(n - k) : c.widths.slice(0, k);
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
  };
  if (fits(n, false)) return result(n, false);
  for (let k = n - 1; k >= 0; k -= 1) if (fits(k, true)) return result(k, false);
  return result(0, true);
}
