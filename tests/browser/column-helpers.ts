import { expectedColumn } from './layout-reference';
import type { ColumnCase, ColumnResult } from './pages/component-column';

// What the column suite and the fuzz check on every column they render.

/** What the column shows, next to what the reference says it must show for `c`. */
export function expectColumn(c: ColumnCase, seen: ColumnResult) {
  const want = expectedColumn(c);
  const n = c.heights.length;
  const hasRest = c.maxCount !== 'invalidate' && want.visible < n;
  expect({
    shownItems: seen.shownItems,
    restText: seen.restShown ? seen.restText : null,
    omitted: seen.restShown ? seen.omitted : [],
    overflows: want.unavoidableOverflow ? false : seen.overflows,
    overlaps: seen.overlaps,
    hiddenExposed: seen.hiddenExposed,
  }).toEqual({
    shownItems: want.shown,
    restText: hasRest ? `+${n - want.visible}` : null,
    omitted: hasRest ? c.heights.map((_, i) => i).filter((i) => !want.shown.includes(i)) : [],
    overflows: false,
    overlaps: 0,
    hiddenExposed: 0,
  });
}
