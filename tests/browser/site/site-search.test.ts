import type { Page } from 'playwright-core';
import API from '../../../docs/api.json';
import { named, openHydrated, tabTo } from '../a11y-helpers';
import { served } from '../site-visitor-helpers';
import { stripBase } from '../sweep-helpers';
import { otherLanguageOn } from '../ui-language';

const PHONE = { width: 375, height: 720 };
const popover = (page: Page) => page.locator('.dumi-default-search-popover');
const hit = (page: Page, name?: RegExp) => popover(page).getByRole('link', { name }).first();

async function search(page: Page, text: string) {
  await page.locator('.dumi-default-search-bar-input').first().fill(text);
  const query = new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  await page.locator('.dumi-default-search-result dd', { hasText: query }).first().waitFor();
  const results = await page
    .locator('.dumi-default-search-result dd a')
    .evaluateAll((links) =>
      links.map((a) => [
        decodeURIComponent(a.getAttribute('href') ?? ''),
        a.querySelector('h4')?.textContent,
        a.querySelector('p')?.textContent,
      ]),
    );
  return results.map(([link, ...texts]) => {
    const [pathname, hash] = (link ?? '').split('#');
    return [stripBase(pathname) + (hash ? `#${hash}` : ''), ...texts].join(' | ');
  });
}

const FINDS: Record<string, [string, string, string][]> = {
  '/': [
    ['RAW rEnDeR', 'a[href*="/demo/raw-render"]', 'Demo › /demo/raw-render'],
    ['install', 'a[href$="#install"]', 'rc-overflow › /'],
    ['MAX-ROWS', 'a[href*="/demo/max-rows"]', 'max-rows'],
    ['PRIORITY', 'a[href*="/demo/priority"]', 'priority'],
    ['maxRows', 'a[href$="#api"]', 'maxRows'],
    ['minVisible', 'a[href$="#api"]', 'minVisible'],
    ['antd', 'a[href*="/guide/antd"]', 'With antd'],
    ['@rc-component/overflow', 'a[href*="/guide/antd"]', 'With antd'],
    ['migration', 'a[href*="/guide/migrating"]', 'Migrating from 1.5'],
    ['hydration', 'a[href*="/guide/server-rendering"]', 'Server rendering'],
    ['itemWidth', 'a[href*="/guide/faq"]', 'FAQ'],
    ['RTL', 'a[href*="/guide/faq"]', 'FAQ'],
    // Every prop's section on the API page.
    ...API.tables.Overflow.map(({ name }): [string, string, string] => [
      `${name}`,
      `a[href$="/api#${`${name}`.toLowerCase()}"]`,
      'API',
    ]),
  ],
  '/zh-CN/': [
    ['安装', 'a[href*="zh-CN"]:is([href$="#安装"], [href$="#%E5%AE%89%E8%A3%85"])', ''],
    ['迁移', 'a[href*="/zh-CN/guide/migrating"]', ''],
    ['npm', 'dt', '首页'],
    ['collapseFrom', 'a[href$="/zh-CN/api#collapsefrom"]', 'API'],
  ],
};

