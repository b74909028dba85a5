import { openPage, type OpenPageOptions, type OpenedPage } from './harness';

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
