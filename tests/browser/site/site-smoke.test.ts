import { openEnginePage, siteUrl, type EnginePage } from '../harness';
import { TEMPLATES } from '../sweep-helpers';

// The site as a visitor meets it, written once for every engine (npm test runs it in Chromium,
// npm run test:engines in Firefox and WebKit): each page renders and hydrates with no console
// error, a demo follows its controls, the theme switch and the search work.

/** Waits until React has hydrated the page and it shows its content. */
const hydrated = (page: EnginePage) =>
  page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') &&
      (document.body.textContent || '').trim().length > 0,
  );

const served = (path: string) => new URL(siteUrl(path)).pathname;

// One page of each template (every-page.test.ts loads every page in Chromium).

describe('every page template renders and hydrates with no console error', () => {
  it.each(TEMPLATES)('%s', async (path) => {
    const page = await openEnginePage(path);
    // Rendered by the app, not left as the server's shell: a main heading or the demo itself.
    await page.waitForFunction(
      () =>
        document.documentElement.hasAttribute('data-hydrated') &&
        document.querySelector('h1, .rc-overflow') !== null,
    );
  });

  it.each(['/no-such-page', '/~demos/no-such-demo'])('%s (not found)', async (path) => {
    const page = await openEnginePage(path, { allowConsoleErrors: true });
    await hydrated(page);
    const errors = (await page.consoleEntries()).filter((entry) => entry.type === 'error');
    // Only the page's own 404 status, which engines log or not.
    expect(
      errors.filter((entry) => !/404|Not Found|Failed to load resource/i.test(entry.text)),
    ).toEqual([]);
  });
});

describe('the redirects', () => {
  it.each([
    ['/demo', '/demo/base'],
    ['/_demos/docs-demo-base-demo-base', '/~demos/docs-demo-base-demo-base'],
  ])('%s lands on %s, hydrated', async (from, to) => {
    const page = await openEnginePage(from);
    await page.waitForFunction((pathname) => location.pathname === pathname, served(to));
    await hydrated(page);
  });
});

describe('a demo follows its controls', () => {
  it('/demo/base shows exactly 6 items with "MaxCount: 6", and fills the row again with "Responsive"', async () => {
    const page = await openEnginePage('/demo/base');
    await hydrated(page);
    // Items shown in the list beside the demo's button, and whether the rest shows.
    const shown = () =>
      page.evaluate(() => {
        const button = Array.from(document.querySelectorAll('button')).find((b) =>
          /^(Responsive|MaxCount: 6)$/.test(b.textContent || ''),
        )!;
        const list = button.parentElement!.querySelector('.rc-overflow')!;
        const visible = Array.from(list.children).filter(
          (el) => el.getAttribute('aria-hidden') !== 'true',
        );
        return {
          items: visible.filter((el) => !el.className.includes('-item-rest')).length,
          rest: visible.some((el) => el.className.includes('-item-rest')),
        };
      });
    // Measured: until then a responsive list shows no item (as 1.5.0 renders it on the server).
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('.rc-overflow > .rc-overflow-item')).some(
        (el) => el.getAttribute('aria-hidden') !== 'true',
      ),
    );
    const responsive = await shown();
    // 20 labels do not fit in 300 px: some show, and the rest.
    expect(responsive.rest).toBe(true);
    expect(responsive.items).toBeGreaterThan(0);
    expect(responsive.items).toBeLessThan(6);
    await page.click('button', { text: 'Responsive' });
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('button')).some((b) => b.textContent === 'MaxCount: 6'),
    );
    expect(await shown()).toEqual({ items: 6, rest: true });
    await page.click('button', { text: 'MaxCount: 6' });
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('button')).some((b) => b.textContent === 'Responsive'),
    );
    expect(await shown()).toEqual(responsive);
  });
});

describe('the theme switch', () => {
  /** Picks `color` in the theme's select, as choosing it from the select's list does. */
  const choose = (page: EnginePage, color: string) =>
    page.evaluate((value) => {
      const select = document.querySelector('.site-color-switch select') as HTMLSelectElement;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }, color);

  it('turns the site dark and back to light, and keeps the choice across a reload', async () => {
    const page = await openEnginePage('/');
    await hydrated(page);
    const color = () =>
      page.evaluate(() => document.documentElement.getAttribute('data-prefers-color'));
    expect(await color()).toBe('light');
    await choose(page, 'dark');
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-prefers-color') === 'dark',
    );
    // The page's own colours change, not only the attribute.
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const dark = await background();
    await page.goto('/demo/base');
    await hydrated(page);
    expect(await color()).toBe('dark');
    await choose(page, 'light');
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-prefers-color') === 'light',
    );
    expect(await background()).not.toBe(dark);
  });
});

describe('search', () => {
  it('finds a demo page by its title and opens it', async () => {
    const page = await openEnginePage('/');
    await hydrated(page);
    await page.click('input[placeholder="Type keywords..."]');
    await page.type('blink');
    const link = '.dumi-default-search-popover a[href$="/demo/blink"]';
    await page.waitForFunction((selector) => document.querySelector(selector) !== null, link);
    await page.click(link);
    await page.waitForFunction((pathname) => location.pathname === pathname, served('/demo/blink'));
    await hydrated(page);
  });
});
