// What the engine runs read instead of a driver's console (WebDriver classic cannot read WebKit's):
// the page's console errors and warnings and its uncaught exceptions. The static server puts this
// script first in each page for the Firefox and WebKit runs (tests/browser/engines.ts reads it).
const CONSOLE_RECORDER_NAME = '__consoleEntries';

function recordConsole(name) {
  const entries = [];
  window[name] = entries;
  const describe = (value) => {
    if (value instanceof Error) return value.message;
    if (typeof value === 'string') return value;
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  };
  // Substitutes %s, %d, %o as the console does, so a message reads as a developer sees it.
  const format = (args) => {
    let rest = args.slice(1);
    const first =
      typeof args[0] === 'string'
        ? args[0].replace(/%[sdifoOc]/g, () => (rest.length ? describe(rest.shift()) : ''))
        : describe(args[0]);
    return [first, ...rest.map(describe)].join(' ');
  };
  for (const [method, type] of [
    ['error', 'error'],
    ['warn', 'warning'],
  ]) {
    const original = console[method];
    console[method] = function (...args) {
      entries.push({ type, text: format(args) });
      return original.apply(this, args);
    };
  }
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target && target !== window && (target.src || target.href)) {
        entries.push({
          type: 'error',
          text: `Failed to load resource: ${target.src || target.href}`,
        });
      } else {
        entries.push({ type: 'error', text: `uncaught: ${event.message}` });
      }
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    entries.push({ type: 'error', text: `uncaught: ${(reason && reason.message) || reason}` });
  });
}

// The script removes itself once run: the page's markup stays what the server sent, which React
// hydrates node by node.
const CONSOLE_RECORDER_SCRIPT = `<script>(${recordConsole})(${JSON.stringify(CONSOLE_RECORDER_NAME)});document.currentScript.remove()</script>`;

module.exports = { CONSOLE_RECORDER_NAME, CONSOLE_RECORDER_SCRIPT };
