import { openPage, type OpenPageOptions, type OpenedPage } from './harness';

/**
 * Opens a page and waits until React has hydrated all of the server-rendered HTML (every control
 * belongs to a React fiber): before that the page looks ready but drops keys and clicks, or
 * re-renders a part under the focus, which is not what these tests are about.
 */
export async function openHydrated(path: string, options?: OpenPageOptions): Promise<OpenedPage> {
  const opened = await openPage(path, options);
  await opened.page.waitForLoadState('networkidle');
  await opened.page.waitForFunction(() => {
    const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__react'));
    const first = document.querySelector('#root > *');
    const controls = document.querySelectorAll('#root :is(a[href], button, input, select)');
    return Boolean(first && hydrated(first)) && Array.from(controls).every(hydrated);
  });
  // And enabled: the prerendered controls are disabled until their component has hydrated.
  await opened.page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') &&
      !document.querySelector('#root :is(button, input, select, fieldset):disabled'),
  );
  return opened;
}
