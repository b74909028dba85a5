import type { BrowserContext, Locator, Page } from 'playwright-core';
import API from '../../../docs/api.json';
import { docPages } from '../../../.dumi/build/docPages';
import { openHydrated } from '../a11y-helpers';
import { describeIndependentOfBase, itIndependentOfBase, openPage } from '../harness';
import { setTheme, served } from '../site-visitor-helpers';

const PHONE = { width: 375, height: 720 };
const STARS = 'https://img.shields.io/github/stars/';
const REPO = 'https://github.com/react-component/overflow';
const wideBadge = async (context: BrowserContext) => {
  const body = '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="20"/>';
  await context.route(`${STARS}**`, (r) => r.fulfill({ contentType: 'image/svg+xml', body }));
};
const DEMO_TITLES = docPages('demo').map((page) => page.title['en-US']);
const themeSelect = (page: Page) => page.getByRole('combobox', { name: /Theme|主题/ });
const colorAttr = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-prefers-color'));
const waitForColor = (page: Page, color: string) =>
  page.waitForFunction(
    (c) => document.documentElement.getAttribute('data-prefers-color') === c,
    color,
  );
const external = (link: Locator) =>
  link.evaluate((a) => {
    const icons = a.querySelectorAll('.site-external-link-icon').length;
    return `${['href', 'target', 'rel'].map((n) => a.getAttribute(n)).join(' ')}, ${icons} icon`;
  });

it('the header shows the logo, the nav with the demos as a dropdown, the GitHub links, the contents; outside links open safely', async () => {
  let asked: (url: string) => void = () => {};
  const badgeAsked = new Promise<string>((resolve) => (asked = resolve));
  const { page, externalRequests } = await openPage('/', {
    beforeLoad: async (context) => {
      context.on('requestfailed', (request) => {
        if (request.url().startsWith(STARS)) asked(request.url());
      });
    },
  });
  // The star badge is asked for, and blocked here (nothing outside answers a test): its text stays.
  expect(await badgeAsked).toBe(`${STARS}react-component/overflow?style=social`);
  await page.getByRole('link', { name: 'MIT license' }).waitFor();
  await page.waitForFunction(
    () => document.querySelector<HTMLImageElement>('.dumi-default-logo img')?.complete,
  );
  const seen = await page.evaluate(() => {
    const link = (selector: string) => document.querySelector(selector) as HTMLAnchorElement;
    const logo = link('.dumi-default-logo');
    const image = logo.querySelector('img') as HTMLImageElement;
    const local = new URL(image.src).host === location.host && image.naturalWidth > 0;
    const badge = link('.site-star-badge');
    const outside = document.querySelectorAll<HTMLAnchorElement>(
      'a[href^="http"]:not(.site-star-badge, .dumi-default-icon)',
    );
    const icons = (a: Element) => a.querySelectorAll('.site-external-link-icon').length;
    return {
      logo: `${logo.textContent} ${logo.getAttribute('href')}, ${local ? 'local' : 'outside'} image`,
      badge: `${badge.innerText} ${badge.href} ${badge.rel}, ${badge.querySelectorAll('img').length} image`,
      home: link('.dumi-default-navbar a').getAttribute('href'),
      outside:
        outside.length >= 3 &&
        Array.from(outside, (a) => `${a.href} ${a.target} ${a.rel}, ${icons(a)} icon`).filter(
          (line) => !line.endsWith(' _blank noopener noreferrer, 1 icon'),
        ),
    };
  });
  const repo = page
    .locator('.dumi-default-header')
    .getByRole('link', { name: 'rc-overflow on GitHub', exact: true });
  expect({
    ...seen,
    stars: externalRequests.filter((url) => url.startsWith(STARS)).length,
    repo: [await repo.getAttribute('href'), await repo.getAttribute('target')],
  }).toEqual({
    logo: `rc-overflow ${served('/')}, local image`,
    badge: `★ Star ${REPO} noopener noreferrer, 0 image`,
    home: served('/'),
    outside: [],
    stars: 1,
    repo: [REPO, '_blank'],
  });
  const toc = page.locator('.dumi-default-sidebar .dumi-default-toc');
  const entries = await toc
    .locator('li')
    .evaluateAll((els) => els.map((el) => `${el.getAttribute('data-depth')} ${el.textContent}`));
  expect(entries).toEqual([
    ...['2 Live demo', '2 Install', '2 Usage', '2 API', '3 Overflow.Item'],
    ...['2 Development', '3 Tests', '2 License'],
  ]);
  await page.getByRole('heading', { name: 'Browser tests', level: 4 }).waitFor();
  await toc.getByRole('link', { name: 'API' }).click();
  await page.waitForURL((url) => url.hash === '#api');
  const navbar = page.locator('.dumi-default-navbar');
  // The API page: a section per prop in the contents, edited as docs/api.json.
  await navbar.getByRole('link', { name: 'API', exact: true }).click();
  await page.getByRole('heading', { name: 'API', level: 1 }).waitFor();
  const props = API.tables.Overflow.map((row) => `3 ${row.name}`);
  expect({
    entries: await toc
      .locator('li')
      .evaluateAll((els) => els.map((el) => `${el.getAttribute('data-depth')} ${el.textContent}`)),
    edit: await page.getByRole('link', { name: /Edit this doc/ }).getAttribute('href'),
    updated: await page.locator('.dumi-default-content-footer time').getAttribute('datetime'),
    active: await navbar.locator('> li > a.active').allInnerTexts(),
  }).toEqual({
    entries: ['2 Overflow', ...props, '2 Overflow.Item', '2 useOverflow', '2 UseOverflowResult'],
    edit: `${REPO}/edit/main/docs/api.json`,
    updated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    active: ['API'],
  });
  await navbar.getByRole('link', { name: 'Demo', exact: true }).hover();
  const dropdown = navbar.locator('.dumi-default-navbar-dropdown');
  // The last entry shown means all are: on a loaded machine the page may still be hydrating.
  await dropdown.getByRole('link', { name: DEMO_TITLES[DEMO_TITLES.length - 1] }).waitFor();
  expect(await dropdown.getByRole('link').allInnerTexts()).toEqual(DEMO_TITLES);
  await dropdown.getByRole('link', { name: 'blink' }).click();
  await page.getByRole('heading', { name: 'blink', level: 1 }).waitFor();
  expect(await navbar.locator('> li > a.active').allInnerTexts()).toEqual(['Demo']);
});

