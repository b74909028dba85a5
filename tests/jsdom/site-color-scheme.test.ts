import { applyColorScheme, COLOR_KEY } from '../../.dumi/lib/applyColorScheme';

/** The head script that runs before anything paints (inlined into every page by html-head.ts). */

const realStorage = Object.getOwnPropertyDescriptor(window, 'localStorage');

function denyStorage() {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
}

function systemPrefersDark(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
  })) as unknown as typeof window.matchMedia;
}

const applied = () => document.documentElement.getAttribute('data-prefers-color');

afterEach(() => {
  if (realStorage) Object.defineProperty(window, 'localStorage', realStorage);
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-prefers-color');
});

describe('applyColorScheme', () => {
  it('applies a saved dark or light choice', () => {
    systemPrefersDark(false);
    window.localStorage.setItem(COLOR_KEY, 'dark');
    applyColorScheme();
    expect(applied()).toBe('dark');
    window.localStorage.setItem(COLOR_KEY, 'light');
    systemPrefersDark(true);
    applyColorScheme();
    expect(applied()).toBe('light');
  });

  it('follows the system under auto, and is light with nothing saved', () => {
    systemPrefersDark(true);
    window.localStorage.setItem(COLOR_KEY, 'auto');
    applyColorScheme();
    expect(applied()).toBe('dark');
    window.localStorage.removeItem(COLOR_KEY);
    applyColorScheme();
    expect(applied()).toBe('light');
    expect(window.localStorage.getItem(COLOR_KEY)).toBeNull();
  });

  it('replaces a corrupt saved value with auto', () => {
    systemPrefersDark(true);
    window.localStorage.setItem(COLOR_KEY, '"dark"');
    applyColorScheme();
    expect(window.localStorage.getItem(COLOR_KEY)).toBe('auto');
    expect(applied()).toBe('dark');
  });

  it('swaps in an in-memory store holding auto when storage access throws', () => {
    systemPrefersDark(false);
    denyStorage();
    applyColorScheme();
    expect(applied()).toBe('light');
    // dumi's entry reads and writes it afterwards without a guard of its own.
    expect(window.localStorage.getItem(COLOR_KEY)).toBe('auto');
    window.localStorage.setItem(COLOR_KEY, 'dark');
    expect(window.localStorage.getItem(COLOR_KEY)).toBe('dark');
    expect(window.localStorage).toHaveLength(1);
  });
});
