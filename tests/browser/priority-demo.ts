import type { Page } from 'playwright-core';
import { waitForList, type ListWanted } from './shown-list';

const PRIORITIES = { Save: Infinity, Undo: 5, Redo: 4, Share: 2, Print: 1, Export: 3, Archive: 0 };
export const ACTIONS = Object.entries(PRIORITIES);

export function keptByPriority(count: number): string[] {
  const ranked = ACTIONS.map(([label, priority], index) => ({ label, priority, index }))
    .sort((a, b) => b.priority - a.priority || a.index - b.index)
    .slice(0, count);
  return ranked.sort((a, b) => a.index - b.index).map((action) => action.label);
}

export function hiddenBesides(shown: string[]): string[] {
  return ACTIONS.map(([label]) => label).filter((label) => !shown.includes(label));
}

/** Waits for the toolbar to show `want`: labels shown, what "More" lists, whether it overflows. */
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