it.each([
  ['/', 'en', 'rc-overflow on GitHub', /^Theme/],
  ['/zh-CN/', 'zh', 'GitHub 上的 rc-overflow', /^主题/],
] as const)(
  '%s finds pages, headings and API rows by case-insensitive substring, each once; scrolled past the header, / opens a dialog; results, dialog and theme choices in its language',
  async (path, language, githubName, themeName) => {
    const { page } = await openHydrated(path);
    for (const [query, result, text] of FINDS[path]) {
      await page.locator('.dumi-default-search-bar-input').first().fill(query);
      await popover(page).locator(result, { hasText: text }).first().waitFor();
    }
    const places = (await search(page, 'blink')).map((r) =>
      r.split(' | ').slice(0, 2).join(' ').replace(/#\S*/, ''),
    );
    const cell = (await search(page, 'onVisibleChange')).find((r) =>
      r.split(' | ')[2]?.includes('onVisibleChange'),
    );
    expect({
      blink: places.filter((p) => p.includes('/demo/blink')).length,
      duplicates: places.length - new Set(places).size,
      mashed: path === '/' && /PropertyTypeDefault|onVisibleChange\(|void-Called/.test(cell ?? ''),
    }).toEqual({ blink: 1, duplicates: 0, mashed: false });
    const input = page.locator('.dumi-default-search-bar-input').first();
    await input.fill('zzzz');
    await page.locator('.dumi-default-search-popover .dumi-default-search-result').waitFor();
    const said = [await otherLanguageOn(page, language)];
    await input.fill('');
    await input.press('Escape');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.keyboard.press('/');
    const dialogBox = page.locator('.dumi-default-search-modal input');
    await dialogBox.waitFor();
    expect(await dialogBox.evaluate((el) => el === document.activeElement)).toBe(true);
    said.push(await otherLanguageOn(page, language));
    await page.keyboard.type('blink');
    await page.locator('.dumi-default-search-modal').getByRole('link').first().waitFor();
    await page.keyboard.press('Escape');
    await dialogBox.waitFor({ state: 'detached' });
    const header = page.locator('.dumi-default-header');
    expect(await header.getByRole('link', { name: githubName, exact: true }).count()).toBe(1);
    const select = header.getByRole('combobox', { name: themeName });
    for (const choice of ['dark', 'auto', 'light']) {
      await select.selectOption(choice);
      said.push(await otherLanguageOn(page, language));
    }
    expect(said.flat()).toEqual([]);
  },
);

it('search works on a phone from the menu panel, its results within the width; closed, / is typed', async () => {
  const { page } = await openHydrated('/', { viewport: PHONE });
  const input = page.getByPlaceholder('Type keywords...');
  const typed = await page.evaluate(() => {
    const event = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    return !event.defaultPrevented;
  });
  const dialogs = await page.locator('.dumi-default-search-modal').count();
  expect([await input.isVisible(), typed, dialogs]).toEqual([false, true, 0]);
  await page.getByRole('button', { name: 'Menu' }).click();
  await input.fill('blink');
  await hit(page).waitFor();
  const box = await hit(page).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  await hit(page).click();
  await page.waitForURL((url) => url.pathname === served('/demo/blink'));
  await page.locator('button[aria-label="Menu"][aria-expanded="false"]').waitFor();
});

it('search starts its worker only once the box is used, keeps what was typed meanwhile, and never loads DocSearch nor contacts Algolia', async () => {
  const { page, externalRequests } = await openHydrated('/demo/base');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  expect(page.workers()).toHaveLength(0);
  const started = page.waitForEvent('worker');
  await page.getByPlaceholder('Type keywords...').first().fill('blink');
  await started;
  await popover(page).getByText('/demo/blink', { exact: false }).first().waitFor();
  const hosted = [...requests, ...externalRequests].filter((url) =>
    /\.algolia(net)?\.(net|com)\/|docsearch/i.test(url),
  );
  expect([page.workers().length, hosted]).toEqual([1, []]);
});

it('search finds nothing, and the page lives on, when the search code cannot load', async () => {
  const { page } = await openHydrated('/demo/base', { allowConsoleErrors: true });
  // The chunk that talks to dumi's worker fails, as when a newer deploy replaced the chunks.
  await page.route('**/*.js', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('get-search-result')) await route.abort();
    else await route.fulfill({ response });
  });
  const input = page.getByPlaceholder('Type keywords...').first();
  await input.fill('blink');
  // dumi shows the same empty box while loading: wait for its answer, which must not be "Loading".
  await popover(page)
    .locator('.dumi-default-search-empty', { hasNotText: /loading/i })
    .waitFor();
  await page.getByRole('heading', { level: 1, name: 'base' }).waitFor();
  expect(await input.inputValue()).toBe('blink');
});

it('search by keyboard is reached with Tab, Ctrl+K or / from anywhere; Escape closes it; arrow down and Enter open a result', async () => {
  const { page } = await openHydrated('/');
  const apple = await page.evaluate(() => /mac|iphone|ipad/i.test(navigator.platform));
  const box = page.locator('.dumi-default-header .dumi-default-search-bar-input');
  for (const [key, query, result] of [
    ['Tab', 'raw', 'Raw Render'],
    [apple ? 'Meta+k' : 'Control+k', 'fill', 'fill-width'],
    ['/', 'blink', 'blink'],
  ]) {
    if (key === 'Tab') await tabTo(page, named('Type keywords...'));
    else {
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press(key);
    }
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press(apple ? 'Meta+a' : 'Control+a');
    await page.keyboard.type(query);
    await hit(page, new RegExp(result)).waitFor();
    if (key === '/') break;
    await page.keyboard.press('Escape');
    await popover(page).waitFor({ state: 'hidden' });
  }
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === served('/demo/blink'));
  await page.getByRole('heading', { name: 'blink', level: 1 }).waitFor();
});

it('search by keyboard Escape in the open menu panel closes the results and the panel, focus back on Menu', async () => {
  const viewport = { width: 900, height: 720 };
  const { page } = await openHydrated('/', { viewport, reducedMotion: 'reduce' });
  await tabTo(page, named('Menu'));
  await page.keyboard.press('Enter');
  await tabTo(page, named('Type keywords...'));
  await page.keyboard.type('fill');
  await hit(page, /fill-width/).waitFor();
  await page.keyboard.press('Escape');
  const focused = page.locator('button[aria-label="Menu"]:focus');
  expect(await focused.getAttribute('aria-expanded')).toBe('false');
  await popover(page).waitFor({ state: 'hidden' });
});
