import { openEnginePage, waitForHydrated, type EnginePage } from '../harness';
import { served } from '../site-visitor-helpers';
import { TEMPLATES } from '../sweep-helpers';

const at = (page: EnginePage, path: string) =>
  page.waitForFunction((pathname) => location.pathname === pathname, served(path));

it.each(TEMPLATES)('%s renders and hydrates with no console error', async (path) => {
  const page = await openEnginePage(path);
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') &&
      document.querySelector('h1, .rc-overflow') !== null,
  );
});

it.each(['/no-such-page', '/~demos/no-such-demo'])(
  '%s (not found) hydrates, logging only its 404',
  async (path) => {
    const page = await openEnginePage(path, { allowConsoleErrors: true });
    await waitForHydrated(page);
    const errors = (await page.consoleEntries()).filter((entry) => entry.type === 'error');
    const others = errors.filter((e) => !/404|Not Found|Failed to load resource/i.test(e.text));
    expect(others).toEqual([]);
  },
);

it.each([
  ['/demo', '/demo/base'],
  ['/zh-CN/demo', '/zh-CN/demo/base'],
  ['/_demos/docs-demo-base-demo-base', '/~demos/docs-demo-base-demo-base'],
])('%s redirects to %s, hydrated', async (from, to) => {
  const page = await openEnginePage(from);
  await at(page, to);
  await waitForHydrated(page);
});

it('/demo/base shows 6 items with "MaxCount: 6", and fills the row again with "Responsive"', async () => {
  const page = await openEnginePage('/demo/base');
  await waitForHydrated(page);
  // Measured: until then a responsive list shows no item (as 1.5.0 renders it on the server).
  const shown = (label: string, want: string) =>
    page.waitForFunction(
      ([text, wanted]) => {
        const button = Array.from(document.querySelectorAll('button')).find(
          (b) => b.textContent === text,
        );
        const list = button?.parentElement?.querySelector('.rc-overflow');
        const visible = Array.from(list?.children ?? []).filter(
          (el) => el.getAttribute('aria-hidden') !== 'true',
        );
        const rest = visible.filter((el) => el.className.includes('-item-rest')).length;
        (window as { seen?: number }).seen = visible.length - 1;
        return rest === 1 && new RegExp(wanted).test(String(visible.length - 1));
      },
      [label, want],
    );
  await shown('Responsive', '^[1-5]$');
  const responsive = await page.evaluate(() => (window as { seen?: number }).seen);
  await page.click('button', { text: 'Responsive' });
  await shown('MaxCount: 6', '^6$');
  await page.click('button', { text: 'MaxCount: 6' });
  await shown('Responsive', `^${responsive}$`);
});

it('the theme switch turns the site dark and back to light, and keeps the choice across pages', async () => {
  const page = await openEnginePage('/');
  await waitForHydrated(page);
  const choose = async (color: string) => {
    await page.evaluate((value) => {
      const select = document.querySelector('.site-color-switch select') as HTMLSelectElement;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }, color);
    await page.waitForFunction(
      (c) => document.documentElement.getAttribute('data-prefers-color') === c,
      color,
    );
  };
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await choose('dark');
  const dark = await background();
  await page.goto('/demo/base');
  await waitForHydrated(page);
  expect(await page.evaluate(() => document.documentElement.dataset.prefersColor)).toBe('dark');
  await choose('light');
  expect(await background()).not.toBe(dark);
});

it('search finds a demo page by its title and opens it', async () => {
  const page = await openEnginePage('/');
  await waitForHydrated(page);
  await page.click('input[placeholder="Type keywords..."]');
  await page.type('blink');
  const link = '.dumi-default-search-popover a[href$="/demo/blink"]';
  await page.waitForFunction((selector) => document.querySelector(selector) !== null, link);
  await page.click(link);
  await at(page, '/demo/blink');
  await waitForHydrated(page);
});
