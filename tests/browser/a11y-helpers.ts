import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { openPage, type OpenPageOptions, type OpenedPage } from './harness';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One rule axe-core found broken, with each offending node's selector and why it fails. */
export interface AxeViolation {
  id: string;
  impact: string;
  nodes: { target: string; why: string }[];
}

/**
 * Runs every rule of axe-core (or only `rules`) on the page as it is now, or inside the first
 * `selector` match.
 */
export async function axeViolations(
  page: Page,
  selector?: string,
  rules?: string[],
): Promise<AxeViolation[]> {
  // Once per document: the dark pass on the same page finds it loaded.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ([within, only]) => {
      interface Result {
        violations: {
          id: string;
          impact: string;
          nodes: { target: string[]; failureSummary?: string }[];
        }[];
      }
      type Run = (context: Node, options: object) => Promise<Result>;
      const axe = (window as unknown as { axe: { run: Run } }).axe;
      const context = within ? (document.querySelector(within) as Element) : document;
      const options = only ? { runOnly: { type: 'rule', values: only } } : {};
      const { violations } = await axe.run(context, options);
      return violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), why: n.failureSummary ?? '' })),
      }));
    },
    [selector, rules] as const,
  );
}

/** Violations one line each: rule, impact and the offending nodes. */
export const violationLines = (violations: AxeViolation[]): string[] =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target).join(', ')}`);

/**
 * Opens a page and waits until React has hydrated it and enabled its controls: before that the
 * page looks ready, but its controls are disabled (they would drop keys and clicks), which is not
 * what these tests are about. `data-hydrated` marks that the layouts and the page have hydrated;
 * the page's content follows at once, and React hydrates any part an event targets first.
 * Controls marked `data-inapplicable` are disabled by the page's state, not by hydration.
 */
export async function openHydrated(path: string, options?: OpenPageOptions): Promise<OpenedPage> {
  const opened = await openPage(path, options);
  await opened.page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') &&
      !document.querySelector(
        '#root :is(button, input, select, fieldset):disabled:not([data-inapplicable], [data-inapplicable] *)',
      ),
  );
  return opened;
}

export interface Focused {
  tag: string;
  /** Its aria-label, else its label's text, else its visible text, else its placeholder. */
  name: string;
  ring: boolean;
  focusVisible: boolean;
  onScreen: boolean;
}

/** What has focus now, and whether it shows a ring people can see. */
export function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const box = el.getBoundingClientRect();
    return {
      tag: el.tagName.toLowerCase(),
      name: (
        el.getAttribute('aria-label') ||
        (el as HTMLInputElement).labels?.[0]?.innerText ||
        el.innerText ||
        el.getAttribute('placeholder') ||
        ''
      ).trim(),
      ring: outline || shadow,
      focusVisible: el.matches(':focus-visible'),
      onScreen: box.width > 0 && box.height > 0 && style.visibility !== 'hidden',
    };
  });
}

export const named = (name: string | RegExp) => (f: Focused) =>
  typeof name === 'string' ? f.name === name : name.test(f.name);

/**
 * Presses Tab until `match` has focus (at most `limit` times); every stop on the way must show a
 * visible focus ring, on screen. Returns the names of the stops, in order.
 */
export async function tabTo(
  page: Page,
  match: (f: Focused) => boolean,
  limit = 60,
): Promise<{ stops: string[]; target: Focused }> {
  const stops: string[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (!now) continue;
    stops.push(now.name);
    expect({ name: now.name, ring: now.ring && now.focusVisible, onScreen: now.onScreen }).toEqual({
      name: now.name,
      ring: true,
      onScreen: true,
    });
    if (match(now)) return { stops, target: now };
  }
  throw new Error(`Not reached with Tab; stops were: ${stops.join(' | ')}`);
}
