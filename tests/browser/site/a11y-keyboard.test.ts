import type { Page } from 'playwright-core';
import { focused, named, openHydrated, tabTo } from '../a11y-helpers';
import { DESKTOP, PHONE, served } from '../site-visitor-helpers';

// Keyboard only: tabTo checks each stop is on screen with a ring. No test here uses the mouse.

const expanded = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).getAttribute('aria-expanded');
const dropdownLink = (page: Page, name: string) =>
  page.locator('.dumi-default-navbar-dropdown').first().getByRole('link', { name });

async function escapeClosesBackTo(page: Page, name: string) {
  expect(await expanded(page, name)).toBe('true');
  await page.keyboard.press('Escape');
  const after = [await expanded(page, name), (await focused(page))?.name];
  expect(after).toEqual(['false', name]);
}

it('the navbar by keyboard reaches every control in order, each with a visible focus ring; Enter or Space opens the Demo sub-menu, Escape or Space closes it', async () => {
  const { page } = await openHydrated('/');
  const before = (await tabTo(page, named('Demo pages'))).stops;
  expect(await expanded(page, 'Demo pages')).toBe('false');
  await page.keyboard.press('Enter');
  await dropdownLink(page, 'base').waitFor();
  expect((await tabTo(page, named('blink'), 2)).stops).toEqual(['base', 'blink']);
  await escapeClosesBackTo(page, 'Demo pages');
  await dropdownLink(page, 'base').waitFor({ state: 'hidden' });
  await page.keyboard.press(' ');
  await dropdownLink(page, 'base').waitFor({ state: 'visible' });
  await page.keyboard.press(' ');
  await dropdownLink(page, 'base').waitFor({ state: 'hidden' });
  const after = (await tabTo(page, named('Star rc-overflow on GitHub'))).stops;
  expect([...before, ...after].join(', ').replace(/\n[^,]*/, '…')).toBe(
    'Skip to content, rc-overflow, Home, API, Demo, Demo pages, Playground, Benchmark, Type keywords..., 中文, Theme…, rc-overflow on GitHub, Star rc-overflow on GitHub',
  );
});

it('the navbar by keyboard switches the theme from its select with the arrow keys, and follows the language link with Enter', async () => {
  const { page } = await openHydrated('/demo/blink');
  await tabTo(page, (f) => f.tag === 'select');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.documentElement.dataset.prefersColor === 'dark');
  expect(await focused(page)).toMatchObject({ tag: 'select', ring: true, focusVisible: true });
  await page.keyboard.press('Shift+Tab');
  expect((await focused(page))?.name).toBe('中文');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === served('/zh-CN/demo/blink'));
});

it.each([
  [375, '/zh-CN/', '菜单', '首页', '示例子菜单', '演练场'],
  [900, '/', 'Menu', 'Home', 'Demo pages', 'Playground'],
])(
  'at %i px on %s, Enter opens the menu, Tab walks into it at once, Escape closes its sub-menu then it',
  async (width, path, menu, home, demoPages, playground) => {
    const { page } = await openHydrated(path, {
      viewport: { width, height: 720 },
      reducedMotion: 'reduce',
    });
    await tabTo(page, named(menu));
    await page.keyboard.press('Enter');
    expect(await expanded(page, menu)).toBe('true');
    expect((await tabTo(page, named(demoPages), 6)).stops[0]).toBe(home);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await escapeClosesBackTo(page, demoPages);
    await page.keyboard.press('Tab');
    expect((await focused(page))?.name).toBe(playground);
    await escapeClosesBackTo(page, menu);
    await page.locator('.dumi-default-navbar a').first().waitFor({ state: 'hidden' });
    await page.keyboard.press('Enter');
    expect(await expanded(page, menu)).toBe('true');
    await page.keyboard.press('Enter');
    expect(await expanded(page, menu)).toBe('false');
  },
);

it.each([
  ['/demo/base', 'Skip to content', 'Responsive'],
  ['/zh-CN/guide/faq', '跳到正文', null],
  ['/', 'Skip to content', null],
])(
  '%s: the first Tab stop is "%s"; Enter moves focus past the header to the content',
  async (path, label, firstControl) => {
    const { page } = await openHydrated(path);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', name: label, ring: true });
    const where = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return {
          inHeader: Boolean(el.closest('header, .dumi-default-sidebar')),
          content: el.matches('.dumi-default-content, .dumi-default-hero'),
          name: (el.getAttribute('aria-label') || el.innerText || '').trim(),
        };
      });
    await page.keyboard.press('Enter');
    expect(await where()).toMatchObject({ inHeader: false, content: true });
    await page.keyboard.press('Tab');
    expect(await where()).toMatchObject({
      inHeader: false,
      ...(firstControl && { name: firstControl }),
    });
  },
);

async function stopsOutOfSight(page: Page) {
  const outOfSight: string[] = [];
  let count = 0;
  for (; count < 80; count++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const rect = el.getBoundingClientRect();
      // A control inside its label (the theme's select, transparent over its icon) shows as the label.
      const visible =
        (el.closest('label') ?? el).checkVisibility({
          checkOpacity: true,
          checkVisibilityCSS: true,
        }) &&
        rect.width > 0 &&
        rect.height > 0 &&
        rect.right > 0 &&
        rect.left < innerWidth;
      const inClosedMenu =
        Boolean(el.closest('#site-header-menu')) &&
        Boolean(document.querySelector('.dumi-default-header-menu-btn')?.checkVisibility()) &&
        !el.closest('.dumi-default-header')?.hasAttribute('data-mobile-active');
      const name = el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName;
      return visible && !inClosedMenu ? '' : name.slice(0, 40);
    });
    if (stop === null) break;
    if (stop) outOfSight.push(stop);
  }
  return { count, outOfSight };
}

it.each(['/', '/zh-CN/demo/base'])(
  '%s by Tab, at 1280 and 390 px: focus never stops out of sight or in the closed menu; one top-level entry is current',
  async (path) => {
    const [home, demo] = path.startsWith('/zh-CN') ? ['首页', '示例'] : ['Home', 'Demo'];
    for (const viewport of [DESKTOP, PHONE]) {
      const { page } = await openHydrated(path, { viewport, reducedMotion: 'reduce' });
      const { count, outOfSight } = await stopsOutOfSight(page);
      expect({ viewport, many: count > 3, outOfSight }).toEqual({
        viewport,
        many: true,
        outOfSight: [],
      });
      if (viewport === PHONE) {
        await page.locator('.dumi-default-header-menu-btn').click();
        await page.locator('.dumi-default-header[data-mobile-active]').waitFor();
        await page.waitForFunction(
          () => getComputedStyle(document.querySelector('#site-header-menu')!).opacity === '1',
        );
      }
      const current = await page.locator('.dumi-default-navbar > li > a.active').allInnerTexts();
      expect(current.map((t) => t.trim())).toEqual([path.includes('/demo/') ? demo : home]);
    }
  },
);