/** 320, 1920 and, ±1 px, each min-/max-width of the header's rules and its row's max-width. */
const headerWidths = (page: Page) =>
  page.evaluate(() => {
    const widths = new Set([320, 1920]);
    const inHeader = (selector: string) =>
      Array.from(document.querySelectorAll('header, header *')).some((el) => el.matches(selector));
    const around = (px: number) => [px - 1, px, px + 1].forEach((w) => widths.add(w));
    const visit = (rules: CSSRuleList, media: string) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSMediaRule) visit(rule.cssRules, media + rule.conditionText);
        const styled = rule instanceof CSSStyleRule && inHeader(rule.selectorText);
        for (const [, px] of styled ? media.matchAll(/-width:\s*(\d+)px/g) : []) around(+px);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, '');
    around(parseFloat(getComputedStyle(document.querySelector('header > div')!).maxWidth));
    return [...widths].filter((w) => w >= 320 && w <= 1920).sort((a, b) => a - b);
  });

/** Neighbours in the header's bar under 8 px apart, items on two lines, off the bar's one row or
 * out of the window. An item spans its box and all it draws; the closed phone menu is not shown. */
const crowding = (page: Page) =>
  page.evaluate(() => {
    const shown = (el: Element) =>
      el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    // The aside's items: the search box among them is in a fieldset that has no box of its own.
    const items = document.querySelectorAll(
      'header :is(.dumi-default-logo, .dumi-default-header-menu-btn, .dumi-default-navbar > li, .dumi-default-header-right-aside > :not(fieldset), .dumi-default-header-right-aside > fieldset > *)',
    );
    const bar = document.querySelector('header > div')!.getBoundingClientRect();
    const middle = (bar.top + bar.bottom) / 2;
    const spans = [...items].filter(shown).map((el) => {
      const boxes = [el, ...el.querySelectorAll('img, svg')].map((e) => e.getBoundingClientRect());
      const lines: DOMRect[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        // Drawn text: not a closed sub-menu's, a select's options or a visually hidden label.
        const { parentElement: parent } = text as Text & { parentElement: HTMLElement };
        if (!shown(parent) || parent.closest('select') || parent.offsetWidth <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        lines.push(...Array.from(range.getClientRects()).filter((r) => r.width > 0));
      }
      boxes.push(...lines);
      // A second line's glyphs may overlap the first's (line-height under the font's): by its top.
      const tops = lines.map((r) => r.top);
      const secondLine =
        Math.max(...tops) - Math.min(...tops) > Math.min(...lines.map((r) => r.height)) / 2;
      const drawn = boxes.filter((r) => r.width > 0 && r.height > 0);
      const edges = (side: 'left' | 'right' | 'top' | 'bottom') => drawn.map((r) => r[side]);
      return {
        name: (el.ariaLabel || (el as HTMLElement).innerText.split('\n')[0]).trim(),
        left: Math.min(...edges('left')),
        right: Math.max(...edges('right')),
        wraps: secondLine || Math.max(...edges('top')) >= Math.min(...edges('bottom')),
        offRow: Math.min(...edges('top')) > middle || Math.max(...edges('bottom')) < middle,
      };
    });
    spans.sort((a, b) => a.left - b.left);
    return spans.flatMap(({ name, left, right, wraps, offRow }, i) => {
      const gap = i > 0 ? Math.round(left - spans[i - 1].right) : Infinity;
      return [
        gap < 8 ? `${spans[i - 1].name} | ${name}: ${gap} px` : '',
        wraps ? `${name} wraps` : '',
        offRow ? `${name} off the row` : '',
        left < 0 || right > innerWidth ? `${name} out of the window` : '',
      ].filter(Boolean);
    });
  });

// Between two widths tested the same rules apply: items keep their sizes (no wrap or shrink, the
// badge's box fixed) and margins; only the room between the nav and the aside grows with the width,
// up to the row's max-width. So each gap is least at a range's lowest width, tested, as is its top.
itIndependentOfBase(
  'the header never crowds: at each width where its layout changes, in both languages and themes, with a wide star badge or none, items keep 8 px apart on one line',
  async () => {
    const [found, badges]: string[][] = [[], []];
    for (const path of ['/', '/zh-CN/']) {
      // English: a badge far wider than the service's; Chinese: offline, the text in its place.
      const { page } = await openHydrated(path, {
        reducedMotion: 'reduce',
        ...(path === '/' && { beforeLoad: wideBadge }),
      });
      const badge = page.locator('.site-star-badge');
      if (path === '/') await badge.locator(`img[src^="${STARS}"]`).waitFor();
      badges.push(`${await badge.innerText()} ${(await badge.boundingBox())?.width}`);
      const widths = await headerWidths(page);
      expect(widths).toEqual(expect.arrayContaining([320, 1119, 1120, 1920]));
      for (const theme of ['light', 'dark']) {
        await setTheme(page, theme);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 });
          found.push(...(await crowding(page)).map((line) => `${path} ${theme} ${width}: ${line}`));
        }
      }
    }
    expect({ found, badges }).toEqual({ found: [], badges: [' 90', '★ 点星 90'] });
  },
);

