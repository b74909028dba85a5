import { openHydrated } from './a11y-helpers';
import { openPage } from './harness';
import { builtPages, holdBackApp, UNLINKED_PAGES, waitForContent } from './sweep-helpers';
import { languageOf, otherLanguageOn } from './ui-language';

// Every page of both languages read twice: as the server sends it, before the app runs (what a
// reader without JavaScript, a crawler or anyone before hydration gets), then hydrated. Neither
// says a thing in the other language than the page's, names and code aside (ui-language.ts).

describe('every page speaks its own language, before and after hydration', () => {
  const notFound = new Set(UNLINKED_PAGES);
  it.each([...builtPages(), ...UNLINKED_PAGES])('%s', async (path) => {
    const language = languageOf(path);
    const { page, context } = await openPage(path, {
      // The pages that are not found answer with status 404, which the browser logs.
      allowConsoleErrors: notFound.has(path),
      beforeLoad: holdBackApp,
    });
    const prerendered = await otherLanguageOn(page, language);
    await context.unrouteAll();
    await page.reload();
    await waitForContent(page);
    const hydrated = await otherLanguageOn(page, language);
    expect({ prerendered, hydrated }).toEqual({ prerendered: [], hydrated: [] });
  });
});

// What a page shows only once used: each theme choice, the search's results and its dialog.
describe.each([
  { path: '/', language: 'en' as const, github: 'rc-overflow on GitHub', theme: /^Theme/ },
  { path: '/zh-CN/', language: 'zh' as const, github: 'GitHub 上的 rc-overflow', theme: /^主题/ },
])('$path, once used', ({ path, language, github, theme }) => {
  it('names its GitHub link by where it leads, and its theme switch, in its language', async () => {
    const { page } = await openHydrated(path);
    const header = page.locator('.dumi-default-header');
    expect(await header.getByRole('link', { name: github, exact: true }).count()).toBe(1);
    const select = header.getByRole('combobox', { name: theme });
    for (const choice of ['dark', 'auto', 'light']) {
      await select.selectOption(choice);
      expect({ choice, said: await otherLanguageOn(page, language) }).toEqual({ choice, said: [] });
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
