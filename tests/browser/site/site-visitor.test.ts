import { openHydrated } from '../a11y-helpers';
import { siteUrl } from '../harness';
import { DESKTOP, LOCALES, PHONE } from '../site-visitor-helpers';

// What a visitor notices within a minute, beyond what every page shows (site-visitor-pages and
// site-visitor-phones): moving around, searching, exporting, and the demos' own controls.

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
