import type { Page } from 'playwright-core';
import { docPages } from '../../../.dumi/lib/docPages';
import { openHydrated } from '../a11y-helpers';
import { describeIndependentOfBase, itIndependentOfBase, openPage, siteUrl } from '../harness';
import { LOCALES } from '../site-visitor-helpers';

const served = (p: string) => new URL(siteUrl(p)).pathname;
const PHONE = { width: 375, height: 720 };
const STARS = 'https://img.shields.io/github/stars/';
/** The menus' entries: the pages of docs/, in the order and under the titles their Markdown gives. */
const DEMO_TITLES = docPages('demo').map((page) => page.title['en-US']);
const GUIDE_TITLES = docPages('guide').map((page) => page.title['en-US']);

/** The theme switch: dumi's native select, labelled "Theme". */
const themeSelect = (page: Page) => page.getByRole('combobox', { name: /Theme|主题/ });

const colorAttr = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-prefers-color'));

async function waitForColor(page: Page, color: string) {
  await page.waitForFunction(
    (c) => document.documentElement.getAttribute('data-prefers-color') === c,
    color,
  );
}

async function expectExternal(link: ReturnType<Page['locator']>) {
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  expect(await link.locator('.site-external-link-icon').count()).toBe(1);
}

describe('the navbar', () => {
  it('shows the logo from a local file and the site title, linking home', async () => {
    const { page } = await openPage('/demo/base');
    const logo = page.locator('.dumi-default-logo');
    await logo.getByText('rc-overflow').waitFor();
    expect(await logo.getAttribute('href')).toBe(served('/'));
    const img = logo.locator('img');
    expect(new URL((await img.getAttribute('src')) as string, page.url()).host).toBe(
      new URL(page.url()).host,
    );
    await page.waitForFunction(() => {
      const el = document.querySelector('.dumi-default-logo img') as HTMLImageElement;
      return el.complete && el.naturalWidth > 0;
    });
  });

  it('has nav links, one with the demos as dropdown children', async () => {
    const { page } = await openPage('/');
    const navbar = page.locator('.dumi-default-navbar');
    expect(await navbar.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe(served('/'));
    await navbar.getByRole('link', { name: 'Demo', exact: true }).hover();
    const dropdown = navbar.locator('.dumi-default-navbar-dropdown');
    // The last entry shown means all are: on a loaded machine the page may still be hydrating.
    await dropdown.getByRole('link', { name: DEMO_TITLES[DEMO_TITLES.length - 1] }).waitFor();
    const children = await dropdown.getByRole('link').allInnerTexts();
    expect(children).toEqual(DEMO_TITLES);
    await dropdown.getByRole('link', { name: 'blink' }).click();
    await page.getByRole('heading', { name: 'blink', level: 1 }).waitFor();
  });

  itIndependentOfBase('links to the repository from its GitHub icon, in a new tab', async () => {
    const { page } = await openPage('/');
    const repo = page
      .locator('.dumi-default-header')
      .getByRole('link', { name: 'rc-overflow on GitHub', exact: true });
    expect(await repo.getAttribute('href')).toBe('https://github.com/react-component/overflow');
    expect(await repo.getAttribute('target')).toBe('_blank');
  });

  itIndependentOfBase(
    'shows the star-count badge from the badge service, its text standing in when blocked',
    async () => {
      let asked: (url: string) => void = () => {};
      const badgeAsked = new Promise<string>((resolve) => (asked = resolve));
      const { page, externalRequests } = await openPage('/', {
        beforeLoad: async (context) => {
          context.on('requestfailed', (request) => {
            if (request.url().startsWith(STARS)) asked(request.url());
          });
        },
      });
      const badge = page.getByRole('link', { name: 'Star rc-overflow on GitHub' });
      expect(await badge.getAttribute('href')).toBe('https://github.com/react-component/overflow');
      expect(await badge.getAttribute('rel')).toBe('noopener noreferrer');
      // Asked for, and blocked here (nothing outside the machine answers a test): the text stays.
      expect(await badgeAsked).toBe(`${STARS}react-component/overflow?style=social`);
      expect(externalRequests.filter((url) => url.startsWith(STARS))).toHaveLength(1);
      expect(await badge.innerText()).toBe('★ Star');
      expect(await badge.getByRole('img').count()).toBe(0);
    },
  );

  itIndependentOfBase('shows the badge image once the badge service has answered', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="20"></svg>';
    const { page } = await openPage('/', {
      beforeLoad: async (context) => {
        await context.route(`${STARS}**`, (route) =>
          route.fulfill({ contentType: 'image/svg+xml', body: svg }),
        );
      },
    });
    const badge = page.getByRole('link', { name: 'Star rc-overflow on GitHub' });
    await badge.locator(`img[src^="${STARS}"]`).waitFor();
    expect(await badge.innerText()).toBe('');
  });
});

