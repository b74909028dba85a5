import type { Page } from 'playwright-core';
import { siteUrl } from '../harness';
import { focused, named, openHydrated, tabTo } from '../a11y-helpers';
import {
  currentEntries,
  currentEntry,
  DESKTOP,
  focusStops,
  openPhoneMenu,
  PHONE,
} from '../site-visitor-helpers';

// Keyboard only: every control is reached with Tab, shows a focus ring, and works with Enter or
// Space. No test here touches the mouse.

const served = (p: string) => new URL(siteUrl(p)).pathname;

describe('the navbar by keyboard', () => {
  it('reaches every control in order, each with a visible focus ring', async () => {
    const { page } = await openHydrated('/');
    const { stops } = await tabTo(page, named('Star rc-overflow on GitHub'));
    const expected = [
      'Skip to content',
      'rc-overflow',
      'Home',
      'Demo',
      'Demo pages',
      'Playground',
      'Benchmark',
      'Type keywords...',
      '中文',
      // The theme's select, by its label's text (its options follow the word).
      expect.stringMatching(/^Theme\n/),
      // The GitHub icon, named by where it leads.
      'rc-overflow on GitHub',
      'Star rc-overflow on GitHub',
    ];
    expect(stops).toEqual(expected);
  });

  it('opens the Demo sub-menu with Enter on its toggle and follows a link with Enter', async () => {
    const { page } = await openHydrated('/');
    await tabTo(page, named('Demo pages'));
    const toggle = page.getByRole('button', { name: 'Demo pages' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // The sub-menu is open once its links show (they fade in).
    await page
      .locator('.dumi-default-navbar-dropdown')
      .getByRole('link', { name: 'base' })
      .waitFor();
    const { stops } = await tabTo(page, named('fill-width'), 4);
    expect(stops).toEqual(['base', 'blink', 'fill-width']);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === served('/demo/fill-width'));
    await page.getByRole('heading', { name: 'fill-width', level: 1 }).waitFor();
  });

  it('closes the Demo sub-menu with Escape from inside it, focus back on its toggle', async () => {
    const { page } = await openHydrated('/');
    await tabTo(page, named('Demo pages'));
    await page.keyboard.press('Enter');
    const dropdown = page.locator('.dumi-default-navbar-dropdown').first();
    await dropdown.getByRole('link', { name: 'base' }).waitFor({ state: 'visible' });
    await tabTo(page, named('blink'), 2);
    await page.keyboard.press('Escape');
    await dropdown.getByRole('link', { name: 'base' }).waitFor({ state: 'hidden' });
    const toggle = page.getByRole('button', { name: 'Demo pages' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect((await focused(page))?.name).toBe('Demo pages');
  });

  it('closes the sub-menu again with Space on its toggle', async () => {
    const { page } = await openHydrated('/');
    await tabTo(page, named('Demo pages'));
    await page.keyboard.press(' ');
    const dropdown = page.locator('.dumi-default-navbar-dropdown').first();
    await dropdown.getByRole('link', { name: 'base' }).waitFor({ state: 'visible' });
    await page.keyboard.press(' ');
    await dropdown.getByRole('link', { name: 'base' }).waitFor({ state: 'hidden' });
    // Collapsed, the next Tab skips the sub-menu.
    await page.keyboard.press('Tab');
    expect((await focused(page))?.name).toBe('Playground');
  });

  it('switches the theme from its select with the arrow keys', async () => {
    const { page } = await openHydrated('/demo/base');
    await tabTo(page, (f) => f.tag === 'select');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-prefers-color') === 'dark',
    );
    // Focus stays on the select, with a ring in the dark theme.
    expect(await focused(page)).toMatchObject({ tag: 'select', ring: true, focusVisible: true });
  });

  it('follows the language link with Enter', async () => {
    const { page } = await openHydrated('/demo/blink');
    await tabTo(page, named('中文'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === served('/zh-CN/demo/blink'));
  });

  it('opens the small-screen menu with Enter on its toggle', async () => {
    const { page } = await openHydrated('/', { viewport: { width: 375, height: 720 } });
    await tabTo(page, named('Menu'));
    const toggle = page.getByRole('button', { name: 'Menu' });
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.locator('.dumi-default-navbar').getByRole('link', { name: 'Home' }).waitFor();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it.each([375, 900, 1024])(
    'at %i px, the menu opens from its button, Tab walks into it, Escape closes it back to the button',
    async (width) => {
      const { page } = await openHydrated('/', { viewport: { width, height: 720 } });
      await tabTo(page, named('Menu'));
      await page.keyboard.press('Enter');
      const toggle = page.getByRole('button', { name: 'Menu' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.locator('.dumi-default-navbar').getByRole('link', { name: 'Home' }).waitFor();
      // The first Tab goes into the open menu; every stop shows (tabTo checks each).
      const { stops } = await tabTo(page, named('Playground'), 6);
      expect(stops[0]).toBe('Home');
      await page.keyboard.press('Escape');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect((await focused(page))?.name).toBe('Menu');
      await page
        .locator('.dumi-default-navbar')
        .getByRole('link', { name: 'Home' })
        .waitFor({ state: 'hidden' });
    },
  );
});

// Below the width the header row needs, the nav and tools sit in the menu panel: Escape inside
// closes the innermost open thing first, then the panel, focus back on what opened each.
describe('Escape inside the open menu panel', () => {
  async function openPanel() {
    const { page } = await openHydrated('/', { viewport: { width: 900, height: 720 } });
    await tabTo(page, named('Menu'));
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await page.locator('.dumi-default-navbar').getByRole('link', { name: 'Home' }).waitFor();
    return page;
  }

  /** Escape closes what the button `name` opened, and gives focus back to that button. */
  async function escapeClosesBackTo(page: Page, name: string) {
    const control = page.getByRole('button', { name });
    expect(await control.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await control.getAttribute('aria-expanded')).toBe('false');
    expect((await focused(page))?.name).toBe(name);
  }

  it('closes the search results and the panel at once, focus back on Menu', async () => {
    const page = await openPanel();
    await tabTo(page, named('Type keywords...'));
    await page.keyboard.type('fill');
    const popover = page.locator('.dumi-default-search-popover');
    await popover
      .getByRole('link', { name: /fill-width/ })
      .first()
      .waitFor();
    await escapeClosesBackTo(page, 'Menu');
    await popover.waitFor({ state: 'hidden' });
  });

  it('closes the Demo sub-menu first, focus on its toggle, then the panel', async () => {
    const page = await openPanel();
    await tabTo(page, named('Demo pages'));
    await page.keyboard.press('Enter');
    await page
      .locator('.dumi-default-navbar-dropdown')
      .getByRole('link', { name: 'base' })
      .waitFor();
    await tabTo(page, named('blink'), 2);
    await escapeClosesBackTo(page, 'Demo pages');
    await escapeClosesBackTo(page, 'Menu');
  });
});

describe('the skip link', () => {
  it.each([
    ['/demo/base', 'Skip to content', 'Responsive'],
    ['/zh-CN/guide/faq', '跳到正文', null],
    ['/', 'Skip to content', null],
  ])(
    '%s: the first Tab stop is "%s"; Enter moves focus past the header to the content',
    async (path, label, firstControl) => {
      const { page } = await openHydrated(path);
      await page.keyboard.press('Tab');
      const first = await focused(page);
      expect(first).toMatchObject({ tag: 'a', name: label, ring: true, onScreen: true });
      await page.keyboard.press('Enter');
      const landed = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return {
          inHeader: Boolean(el.closest('header')),
          content: el.matches('.dumi-default-content, .dumi-default-hero'),
        };
      });
      expect(landed).toMatchObject({ inHeader: false, content: true });
      // The next Tab is in the content, not in the header or the side menu.
      await page.keyboard.press('Tab');
      const next = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return {
          inHeader: Boolean(el.closest('header')),
          inSidebar: Boolean(el.closest('.dumi-default-sidebar')),
          name: (el.getAttribute('aria-label') || el.innerText || '').trim(),
        };
      });
      expect(next).toMatchObject({ inHeader: false, inSidebar: false });
      if (firstControl) expect(next.name).toBe(firstControl);
    },
  );
});

describe('search without a mouse', () => {
  it('is reached with Tab; type, arrow down and Enter open the result', async () => {
    const { page } = await openHydrated('/');
    await tabTo(page, named('Type keywords...'));
    await page.keyboard.type('blink');
    const popover = page.locator('.dumi-default-search-popover');
    await popover.getByRole('link').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === served('/demo/blink'));
    await page.getByRole('heading', { name: 'blink', level: 1 }).waitFor();
  });

  it('opens with either shortcut, / or Ctrl+K, from anywhere and closes with Escape', async () => {
    const { page } = await openHydrated('/demo/base');
    // The shortcut is Cmd+K on Apple devices and Ctrl+K elsewhere, as the browser reports it.
    const apple = await page.evaluate(() => /mac|iphone|ipad/i.test(navigator.platform));
    const popover = page.locator('.dumi-default-search-popover');
    for (const [shortcut, query, result] of [
      [apple ? 'Meta+k' : 'Control+k', 'raw', 'Raw Render'],
      ['/', 'fill', 'fill-width'],
    ]) {
      // Focus back on the page itself, as after reading it.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press(shortcut);
      await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
      // The query replaces whatever the box held.
      await page.keyboard.press(apple ? 'Meta+a' : 'Control+a');
      await page.keyboard.type(query);
      await popover
        .getByRole('link', { name: new RegExp(result) })
        .first()
        .waitFor();
      await page.keyboard.press('Escape');
      await popover.waitFor({ state: 'hidden' });
    }
  });
});

describe('code blocks by keyboard', () => {
  it('Tab reaches the copy button of a code block, which shows while it has focus', async () => {
    const { page } = await openHydrated('/');
    const block = page.locator('article .dumi-default-source-code').first();
    const button = block.locator('.dumi-default-source-code-copy');
    // Out of sight until wanted: the pointer is elsewhere and nothing in the block has focus.
    expect(await button.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    for (let i = 0; i < 80; i += 1) {
      await page.keyboard.press('Tab');
      if (await button.evaluate((el) => el === document.activeElement)) break;
    }
    const shown = await button.evaluate((el) => ({
      focused: el === document.activeElement,
      visible: el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }),
      opacity: getComputedStyle(el).opacity,
      name: el.getAttribute('aria-label'),
    }));
    expect(shown).toEqual({ focused: true, visible: true, opacity: '1', name: 'Copy code' });
  });
});

describe('every page template by Tab, at 1280 and 390 px', () => {
  it.each(['/', '/demo/base', '/zh-CN/', '/zh-CN/demo/base'])(
    '%s: focus never stops out of sight or in the closed menu; one top-level entry is current',
    async (path) => {
      for (const viewport of [DESKTOP, PHONE]) {
        // Without the menus' fades: a stop is checked the moment it is reached.
        const { page } = await openHydrated(path, { viewport, reducedMotion: 'reduce' });
        const stops = await focusStops(page);
        expect(stops.count).toBeGreaterThan(3);
        expect({ viewport, outOfSight: stops.outOfSight }).toEqual({ viewport, outOfSight: [] });
        if (viewport === PHONE) await openPhoneMenu(page);
        expect(await currentEntries(page)).toEqual([currentEntry(path)]);
      }
    },
  );
});
