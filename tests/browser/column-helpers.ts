import { expectedColumn, expectedLayout } from './layout-reference';
import type { ColumnCase } from './pages/component-layout';
import type { LayoutCase } from './pages/component-layout';
import type { CaseResult } from './pages/shared/case-page';

export type AnyCase = LayoutCase | ColumnCase;
/** A "+N" box 33 px wide for 1 digit, 40 for 2, 47 for 3. */
export const rest = { base: 26, perDigit: 7 };
/** `count` items of 70 px in a 300 px row. */
export const row = (count: number, more: Partial<LayoutCase> = {}): LayoutCase => ({
  widths: Array(count).fill(70),
  width: 300,
  rest,
  ...more,
});
const isColumn = (c: AnyCase): c is ColumnCase => 'height' in c;

function expectedShown(c: AnyCase) {
  const column = isColumn(c);
  const n = column ? c.heights.length : c.widths.length;
  const want = column ? expectedColumn(c) : expectedLayout(c);
  const rest = c.maxCount !== 'invalidate' && want.visible < n ? [`+${n - want.visible}`] : [];
  const items = want.shown.map(String);
  return {
    order: [
      ...(c.prefix === undefined ? [] : ['P']),
      ...(c.collapseFrom === 'start' ? [...rest, ...items] : [...items, ...rest]),
      ...(c.suffix === undefined ? [] : ['S']),
    ],
    omitted: Array.from({ length: n }, (_, i) => i).filter((i) => !want.shown.includes(i)),
    unavoidableOverflow: want.unavoidableOverflow,
  };
}

/** What the list shows and the rest stands for, against the rule (layout-reference.ts); nothing
 * shown sticks out, overlaps, or is hidden but still seen. */
export function expectShown(c: AnyCase, seen: CaseResult, name = '') {
  const { order, omitted, overlaps, hiddenExposed } = seen;
  const want = expectedShown(c);
  const overflows = !want.unavoidableOverflow && seen.overflows;
  expect({ name, order, omitted, overflows, overlaps, hiddenExposed }).toEqual({
    name,
    order: want.order,
    omitted: want.omitted,
    overflows: false,
    overlaps: 0,
    hiddenExposed: 0,
  });
}
