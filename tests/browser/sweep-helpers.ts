import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, violationLines } from './a11y-helpers';
import { openPage, siteUrl, waitForHydrated } from './harness';
import { SITE_DIR } from './site-build';
import { setTheme } from './site-visitor-helpers';
import { languageOf, otherLanguageOn } from './ui-language';

export const base = () => process.env.SITE_BASE || '/';
const root = process.env.SITE_RUN_DIR || SITE_DIR;

/** A path under the router base as a site path (the base without its slash is `/`). */
export function stripBase(pathname: string): string {
  if (pathname.startsWith(base())) return `/${pathname.slice(base().length)}`;
  return base() !== '/' && pathname === base().slice(0, -1) ? '/' : pathname;
}

export function builtPages(): string[] {
  const found: string[] = [];
  const walk = (dir: string, sitePath: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile() && entry.name === 'index.html') found.push(sitePath || '/');
      if (!entry.isDirectory() || entry.name.startsWith(':') || entry.name === '_demos') continue;
      walk(path.join(dir, entry.name), `${sitePath}/${entry.name}`);
    }
  };
  walk(root, '');
  return found.sort();
}

/** Pages no link leads to (the crawl misses them); they answer with status 404. */
export const UNLINKED_PAGES = ['/no-such-page', '/zh-CN/no-such-page', '/~demos/no-such-demo'];

export const TEMPLATES = [
  '/',
  '/demo/base',
  '/guide/faq',
  '/playground',
  '/benchmark',
  '/~demos/docs-demo-base-demo-base',
  '/zh-CN/',
  '/zh-CN/demo/base',
];

/** Answers the app's script empty: pages stay as served, as a reader sees them before hydration. */
export async function holdBackApp(context: BrowserContext): Promise<void> {
  await context.route(/\/umi\.[0-9a-f]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
}

/** The lowest width of each media query range (dumi's 767/1024, the header's fold at 1120). */
const WIDTHS = [320, 640, 768, 1025, 1120, 1280];
/** Where the content column is narrowest; pages of a template differ only there. */
const CONTENT_WIDTHS = [320, 768, 1025];
const ROW_FITS = 1120;
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const notFound = (p: string) => UNLINKED_PAGES.includes(p);

async function brokenLinks(page: Page): Promise<string[]> {
  const { links, ids } = await page.evaluate(() => ({
    links: Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
      .filter((a) => a.origin === location.origin)
      .map((a) => [a.pathname, decodeURIComponent(a.hash.slice(1))]),
    ids: Array.from(document.querySelectorAll('[id]'), (el) => el.id),
  }));
  const here = stripBase(new URL(page.url()).pathname);
  return links.flatMap(([pathname, hash]) => {
    const target = stripBase(pathname);
    const served = path.join(root, decodeURIComponent(target));
    const file = [path.join(served, 'index.html'), served].find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    );
    // A page not found links to its twin in the other language, not found either.
    if (!file) return notFound(target) ? [] : [`${target}: the build wrote no such page`];
    if (!hash) return [];
    const found =
      target.replace(/\/$/, '') === here.replace(/\/$/, '')
        ? ids.includes(hash)
        : fs.readFileSync(file, 'utf8').includes(`id="${hash}"`);
    return found ? [] : [`${target}#${hash}: no such id`];
  });
}

async function wrongWidths(page: Page, widths = WIDTHS) {
  const wrong: Record<number, unknown> = {};
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const seen = await page.evaluate(async (rowFits) => {
      // After the next frame: lists have measured and settled; the width's transitions ended.
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      for (const a of document.getAnimations()) if (a instanceof CSSTransition) a.finish();
      const sideways = document.documentElement.scrollWidth - innerWidth;
      const outOfCard = Array.from(
        document.querySelectorAll('.dumi-default-previewer-demo'),
      ).flatMap((card) => {
        const edge = card.getBoundingClientRect().right + 0.5;
        return Array.from(card.querySelectorAll('*'))
          .filter((el) => el.getBoundingClientRect().right > edge)
          .map((el) => el.outerHTML.slice(0, 60));
      });
      const items = Array.from(
        document.querySelectorAll(
          '.dumi-default-logo, .dumi-default-navbar > li > a, .dumi-default-header-right-aside > *',
        ),
      );
      const header = Boolean(document.querySelector('.dumi-default-header'));
      const menu = document.querySelector('.dumi-default-header-menu-btn');
      const folded = Boolean(menu?.checkVisibility());
      // One line: every text line and icon of the item overlaps the others vertically.
      const wrapped = items.filter((item) => {
        const boxes = Array.from(item.querySelectorAll('img, svg')).map((el) =>
          el.getBoundingClientRect(),
        );
        const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || node.parentElement?.closest('select')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          boxes.push(...Array.from(range.getClientRects()));
        }
        const shown = boxes.filter((b) => b.width > 0 && b.height > 0);
        return (
          shown.length > 1 &&
          Math.max(...shown.map((b) => b.top)) >= Math.min(...shown.map((b) => b.bottom))
        );
      });
      const outside = items.filter((item) => {
        const box = item.getBoundingClientRect();
        return !folded && (box.left < 0 || box.right > innerWidth);
      });
      const name = (el: Element) => `"${(el.textContent || el.className).trim().slice(0, 30)}"`;
      const problems = {
        sideways: Math.max(0, sideways),
        outOfCard: outOfCard.join(' '),
        foldedWrongly: header && folded !== innerWidth < rowFits,
        wrapped: wrapped.map(name).join(' '),
        outside: outside.map(name).join(' '),
      };
      return Object.entries(problems).filter(([, value]) => value);
    }, ROW_FITS);
    if (seen.length) wrong[width] = seen;
  }
  return wrong;
}

