import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openPage, siteUrl } from './harness';
import { SITE_DIR } from './site-build';

// A crawl of the built site from `/`, then every page it found in light and dark under axe-core.
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const base = () => process.env.SITE_BASE || '/';

interface Link {
  from: string;
  href: string;
}

/** Site paths (without the base) and hashes linked from the page as it is now. */
async function linksOn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
      .filter((a) => a.origin === location.origin)
      .map((a) => a.pathname + a.hash),
  );
}

const stripBase = (pathname: string) =>
  pathname.startsWith(base()) ? `/${pathname.slice(base().length)}` : pathname;

/** The standalone demo pages the build exported. */
function demoPaths(): string[] {
  const dir = path.join(process.env.SITE_RUN_DIR || SITE_DIR, '~demos');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((id) => !id.startsWith(':'))
    .map((id) => `/~demos/${id}`);
}

interface AxeRunner {
  run: (context: Document) => Promise<{
    violations: {
      id: string;
      impact: string;
      nodes: { target: string[]; failureSummary?: string }[];
    }[];
  }>;
}

interface RuleFindings {
  impact: string;
  pages: Set<string>;
  /** Reason, then the first page and element it was seen on. */
  examples: Map<string, string>;
}

async function waitForContent(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => (document.body.textContent || '').trim().length > 0);
}

describe('site sweep', () => {
  const pages = new Set<string>();

  it('resolves every internal link and anchor reachable from /', async () => {
    const queue = ['/'];
    const idsOn = new Map<string, Set<string>>();
    const broken: string[] = [];
    const anchors: Link[] = [];
    let checked = 0;
    const { page } = await openPage('/');
    while (queue.length > 0) {
      const current = queue.shift() as string;
      if (pages.has(current)) continue;
      pages.add(current);
      const response = await page.goto(siteUrl(current));
      if (!response || response.status() >= 400) {
        broken.push(`${current} answered ${response?.status()}`);
        continue;
      }
      await waitForContent(page);
      idsOn.set(
        current,
        new Set(
          await page.evaluate(() => Array.from(document.querySelectorAll('[id]'), (el) => el.id)),
        ),
      );
      for (const href of await linksOn(page)) {
        const [pathname, hash] = href.split('#');
        const target = stripBase(pathname);
        checked += 1;
        if (hash) anchors.push({ from: current, href: `${target}#${hash}` });
        if (!pages.has(target) && !queue.includes(target)) queue.push(target);
      }
    }
    // Each anchor must name an element on its target page.
    for (const { from, href } of anchors) {
      const [target, hash] = href.split('#');
      const id = decodeURIComponent(hash);
      if (!idsOn.get(target)?.has(id)) broken.push(`${from} links to ${href}, which has no #${id}`);
    }
    process.stdout.write(
      `sweep: ${checked} links checked (${anchors.length} with anchors) on ${pages.size} pages\n`,
    );
    expect(broken).toEqual([]);
    expect(pages.size).toBeGreaterThanOrEqual(10);
  }, 300000);

  it.each(['light', 'dark'] as const)(
    'has no serious or critical axe-core violation on any page in %s (every rule printed)',
    async (colorScheme) => {
      const all = [...(pages.size > 0 ? pages : new Set(['/'])), ...demoPaths()];
      const byRule = new Map<string, RuleFindings>();
      const failedRequests: string[] = [];
      for (const sitePath of all) {
        const { page } = await openPage(sitePath, {
          colorScheme,
          // The saved choice, not only the system's: the site's default theme is light.
          initScript: `localStorage.setItem('dumi:prefers-color', '${colorScheme}')`,
        });
        page.on('response', (response) => {
          if (response.status() >= 400 && response.url().startsWith(siteUrl('/'))) {
            failedRequests.push(`${sitePath}: ${response.status()} ${response.url()}`);
          }
        });
        await waitForContent(page);
        expect(
          await page.evaluate(() => document.documentElement.getAttribute('data-prefers-color')),
        ).toBe(colorScheme);
        // The demos' code too: open every "Show code" so the highlighted sources are checked.
        const codeToggles = page.locator('button[data-action="code"][aria-expanded="false"]');
        for (let i = await codeToggles.count(); i > 0; i -= 1) await codeToggles.first().click();
        await page.evaluate(AXE_SOURCE);
        // Every rule, on every page, the standalone demo pages included: none is switched off.
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: AxeRunner }).axe;
          const result = await axe.run(document);
          return result.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            nodes: v.nodes.map((n) => ({
              target: n.target.join(' '),
              why: n.failureSummary ?? '',
            })),
          }));
        });
        for (const { id, impact, nodes } of violations) {
          const entry = byRule.get(id) ?? { impact, pages: new Set<string>(), examples: new Map() };
          entry.pages.add(sitePath);
          // One example per distinct reason (for contrast: per colour pair).
          for (const { target, why } of nodes) {
            const reason = why
              .replace(/\s+/g, ' ')
              .replace(/^Fix (any|all) of the following: /, '');
            if (!entry.examples.has(reason)) entry.examples.set(reason, `${sitePath} ${target}`);
          }
          byRule.set(id, entry);
        }
      }
      const lines = [...byRule].map(
        ([id, { impact, pages: where }]) => `${id} (${impact}): ${where.size} pages`,
      );
      process.stdout.write(
        `sweep (${colorScheme}): ${all.length} pages, axe violations by rule: ${lines.length ? lines.join('; ') : 'none'}\n`,
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
    },
    300000,
  );
});
