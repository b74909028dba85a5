import { openHydrated } from './a11y-helpers';
import { openPage } from './harness';
import { holdBackApp, UNLINKED_PAGES, waitForContent } from './sweep-helpers';
import { languageOf, otherLanguageOn, type PageLanguage } from './ui-language';

// The language sweep (sweep-language, sweep-language-zh, npm test): every page read twice, as the
// server sends it, before the app runs (what a reader without JavaScript, a crawler or anyone
// before hydration gets), then hydrated; neither says a thing in the other language than the
// page's, names and code aside (ui-language.ts). And the home page once used. Two files, so that
// two workers share the pages.

/** One test per page of `pages`. */
export function describeLanguageSweep(pages: string[]): void {
  describe('every page speaks its own language, before and after hydration', () => {
    it.each(pages)('%s', async (path) => {
      const language = languageOf(path);
      const { page, context } = await openPage(path, {
        // The pages that are not found answer with status 404, which the browser logs.
        allowConsoleErrors: UNLINKED_PAGES.includes(path),
        beforeLoad: holdBackApp,
      });
      const prerendered = await otherLanguageOn(page, language);
      // Read as served: the app's script was held back (had its name changed, it would not be).
      expect(
        await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')),
      ).toBe(false);
      await context.unrouteAll();
      await page.reload();
      await waitForContent(page);
      const hydrated = await otherLanguageOn(page, language);
      expect({ prerendered, hydrated }).toEqual({ prerendered: [], hydrated: [] });
    });
  });
}

/** What the home page shows only once used: each theme choice, the search's results and dialog. */
export function describeHomeOnceUsed(
  path: string,
  language: PageLanguage,
  names: { github: string; theme: RegExp },
): void {
  describe(`${path}, once used`, () => {
    it('names its GitHub link by where it leads, and its theme switch, in its language', async () => {
      const { page } = await openHydrated(path);
      const header = page.locator('.dumi-default-header');
      expect(await header.getByRole('link', { name: names.github, exact: true }).count()).toBe(1);
      const select = header.getByRole('combobox', { name: names.theme });
      for (const choice of ['dark', 'auto', 'light']) {
        await select.selectOption(choice);
        const said = await otherLanguageOn(page, language);
        expect({ choice, said }).toEqual({ choice, said: [] });
      }
    });

    it('says its search results, and its search dialog, in its language', async () => {
      const { page } = await openHydrated(path);
      const input = page.locator('.dumi-default-search-bar-input').first();
      await input.fill('zzzz');
      await page.locator('.dumi-default-search-popover .dumi-default-search-result').waitFor();
      expect(await otherLanguageOn(page, language)).toEqual([]);
      await input.fill('');
      await input.press('Escape');
      // Scrolled past the header, the shortcut opens the search as a dialog.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.keyboard.press('/');
      await page.locator('.dumi-default-search-modal input').waitFor();
      expect(await otherLanguageOn(page, language)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.locator('.dumi-default-search-modal').waitFor({ state: 'detached' });
    });
  });
}
