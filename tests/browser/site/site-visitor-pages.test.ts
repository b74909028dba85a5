import type { Page } from 'playwright-core';
import { openHydrated } from '../a11y-helpers';
import {
  ALL_PAGES,
  brokenWordsInApiTable,
  DEMO_PATHS,
  DESKTOP,
  focusStops,
  currentEntries,
  currentEntry,
} from '../site-visitor-helpers';

// What a visitor notices within a minute on every page at 1280 px, in both languages. Each page
// loads once; its checks run in the order a visitor meets them (Tab first, before anything moves
// focus), and each assertion names what it checks.

/** Points of the TypeScript playground icon's square that are not painted: its letters. */
function unpaintedInPlaygroundIcon(page: Page) {
  return page
    .locator('.dumi-default-previewer-actions a[href*="typescriptlang.org"] svg path')
    .evaluate((path: SVGPathElement) => {
      let count = 0;
      for (let x = 3.25; x < 21; x += 0.5)
        for (let y = 3.25; y < 21; y += 0.5)
          if (!path.isPointInFill(new DOMPoint(x, y))) count += 1;
      return count;
    });
}

describe('every page at 1280 px', () => {
  for (const path of ALL_PAGES) {
    const home = !path.includes('/demo/');
    const checks = [
      'focus never stops out of sight',
      'one top-level entry is current',
      home && 'the API table breaks no name or type inside a word',
      DEMO_PATHS.includes(path) && 'the TypeScript playground icon shows its letters',
    ].filter(Boolean);
    it(`${path}: ${checks.join('; ')}`, async () => {
      // Without the menus' fades: a stop is checked the moment it is reached.
      const { page } = await openHydrated(path, { viewport: DESKTOP, reducedMotion: 'reduce' });

      const stops = await focusStops(page);
      expect(stops.count).toBeGreaterThan(3);
      expect({ 'stops out of sight': stops.outOfSight }).toEqual({ 'stops out of sight': [] });

      expect({ current: await currentEntries(page) }).toEqual({ current: [currentEntry(path)] });

      if (home) {
        await page.locator('article table tbody td').first().waitFor();
        expect({ 'broken words': await brokenWordsInApiTable(page) }).toEqual({
          'broken words': [],
        });
      }

      if (DEMO_PATHS.includes(path)) {
        expect(await unpaintedInPlaygroundIcon(page)).toBeGreaterThan(20);
      }
    });
  }
});
