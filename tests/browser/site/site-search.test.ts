import { openHydrated } from '../a11y-helpers';
import { openPage, siteUrl } from '../harness';
import { LOCALES, search } from '../site-visitor-helpers';
import { otherLanguageOn } from '../ui-language';

const served = (p: string) => new URL(siteUrl(p)).pathname;

describe('search', () => {
  it('finds page titles and headings by case-insensitive substring, with title, path and parent', async () => {
    const { page } = await openPage('/');
    const input = page.getByPlaceholder('Type keywords...').first();
    await input.fill('RAW rEnDeR');
    const results = page.locator('.dumi-default-search-popover');
    const first = results.getByRole('link').first();
    await first.waitFor();
    await results.getByRole('heading', { name: 'Raw Render' }).first().waitFor();
    // Path and parent page of the result.
    await results.getByText('/demo/raw-render', { exact: false }).first().waitFor();
    await results.getByText('Demo', { exact: true }).first().waitFor();

    await input.fill('install');
    // The heading itself (guides say "install" too, and may come first).
    const install = results.locator('a[href$="#install"]').first();
    await install.waitFor();
    expect(await install.innerText()).toContain('rc-overflow › /');
  });

  it('finds the max-rows, collapse-from-start and priority pages, and their props in the API table', async () => {
    const { page } = await openPage('/');
    const input = page.getByPlaceholder('Type keywords...').first();
    const results = page.locator('.dumi-default-search-popover');
    for (const [query, title, path] of [
      ['MAX-ROWS', 'max-rows', '/demo/max-rows'],
      ['collapse-from', 'collapse-from-start', '/demo/collapse-from-start'],
      ['PRIORITY', 'priority', '/demo/priority'],
    ]) {
      await input.fill(query);
      await results.getByRole('heading', { name: title }).first().waitFor();
      await results.getByText(path, { exact: false }).first().waitFor();
    }
    // The API table's rows, on the home page.
    for (const prop of ['maxRows', 'collapseFrom', 'itemPriority', 'minVisible']) {
      await input.fill(prop);
      await results.locator('a[href$="#api"]', { hasText: prop }).first().waitFor();
    }
  });

  it('works on a phone, from the menu panel', async () => {
    const { page } = await openHydrated('/', { viewport: { width: 375, height: 720 } });
    const input = page.getByPlaceholder('Type keywords...');
    // Hidden with the closed menu, so the shortcut leaves it alone.
    expect(await input.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await input.click();
    await input.fill('blink');
    const hit = page.locator('.dumi-default-search-popover').getByRole('link').first();
    await hit.waitFor();
    // The results fit the phone's width.
    const box = await hit.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await hit.click();
    await page.waitForURL((url) => url.pathname === served('/demo/blink'));
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('starts its worker only once the box is used, and keeps what was typed meanwhile', async () => {
    // dumi's search starts a Web Worker as its code runs: the box loads it on first use.
    const { page } = await openHydrated('/demo/base');
    expect(page.workers()).toHaveLength(0);
    const input = page.getByPlaceholder('Type keywords...').first();
    const started = page.waitForEvent('worker');
    // Typed at once: the keywords wait for the search code, then find their page.
    await input.fill('blink');
    await started;
    await page
      .locator('.dumi-default-search-popover')
      .getByText('/demo/blink', { exact: false })
      .first()
      .waitFor();
  });

  it('finds nothing, and the page lives on, when the search code cannot load', async () => {
    // The failed loads are logged, as they should be.
    const { page } = await openHydrated('/demo/base', { allowConsoleErrors: true });
    // The search's chunk (the one that talks to dumi's worker) fails, as when a newer deploy has
    // replaced the site's chunks.
    await page.route('**/*.js', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('get-search-result')) await route.abort();
      else await route.fulfill({ response });
    });
    const input = page.getByPlaceholder('Type keywords...').first();
    await input.fill('blink');
    await page.locator('.dumi-default-search-popover .dumi-default-search-empty').waitFor();
    expect(await page.locator('.dumi-default-search-popover').innerText()).not.toMatch(/loading/i);
    await page.getByRole('heading', { level: 1, name: 'base' }).waitFor();
    expect(await input.inputValue()).toBe('blink');
  });

  it('searches the Chinese pages under zh-CN', async () => {
    const { page } = await openPage('/zh-CN');
    await page.getByPlaceholder(/./).first().fill('安装');
    const results = page.locator('.dumi-default-search-popover');
    // The heading itself (a guide's text says "安装" too, and may come first).
    await results.getByRole('link').first().waitFor();
    const hrefs = await results
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute('href') ?? '')));
    const href = hrefs.find((h) => h.endsWith('#安装')) ?? hrefs.join(', ');
    expect(href.startsWith(served('/zh-CN'))).toBe(true);
    expect(href).toContain('#安装');
  });
  it('/ focuses the box; scrolled out of sight, opens it as a dialog; in the closed phone menu, types /', async () => {
    const { page } = await openHydrated('/demo/base');
    const box = page.locator('.dumi-default-header .dumi-default-search-bar-input');
    await page.keyboard.press('/');
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.press('Escape');

    // The home page's header scrolls away with the page.
    const { page: home } = await openHydrated('/');
    await home.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await home.keyboard.press('/');
    const dialogBox = home.locator('.dumi-default-search-modal input');
    await dialogBox.waitFor();
    expect(await dialogBox.evaluate((el) => el === document.activeElement)).toBe(true);
    await home.keyboard.type('blink');
    await home.locator('.dumi-default-search-modal').getByRole('link').first().waitFor();
    await home.keyboard.press('Escape');
    await dialogBox.waitFor({ state: 'detached' });

    const { page: phone } = await openHydrated('/demo/base', {
      viewport: { width: 375, height: 720 },
    });
    const typed = await phone.evaluate(() => {
      const event = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
      document.body.dispatchEvent(event);
      return !event.defaultPrevented;
    });
    expect({ typed, dialog: await phone.locator('.dumi-default-search-modal').count() }).toEqual({
      typed: true,
      dialog: 0,
    });
  });

  it.each(LOCALES)(
    'lists the blink page once, and an API-table hit as its own cell ($prefix)',
    async ({ prefix }) => {
      const { page } = await openHydrated(prefix || '/');
      const { results } = await search(page, 'blink');
      const places = results.map((r) => `${r.href.replace(/#.*$/, '')} ${r.title}`);
      expect(places).toEqual([...new Set(places)]);
      expect(places.filter((p) => p.includes('/demo/blink'))).toHaveLength(1);
      if (prefix) {
        const { groups, results: npm } = await search(page, 'npm');
        expect(npm.length).toBeGreaterThan(0);
        expect(groups).toContain('首页');
        return;
      }
      const hit = (await search(page, 'onVisibleChange')).results.find((r) =>
        r.text.includes('onVisibleChange'),
      );
      expect(hit?.text).not.toMatch(/PropertyTypeDefault|onVisibleChange\(|void-Called/);
    },
  );

  it('finds each guide by what it is about, and the Chinese guides under zh-CN', async () => {
    const { page } = await openHydrated('/');
    const input = page.getByPlaceholder('Type keywords...').first();
    const results = page.locator('.dumi-default-search-popover');
    for (const [query, title, href] of [
      ['antd', 'With antd', '/guide/antd'],
      ['@rc-component/overflow', 'With antd', '/guide/antd'],
      ['migration', 'Migrating from 1.5', '/guide/migrating'],
      ['typescript', 'TypeScript', '/guide/typescript'],
      ['hydration', 'Server rendering', '/guide/server-rendering'],
      ['itemWidth', 'FAQ', '/guide/faq'],
      ['RTL', 'FAQ', '/guide/faq'],
    ]) {
      await input.fill(query);
      await results.locator(`a[href*="${href}"]`).first().waitFor();
      await results.getByText(title, { exact: false }).first().waitFor();
    }
    await page.goto(siteUrl('/zh-CN/'));
    await page.getByPlaceholder(/./).first().fill('迁移');
    await results.locator('a[href*="/zh-CN/guide/migrating"]').first().waitFor();
  });

  it.each([
    ['/', 'en'],
    ['/zh-CN/', 'zh'],
  ] as const)(
    '%s says its results, its dialog and its theme choices in its language',
    async (path, language) => {
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
      const header = page.locator('.dumi-default-header');
      const names =
        language === 'en'
          ? ['rc-overflow on GitHub', /^Theme/]
          : ['GitHub 上的 rc-overflow', /^主题/];
      expect(await header.getByRole('link', { name: names[0], exact: true }).count()).toBe(1);
      const select = header.getByRole('combobox', { name: names[1] });
      for (const choice of ['dark', 'auto', 'light']) {
        await select.selectOption(choice);
        expect({ choice, said: await otherLanguageOn(page, language) }).toEqual({
          choice,
          said: [],
        });
      }
    },
  );
});
