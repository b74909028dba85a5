import type { Page } from 'playwright-core';
import { openHydrated } from './a11y-helpers';
import {
  capturePost,
  decodeSandboxParameters,
  DEMOS,
  formField,
  PACKAGE_VERSION,
} from './demo-export-helpers';
import { openPage, siteUrl } from './harness';
import { waitForList } from './shown-list';

// What a visitor notices within a minute, checked on every page of its kind, in both languages.

const PHONE = { width: 390, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const NARROWEST = { width: 320, height: 700 };

const TITLES: Record<string, string> = {
  base: 'base',
  blink: 'blink',
  'fill-width': 'fill-width',
  'raw-render': 'Raw Render',
  'max-rows': 'max-rows',
  'collapse-from-start': 'collapse-from-start',
};
const DEMO_PATHS = Object.keys(TITLES).map((name) => `/demo/${name}`);
const LOCALES = [
  { prefix: '', home: 'Home', demo: 'Demo', playground: 'Playground', benchmark: 'Benchmark' },
  { prefix: '/zh-CN', home: '首页', demo: '示例', playground: '演练场', benchmark: '性能测试' },
];
const ALL_PAGES = LOCALES.flatMap(({ prefix }) => [
  prefix || '/',
  ...DEMO_PATHS.map((p) => prefix + p),
]);

const SANDBOX_ENDPOINT = /^https:\/\/codesandbox\.io\/api\/v1\/sandboxes\/define/;
const PLAYGROUND_ENDPOINT = /^https:\/\/codepen\.io\/pen\/define/;

/** Opens the phone menu with its button (it has to be there for its links to be reachable). */
async function openPhoneMenu(page: Page) {
  const button = page.locator('.dumi-default-header-menu-btn');
  await button.click();
  await page.locator('.dumi-default-header[data-mobile-active]').waitFor();
  // The menu fades in; wait until it is fully shown.
  await page.waitForFunction(
    () => getComputedStyle(document.querySelector('#site-header-menu') as Element).opacity === '1',
  );
}

describe('navigation state', () => {
  for (const { prefix, home, demo } of LOCALES) {
    for (const path of [prefix || '/', ...DEMO_PATHS.map((p) => prefix + p)]) {
      for (const viewport of [DESKTOP, PHONE]) {
        it(`marks exactly one top-level entry current on ${path} at ${viewport.width} px`, async () => {
          const { page } = await openHydrated(path, { viewport });
          if (viewport === PHONE) await openPhoneMenu(page);
          const current = await page
            .locator('.dumi-default-navbar > li > a.active')
            .allInnerTexts();
          expect(current.map((t) => t.trim())).toEqual([path.includes('/demo/') ? demo : home]);
        });
      }
    }
  }

  for (const { prefix, playground, benchmark } of LOCALES) {
    for (const [path, entry] of [
      [`${prefix}/playground`, playground],
      [`${prefix}/benchmark`, benchmark],
    ]) {
      it(`reaches ${path} from the top navigation, which marks it current there`, async () => {
        const { page } = await openHydrated(prefix || '/', { viewport: DESKTOP });
        await page
          .locator('.dumi-default-navbar')
          .getByRole('link', { name: entry, exact: true })
          .click();
        await page.waitForURL((url) => url.pathname === new URL(siteUrl(path)).pathname);
        await page.getByRole('heading', { name: entry, level: 1 }).waitFor();
        const current = await page.locator('.dumi-default-navbar > li > a.active').allInnerTexts();
        expect(current.map((t) => t.trim())).toEqual([entry]);
      });
    }
  }
});

/** Words in the first two columns (names and types) that the layout broke across lines. */
function brokenWordsInApiTable(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    const cells = document.querySelectorAll(
      'article table tbody td:is(:first-child, :nth-child(2))',
    );
    cells.forEach((cell) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index ?? 0);
          range.setEnd(node, (match.index ?? 0) + match[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    });
    return broken;
  });
}

