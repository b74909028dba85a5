import type { Locator } from 'playwright-core';

/** What a visitor sees of a list: texts in reading order, where the rest is (-1: none), items. */
export interface ShownList {
  texts: string[];
  restIndex: number;
  items: number;
  rows: number;
  overflows: boolean;
}

/** The children of `list` a user sees, in reading order; self-contained (sent as source). */
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

export interface ListWanted {
  items?: number;
  moreItemsThan?: number;
  fewerItemsThan?: number;
  rows?: number;
  rest?: boolean;
}

/** Waits until the list shows what `want` says, and returns what it shows then. */
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
