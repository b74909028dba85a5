import type { Page } from 'playwright-core';
import { openHydrated } from '../a11y-helpers';
import {
  ALL_PAGES,
  brokenWordsInApiTable,
  focusStops,
  currentEntries,
  currentEntry,
  NARROWEST,
  openPhoneMenu,
  PHONE,
} from '../site-visitor-helpers';

// What a visitor notices within a minute on a phone (390 px) and on the narrowest screens (320 px),
// on every page, in both languages. Each page loads once per width; its checks run in the order a
// visitor meets them (Tab first, with the menu closed; then the menu opened), and each assertion
// names what it checks.

/** Elements inside the first demo card (or every card) that stick out of its right edge. */
function outsideDemoCards(page: Page, firstOnly: boolean) {
  return page.evaluate((first) => {
    const cards = Array.from(document.querySelectorAll('.dumi-default-previewer-demo'));
    return (first ? cards.slice(0, 1) : cards).flatMap((card) => {
      const edge = card.getBoundingClientRect().right + 0.5;
      return Array.from(card.querySelectorAll('*'))
        .filter((el) => el.getBoundingClientRect().right > edge)
        .map((el) => el.outerHTML.slice(0, 60));
    });
  }, firstOnly);
}

/**
 * The API table on a phone: a card per prop, whole words, nothing to scroll sideways, every cell
 * inside the column and named by its column's header.
 */
async function checkApiTableOnPhone(page: Page) {
  // The API table; Overflow.Item's follows it.
  const frame = page.locator('article .dumi-default-table-content').first();
  await frame.scrollIntoViewIfNeeded();
  expect({ 'broken words': await brokenWordsInApiTable(page) }).toEqual({ 'broken words': [] });
  const cells = await frame.evaluate((el) => {
    const headers = Array.from(el.querySelectorAll('thead th'), (th) => th.textContent?.trim());
    const { left, right } = el.getBoundingClientRect();
    return {
      scrolls: el.scrollWidth > el.clientWidth,
      count: el.querySelectorAll('tbody td').length,
      wrong: Array.from(el.querySelectorAll('tbody tr')).flatMap((row) =>
        Array.from((row as HTMLTableRowElement).cells).flatMap((cell, column) => {
          const box = cell.getBoundingClientRect();
          const label = getComputedStyle(cell, '::before').content;
          const named = column === 0 || label.includes(`"${headers[column]}"`);
          return box.left >= left - 0.5 && box.right <= right + 0.5 && named
            ? []
            : [`${(row as HTMLTableRowElement).cells[0].textContent}: ${headers[column]}`];
        }),
      ),
    };
  });
  expect(cells.count).toBeGreaterThan(20);
  expect({ scrolls: cells.scrolls, 'cells out of sight or unnamed': cells.wrong }).toEqual({
    scrolls: false,
    'cells out of sight or unnamed': [],
  });
}

describe('every page at 390 px', () => {
  for (const path of ALL_PAGES) {
    const home = !path.includes('/demo/');
    const checks = [
      'focus never stops out of sight or in the closed menu',
      home ? 'the API table is a card per prop, every column named' : 'its demo fits its card',
      'the open menu marks one top-level entry current',
    ].filter(Boolean);
    it(`${path}: ${checks.join('; ')}`, async () => {
      const { page } = await openHydrated(path, { viewport: PHONE, reducedMotion: 'reduce' });

      const stops = await focusStops(page);
      expect(stops.count).toBeGreaterThan(3);
      expect({ 'stops out of sight': stops.outOfSight }).toEqual({ 'stops out of sight': [] });

      if (home) await checkApiTableOnPhone(page);
      else
        expect({ 'outside the card': await outsideDemoCards(page, true) }).toEqual({
          'outside the card': [],
        });
      // The page itself does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );

      await openPhoneMenu(page);
      expect({ current: await currentEntries(page) }).toEqual({ current: [currentEntry(path)] });
    });
  }
});

describe('every page at 320 px', () => {
  for (const path of ALL_PAGES) {
    it(`${path}: no sideways scroll, and its demos fit their card`, async () => {
      const { page } = await openHydrated(path, { viewport: NARROWEST });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        NARROWEST.width,
      );
      expect({ 'outside a card': await outsideDemoCards(page, false) }).toEqual({
        'outside a card': [],
      });
    });
  }
});