describe('the API table', () => {
  for (const path of ['/', '/zh-CN']) {
    it(`never breaks a property name or type inside a word on ${path} at 1280 px`, async () => {
      const { page } = await openHydrated(path, { viewport: DESKTOP });
      await page.locator('article table tbody td').first().waitFor();
      expect(await brokenWordsInApiTable(page)).toEqual([]);
    });

    it(`scrolls sideways with its shadows and whole words on ${path} at 390 px`, async () => {
      const { page } = await openHydrated(path, { viewport: PHONE });
      const frame = page.locator('article .dumi-default-table-content');
      await frame.scrollIntoViewIfNeeded();
      expect(await brokenWordsInApiTable(page)).toEqual([]);
      const sizes = await frame.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(sizes[0]).toBeGreaterThan(sizes[1]);
      // A description keeps several words to a line.
      const narrowest = await page
        .locator('article table tbody td:nth-child(4)')
        .evaluateAll((cells) => Math.min(...cells.map((c) => c.getBoundingClientRect().width)));
      expect(narrowest).toBeGreaterThanOrEqual(150);
      await page.waitForSelector('article .dumi-default-table-content[data-right-folded]');
      await frame.evaluate((el) => el.scrollBy({ left: el.scrollWidth }));
      await page.waitForSelector('article .dumi-default-table-content[data-left-folded]');
      // The page itself does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
        true,
      );
    });
  }
});

describe('the TypeScript playground button', () => {
  for (const path of DEMO_PATHS) {
    it(`shows the letters of its icon, not a filled square, on ${path}`, async () => {
      const { page } = await openPage(path);
      const icon = page.locator('[data-action="ts-playground"] svg path');
      await icon.waitFor();
      // Points of the square that are not painted: the letters cut out of it.
      const unpainted = await icon.evaluate((path: SVGPathElement) => {
        let count = 0;
        for (let x = 3.25; x < 21; x += 0.5)
          for (let y = 3.25; y < 21; y += 0.5)
            if (!path.isPointInFill(new DOMPoint(x, y))) count += 1;
        return count;
      });
      expect(unpainted).toBeGreaterThan(20);
    });
  }
});

/** Presses Tab until focus leaves the page, describing every stop. */
async function tabStops(page: Page) {
  const stops: { name: string; visible: boolean; inClosedMenu: boolean }[] = [];
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const rect = el.getBoundingClientRect();
      const visible =
        rect.width > 0 &&
        rect.height > 0 &&
        el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
        rect.right > 0 &&
        rect.left < innerWidth;
      const header = el.closest('.dumi-default-header');
      const inClosedMenu =
        Boolean(el.closest('#site-header-menu')) &&
        innerWidth < 768 &&
        !header?.hasAttribute('data-mobile-active');
      const name = el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName;
      return { name: name.slice(0, 40), visible, inClosedMenu };
    });
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

describe('focus', () => {
  for (const path of ALL_PAGES) {
    for (const viewport of [PHONE, DESKTOP]) {
      it(`never stops on something out of sight on ${path} at ${viewport.width} px`, async () => {
        // Without the menus' fades: a stop is checked the moment it is reached.
        const { page } = await openHydrated(path, { viewport, reducedMotion: 'reduce' });
        const stops = await tabStops(page);
        expect(stops.length).toBeGreaterThan(3);
        expect(stops.filter((s) => !s.visible || s.inClosedMenu)).toEqual([]);
      });
    }
  }

  for (const { prefix } of LOCALES) {
    it(`goes into the phone menu right after it is opened with Enter (${prefix || 'en'})`, async () => {
      const { page } = await openHydrated(`${prefix}/demo/base`, {
        viewport: PHONE,
        reducedMotion: 'reduce',
      });
      await page.locator('.dumi-default-header-menu-btn').focus();
      await page.keyboard.press('Enter');
      await page.locator('.dumi-default-header[data-mobile-active]').waitFor();
      await page.waitForFunction(
        () =>
          getComputedStyle(document.querySelector('#site-header-menu') as Element).visibility ===
          'visible',
      );
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('#site-header-menu'))),
      ).toBe(true);
    });
  }

  it('closes the theme menu when focus tabs out of it', async () => {
    const { page } = await openHydrated('/demo/base', { viewport: DESKTOP });
    const trigger = page.locator('.site-color-switch-trigger');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.locator('.site-color-switch[data-state="open"]').waitFor();
    // The three choices, then out.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await page.locator('.site-color-switch[data-state="closed"]').waitFor();
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('.site-color-switch'))),
    ).toBe(false);
  });
});

