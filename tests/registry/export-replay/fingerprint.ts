import type { Page } from 'playwright-core';

/** What a demo renders, comparable between the site and an export: each list's shown parts'
 * text in reading order, and its rest's text (null when hidden). */
export type DemoFingerprint = { shown: string[]; rest: string | null }[];

/** Lays `container` out in the same box and type on the site and in an export, then waits until
 * `ready` matches, fonts have loaded and the lists in `scope` render the same for five frames. */
export async function settledFingerprint(
  page: Page,
  options: { container: string; scope: string; ready?: string },
): Promise<DemoFingerprint> {
  await page.addStyleTag({
    content: `html, body { margin: 0 !important; padding: 0 !important; }
${options.container} { box-sizing: content-box !important; width: 900px !important; max-width: none !important; margin: 0 !important; padding: 0 !important; border: 0 !important; }
body * { font-family: sans-serif !important; font-size: 14px !important; line-height: 22px !important; letter-spacing: normal !important; }`,
  });
  const handle = await page.waitForFunction(
    ({ ready, scope }) => {
      const store = window as unknown as { fingerprint?: { last: string; same: number } };
      if ((ready && !document.querySelector(ready)) || document.fonts.status !== 'loaded')
        return false;
      const lists = Array.from(document.querySelectorAll(`${scope} .rc-overflow`));
      if (lists.length === 0) return false;
      // The text as rendered: not what a closed menu inside the rest holds.
      const text = (element: Element) =>
        (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
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
          shown: shown.map(({ child }) => text(child)),
          rest: rest ? text(rest.child) : null,
        };
      });
      const last = JSON.stringify(fingerprint);
      const seen = store.fingerprint;
      store.fingerprint = { last, same: seen?.last === last ? seen.same + 1 : 0 };
      return store.fingerprint.same >= 5 && fingerprint;
    },
    { ready: options.ready ?? null, scope: options.scope },
    { polling: 'raf' },
  );
  return (await handle.jsonValue()) as DemoFingerprint;
}
