import type { Page } from 'playwright-core';

/** What one overflow list shows: the texts of its shown parts in reading order, rest included. */
export interface ListShown {
  shown: string[];
  /** The rest indicator's text, or null when it is not shown. */
  rest: string | null;
}

/** What a demo renders, comparable between the site and an export of it: each list, in order. */
export type DemoFingerprint = ListShown[];

/** The width every demo is laid out in, here and in its exports. */
export const CONTAINER_WIDTH = 900;

/**
 * The same box and type for a demo on the site and in an export: a page's own styles (the site's
 * theme, a service's defaults) differ, and a list's count follows from widths. `container` is
 * the element the demo renders into.
 */
export function baselineCss(container: string): string {
  return `
html, body { margin: 0 !important; padding: 0 !important; }
${container} {
  box-sizing: content-box !important;
  width: ${CONTAINER_WIDTH}px !important;
  max-width: none !important;
  margin: 0 !important;
  padding: 0 !important;
  border: 0 !important;
}
body * {
  font-family: sans-serif !important;
  font-size: 14px !important;
  line-height: 22px !important;
  letter-spacing: normal !important;
}`;
}

/** How many frames in a row a demo must render the same before it counts as settled. */
const SETTLED_FRAMES = 5;

/**
 * Lays the page out with the baseline and waits until its lists have settled: `ready` (a
 * selector) matches, fonts have loaded, there is a list, and its fingerprint stays the same for
 * a few frames (a list settles before paint; a frame or two goes to the new styles' layout).
 * Returns the fingerprint then.
 */
export async function settledFingerprint(
  page: Page,
  options: {
    /** The element the demo renders into: laid out at the baseline width. */
    container: string;
    /** Where the demo's lists are (a page may have others). */
    scope: string;
    /** A selector that matches once the page is ready (hydrated, say). */
    ready?: string;
  },
): Promise<DemoFingerprint> {
  await page.addStyleTag({ content: baselineCss(options.container) });
  const key = `__fingerprint_${Math.random().toString(36).slice(2)}`;
  const handle = await page.waitForFunction(
    ({ ready, scope, key, frames }) => {
      const store = window as unknown as Record<string, { last: string; same: number }>;
      if (ready && !document.querySelector(ready)) return false;
      if (document.fonts.status !== 'loaded') return false;
      const lists = Array.from(document.querySelectorAll(`${scope} .rc-overflow`));
      // The text as rendered: not what a closed menu inside the rest holds.
      const shownText = (element: Element) =>
        (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
      if (lists.length === 0) return false;
      const fingerprint = lists.map((list) => {
        const shown = Array.from(list.children)
          .filter(
            (child) =>
              child.checkVisibility({ checkVisibilityCSS: true }) &&
              !child.closest('[aria-hidden="true"]'),
          )
          .map((child) => ({ child, box: child.getBoundingClientRect() }))
          .sort((a, b) => Math.round(a.box.top - b.box.top) || a.box.left - b.box.left);
        const rest = shown.find(({ child }) => child.classList.contains('rc-overflow-item-rest'));
        return {
          shown: shown.map(({ child }) => shownText(child)),
          rest: rest ? shownText(rest.child) : null,
        };
      });
      const text = JSON.stringify(fingerprint);
      const seen = store[key];
      if (seen && seen.last === text) seen.same += 1;
      else store[key] = { last: text, same: 0 };
      return store[key].same >= frames && fingerprint;
    },
    {
      ready: options.ready ?? null,
      scope: options.scope,
      key,
      frames: SETTLED_FRAMES,
    },
    { polling: 'raf' },
  );
  return (await handle.jsonValue()) as DemoFingerprint;
}