/** The results listed for `query`: group headings, and each result's link and text. */
async function search(page: Page, query: string) {
  const input = page.locator('.dumi-default-search-bar-input');
  await input.click();
  await input.fill(query);
  await page.locator('.dumi-default-search-result dd').first().waitFor();
  return page.evaluate(() => ({
    groups: Array.from(document.querySelectorAll('.dumi-default-search-result dt'), (dt) =>
      (dt.textContent ?? '').trim(),
    ),
    results: Array.from(document.querySelectorAll('.dumi-default-search-result dd a'), (a) => ({
      href: a.getAttribute('href') ?? '',
      title: (a.querySelector('h4')?.textContent ?? '').trim(),
      text: (a.querySelector('p')?.textContent ?? '').trim(),
    })),
  }));
}

describe('search results', () => {
  for (const { prefix } of LOCALES) {
    it(`list the blink page once (${prefix || 'en'})`, async () => {
      const { page } = await openHydrated(prefix || '/');
      const { results } = await search(page, 'blink');
      const places = results.map((r) => `${r.href.replace(/#.*$/, '')} ${r.title}`);
      expect(places).toEqual([...new Set(places)]);
      expect(places.filter((p) => p.includes('/demo/blink'))).toHaveLength(1);
    });
  }

  it('show an API-table hit as its own cell, not the whole table run together', async () => {
    const { page } = await openHydrated('/');
    const { results } = await search(page, 'onVisibleChange');
    const hit = results.find((r) => r.text.includes('onVisibleChange'));
    expect(hit).toBeDefined();
    expect(hit?.text).not.toMatch(/PropertyTypeDefault|onVisibleChange\(|void-Called/);
  });

  it('give the Chinese home page its group heading, as the English one has', async () => {
    const { page } = await openHydrated('/zh-CN');
    const { groups, results } = await search(page, 'npm');
    expect(results.length).toBeGreaterThan(0);
    expect(groups).toContain('首页');
  });

  it('empty the box once a result is followed', async () => {
    const { page } = await openHydrated('/');
    await search(page, 'blink');
    await page.locator('.dumi-default-search-result dd a').first().click();
    await page.waitForURL(/\/demo\/blink/);
    await page.getByRole('heading', { name: 'blink', level: 1 }).waitFor();
    expect(await page.locator('.dumi-default-search-bar-input').inputValue()).toBe('');
  });
});

// Latin words a Chinese page may show: names of products and of the demos, code, the language link.
const NAMES =
  /rc-overflow|GitHub|TypeScript|Playground|CodeSandbox|CodePen|English|MIT|HTTP|npm|API|Raw Render|fill-width|max-rows|collapse-from-start|blink|base|tsx|Ctrl/g;

/** Visible texts, labels and tooltips on the page that contain Latin words and no Chinese. */
function englishOnPage(page: Page) {
  return page.evaluate((names) => {
    const pattern = new RegExp(names, 'g');
    // Code: blocks, their language label, inline code, the API table's property names, demos and
    // the live hero's sample tags (package names, as in the demos).
    const skipped =
      'pre, code, .dumi-default-source-code-language, article td:first-child, .dumi-default-previewer-demo, .site-live-row-box, script, style';
    const found = new Set<string>();
    const consider = (text: string | null) => {
      const value = (text ?? '').trim();
      if (!value || /[\u4e00-\u9fff]/.test(value)) return;
      if (/[A-Za-z]{2,}/.test(value.replace(pattern, ''))) found.add(value);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(skipped)) continue;
      if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      consider(node.textContent);
    }
    document.querySelectorAll('body *').forEach((el) => {
      if (el.closest(skipped) && !el.matches('.dumi-default-source-code-copy')) return;
      for (const attr of ['aria-label', 'title', 'alt', 'placeholder', 'data-dumi-tooltip'])
        consider(el.getAttribute(attr));
    });
    return [...found];
  }, NAMES.source);
}

