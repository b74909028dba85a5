import type { Page } from 'playwright-core';
import { docPages } from '../../.dumi/lib/docPages';

// What the site suites share: the viewports, the locales, and what a visitor's checks read.

export const PHONE = { width: 390, height: 800 };
export const DESKTOP = { width: 1280, height: 800 };

/** Each demo page's title, by its name (`raw-render`: "Raw Render"), from its Markdown. */
export const TITLES: Record<string, string> = Object.fromEntries(
  docPages('demo').map((page) => [page.link.replace('/demo/', ''), page.title['en-US']]),
);
export const LOCALES = [
  { prefix: '', home: 'Home', demo: 'Demo', playground: 'Playground', benchmark: 'Benchmark' },
  { prefix: '/zh-CN', home: '首页', demo: '示例', playground: '演练场', benchmark: '性能测试' },
];
/** The top-level navigation entry that must be current on `path`. */
export function currentEntry(path: string): string {
  const locale = LOCALES.find(({ prefix }) => prefix && path.startsWith(prefix)) ?? LOCALES[0];
  return path.includes('/demo/') ? locale.demo : locale.home;
}

/** Tabs through the page: how many stops, and those out of sight or in a closed menu. */
export async function focusStops(page: Page) {
  const stops = await tabStops(page);
  return { count: stops.length, outOfSight: stops.filter((s) => !s.visible || s.inClosedMenu) };
}

/** The texts of the top-level navigation entries marked current. */
export async function currentEntries(page: Page) {
  const texts = await page.locator('.dumi-default-navbar > li > a.active').allInnerTexts();
  return texts.map((t) => t.trim());
}

/** Opens the phone menu with its button (it has to be there for its links to be reachable). */
export async function openPhoneMenu(page: Page) {
  const button = page.locator('.dumi-default-header-menu-btn');
  await button.click();
  await page.locator('.dumi-default-header[data-mobile-active]').waitFor();
  // The menu fades in; wait until it is fully shown.
  await page.waitForFunction(
    () => getComputedStyle(document.querySelector('#site-header-menu') as Element).opacity === '1',
  );
}

/** Words in the first two columns (names and types) that the layout broke across lines. */
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

/** Presses Tab until focus leaves the page, describing every stop. */
export async function tabStops(page: Page) {
  const stops: { name: string; visible: boolean; inClosedMenu: boolean }[] = [];
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const rect = el.getBoundingClientRect();
      // A control inside its label (the theme's select, transparent over its icon) shows as the label.
      const shown = el.closest('label') ?? el;
      const visible =
        rect.width > 0 &&
        rect.height > 0 &&
        shown.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
        rect.right > 0 &&
        rect.left < innerWidth;
      const header = el.closest('.dumi-default-header');
      // The menu is closed when its button shows (the nav does not fit) and is not pressed.
      const menuButton = document.querySelector('.dumi-default-header-menu-btn');
      const inClosedMenu =
        Boolean(el.closest('#site-header-menu')) &&
        Boolean(menuButton?.checkVisibility()) &&
        !header?.hasAttribute('data-mobile-active');
      const name = el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName;
      return { name: name.slice(0, 40), visible, inClosedMenu };
    });
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

/** The results listed for `query`: group headings, and each result's link and text. */
export async function search(page: Page, text: string) {
  const input = page.locator('.dumi-default-search-bar-input');
  await input.click();
  await input.fill(text);
  // A result of this query, not one left from the last.
  const query = new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  await page.locator('.dumi-default-search-result dd', { hasText: query }).first().waitFor();
  return page.evaluate(() => ({
    groups: Array.from(document.querySelectorAll('.dumi-default-search-result dt'), (dt) =>
      (dt.textContent ?? '').trim(),
    ),
    results: Array.from(document.querySelectorAll('.dumi-default-search-result dd a'), (a) => ({
      href: a.getAttribute('href') ?? '',
      title: (a.querySelector('h4')?.textContent ?? '').trim(),
      text: (a.querySelector('p')?.textContent ?? '').trim(),
    })),
  }));
}