it('the header lists the guides and the demos in the side menu, the current one marked, and links to the same page in Chinese, whose menu lists the guides in Chinese', async () => {
  const { page } = await openPage('/demo/fill-width');
  const sidebar = page.locator('.dumi-default-sidebar');
  await sidebar.getByText('Guide', { exact: true }).waitFor();
  await sidebar.getByText('Demo', { exact: true }).waitFor();
  const entries = () =>
    sidebar
      .locator('dd > a')
      .evaluateAll((as) =>
        as.map((a) => `${a.textContent?.trim()} ${(a as HTMLAnchorElement).pathname}`),
      );
  const guides = (lang: 'en-US' | 'zh-CN', prefix: string) =>
    docPages('guide').map((g) => `${g.title[lang]} ${served(prefix + g.link)}`);
  const titles = docPages('guide').map((g) => g.title['en-US']);
  const names = await sidebar.locator('dd > a').allInnerTexts();
  expect(names).toEqual(['rc-overflow', 'API', ...titles, ...DEMO_TITLES]);
  expect(await entries()).toEqual(expect.arrayContaining(guides('en-US', '')));
  expect(await sidebar.locator('dd > a.active').allInnerTexts()).toEqual(['fill-width']);
  const language = (name: string) =>
    page.locator('.dumi-default-header').getByRole('link', { name });
  expect(await language('中文').getAttribute('href')).toBe(served('/zh-CN/demo/fill-width'));
  await language('中文').click();
  await page.waitForURL((url) => url.pathname === served('/zh-CN/demo/fill-width'));
  await page.getByText('后缀是一个随内容变宽的输入框', { exact: false }).waitFor();
  await sidebar.getByText('指南', { exact: true }).waitFor();
  expect(await entries()).toEqual(expect.arrayContaining(guides('zh-CN', '/zh-CN')));
  expect(await language('English').getAttribute('href')).toBe(served('/demo/fill-width'));
});

