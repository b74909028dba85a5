import { openHydrated } from '../a11y-helpers';
import {
  capturePost,
  decodeSandboxParameters,
  DEMOS,
  formField,
  PACKAGE_BUILD,
} from '../demo-export-helpers';
import { siteUrl } from '../harness';
import { keptByPriority, readToolbar } from '../priority-demo';
import { waitForList } from '../shown-list';
import { DESKTOP, LOCALES, PHONE, search, TITLES } from '../site-visitor-helpers';

// What a visitor notices within a minute, beyond what every page shows (site-visitor-pages and
// site-visitor-phones): moving around, searching, exporting, and the demos' own controls.

const SANDBOX_ENDPOINT = /^https:\/\/codesandbox\.io\/api\/v1\/sandboxes\/define/;
const PLAYGROUND_ENDPOINT = /^https:\/\/codepen\.io\/pen\/define/;

describe('navigation', () => {
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

describe('focus', () => {
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
});

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
});

describe('Chinese pages', () => {
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

describe('a demo page and its standalone page', () => {
  for (const demo of DEMOS) {
    const title = TITLES[demo.page.replace('/demo/', '')];
    it(`${demo.page}: the sandbox and the pen are named after the page; /~demos/${demo.id} is titled "${title}" in the docs' typeface`, async () => {
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
      expect(manifest.dependencies['rc-overflow']).toBe(PACKAGE_BUILD.tarball);
      const pen = await capturePost(page, PLAYGROUND_ENDPOINT, () =>
        actions.getByRole('button', { name: 'Open in CodePen' }).click(),
      );
      const data = JSON.parse(formField(pen.request, 'data'));
      expect(data.title).toBe(title);

      const docsFont = await page
        .locator('.dumi-default-previewer-demo .rc-overflow')
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily);
      const standalone = (await openHydrated(`/~demos/${demo.id}`)).page;
      await standalone.waitForFunction((t) => document.title === `${t} - rc-overflow`, title);
      const font = await standalone
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

describe('the priority demo', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`keeps Save, and what "Show at least" asks for, inside the page at ${viewport.width} px`, async () => {
      const { page } = await openHydrated('/demo/priority', { viewport });
      const slider = page.getByRole('slider', { name: 'Toolbar width' });
      await slider.focus();
      await page.keyboard.press('End');
      const widest = await readToolbar(page, { rows: 1 });
      expect(widest.shown).toEqual(keptByPriority(widest.shown.length));
      expect(widest.overflows).toBe(false);
      await page.keyboard.press('Home');
      await readToolbar(page, { items: 1, rows: 1 });
      await page.getByRole('combobox', { name: 'Show at least' }).selectOption('4');
      const four = await readToolbar(page, { items: 4, rows: 1 });
      expect(four.shown).toEqual(keptByPriority(4));
      // What does not fit scrolls inside the toolbar's box, not the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
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
});
