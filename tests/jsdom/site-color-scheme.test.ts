import { applyColorScheme, COLOR_KEY } from '../../.dumi/browser/applyColorScheme';

// The head script that runs before anything paints (inlined into every page by html-head.ts).
const realStorage = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
const applied = () => document.documentElement.getAttribute('data-prefers-color');
const systemPrefersDark = (dark: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
  })) as unknown as typeof window.matchMedia;
};

afterEach(() => {
  Object.defineProperty(window, 'localStorage', realStorage);
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-prefers-color');
});

it.each([
  ['a saved dark choice', 'dark', false, 'dark', 'dark'],
  ['a saved light choice', 'light', true, 'light', 'light'],
  ['the system under auto', 'auto', true, 'dark', 'auto'],
  ['light with nothing saved, saving nothing', null, true, 'light', null],
  ['auto in place of a corrupt saved value', '"dark"', true, 'dark', 'auto'],
])('applies %s', (_name, saved, dark, expected, stored) => {
  systemPrefersDark(dark);
  if (saved !== null) window.localStorage.setItem(COLOR_KEY, saved);
  applyColorScheme();
  expect([applied(), window.localStorage.getItem(COLOR_KEY)]).toEqual([expected, stored]);
});

it('swaps in an in-memory store holding auto when storage access throws', () => {
  systemPrefersDark(false);
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
  applyColorScheme();
  expect(applied()).toBe('light');
  // dumi's entry reads and writes it afterwards without a guard of its own.
  expect(window.localStorage.getItem(COLOR_KEY)).toBe('auto');
  window.localStorage.setItem(COLOR_KEY, 'dark');
  expect([window.localStorage.getItem(COLOR_KEY), window.localStorage.length]).toEqual(['dark', 1]);
});
