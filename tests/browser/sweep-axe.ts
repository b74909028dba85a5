import type { Page } from 'playwright-core';
import { axeViolations, type AxeViolation } from './a11y-helpers';
import { openPage, siteUrl } from './harness';
import { waitForContent } from './sweep-helpers';

// The axe-core sweep (sweep-axe, sweep-axe-zh): every page the build wrote, and the pages no link
// leads to, every rule in light, then the colour rules in dark on the same page, switched as a
// visitor switches it (the rest of the page does not change with the theme). One test per page,
// in one tab that each test reuses; the Chinese pages in a file of their own, so two workers share
// the pages.

/** The rules whose outcome a change of theme can change: colours only. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface RuleFindings {
  impact: string;
  pages: Set<string>;
  /** Reason, then the first page and element it was seen on. */
  examples: Map<string, string>;
}
const byRule = new Map<string, RuleFindings>();

function record(where: string, violations: AxeViolation[]): string[] {
  for (const { id, impact, nodes } of violations) {
    const entry = byRule.get(id) ?? { impact, pages: new Set<string>(), examples: new Map() };
    entry.pages.add(where);
    // One example per distinct reason (for contrast: per colour pair).
    for (const { target, why } of nodes) {
      const reason = why.replace(/\s+/g, ' ').replace(/^Fix (any|all) of the following: /, '');
      if (!entry.examples.has(reason)) entry.examples.set(reason, `${where} ${target}`);
    }
    byRule.set(id, entry);
  }
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, nodes }) => `${id} (${impact}): ${nodes.map((n) => n.target).join(', ')}`);
}

const colour = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-prefers-color'));

/** Dark, through the site's switch where the page has one, else saved and loaded again. */
async function switchToDark(page: Page): Promise<void> {
  const theme = page.locator('.site-color-switch select');
  if (await theme.isVisible()) {
    await theme.selectOption('dark');
  } else {
    await page.evaluate(() => localStorage.setItem('dumi:prefers-color', 'dark'));
    await page.reload();
    await waitForContent(page);
  }
  await page.waitForFunction(
    () => document.documentElement.getAttribute('data-prefers-color') === 'dark',
  );
  // Colours fade to the new theme and the menu fades out: axe reads them once they are still.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Transitions only: a demo's own animation may run for ever.
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(transitions.map((a) => a.finished.catch(() => undefined)));
  });
}

async function sweep(sitePath: string, notFound: boolean): Promise<void> {
  const { page } = await openPage(sitePath, { allowConsoleErrors: notFound });
  const failedRequests: string[] = [];
  page.on('response', (response) => {
    const expected404 = notFound && response.request().resourceType() === 'document';
    if (response.status() >= 400 && response.url().startsWith(siteUrl('/')) && !expected404) {
      failedRequests.push(`${response.status()} ${response.url()}`);
    }
  });
  // Everything the page loads by itself (highlighting, fonts) is in, as a visitor sees it.
  await waitForContent(page);
  await page.waitForLoadState('networkidle');
  expect(await colour(page)).toBe('light');
  // The demos' code too: open every "Show code" so the highlighted sources are checked.
  const codeToggles = page.locator('.dumi-default-previewer-actions button[aria-expanded="false"]');
  for (let i = await codeToggles.count(); i > 0; i -= 1) await codeToggles.first().click();
  // Every rule, on every page, the standalone demo pages included: none is switched off.
  const light = record(`${sitePath} (light)`, await axeViolations(page));
  await switchToDark(page);
  const dark = record(`${sitePath} (dark)`, await axeViolations(page, undefined, COLOUR_RULES));
  expect({ light, dark, failedRequests }).toEqual({ light: [], dark: [], failedRequests: [] });
}

/** One test per page of `pages`, and of `notFound` (pages that answer 404). */
export function describeAxeSweep(name: string, pages: string[], notFound: string[] = []): void {
  describe(`site sweep: axe-core in light and dark, ${name}`, () => {
    it.each(pages)('%s has no serious or critical violation', (path) => sweep(path, false));
    if (notFound.length > 0) {
      it.each(notFound)('%s (not found) has no serious or critical violation', (path) =>
        sweep(path, true),
      );
    }

    afterAll(() => {
      // Every rule axe reported, serious or not, for whoever tends the site's accessibility.
      const lines = [...byRule].map(
        ([id, { impact, pages: where }]) => `${id} (${impact}): ${where.size} page views`,
      );
      let text = `axe sweep (${name}): violations by rule: ${lines.length ? lines.join('; ') : 'none'}\n`;
      for (const [id, { examples }] of byRule) {
        const shown = [...examples].slice(0, 20).map(([why, where]) => `    ${where}: ${why}\n`);
        text += `  ${id}:\n${shown.join('')}`;
      }
      process.stdout.write(text);
    });
  });
}