itIndependentOfBase(
  'the theme switch offers light, dark and auto; the choice is saved, and a reload starts dark with no flash',
  async () => {
    const { page } = await openHydrated('/demo/base', {
      // The colour at the moment <body> first exists, before any app script runs.
      initScript: `new MutationObserver((_, observer) => {
        if (!document.body) return;
        window.__colorAtFirstBody = document.documentElement.getAttribute('data-prefers-color');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });`,
    });
    const theme = themeSelect(page);
    const options = (await theme.getByRole('option').allInnerTexts()).join(', ');
    const seen = `${await colorAttr(page)}, ${await theme.inputValue()}: ${options}`;
    expect(seen).toBe('light, light: Light Mode, Dark Mode, Follow System');
    await theme.selectOption('dark');
    await waitForColor(page, 'dark');
    expect(await page.evaluate(() => localStorage.getItem('dumi:prefers-color'))).toBe('dark');
    await page.reload();
    await page.locator('.dumi-default-header').waitFor();
    const atFirstBody = await page.evaluate(
      () => (window as { __colorAtFirstBody?: string }).__colorAtFirstBody,
    );
    expect([atFirstBody, await colorAttr(page)]).toEqual(['dark', 'dark']);
  },
);

itIndependentOfBase.each([
  ['', 'Edit this doc', 'blink.md', 'Last update'],
  ['/zh-CN', '编辑此文档', 'blink.zh-CN.md', '最后更新'],
])(
  '%s/demo/blink: the content footer links "%s" to the page source and shows when it changed',
  async (prefix, edit, source, updated) => {
    const { page } = await openPage(`${prefix}/demo/blink`);
    const link = await external(page.getByRole('link', { name: edit }));
    expect(link).toBe(`${REPO}/edit/main/docs/demo/${source} _blank noopener noreferrer, 1 icon`);
    const footer = page.locator('.dumi-default-content-footer');
    await footer.getByText(updated).waitFor();
    // Written without Intl (its locale data is a long task on a slow phone), as Intl writes it.
    const time = footer.locator('time').filter({ hasText: /\d/ });
    const [text, intl] = await time.evaluate((element) => {
      const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' });
      const when = Date.parse(element.getAttribute('datetime') as string);
      return [element.textContent, Number.isNaN(when) ? 'no date' : format.format(when)];
    });
    if (!prefix) expect(text).toBe(intl.replace(/\s/g, ' '));
  },
);

