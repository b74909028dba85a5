import type { Page } from 'playwright-core';
import { openHydrated } from '../a11y-helpers';

// Bad input from the address bar and from the browser itself: nothing runs that should not,
// and every page still renders.

// A static host answers an unknown path with 404.html and status 404, which Chrome reports on
// the console; that report is the only error these pages may log.
const only404 = (errors: string[]) => errors.filter((e) => !/status of 404 \(Not Found\)/.test(e));

// One page of each template: the layouts read the saved theme, the standalone page has its own.
const PAGES = [
  '/',
  '/demo/base',
  '/guide/faq',
  '/playground',
  '/benchmark',
  '/zh-CN/',
  '/~demos/docs-demo-base-demo-base',
];

/** Whatever the page is, something of it rendered: the layout, or the standalone demo. */
async function waitForRendered(page: Page): Promise<void> {
  // No bound of its own: a busy machine may take long; the test's own timeout still applies.
  await page.locator('.dumi-default-header, main .rc-overflow').first().waitFor({ timeout: 0 });
}

const colorAttr = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-prefers-color'));

describe('a browser where localStorage throws on access', () => {
  // What a browser that blocks storage (e.g. third-party storage in an iframe) does.
  const BREAK_STORAGE = `Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
  });`;

  // One page per test: each ends in seconds, however many pages the site has.
  it.each(PAGES)(
    'still renders %s, with the theme following the system (auto)',
    async (sitePath) => {
      const { page } = await openHydrated(sitePath, {
        colorScheme: 'dark',
        initScript: BREAK_STORAGE,
      });
      await waitForRendered(page);
      expect(await colorAttr(page)).toBe('dark');
      if (!sitePath.startsWith('/~demos/')) {
        await page.waitForFunction(
          () =>
            document.querySelector<HTMLSelectElement>('.site-color-switch select')?.value ===
            'auto',
        );
      }
    },
  );

  it('follows live changes of the system scheme, and a choice still applies for the visit', async () => {
    const { page } = await openHydrated('/demo/base', {
      colorScheme: 'light',
      initScript: BREAK_STORAGE,
    });
    const theme = page.locator('.site-color-switch select');
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLSelectElement>('.site-color-switch select')?.value === 'auto',
    );
    expect(await colorAttr(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-prefers-color') === 'dark',
    );
    await theme.selectOption('light');
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-prefers-color') === 'light',
    );
  });
});

describe('a corrupt saved theme', () => {
  it.each([
    ['an unknown word', 'purple'],
    ['the wrong case', 'DARK'],
    ['an empty string', ''],
    ['JSON', '{"color":"dark"}'],
    ['markup', '<script>alert(1)</script>'],
  ])('falls back to auto: %s', async (_label, value) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await openHydrated('/', {
        colorScheme,
        initScript: `localStorage.setItem('dumi:prefers-color', ${JSON.stringify(value)});`,
      });
      await page.waitForFunction(
        () =>
          document.querySelector<HTMLSelectElement>('.site-color-switch select')?.value === 'auto',
      );
      expect(await colorAttr(page)).toBe(colorScheme);
      // The bad value is replaced, so it cannot come back on the next visit.
      expect(await page.evaluate(() => localStorage.getItem('dumi:prefers-color'))).toBe('auto');
    }
  });
});

describe('unknown paths', () => {
  it.each([
    ['/no-such-page', 'PAGE NOT FOUND'],
    ['/demo/no-such-demo', 'PAGE NOT FOUND'],
    ['/a/b/c/d/e', 'PAGE NOT FOUND'],
    ['/no-such-page?x=<b>1</b>#<i>2</i>', 'PAGE NOT FOUND'],
    [`/${encodeURIComponent('<script>alert(1)</script>')}`, 'PAGE NOT FOUND'],
    ['/zh-CN/no-such-page', '页面未找到'],
  ])('%s shows the 404 page with a way home', async (sitePath, heading) => {
    const { page, errors } = await openHydrated(sitePath, { allowConsoleErrors: true });
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await page.locator('.dumi-default-not-found a').waitFor();
    expect(await page.locator('#root script, #root b, #root i').count()).toBe(0);
    expect(only404(errors)).toEqual([]);
  });
});
