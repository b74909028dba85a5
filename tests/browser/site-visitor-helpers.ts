import type { Locator, Page } from 'playwright-core';
import { docPages } from '../../.dumi/build/docPages';
import { siteUrl } from './harness';

export const served = (p: string) => new URL(siteUrl(p)).pathname;

export const PHONE = { width: 390, height: 800 };
export const DESKTOP = { width: 1280, height: 800 };

export const TITLES: Record<string, string> = Object.fromEntries(
  docPages('demo').map((page) => [page.link.replace('/demo/', ''), page.title['en-US']]),
);

export async function setTheme(page: Page, theme: string): Promise<void> {
  await page.evaluate(async (value) => {
    document.documentElement.setAttribute('data-prefers-color', value);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (const a of document.getAnimations()) if (a instanceof CSSTransition) a.finish();
  }, theme);
}

export function brokenWordsInApiTable(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    const cells = document.querySelectorAll(
      'article table tbody td:is(:first-child, :nth-child(2))',
    );
    cells.forEach((cell) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index ?? 0);
          range.setEnd(node, (match.index ?? 0) + match[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    });
    return broken;
  });
}

/** Cells of `tables` (a card a row on a phone) out of sight or not named by their header. */
export const unreadableCells = (tables: Locator) =>
  tables.evaluateAll((all) =>
    all.flatMap((table) => {
      const headers = Array.from(table.querySelectorAll('thead th'), (th) =>
        th.textContent?.trim(),
      );
      const frame = table.getBoundingClientRect();
      return Array.from(table.querySelectorAll('tbody tr > *')).flatMap((cell) => {
        const column = Array.from(cell.parentElement?.children ?? []).indexOf(cell);
        const label = getComputedStyle(cell, '::before').content;
        const named =
          label.includes(JSON.stringify(headers[column])) ||
          cell.tagName === 'TH' ||
          (column === 0 && label === 'none');
        const box = cell.getBoundingClientRect();
        const seen =
          box.width > 0 &&
          box.left >= Math.max(0, frame.left) - 0.5 &&
          box.right <= Math.min(innerWidth, frame.right) + 0.5;
        return seen && named ? [] : [`${cell.textContent}: ${headers[column]}`];
      });
    }),
  );
