import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations } from './a11y-helpers';
import { openPage, siteUrl } from './harness';
import { SITE_DIR } from './site-build';

// The sweep of the built site: a crawl of its links from `/` (sweep-links), and every page it built
// in light and dark under axe-core (sweep-axe-light, sweep-axe-dark), run side by side.
export const base = () => process.env.SITE_BASE || '/';

export interface Link {
  from: string;
  href: string;
}

/** Site paths (without the base) and hashes linked from the page as it is now. */
export async function linksOn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
      .filter((a) => a.origin === location.origin)
      .map((a) => a.pathname + a.hash),
  );
}

/** A path under the router base as a site path. The base without its slash is the home page (a
 * static host, like ours, redirects `/rc-overflow` to `/rc-overflow/`): dumi's in-page anchors on
 * the home page link there. */
export function stripBase(pathname: string): string {
  if (pathname.startsWith(base())) return `/${pathname.slice(base().length)}`;
  return base() !== '/' && pathname === base().slice(0, -1) ? '/' : pathname;
}

/**
 * Every page the build wrote (its `index.html` files), as site paths: the docs pages and the
 * standalone demo pages, without the route templates (`:id`) and the demos' iframe bodies (`_demos`).
 */
export function builtPages(): string[] {
  const root = process.env.SITE_RUN_DIR || SITE_DIR;
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

/**
 * Pages no link leads to, which the crawl of built pages misses: the 404 page of each locale and
 * the page for an unknown demo id. They answer with status 404.
 */
export const UNLINKED_PAGES = ['/no-such-page', '/zh-CN/no-such-page', '/~demos/no-such-demo'];

interface RuleFindings {
  impact: string;
  pages: Set<string>;
  /** Reason, then the first page and element it was seen on. */
  examples: Map<string, string>;
}

/** Waits until the page has hydrated and shows its content. */
export async function waitForContent(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') &&
      (document.body.textContent || '').trim().length > 0,
  );
}

/**
 * Runs axe-core on every built page in `colorScheme`; prints every rule it reports and fails on
 * serious or critical ones and on failed requests.
 */
export async function axeSweep(colorScheme: 'light' | 'dark'): Promise<void> {
  const all = builtPages();
  const byRule = new Map<string, RuleFindings>();
  const failedRequests: string[] = [];
  const check = async (page: Page, sitePath: string) => {
    // Everything the page loads by itself (highlighting, fonts) is in, as a visitor sees it.
    await waitForContent(page);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => document.documentElement.getAttribute('data-prefers-color')),
    ).toBe(colorScheme);
    // The demos' code too: open every "Show code" so the highlighted sources are checked.
    const codeToggles = page.locator('button[data-action="code"][aria-expanded="false"]');
    for (let i = await codeToggles.count(); i > 0; i -= 1) await codeToggles.first().click();
    // Every rule, on every page, the standalone demo pages included: none is switched off.
    const violations = await axeViolations(page);
    for (const { id, impact, nodes } of violations) {
      const entry = byRule.get(id) ?? { impact, pages: new Set<string>(), examples: new Map() };
      entry.pages.add(sitePath);
      // One example per distinct reason (for contrast: per colour pair).
      for (const { target, why } of nodes) {
        const reason = why.replace(/\s+/g, ' ').replace(/^Fix (any|all) of the following: /, '');
        if (!entry.examples.has(reason)) entry.examples.set(reason, `${sitePath} ${target}`);
      }
      byRule.set(id, entry);
    }
  };
  // Two pages at a time: a page spends much of its time waiting for its loads. Each lane visits its
  // pages one after another in one tab, as a visitor would (a new tab for each page costs twice
  // the CPU).
  const queue = [...all];
  const lane = async (pages: string[], unlinked = false) => {
    const first = pages.shift();
    if (!first) return;
    let current = first;
    const { page, context } = await openPage(first, {
      colorScheme,
      // The saved choice, not only the system's: the site's default theme is light.
      initScript: `localStorage.setItem('dumi:prefers-color', '${colorScheme}')`,
      // Their 404 status is logged by the browser.
      allowConsoleErrors: unlinked,
    });
    page.on('response', (response) => {
      const expected404 = unlinked && response.request().resourceType() === 'document';
      if (response.status() >= 400 && response.url().startsWith(siteUrl('/')) && !expected404) {
        failedRequests.push(`${current}: ${response.status()} ${response.url()}`);
      }
    });
    for (let next: string | undefined = first; next; next = pages.shift()) {
      current = next;
      if (next !== first) await page.goto(siteUrl(next));
      await check(page, next);
    }
    // Done with it: a page left open keeps its renderer busy until the test ends.
    await context.close();
  };
  await Promise.all([lane(queue), lane(queue), lane([...UNLINKED_PAGES], true)]);
  const lines = [...byRule].map(
    ([id, { impact, pages: where }]) => `${id} (${impact}): ${where.size} pages`,
  );
  process.stdout.write(
    `sweep (${colorScheme}): ${all.length + UNLINKED_PAGES.length} pages, axe violations by rule: ${lines.length ? lines.join('; ') : 'none'}\n`,
  );
  for (const [id, { examples }] of byRule) {
    const shown = [...examples].slice(0, 20).map(([why, where]) => `    ${where}: ${why}\n`);
    process.stdout.write(`  ${id}:\n${shown.join('')}`);
  }
  const severe = [...byRule]
    .filter(([, { impact }]) => impact === 'serious' || impact === 'critical')
    .map(([id, { impact, pages: where }]) => `${id} (${impact}) on ${[...where].join(', ')}`);
  expect(severe).toEqual([]);
  expect(failedRequests).toEqual([]);
}