describeIndependentOfBase('external links', () => {
  it('open in a new tab with rel="noopener noreferrer" and an icon, everywhere on a page', async () => {
    const { page } = await openPage('/');
    await page.getByRole('link', { name: 'MIT license' }).waitFor();
    const links = page.locator('a[href^="http"]');
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(4); // navbar, hero, content, edit link
    for (let i = 0; i < count; i += 1) {
      const link = links.nth(i);
      // The header's badge and GitHub icon are pictures already.
      if (await link.evaluate((a) => a.matches('.site-star-badge, .dumi-default-icon'))) {
        expect(await link.getAttribute('target')).toBe('_blank');
        continue;
      }
      await expectExternal(link);
    }
  });
});

describeIndependentOfBase('the theme switch', () => {
  it('offers dark, light and auto; the choice is saved and applied to <html>', async () => {
    const { page } = await openHydrated('/');
    expect(await colorAttr(page)).toBe('light');
    const theme = themeSelect(page);
    expect(await theme.inputValue()).toBe('light');
    expect(await theme.getByRole('option').allInnerTexts()).toEqual([
      'Light Mode',
      'Dark Mode',
      'Follow System',
    ]);
    await theme.selectOption('dark');
    await waitForColor(page, 'dark');
    expect(await page.evaluate(() => localStorage.getItem('dumi:prefers-color'))).toBe('dark');
  });

  it('keeps the choice across a reload with no flash of the other theme', async () => {
    const { page } = await openPage('/demo/base', {
      // Record the colour at the moment <body> first exists, before any app script runs.
      initScript: `
        localStorage.setItem('dumi:prefers-color', 'dark');
        new MutationObserver((_, observer) => {
          if (document.body) {
            window.__colorAtFirstBody = document.documentElement.getAttribute('data-prefers-color');
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      `,
    });
    await page.locator('.dumi-default-header').waitFor();
    expect(
      await page.evaluate(() => (window as unknown as Record<string, unknown>).__colorAtFirstBody),
    ).toBe('dark');
    expect(await colorAttr(page)).toBe('dark');
    await page.reload();
    await page.locator('.dumi-default-header').waitFor();
    expect(await colorAttr(page)).toBe('dark');
  });

  it('auto follows the system colour scheme, live when it changes', async () => {
    const { page } = await openPage('/', {
      colorScheme: 'dark',
      initScript: `localStorage.setItem('dumi:prefers-color', 'auto')`,
    });
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLSelectElement>('.site-color-switch select')?.value === 'auto',
    );
    await waitForColor(page, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await waitForColor(page, 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await waitForColor(page, 'dark');
  });
});

describe('the language switch', () => {
  it('with two locales, is a link to the same page in the other language', async () => {
    const { page } = await openPage('/demo/fill-width');
    const toChinese = page.locator('.dumi-default-header').getByRole('link', { name: '中文' });
    expect(await toChinese.getAttribute('href')).toBe(served('/zh-CN/demo/fill-width'));
    await toChinese.click();
    await page.waitForURL((url) => url.pathname === served('/zh-CN/demo/fill-width'));
    await page.getByText('后缀是一个随内容变宽的输入框', { exact: false }).waitFor();
    const toEnglish = page.locator('.dumi-default-header').getByRole('link', { name: 'English' });
    expect(await toEnglish.getAttribute('href')).toBe(served('/demo/fill-width'));
  });
});

describe('the side menu', () => {
  it(`lists the home page, a Guide group and a Demo group with the ${DEMO_TITLES.length} demos`, async () => {
    const { page } = await openPage('/demo/base');
    const sidebar = page.locator('.dumi-default-sidebar');
    await sidebar.waitFor();
    await sidebar.getByText('Guide', { exact: true }).waitFor();
    await sidebar.getByText('Demo', { exact: true }).waitFor();
    const pages = await sidebar.locator('dd > a').allInnerTexts();
    expect(pages).toEqual(['rc-overflow', ...GUIDE_TITLES, ...DEMO_TITLES]);
    expect(await sidebar.getByRole('link', { name: 'base' }).getAttribute('class')).toContain(
      'active',
    );
  });

  itIndependentOfBase(
    'lists the headings of depth 2 and 3 of the current page, not deeper ones',
    async () => {
      const { page } = await openPage('/');
      const toc = page.locator('.dumi-default-sidebar .dumi-default-toc');
      await toc.waitFor();
      const entries = await toc
        .locator('li')
        .evaluateAll((els) => els.map((el) => [el.textContent, el.getAttribute('data-depth')]));
      // One section per prop under API.
      const props = [
        'data',
        'renderItem',
        'renderRawItem',
        'itemKey',
        'maxCount',
        'maxRows',
        'collapseFrom',
        'itemPriority',
        'minVisible',
        'orientation',
        'renderRest',
        'renderRawRest',
        'prefix',
        'suffix',
        'itemWidth',
        'component',
        'itemComponent',
        'prefixCls',
        'onVisibleChange',
        'ssr',
        'className',
        'style',
      ];
      expect(entries).toEqual([
        ['Live demo', '2'],
        ['Install', '2'],
        ['Usage', '2'],
        ['API', '2'],
        ...props.map((prop) => [prop, '3']),
        ['Overflow.Item', '2'],
        ['Development', '2'],
        ['Tests', '3'],
        ['License', '2'],
      ]);
      await page.getByRole('heading', { name: 'Browser tests', level: 4 }).waitFor();
      await toc.getByRole('link', { name: 'API' }).click();
      await page.waitForURL((url) => url.hash === '#api');
    },
  );
});

describe('the content footer', () => {
  itIndependentOfBase(
    'links "Edit this doc" to the page source and shows "Last update"',
    async () => {
      const { page } = await openPage('/demo/blink');
      const edit = page.getByRole('link', { name: 'Edit this doc' });
      expect(await edit.getAttribute('href')).toBe(
        'https://github.com/react-component/overflow/edit/main/docs/demo/blink.md',
      );
      await expectExternal(edit);
      const footer = page.locator('.dumi-default-content-footer');
      await footer.getByText('Last update').waitFor();
      const iso = await footer.locator('time').getAttribute('datetime');
      expect(Number.isNaN(Date.parse(iso as string))).toBe(false);
      // Written without Intl (its locale data is a long task on a slow phone), as Intl writes it.
      const time = footer.locator('time');
      await page.waitForFunction(
        () => document.querySelector('.dumi-default-content-footer time')?.textContent,
      );
      const written = await time.evaluate((element) => {
        const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' });
        const when = Date.parse(element.getAttribute('datetime') as string);
        return { ours: element.textContent, intl: format.format(when).replace(/\s/g, ' ') };
      });
      expect(written.ours).toBe(written.intl);
    },
  );

  itIndependentOfBase('is in Chinese under the zh-CN locale', async () => {
    const { page } = await openPage('/zh-CN/demo/blink');
    const edit = page.getByRole('link', { name: '编辑此文档' });
    expect(await edit.getAttribute('href')).toBe(
      'https://github.com/react-component/overflow/edit/main/docs/demo/blink.zh-CN.md',
    );
    await page.locator('.dumi-default-content-footer').getByText('最后更新').waitFor();
  });
});

describeIndependentOfBase('small screens', () => {
  it('collapse the menu behind a toggle; a click anywhere else closes it', async () => {
    const { page } = await openPage('/demo/base', { viewport: PHONE });
    const toggle = page.getByRole('button', { name: 'Menu' });
    const demoLink = page
      .locator('.dumi-default-navbar')
      .getByRole('link', { name: 'Demo', exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await demoLink.waitFor({ state: 'hidden' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await demoLink.waitFor({ state: 'visible' });
    await page.mouse.click(PHONE.width / 2, PHONE.height - 20);
    await demoLink.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('a click on the theme switch keeps the menu open; one elsewhere closes it', async () => {
    const { page } = await openHydrated('/demo/base', { viewport: PHONE });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    // A click only: the native list it would open is the browser's, outside the page.
    await themeSelect(page).dispatchEvent('click');
    await themeSelect(page).selectOption('dark');
    await waitForColor(page, 'dark');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.click(PHONE.width / 2, PHONE.height - 20);
    await page.waitForFunction(
      () =>
        document
          .querySelector('[aria-controls="site-header-menu"]')
          ?.getAttribute('aria-expanded') === 'false',
    );
  });

  it('the menu animates, except under prefers-reduced-motion', async () => {
    const durations = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { page } = await openPage('/demo/base', { viewport: PHONE, reducedMotion });
      await page.getByRole('button', { name: 'Menu' }).waitFor();
      return page.evaluate(() =>
        ['.dumi-default-header-right'].map(
          (selector) =>
            getComputedStyle(document.querySelector(selector) as Element).transitionDuration,
        ),
      );
    };
    const normal = await durations('no-preference');
    expect(normal.every((d) => d.split(',').some((part) => parseFloat(part) > 0))).toBe(true);
    const reduced = await durations('reduce');
    expect(reduced.every((d) => d.split(',').every((part) => parseFloat(part) === 0))).toBe(true);
  });

  // On a tablet, where the table is wider than the column (on a phone each row is a card).
  it('the API table scrolls sideways with a shadow on each side that hides content', async () => {
    const { page } = await openPage('/#api', { viewport: { width: 900, height: 800 } });
    const scroller = page.locator('.dumi-default-table-content').first();
    await scroller.waitFor();
    const sides = () =>
      scroller.evaluate((el) => [
        el.hasAttribute('data-left-folded'),
        el.hasAttribute('data-right-folded'),
      ]);
    await page.waitForFunction(() =>
      document.querySelector('.dumi-default-table-content')?.hasAttribute('data-right-folded'),
    );
    expect(await sides()).toEqual([false, true]);
    await scroller.evaluate((el) => el.scrollTo({ left: 40 }));
    await page.waitForFunction(() =>
      document.querySelector('.dumi-default-table-content')?.hasAttribute('data-left-folded'),
    );
    expect(await sides()).toEqual([true, true]);
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await page.waitForFunction(
      () =>
        !document.querySelector('.dumi-default-table-content')?.hasAttribute('data-right-folded'),
    );
    expect(await sides()).toEqual([true, false]);
    // Widening the window so the table fits removes both shadows.
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.waitForFunction(() => {
      const el = document.querySelector('.dumi-default-table-content');
      return el && !el.hasAttribute('data-right-folded') && el.scrollWidth <= el.clientWidth + 1;
    });
  });
});

/**
 * The contrast of an element's `property` colour (its text `color`, a `borderTopColor`) against
 * the first opaque background behind it, to one decimal, and its text shadow (with one, axe-core
 * cannot tell the contrast).
 */
function contrastOf(element: ReturnType<Page['locator']>, property: 'color' | 'borderTopColor') {
  return element.evaluate((el, prop) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r, g, b].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    let background = 'rgb(255, 255, 255)';
    for (let behind: Element | null = el; behind; behind = behind.parentElement) {
      const value = getComputedStyle(behind).backgroundColor;
      if (rgb(value).length === 3 || rgb(value)[3] === 1) {
        background = value;
        break;
      }
    }
    const style = getComputedStyle(el);
    // A translucent colour is seen blended with the background.
    const [r, g, b, alpha = 1] = rgb(style[prop]);
    const seen = [r, g, b].map((c, i) => c * alpha + rgb(background)[i] * (1 - alpha));
    const [light, dark] = [luminance(seen), luminance(rgb(background))].sort((a, b) => b - a);
    return {
      contrast: Math.round(((light + 0.05) / (dark + 0.05)) * 10) / 10,
      shadow: style.textShadow,
    };
  }, property);
}

const THEMES = ['light', 'dark'] as const;
const inTheme = (colorScheme: (typeof THEMES)[number]) => ({
  colorScheme,
  initScript: `localStorage.setItem('dumi:prefers-color', '${colorScheme}')`,
});

describeIndependentOfBase('the 404 page', () => {
  it.each(THEMES)(
    'shows its heading at 4.5:1 or more against the page in the %s theme',
    async (theme) => {
      // The page answers with status 404, which the browser logs.
      const { page } = await openPage('/no-such-page', {
        ...inTheme(theme),
        allowConsoleErrors: true,
      });
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await colorAttr(page)).toBe(theme);
      const look = await contrastOf(heading, 'color');
      expect(look.shadow).toBe('none');
      expect(look.contrast).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describeIndependentOfBase('the demos with outlined items', () => {
  const CASES = THEMES.flatMap((theme) => [
    { demo: 'max-rows', selector: '.rc-overflow-item span', theme },
    { demo: 'blink', selector: '.rc-overflow-item > div', theme },
  ]);
  it.each(CASES)(
    "outline the $demo demo's items at 3:1 or more against the page in the $theme theme",
    async ({ demo, selector, theme }) => {
      const { page } = await openPage(`/demo/${demo}`, inTheme(theme));
      const tag = page.locator(`.dumi-default-previewer-demo ${selector}`).first();
      await tag.waitFor();
      expect(await colorAttr(page)).toBe(theme);
      // An outline drawn some other way (a shadow) would leave the border's colour unseen.
      expect(await tag.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
      expect((await contrastOf(tag, 'borderTopColor')).contrast).toBeGreaterThanOrEqual(3);
    },
  );
});

describe('the top navigation', () => {
  it.each(LOCALES)(
    'reaches the playground and the benchmark, marking each current ($prefix)',
    async (locale) => {
      const { page } = await openHydrated(locale.prefix || '/');
      for (const [path, entry] of [
        [`${locale.prefix}/playground`, locale.playground],
        [`${locale.prefix}/benchmark`, locale.benchmark],
      ]) {
        await page
          .locator('.dumi-default-navbar')
          .getByRole('link', { name: entry, exact: true })
          .click();
        await page.waitForURL((url) => url.pathname === served(path));
        await page.getByRole('heading', { name: entry, level: 1 }).waitFor();
        const current = await page.locator('.dumi-default-navbar > li > a.active').allInnerTexts();
        expect(current.map((t) => t.trim())).toEqual([entry]);
      }
    },
  );

  it.each(LOCALES)(
    'on a phone, takes focus into its menu right after Enter opens it ($prefix)',
    async ({ prefix }) => {
      const { page } = await openHydrated(`${prefix}/demo/base`, {
        viewport: PHONE,
        reducedMotion: 'reduce',
      });
      await page.locator('.dumi-default-header-menu-btn').focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () =>
          getComputedStyle(document.querySelector('#site-header-menu') as Element).visibility ===
          'visible',
      );
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('#site-header-menu'))),
      ).toBe(true);
    },
  );
});

describe('code blocks', () => {
  it.each([
    ['/', 'Copy code'],
    ['/zh-CN', '复制代码'],
  ])('%s: every copy button stays named "%s" once highlighted', async (path, label) => {
    const { page } = await openHydrated(path);
    const buttons = page.locator('article .dumi-default-source-code-copy');
    const count = await buttons.count();
    expect(count).toBeGreaterThan(0);
    // Highlighting loads as a block comes near the viewport: bring each plain block into view.
    await page.waitForFunction(() => {
      const plain = Array.from(
        document.querySelectorAll('article .dumi-default-source-code-copy'),
      ).find((button) => !button.querySelector('svg'));
      plain?.scrollIntoView({ block: 'center' });
      return !plain;
    });
    expect(
      await buttons.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label'))),
    ).toEqual(Array(count).fill(label));
  });
});
