import type { Locator } from 'playwright-core';

/** What a visitor sees of an overflow list on a demo page. */
export interface ShownList {
  /** Texts of the shown items and the rest, in reading order (row by row, left to right). */
  texts: string[];
  /** Shown items, the rest not counted. */
  items: number;
  /** Where the rest is in `texts`, or -1 when it is not shown. */
  restIndex: number;
  /** Rows the shown items and the rest take. */
  rows: number;
  /** Whether something shown sticks out of the list's box. */
  overflows: boolean;
}

/** Conditions on what the list shows; any left out may be anything. */
export interface ListWanted {
  items?: number;
  moreItemsThan?: number;
  fewerItemsThan?: number;
  rows?: number;
  rest?: boolean;
}

/**
 * Waits until the list shows what `want` says, and returns what it shows then. The list settles
 * before paint, but a test can look between a change of its width and that paint; a condition
 * only the settled list meets (a new count, the rows) is what to wait for.
 */
export async function waitForList(list: Locator, want: ListWanted = {}): Promise<ShownList> {
  const root = await list.elementHandle();
  const handle = await list.page().waitForFunction(
    ([element, wanted]) => {
      const box = (element as Element).getBoundingClientRect();
      const shown = Array.from((element as Element).children)
        .filter((child) => child.checkVisibility({ checkVisibilityCSS: true }))
        .map((child) => ({ child, rect: child.getBoundingClientRect() }))
        .sort(
          (a, b) => Math.round(a.rect.top) - Math.round(b.rect.top) || a.rect.left - b.rect.left,
        );
      const texts = shown.map(({ child }) => (child.textContent ?? '').trim());
      const restIndex = shown.findIndex(({ child }) =>
        child.classList.contains('rc-overflow-item-rest'),
      );
      const state = {
        texts,
        items: shown.length - (restIndex >= 0 ? 1 : 0),
        restIndex,
        rows: new Set(shown.map(({ rect }) => Math.round(rect.top))).size,
        overflows: shown.some(
          ({ rect }) => rect.left < box.left - 0.5 || rect.right > box.right + 0.5,
        ),
      };
      const met =
        (wanted.items === undefined || state.items === wanted.items) &&
        (wanted.moreItemsThan === undefined || state.items > wanted.moreItemsThan) &&
        (wanted.fewerItemsThan === undefined || state.items < wanted.fewerItemsThan) &&
        (wanted.rows === undefined || state.rows === wanted.rows) &&
        (wanted.rest === undefined || restIndex >= 0 === wanted.rest);
      return met && state;
    },
    [root, want] as const,
  );
  return (await handle.jsonValue()) as ShownList;
}