describe('Chinese pages', () => {
  for (const path of ALL_PAGES.filter((p) => p.startsWith('/zh-CN'))) {
    for (const viewport of [DESKTOP, PHONE]) {
      it(`say everything in Chinese on ${path} at ${viewport.width} px`, async () => {
        const { page } = await openHydrated(path, { viewport });
        if (viewport === PHONE) await openPhoneMenu(page);
        expect(await englishOnPage(page)).toEqual([]);
      });
    }
  }

  it('name the footer, the star badge and code blocks in Chinese', async () => {
    const { page } = await openHydrated('/zh-CN');
    await page.locator('.dumi-default-footer').getByText('MIT').waitFor();
    expect(await page.locator('.dumi-default-footer').innerText()).toMatch(/[\u4e00-\u9fff]/);
    const badge = page.locator('.site-star-badge');
    expect(await badge.getAttribute('aria-label')).toMatch(/[\u4e00-\u9fff]/);
    expect(await badge.getAttribute('title')).toMatch(/[\u4e00-\u9fff]/);
    const copy = page.locator('.dumi-default-source-code-copy').first();
    expect(await copy.getAttribute('aria-label')).toBe('复制代码');
  });
});

describe('exports', () => {
  for (const demo of DEMOS) {
    const title = TITLES[demo.page.replace('/demo/', '')];
    it(`name the sandbox and the pen of ${demo.page} after the demo's page`, async () => {
      const { page } = await openHydrated(demo.page);
      const actions = page.locator('.dumi-default-previewer-actions').first();
      const sandbox = await capturePost(page, SANDBOX_ENDPOINT, () =>
        actions.getByRole('button', { name: 'Open in CodeSandbox' }).click(),
      );
      const { files } = decodeSandboxParameters(formField(sandbox.request, 'parameters'));
      const manifest = JSON.parse(files['package.json'].content);
      expect(manifest.name).not.toContain(demo.id);
      expect(manifest.name).toContain(title.toLowerCase().replace(/\s+/g, '-'));
      expect(manifest.description).not.toContain(demo.id);
      expect(manifest.description).toContain(title);
      expect(manifest.dependencies['rc-overflow']).toBe(PACKAGE_VERSION);
      const pen = await capturePost(page, PLAYGROUND_ENDPOINT, () =>
        actions.getByRole('button', { name: 'Open in CodePen' }).click(),
      );
      const data = JSON.parse(formField(pen.request, 'data'));
      expect(data.title).toBe(title);
    });
  }
});

describe('narrow screens', () => {
  for (const path of ALL_PAGES) {
    it(`do not scroll ${path} sideways at 320 px, and its demos fit their card`, async () => {
      const { page } = await openHydrated(path, { viewport: NARROWEST });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        NARROWEST.width,
      );
      const overflowing = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.dumi-default-previewer-demo')).flatMap((card) => {
          const edge = card.getBoundingClientRect().right + 0.5;
          return Array.from(card.querySelectorAll('*'))
            .filter((el) => el.getBoundingClientRect().right > edge)
            .map((el) => el.outerHTML.slice(0, 60));
        }),
      );
      expect(overflowing).toEqual([]);
    });
  }

  for (const path of DEMO_PATHS) {
    it(`fit ${path}'s demo in its card at 390 px`, async () => {
      const { page } = await openHydrated(path, { viewport: PHONE });
      const overflowing = await page.evaluate(() => {
        const card = document.querySelector('.dumi-default-previewer-demo') as Element;
        const edge = card.getBoundingClientRect().right + 0.5;
        return Array.from(card.querySelectorAll('*')).filter(
          (el) => el.getBoundingClientRect().right > edge,
        ).length;
      });
      expect(overflowing).toBe(0);
    });
  }
});

