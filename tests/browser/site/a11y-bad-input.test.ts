import type { Page } from 'playwright-core';
import { openHydrated } from '../a11y-helpers';
import { siteUrl } from '../harness';

const color = (page: Page, want: string) =>
  page.waitForFunction((c) => document.documentElement.dataset.prefersColor === c, want);
const themeChoice = (page: Page, want: string) =>
  page.waitForFunction(
    (c) => document.querySelector<HTMLSelectElement>('.site-color-switch select')?.value === c,
    want,
  );

it.each(['/demo/base', '/~demos/docs-demo-base-demo-base'])(
  '%s, when localStorage throws on access, renders with the theme following the system (auto), live, and a choice still applies',
  async (sitePath) => {
    const { page } = await openHydrated(sitePath, {
      colorScheme: 'dark',
      initScript: `Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
        });`,
    });
    await page.locator('.dumi-default-header, main .rc-overflow').first().waitFor();
    await color(page, 'dark');
    if (sitePath.startsWith('/~demos/')) return;
    await themeChoice(page, 'auto');
    await page.emulateMedia({ colorScheme: 'light' });
    await color(page, 'light');
    await page.locator('.site-color-switch select').selectOption('dark');
    await color(page, 'dark');
  },
);

it('falls back to auto from a corrupt saved theme, and replaces it', async () => {
  const { page } = await openHydrated('/', {
    colorScheme: 'dark',
    initScript: `localStorage.setItem('dumi:prefers-color', '<script>alert(1)</script>');`,
  });
  await themeChoice(page, 'auto');
  await color(page, 'dark');
  expect(await page.evaluate(() => localStorage.getItem('dumi:prefers-color'))).toBe('auto');
});

it('shows the 404 page for unknown paths, titled, with a way home, nothing of the address run', async () => {
  const { page, errors } = await openHydrated('/', { allowConsoleErrors: true });
  for (const [path, heading] of [
    ['/demo/no-such-demo', 'PAGE NOT FOUND'],
    ['/a/b/c/d/e', 'PAGE NOT FOUND'],
    ['/no-such-page?x=<b>1</b>#<i>2</i>', 'PAGE NOT FOUND'],
    [`/${encodeURIComponent('<script>alert(1)</script>')}`, 'PAGE NOT FOUND'],
    ['/zh-CN/no-such-page', '页面未找到'],
  ]) {
    await page.goto(siteUrl(path));
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    expect(await page.locator('#root script, #root b, #root i').count()).toBe(0);
    await page.waitForFunction((title) => document.title.includes(title), heading);
    await page.locator('.dumi-default-not-found a').click();
    await page.locator('.dumi-default-hero').waitFor();
  }
  // A static host answers 404.html with status 404, which Chrome logs: the only error allowed.
  expect(errors.filter((e) => !/status of 404 \(Not Found\)/.test(e))).toEqual([]);
});