const serious = (lines: Awaited<ReturnType<typeof axeViolations>>) =>
  violationLines(lines.filter(({ impact }) => impact === 'serious' || impact === 'critical'));

type Part = 'en' | 'zh' | 'demos';
const partOf = (p: string): Part =>
  p.startsWith('/zh-CN') ? 'zh' : p.startsWith('/~demos') ? 'demos' : 'en';

export function sweepPages(part: Part): void {
  const mine = (pages: string[]) => pages.filter((p) => partOf(p) === part);
  it.each(mine([...builtPages(), ...UNLINKED_PAGES]))(
    '%s hydrates clean; its own language; links resolve; axe, and dark and widths unless a twin',
    async (sitePath) => {
      const { page, errors } = await openPage(sitePath, {
        allowConsoleErrors: true,
        reducedMotion: 'reduce',
      });
      const failed: string[] = [];
      page.on('response', (response) => {
        const expected = notFound(sitePath) && response.request().resourceType() === 'document';
        if (response.status() >= 400 && !expected)
          failed.push(`${response.status()} ${response.url()}`);
      });
      await waitForHydrated(page);
      const theme = await page.evaluate(() => document.documentElement.dataset.prefersColor);
      expect(theme).toBe('light');
      const language = await otherLanguageOn(page, languageOf(sitePath));
      const links = await brokenLinks(page);
      // The demos' code too: every "Show code" opened, so the highlighted sources are checked.
      const toggles = page.locator('.dumi-default-previewer-actions button[aria-expanded="false"]');
      for (let i = await toggles.count(); i > 0; i -= 1) await toggles.first().click();
      // A router base changes addresses only: axe and widths are proven at the root base. A
      // Chinese page's colours and widths are its English twin's, and a standalone demo's are its
      // card's on the demo page, unless it is a template.
      const [atRoot, template] = [base() === '/', TEMPLATES.includes(sitePath)];
      const whole = atRoot && (template || part === 'en');
      const light = atRoot ? serious(await axeViolations(page)) : [];
      if (whole) await setTheme(page, 'dark');
      const dark = whole ? serious(await axeViolations(page, COLOUR_RULES)) : [];
      const widths = whole ? await wrongWidths(page, template ? WIDTHS : CONTENT_WIDTHS) : {};
      // A page not found answers 404, which the browser logs; nothing else may be logged.
      const logged = errors.filter((e) => !(notFound(sitePath) && /status of 404/.test(e)));
      const found = { logged, failed, language, links, light, dark, widths };
      expect(Object.entries(found).filter(([, seen]) => Object.keys(seen).length)).toEqual([]);
    },
  );

  it.each(mine([...TEMPLATES, ...UNLINKED_PAGES.slice(1)]))(
    '%s as served, before its script runs, speaks its own language and fits every width',
    async (sitePath) => {
      const { page } = await openPage(sitePath, {
        allowConsoleErrors: notFound(sitePath),
        beforeLoad: holdBackApp,
      });
      const language = await otherLanguageOn(page, languageOf(sitePath));
      const widths = await wrongWidths(page);
      const hydrated = await page.evaluate(() =>
        document.documentElement.hasAttribute('data-hydrated'),
      );
      expect({ hydrated, language, widths }).toEqual({ hydrated: false, language: [], widths: {} });
      expect(page.url()).toContain(siteUrl(sitePath).replace(/\/$/, ''));
    },
  );
}
