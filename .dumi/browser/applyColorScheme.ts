export const COLOR_KEY = 'dumi:prefers-color';

function memoryStorage(initial: Record<string, string>): Storage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  };
}

// The saved theme before the first paint; where storage is blocked, a memory store stands in.
export function applyColorScheme(): void {
  let saved: string | null;
  try {
    saved = window.localStorage.getItem(COLOR_KEY);
  } catch {
    saved = 'auto';
    const memory = memoryStorage({ [COLOR_KEY]: saved });
    try {
      Object.defineProperty(window, 'localStorage', { configurable: true, value: memory });
    } catch {
      // Nothing more to do: dumi's own reads will throw.
    }
  }
  if (saved !== null && !['light', 'dark', 'auto'].includes(saved)) {
    saved = 'auto';
    try {
      window.localStorage.setItem(COLOR_KEY, saved);
    } catch {
      // Unwritable: the choice holds for this page only.
    }
  }
  const systemDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  const color = saved === 'dark' || (saved === 'auto' && systemDark) ? 'dark' : 'light';
  document.documentElement.setAttribute('data-prefers-color', color);
}
