import type { Locator, Page } from 'playwright-core';
import { openHydrated } from '../a11y-helpers';

// The rest indicator ("+N...") reads exactly as the demo's renderRest draws it, for exactly the
// hidden items, on the real demo pages; the hidden items themselves are not read at all.

/** The list's accessibility tree as Playwright reads it (what a screen reader gets). */
function tree(list: Locator): Promise<string> {
  return list.ariaSnapshot();
}

async function pickCount(page: Page, count: number): Promise<void> {
  await page.getByRole('combobox', { name: 'Item count' }).first().selectOption(String(count));
}

const ITEMS =
  ':scope > .rc-overflow-item:not(.rc-overflow-item-rest):not(.rc-overflow-item-suffix)';

/**
 * How many of `total` items are hidden (items that cannot fit may not even be rendered), the
 * rest's text as drawn, and whether anything else in it paints.
 */
async function restState(list: Locator, total?: number) {
  return list.evaluate(
    (root, [itemsSelector, all]) => {
      const rest = root.querySelector<HTMLElement>(':scope > .rc-overflow-item-rest');
      const items = Array.from(root.querySelectorAll<HTMLElement>(itemsSelector as string));
      const shown = items.filter((item) => item.getAttribute('aria-hidden') !== 'true').length;
      const drawn = rest?.firstElementChild as HTMLElement | null;
      return {
        hidden: ((all as number | null) ?? items.length) - shown,
        restShown: Boolean(rest && rest.getAttribute('aria-hidden') !== 'true'),
        // Text a sighted visitor sees: what renderRest drew.
        visibleText: drawn ? drawn.innerText.trim() : '',
        // The component adds nothing beside it.
        restChildren: rest ? rest.childNodes.length : 0,
      };
    },
    [ITEMS, total ?? null] as const,
  );
}

/** Waits until the list shows `total` items' worth: visible ones plus what "+N..." says. */
async function waitForSettled(page: Page, total: number): Promise<void> {
  await page.waitForFunction(
    ([itemsSelector, n]) => {
      const root = document.querySelector(
        '.dumi-default-previewer-demo .rc-overflow, main .rc-overflow',
      );
      if (!root) return false;
      const shown = Array.from(root.querySelectorAll(itemsSelector as string)).filter(
        (item) => item.getAttribute('aria-hidden') !== 'true',
      ).length;
      const rest = root.querySelector(':scope > .rc-overflow-item-rest:not([aria-hidden="true"])');
      const said = Number(/\+(\d+)/.exec(rest?.firstElementChild?.textContent ?? '')?.[1] ?? 0);
      return shown > 0 && shown + said === n;
    },
    [ITEMS, total] as const,
  );
}

describe('the rest indicator on the demo pages', () => {
  it.each(['/demo/base', '/demo/fill-width', '/demo/raw-render', '/zh-CN/demo/base'])(
    '%s: the rest reads "+N..." for exactly the hidden items, which are not read',
    async (route) => {
      const { page } = await openHydrated(route);
      const list = page.locator('.dumi-default-previewer-demo .rc-overflow').first();
      await list.waitFor();
      let checked = 0;
      for (const count of [20, 200, 5]) {
        await pickCount(page, count);
        await waitForSettled(page, count);
        const state = await restState(list, count);
        if (state.hidden === 0) continue;
        checked += 1;
        expect(state.restShown).toBe(true);
        // Drawn exactly as the demo's renderRest draws it...
        expect(state.visibleText).toBe(`+${state.hidden}...`);
        expect(state.restChildren).toBe(1);
        // ...and read as drawn.
        const snapshot = await tree(list);
        expect(snapshot).toContain(`+${state.hidden}...`);
        // The hidden items themselves are not in the tree; the visible ones are.
        expect(snapshot).not.toContain(`Label ${count - 1}`);
        expect(snapshot).toContain('Label 0');
      }
      expect(checked).toBeGreaterThanOrEqual(2);
    },
  );

  it('blink: both fixed lists read their indicator as drawn', async () => {
    const { page } = await openHydrated('/demo/blink');
    const lists = page.locator('.dumi-default-previewer-demo .rc-overflow');
    await lists.first().waitFor();
    expect(await lists.count()).toBe(2);
    for (let i = 0; i < 2; i += 1) {
      const list = lists.nth(i);
      const state = await restState(list);
      if (state.hidden === 0) continue;
      expect(state.restChildren).toBe(1);
      expect(await tree(list)).toContain(state.visibleText);
    }
  });

  it('the standalone demo page reads it the same', async () => {
    const { page } = await openHydrated('/~demos/docs-demo-base-demo-base');
    const list = page.locator('main .rc-overflow').first();
    await list.waitFor();
    await pickCount(page, 20);
    await waitForSettled(page, 20);
    const state = await restState(list, 20);
    expect(state.hidden).toBeGreaterThan(0);
    expect(await tree(list)).toContain(`+${state.hidden}...`);
  });
});