describeIndependentOfBase('small screens', () => {
  it('fold the menu behind a toggle; the theme switch keeps it open, a click elsewhere closes it; it animates unless reduced motion', async () => {
    const { page } = await openHydrated('/demo/base', { viewport: PHONE });
    const toggle = page.getByRole('button', { name: 'Menu' });
    const demoLink = page
      .locator('.dumi-default-navbar')
      .getByRole('link', { name: 'Demo', exact: true });
    const durations = () =>
      page.evaluate(() =>
        getComputedStyle(document.querySelector('.dumi-default-header-right') as Element)
          .transitionDuration.split(',')
          .map(parseFloat),
      );
    expect((await durations()).some((d) => d > 0)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await demoLink.waitFor({ state: 'hidden' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await demoLink.waitFor({ state: 'visible' });
    await themeSelect(page).dispatchEvent('click');
    await themeSelect(page).selectOption('dark');
    await waitForColor(page, 'dark');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.click(PHONE.width / 2, PHONE.height - 20);
    await demoLink.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect((await durations()).every((d) => d === 0)).toBe(true);
  });

  it('scroll the API table sideways with a shadow on each side that hides content', async () => {
    const { page } = await openPage('/#api', { viewport: { width: 900, height: 800 } });
    const scroller = page.locator('.dumi-default-table-content').first();
    const sides = (want: string) =>
      page.waitForFunction((w) => {
        const el = document.querySelector('.dumi-default-table-content') as Element;
        const seen = ['data-left-folded', 'data-right-folded'].map((a) => el.hasAttribute(a));
        return seen.join() === w;
      }, want);
    await sides('false,true');
    await scroller.evaluate((el) => el.scrollTo({ left: 40 }));
    await sides('true,true');
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await sides('true,false');
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.waitForFunction(() => {
      const el = document.querySelector('.dumi-default-table-content') as Element;
      return !el.hasAttribute('data-right-folded') && el.scrollWidth <= el.clientWidth + 1;
    });
  });
});

itIndependentOfBase.each([
  ['max-rows', '.rc-overflow-item span'],
  ['blink', '.rc-overflow-item > div'],
])(
  'the %s demo outlines its items solid at 3:1 or more, light and dark',
  async (demo, selector) => {
    const { page } = await openPage(`/demo/${demo}`);
    const tag = page.locator(`.dumi-default-previewer-demo ${selector}`).first();
    await tag.waitFor();
    const seen = [];
    for (const theme of ['light', 'dark']) {
      await setTheme(page, theme);
      seen.push(
        await tag.evaluate((el) => {
          const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
          const luminance = (rgba: number[]) =>
            rgba
              .map((c) => c / 255)
              .map((s) => (s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4))
              .reduce((sum, c, i) => sum + [0.2126, 0.7152, 0.0722][i] * c, 0);
          let behind: Element | null = el;
          while (behind && !/^rgb\(|, 1\)$/.test(getComputedStyle(behind).backgroundColor))
            behind = behind.parentElement;
          const background = rgb(
            behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)',
          );
          const style = getComputedStyle(el);
          // A translucent colour is seen blended with the background.
          const [r, g, b, alpha = 1] = rgb(style.borderTopColor);
          const border = [r, g, b].map((c, i) => c * alpha + background[i] * (1 - alpha));
          const [light, dark] = [luminance(border), luminance(background.slice(0, 3))].sort(
            (x, y) => y - x,
          );
          return `${style.borderTopStyle}, ${(light + 0.05) / (dark + 0.05) >= 3 ? 'enough' : 'too little'} contrast`;
        }),
      );
    }
    expect(seen).toEqual(['solid, enough contrast', 'solid, enough contrast']);
  },
);

it.each([
  ['/', 'Copy code'],
  ['/zh-CN', '复制代码'],
])(
  '%s: every copy button stays named "%s" once highlighted; Tab shows the first',
  async (path, label) => {
    const { page } = await openHydrated(path);
    const buttons = page.locator('article .dumi-default-source-code-copy');
    const button = buttons.first();
    expect(await button.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    const focused = () => button.evaluate((el) => el === document.activeElement);
    for (let i = 0; i < 80 && !(await focused()); i += 1) await page.keyboard.press('Tab');
    const shown = await button.evaluate((el) =>
      el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }),
    );
    expect(shown).toBe(true);
    // Highlighting loads as a block comes near the viewport: bring each plain block into view.
    await page.waitForFunction(() => {
      const plain = Array.from(
        document.querySelectorAll('article .dumi-default-source-code-copy'),
      ).find((el) => !el.querySelector('svg'));
      plain?.scrollIntoView({ block: 'center' });
      return !plain;
    });
    const labels = await buttons.evaluateAll((els) => els.map((el) => el.ariaLabel));
    expect([labels.length > 0, new Set(labels)]).toEqual([true, new Set([label])]);
  },
);