describe('standalone demo pages', () => {
  for (const demo of DEMOS) {
    const title = TITLES[demo.page.replace('/demo/', '')];
    it(`show ${demo.id} in the docs' typeface, titled "${title}"`, async () => {
      const docs = await openHydrated(demo.page);
      const docsFont = await docs.page
        .locator('.dumi-default-previewer-demo .rc-overflow')
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily);
      const { page } = await openHydrated(`/~demos/${demo.id}`);
      await page.waitForFunction((t) => document.title === `${t} - rc-overflow`, title);
      const font = await page
        .locator('.rc-overflow')
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily);
      expect(font).toBe(docsFont);
      expect(font).not.toContain('Times');
    });
  }
});

describe('the fill-width demo', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`keeps the suffix input within its row at ${viewport.width} px`, async () => {
      const { page } = await openHydrated('/demo/fill-width', { viewport });
      const input = page.getByRole('textbox', { name: 'Suffix' });
      await input.click();
      await input.pressSequentially('x'.repeat(80));
      await page.waitForFunction(() => {
        const field = document.querySelector('input[aria-label="Suffix"]') as HTMLInputElement;
        return field.value.length === 80;
      });
      const [inputWidth, rowWidth] = await input.evaluate((el) => [
        el.getBoundingClientRect().width,
        (el.closest('.rc-overflow') as Element).getBoundingClientRect().width,
      ]);
      expect(rowWidth).toBeLessThanOrEqual(300);
      expect(inputWidth).toBeLessThanOrEqual(rowWidth);
    });
  }
});

describe('the max-rows demo', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`keeps the tags in the rows chosen, inside the list, at ${viewport.width} px`, async () => {
      const { page } = await openHydrated('/demo/max-rows', { viewport });
      const list = page.locator('.dumi-default-previewer-demo .rc-overflow').first();
      const rows = page.getByRole('combobox', { name: 'Rows' });
      for (const count of [4, 1, 3]) {
        await rows.selectOption(String(count));
        const shown = await waitForList(list, { rows: count });
        expect(shown.overflows).toBe(false);
        expect(shown.restIndex).toBe(shown.texts.length - 1);
      }
    });
  }
});

describe('the collapse-from-start demo', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`always shows the current page, last, with "…" first, at ${viewport.width} px`, async () => {
      const { page } = await openHydrated('/demo/collapse-from-start', { viewport });
      const list = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('.rc-overflow');
      const slider = page.getByRole('slider', { name: 'Trail width' });
      await slider.focus();
      await page.keyboard.press('Home');
      const narrow = await waitForList(list, { items: 1, rows: 1 });
      await page.keyboard.press('End');
      const wide = await waitForList(list, { moreItemsThan: narrow.items, rows: 1 });
      for (const shown of [narrow, wide]) {
        expect(shown.texts[shown.texts.length - 1]).toMatch(/api$/);
        if (shown.restIndex >= 0) expect(shown.restIndex).toBe(0);
        expect(shown.overflows).toBe(false);
      }
    });
  }
});

describe('small things', () => {
  for (const { prefix } of LOCALES) {
    const label = prefix ? '复制代码' : 'Copy code';
    it(`keep every code block's copy button named "${label}" once highlighted`, async () => {
      const { page } = await openHydrated(prefix || '/');
      const buttons = page.locator('article .dumi-default-source-code-copy');
      const count = await buttons.count();
      expect(count).toBeGreaterThan(0);
      // Highlighting loads as a block comes near the viewport: bring each plain block (its
      // button carries no icon yet) into view until none is left.
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
  }

  it('shows the dark icon on the theme button from the first paint when dark is saved', async () => {
    const { page, context } = await openPage('/', {
      allowConsoleErrors: true,
      initScript: "localStorage.setItem('dumi:prefers-color', 'dark');",
    });
    // The app never loads: what shows is the prerendered HTML and the head script alone.
    await context.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(siteUrl('/'), { waitUntil: 'load' });
    expect(await page.evaluate(() => document.documentElement.dataset.prefersColor)).toBe('dark');
    const shown = await page
      .locator('.site-color-switch-trigger svg path')
      .evaluateAll((paths) =>
        paths
          .filter((p) => (p.closest('svg') as SVGElement).getBoundingClientRect().width > 0)
          .map((p) => p.getAttribute('d')),
      );
    expect(shown).toEqual([expect.stringMatching(/^M13\.5 10\.5/)]);
  });
});
