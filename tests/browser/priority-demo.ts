import type { Page } from 'playwright-core';
import { waitForList, type ListWanted } from './shown-list';

// The toolbar of the priority demo (docs/demo/demos/priority.tsx), as its suites read it.

/** The demo's actions in toolbar order, with the priority each button's badge shows. */
export const ACTIONS: [label: string, priority: number][] = [
  ['Save', Infinity],
  ['Undo', 5],
  ['Redo', 4],
  ['Share', 2],
  ['Print', 1],
  ['Export', 3],
  ['Archive', 0],
];

/** The `count` actions of highest priority, in toolbar order: what the toolbar may show. */
export function keptByPriority(count: number): string[] {
  const ranked = ACTIONS.map(([label, priority], index) => ({ label, priority, index }))
    .sort((a, b) => b.priority - a.priority || a.index - b.index)
    .slice(0, count);
  return ranked.sort((a, b) => a.index - b.index).map((action) => action.label);
}

/** The other actions, in toolbar order: what "More" must list. */
export function hiddenBesides(shown: string[]): string[] {
  return ACTIONS.map(([label]) => label).filter((label) => !shown.includes(label));
}

/** Waits until the toolbar shows what `want` says, and reads it as a visitor sees it: the labels
 * shown left to right (no badges), what "More" lists (empty when not shown), and whether
 * something shown sticks out of the list's box. */
export async function readToolbar(page: Page, want: ListWanted = {}) {
  const list = page.getByRole('group', { name: 'Document actions' }).first();
  const state = await waitForList(list, want);
  const shown = state.texts
    .filter((_, index) => index !== state.restIndex)
    .map((text) => /^[A-Za-z]+/.exec(text)?.[0] ?? text);
  // The first option names the select ("More (N)"); the others are the hidden actions.
  const options = list.locator('.rc-overflow-item-rest select option');
  const more = state.restIndex < 0 ? [] : (await options.allTextContents()).slice(1);
  return { shown, more, overflows: state.overflows };
}
