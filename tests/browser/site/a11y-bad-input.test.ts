import type { Page } from 'playwright-core';
import { openHydrated } from '../a11y-helpers';
import { TEMPLATES } from '../sweep-helpers';

// Bad input from the address bar and from the browser itself: nothing runs that should not, and
// every page still renders. (The head script's own rules: tests/jsdom/site-color-scheme.test.ts.)

const color = (page: Page, want: string) =>
  page.waitForFunction((c) => document.documentElement.dataset.prefersColor === c, want);
const themeChoice = (page: Page, want: string) =>
  page.waitForFunction(
    (c) => document.querySelector<HTMLSelectElement>('.site-color-switch select')?.value === c,
    want,
  );

describe('a browser where localStorage throws on access', () => {
  it.each(TEMPLATES)(
    '%s renders with the theme following the system (auto), live, and a choice still applies',
    async (sitePath) => {
      const { page } = await openHydrated(sitePath, {
        colorScheme: 'dark',
        // What a browser that blocks storage (third-party storage in an iframe, say) does.
        initScript: `Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
        });`,
      });
      await page.locator('.dumi-default-header, main .rc-overflow').first().waitFor();
      await color(page, 'dark');
      // The standalone demo page has no header, so no switch.
      if (sitePath.startsWith('/~demos/')) return;
      await themeChoice(page, 'auto');
      await page.emulateMedia({ colorScheme: 'light' });
      await color(page, 'light');
      await page.locator('.site-color-switch select').selectOption('dark');
      await color(page, 'dark');
    },
  );
});

describe('a corrupt saved theme', () => {
  it.each([
    ['the wrong case', 'DARK', 'light'],
    ['an empty string', '', 'dark'],
    ['JSON', '{"color":"dark"}', 'light'],
    ['markup', '<script>alert(1)</script>', 'dark'],
  ] as const)('falls back to auto: %s, the system %s', async (_label, value, colorScheme) => {
    const { page } = await openHydrated('/', {
      colorScheme,
      initScript: `localStorage.setItem('dumi:prefers-color', ${JSON.stringify(value)});`,
    });
    await themeChoice(page, 'auto');
    await color(page, colorScheme);
    // The bad value is replaced, so it cannot come back on the next visit.
    expect(await page.evaluate(() => localStorage.getItem('dumi:prefers-color'))).toBe('auto');
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
  ])(
    '%s shows the 404 page, titled, with a way home, nothing of the address run',
    async (path, heading) => {
      const { page, errors } = await openHydrated(path, { allowConsoleErrors: true });
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(await page.locator('#root script, #root b, #root i').count()).toBe(0);
      await page.waitForFunction((title) => document.title.includes(title), heading);
      await page.locator('.dumi-default-not-found a').click();
      await page.locator('.dumi-default-hero').waitFor();
      // A static host answers 404.html with status 404, which Chrome logs: the only error allowed.
      expect(errors.filter((e) => !/status of 404 \(Not Found\)/.test(e))).toEqual([]);
    },
  );
});
