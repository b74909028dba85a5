import fs from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { openPage, siteUrl, waitForHydrated, type OpenPageOptions } from './harness';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export async function axeViolations(page: Page, rules?: string[]) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (only) => {
    type Run = (context: Node, options: RunOptions) => Promise<AxeResults>;
    const { axe } = window as unknown as { axe: { run: Run } };
    const { violations } = await axe.run(
      document,
      only ? { runOnly: { type: 'rule', values: only } } : {},
    );
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), why: n.failureSummary ?? '' })),
    }));
  }, rules);
}

export const violationLines = (violations: Awaited<ReturnType<typeof axeViolations>>) =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target).join(', ')}`);

export async function openHydrated(path: string, options?: OpenPageOptions) {
  const opened = await openPage(path, options);
  await waitForHydrated(opened.page);
  await opened.page.waitForFunction(
    () =>
      !document.querySelector(
        '#root :is(button, input, select, fieldset):disabled:not([data-inapplicable], [data-inapplicable] *)',
      ),
  );
  return opened;
}

export async function openWithClipboard(path: string) {
  const opened = await openHydrated(path, { ownContext: true });
  const origin = new URL(siteUrl('/')).origin;
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  return opened;
}

export function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    const box = el.getBoundingClientRect();
    const label = (el as HTMLInputElement).labels?.[0]?.innerText;
    const name = el.ariaLabel || label || el.innerText || el.getAttribute('placeholder') || '';
    return {
      tag: el.tagName.toLowerCase(),
      name: name.trim(),
      ring: outline || !['none', ''].includes(style.boxShadow),
      focusVisible: el.matches(':focus-visible'),
      onScreen: box.width > 0 && box.height > 0 && style.visibility !== 'hidden',
    };
  });
}

type Focused = NonNullable<Awaited<ReturnType<typeof focused>>>;
export const named = (name: string | RegExp) => (f: Focused) =>
  typeof name === 'string' ? f.name === name : name.test(f.name);

export async function tabTo(page: Page, match: (f: Focused) => boolean, limit = 60) {
  const stops: string[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (!now) continue;
    stops.push(now.name);
    const seen = { name: now.name, ring: now.ring && now.focusVisible, onScreen: now.onScreen };
    expect(seen).toEqual({ name: now.name, ring: true, onScreen: true });
    if (match(now)) return { stops, target: now };
  }
  throw new Error(`Not reached with Tab; stops were: ${stops.join(' | ')}`);
}
