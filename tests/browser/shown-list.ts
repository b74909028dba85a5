import type { Locator } from 'playwright-core';

/** What a visitor sees of an overflow list: the texts of the shown items and the rest in reading
 * order (row by row, from the start edge), where the rest is in them (-1: not shown), the items
 * (the rest not counted), the rows they take, and whether one sticks out of the list's box. */
export interface ShownList {
  texts: string[];
  restIndex: number;
  items: number;
  rows: number;
  overflows: boolean;
}

/** The children of `list` a user sees (visible, opaque, not aria-hidden, taking room), in reading
 * order. Self-contained: the test pages bundle it and `waitForList` sends its source. */
export function shownChildren(list: Element): Element[] {
  const rtl = getComputedStyle(list).direction === 'rtl';
  return Array.from(list.children)
    .map((child) => ({
      child,
      rect: child.getBoundingClientRect(),
      style: getComputedStyle(child),
    }))
    .filter(
      ({ child, rect, style }) =>
        style.visibility !== 'hidden' &&
        style.opacity !== '0' &&
        !child.closest('[aria-hidden="true"]') &&
        (rect.width > 0 || rect.height > 0),
    )
    .sort(
      (a, b) =>
        Math.round(a.rect.top) - Math.round(b.rect.top) ||
        (rtl ? b.rect.right - a.rect.right : a.rect.left - b.rect.left),
    )
    .map(({ child }) => child);
}

/** Conditions on what the list shows; any left out may be anything. */
export interface ListWanted {
  items?: number;
  moreItemsThan?: number;
  fewerItemsThan?: number;
  rows?: number;
  rest?: boolean;
}

/** Waits until the list shows what `want` says (a condition only the settled list meets), and
 * returns what it shows then. */
export async function waitForList(list: Locator, want: ListWanted = {}): Promise<ShownList> {
  const root = await list.elementHandle();
  const handle = await list.page().waitForFunction(
    ([element, wanted, source]) => {
      const shownOf = new Function(`return ${source}`)() as typeof shownChildren;
      const box = (element as Element).getBoundingClientRect();
      const shown = shownOf(element as Element);
      const rects = shown.map((child) => child.getBoundingClientRect());
      const restIndex = shown.findIndex((child) => /-item-rest\b/.test(child.className));
      const state = {
        texts: shown.map((child) => (child.textContent ?? '').trim()),
        items: shown.length - (restIndex >= 0 ? 1 : 0),
        restIndex,
        rows: new Set(rects.map((rect) => Math.round(rect.top))).size,
        overflows: rects.some((r) => r.left < box.left - 0.5 || r.right > box.right + 0.5),
      };
      const met =
        (wanted.items === undefined || state.items === wanted.items) &&
        (wanted.moreItemsThan === undefined || state.items > wanted.moreItemsThan) &&
        (wanted.fewerItemsThan === undefined || state.items < wanted.fewerItemsThan) &&
        (wanted.rows === undefined || state.rows === wanted.rows) &&
        (wanted.rest === undefined || restIndex >= 0 === wanted.rest);
      return met && state;
    },
    [root, want, shownChildren.toString()] as const,
  );
  return (await handle.jsonValue()) as ShownList;
}
