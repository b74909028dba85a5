import type { Page } from 'playwright-core';
import { readSettled } from '../../browser/antd-settle';

/** What a user sees of one of antd's overflow lists. */
export interface ListSeen {
  /** The shown items' drawn text, in order on screen. */
  items: string[];
  /** The rest's drawn text ('…' for the Menu's icon), or null while it is hidden. */
  rest: string | null;
  /** Shown parts (items, rest, the Select's search input) that start below the first row. */
  belowTheRow: string[];
  /** Shown parts that reach past the list's box on either side, and the box if it reaches past
   * the window (the list is as wide as the window: a wider one would sweep nothing). */
  pastTheBox: string[];
}

export interface AppSeen {
  select: ListSeen;
  menu: ListSeen;
}

/** Where a list's parts are: the list element, and its items, rest and suffix among its children. */
interface ListParts {
  list: string;
  item: string;
  rest: string;
  suffix: string;
}

/** The Select's list (its overflow class prefix differs between antd 5 and 6) and the Menu's. */
function partsOf(selectOverflow: string): { select: ListParts; menu: ListParts } {
  return {
    select: {
      list: `.${selectOverflow}`,
      item: `.${selectOverflow}-item`,
      rest: `.${selectOverflow}-item-rest`,
      suffix: `.${selectOverflow}-item-suffix`,
    },
    menu: {
      list: '.ant-menu-horizontal',
      item: '.ant-menu-overflow-item',
      rest: '.ant-menu-overflow-item-rest',
      suffix: '.ant-menu-overflow-item-suffix',
    },
  };
}

function readOnce(page: Page, selectOverflow: string): Promise<AppSeen> {
  return page.evaluate((lists) => {
    // Upstream hides an item with opacity 0 and height 0; ours adds visibility hidden. Both are
    // judged on the item itself: opacity is not inherited by its children.
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return (
        style.visibility !== 'hidden' && style.opacity !== '0' && box.height > 0 && box.width > 0
      );
    };
    // Only text drawn on screen: screen-reader-only text (clipped away) is not what users see.
    const drawnText = (el: Element) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement as Element;
        if (getComputedStyle(parent).clipPath === 'none') text += node.textContent;
      }
      return text.trim();
    };
    const read = (parts: ListParts): ListSeen => {
      const list = document.querySelector(parts.list);
      if (!list) throw new Error(`No ${parts.list} on the page.`);
      const children = Array.from(list.children).filter(shown);
      const items = children.filter(
        (child) =>
          child.matches(parts.item) && !child.matches(parts.rest) && !child.matches(parts.suffix),
      );
      const rest = children.find((child) => child.matches(parts.rest));
      const box = list.getBoundingClientRect();
      const nameOf = (child: Element) =>
        child.matches(parts.rest)
          ? 'the rest'
          : child.matches(parts.suffix)
            ? 'the suffix'
            : drawnText(child);
      const rects = children.map((child) => ({
        name: nameOf(child),
        rect: child.getBoundingClientRect(),
      }));
      const rowBottom = Math.min(...rects.map(({ rect }) => rect.bottom));
      // Layout units are 1/64 px: a part flush with the box's edge may round past it by that much.
      const slack = 1 / 32;
      return {
        items: items.map(drawnText),
        rest: rest ? drawnText(rest) || '…' : null,
        belowTheRow: rects.filter(({ rect }) => rect.top >= rowBottom).map(({ name }) => name),
        pastTheBox: rects
          .filter(({ rect }) => rect.left < box.left - slack || rect.right > box.right + slack)
          .map(
            ({ name, rect }) => `${name} (${rect.left}-${rect.right} in ${box.left}-${box.right})`,
          ),
      };
    };
    return { select: read(lists.select), menu: read(lists.menu) };
  }, partsOf(selectOverflow));
}

/** What the app shows once its lists have settled. */
export function seenIn(page: Page, selectOverflow: string): Promise<AppSeen> {
  return readSettled(page, (settled) => readOnce(settled, selectOverflow));
}

/** The first `count` of `Tag 1`, `Tag 2`, ... (or Nav). */
const firstOf = (label: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${label} ${index + 1}`);

/**
 * What is wrong with ours beside the published package at one width, in words: fewer tags or
 * items than it shows inside its box, any out of order, a rest that does not count the hidden
 * ones, a part off the row or past the box.
 */
export function problemsAt(
  width: number,
  ours: AppSeen,
  published: AppSeen,
  total: { tags: number; navs: number },
): string[] {
  const problems: string[] = [];
  const check = (
    list: 'select' | 'menu',
    label: string,
    count: number,
    restText: (hidden: number) => string,
  ) => {
    const mine = ours[list];
    const theirs = published[list];
    const at = `${width} px, ${list === 'select' ? 'Select' : 'Menu'}`;
    // A published row that runs past its box (its rest pushed out, say) sets no bar to meet.
    if (theirs.pastTheBox.length === 0 && mine.items.length < theirs.items.length)
      problems.push(
        `${at}: ours shows ${mine.items.length}, the published package ${theirs.items.length}`,
      );
    if (JSON.stringify(mine.items) !== JSON.stringify(firstOf(label, mine.items.length)))
      problems.push(`${at}: ours shows ${JSON.stringify(mine.items)}`);
    const hidden = count - mine.items.length;
    const rest = hidden > 0 ? restText(hidden) : null;
    if (mine.rest !== rest) problems.push(`${at}: ours' rest is ${mine.rest}, not ${rest}`);
    if (mine.belowTheRow.length > 0) problems.push(`${at}: off the row: ${mine.belowTheRow}`);
    if (mine.pastTheBox.length > 0) problems.push(`${at}: past the box: ${mine.pastTheBox}`);
  };
  check('select', 'Tag', total.tags, (hidden) => `+ ${hidden} ...`);
  check('menu', 'Nav', total.navs, () => '…');
  return problems;
}
