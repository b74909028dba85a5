import fs from 'node:fs';
import net from 'node:net';
import type { Page as PlaywrightPage } from 'playwright-core';
import type { Browser as PuppeteerBrowser, Page as PuppeteerPage } from 'puppeteer-core';
import type { WebDriver } from 'selenium-webdriver';
import type { DriverService } from 'selenium-webdriver/remote';
// Shared with the static server, which puts it first in every page it serves to WebKit.
import { CONSOLE_RECORDER_NAME } from '../../scripts/console-recorder.cjs';

/** The browser engines a suite written against `EnginePage` runs in. */
export type Engine = 'chromium' | 'firefox' | 'webkit';

/** A console error or warning, or an uncaught exception (type 'error'). */
export interface ConsoleEntry {
  type: 'error' | 'warning';
  text: string;
}

/** Keys `press` can send, named as Playwright and Puppeteer name them. */
export type KeyName = 'Tab' | 'Enter' | 'Escape' | 'Space' | 'ArrowLeft' | 'ArrowRight';

/**
 * What a test may do with a page in any engine; see the top of harness.ts. Functions passed to
 * `evaluate` and `waitForFunction` are sent as source: they use only their argument (JSON) and
 * the page's globals, and return JSON.
 */
export interface EnginePage {
  readonly engine: Engine;
  evaluate<R>(fn: () => R | Promise<R>): Promise<R>;
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Resolves once `fn` returns a truthy value, checked every animation frame. */
  waitForFunction(fn: () => unknown): Promise<void>;
  waitForFunction<A>(fn: (arg: A) => unknown, arg: A): Promise<void>;
  /** A user's click on the first element matching `selector` (whose text is `text`, if given). */
  click(selector: string, options?: { text?: string }): Promise<void>;
  /** Types into the focused element, key by key. */
  type(text: string): Promise<void>;
  press(key: KeyName): Promise<void>;
  /** Loads a site path or test page (see `siteUrl`) in this page. */
  goto(path: string): Promise<void>;
  setViewportSize(size: { width: number; height: number }): Promise<void>;
  /** Console errors and warnings and uncaught exceptions, since the page opened. */
  consoleEntries(): Promise<ConsoleEntry[]>;
  /** Resolves once a console entry containing `part` was logged. */
  waitForConsole(part: string): Promise<void>;
}

// Debian's and Ubuntu's places; FIREFOX_PATH, WEBKIT_DRIVER_PATH, WEBKIT_BROWSER_PATH override.
const FIREFOX_LOCATIONS = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];
const WEBKIT_BROWSER_LOCATIONS = ['x86_64', 'aarch64'].flatMap((arch) =>
  ['4.1', '4.0'].map((api) => `/usr/lib/${arch}-linux-gnu/webkit2gtk-${api}/MiniBrowser`),
);

/** The variable's path if set, else the first of `locations` that exists; a clear error if none. */
function firstExisting(variable: string, locations: string[]): string {
  const fromEnv = process.env[variable];
  if (fromEnv) return fromEnv;
  const found = locations.find((location) => fs.existsSync(location));
  if (!found) {
    throw new Error(
      `None of ${locations.join(', ')} exists: install it (see CONTRIBUTING.md, Testing) or set ${variable}.`,
    );
  }
  return found;
}

/** The engine this run's suites drive: the jest project's, else BROWSER_ENGINE, else Chromium. */
export function currentEngine(): Engine {
  const fromProject = (globalThis as { BROWSER_ENGINE?: string }).BROWSER_ENGINE;
  const name = fromProject || process.env.BROWSER_ENGINE || 'chromium';
  if (name !== 'chromium' && name !== 'firefox' && name !== 'webkit') {
    throw new Error(`Unknown BROWSER_ENGINE ${name}: chromium, firefox or webkit.`);
  }
  return name;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type PageFunction = (arg: never) => unknown;

/** Chromium through Playwright, on a page `openPage` opened (its tab reuse and error checks). */
export function playwrightEnginePage(
  page: PlaywrightPage,
  url: (path: string) => string,
  errors: string[],
): EnginePage {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const entries = (): ConsoleEntry[] => [
    ...errors.map((text): ConsoleEntry => ({ type: 'error', text })),
    ...warnings.map((text): ConsoleEntry => ({ type: 'warning', text })),
  ];
  return {
    engine: 'chromium',
    evaluate: ((fn: PageFunction, arg?: unknown) =>
      page.evaluate(fn as never, arg as never)) as EnginePage['evaluate'],
    waitForFunction: (async (fn: PageFunction, arg?: unknown) => {
      // No timeout of its own: the test's is the only limit.
      await page.waitForFunction(fn as never, arg as never, { polling: 'raf', timeout: 0 });
    }) as EnginePage['waitForFunction'],
    async click(selector, options = {}) {
      let target = page.locator(selector);
      if (options.text !== undefined) {
        target = target.filter({ hasText: new RegExp(`^\\s*${escapeRegExp(options.text)}\\s*$`) });
      }
      await target.first().click({ timeout: 0 });
    },
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
    goto: async (path) => {
      await page.goto(url(path));
    },
    setViewportSize: (size) => page.setViewportSize(size),
    consoleEntries: async () => entries(),
    waitForConsole: async (part) => {
      if (entries().some((entry) => entry.text.includes(part))) return;
      await page.waitForEvent('console', {
        predicate: (message) => message.text().includes(part),
        timeout: 0,
      });
    },
  };
}

/** An engine's browser for one test file, and a way to open pages in it. */
export interface EngineSession {
  open(url: string, options: { viewport: { width: number; height: number } }): Promise<EnginePage>;
  /** Ends the pages opened since the last call (storage cleared for the next test). */
  release(): Promise<void>;
  close(): Promise<void>;
}

/** Firefox ESR over WebDriver BiDi (puppeteer-core): one browser per test file, a context per page. */
export async function launchFirefox(url: (path: string) => string): Promise<EngineSession> {
  const puppeteer = (await import('puppeteer-core')).default;
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firstExisting('FIREFOX_PATH', FIREFOX_LOCATIONS),
    headless: true,
    protocol: 'webDriverBiDi',
    // Nothing but this machine: a page's outside requests fail at once.
    extraPrefsFirefox: { 'network.proxy.type': 0, 'network.dns.disableIPv6': true },
  });
  let open: { close(): Promise<void> }[] = [];
  return {
    async open(address, { viewport }) {
      const context = await browser.createBrowserContext();
      open.push(context);
      const page: PuppeteerPage = await context.newPage();
      const entries: ConsoleEntry[] = [];
      page.on('console', (message) => {
        const type = message.type();
        if (type === 'error' || type === 'warn') {
          entries.push({ type: type === 'warn' ? 'warning' : 'error', text: message.text() });
        }
      });
      page.on('pageerror', (error) =>
        entries.push({ type: 'error', text: `uncaught: ${(error as Error).message}` }),
      );
      await page.setViewport(viewport);
      await page.goto(address, { waitUntil: 'load' });
      const waitForConsole = async (part: string) => {
        if (entries.some((entry) => entry.text.includes(part))) return;
        await new Promise<void>((resolve) => {
          const listener = () => {
            if (!entries.some((entry) => entry.text.includes(part))) return;
            page.off('console', listener);
            resolve();
          };
          page.on('console', listener);
        });
      };
      return {
        engine: 'firefox',
        evaluate: (async (fn: PageFunction, arg?: unknown) =>
          decode(await page.evaluate(inPage(String(fn), arg)))) as EnginePage['evaluate'],
        waitForFunction: (async (fn: PageFunction, arg?: unknown) => {
          const check = `(${String(fn)})((${String(restore)})(JSON.parse(${JSON.stringify(encode(arg))})))`;
          await page.waitForFunction(check, { polling: 'raf', timeout: 0 });
        }) as EnginePage['waitForFunction'],
        async click(selector, options = {}) {
          for (const handle of await page.$$(selector)) {
            const text = await handle.evaluate((el) => (el.textContent || '').trim());
            if (options.text === undefined || text === options.text) {
              await handle.click();
              return;
            }
          }
          throw new Error(
            `No element ${selector}${options.text ? ` with text ${options.text}` : ''}.`,
          );
        },
        type: (text) => page.keyboard.type(text),
        press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
        goto: async (path) => {
          await page.goto(url(path), { waitUntil: 'load' });
        },
        setViewportSize: (size) => page.setViewport(size),
        consoleEntries: async () => [...entries],
        waitForConsole,
      };
    },
    async release() {
      const ending = open;
      open = [];
      await Promise.all(ending.map((context) => context.close().catch(() => undefined)));
    },
    async close() {
      await browser.close();
    },
  };
}

/**
 * JSON that keeps what JSON cannot hold: infinite numbers (Infinity pins an item in
 * `itemPriority`) and keys set to undefined (an update that removes a prop).
 */
const encode = (value: unknown): string =>
  JSON.stringify(value === undefined ? null : value, (_key, item) => {
    if (item === undefined) return { __encoded: 'undefined' };
    if (typeof item === 'number' && !Number.isFinite(item)) return { __encoded: String(item) };
    return item;
  });

/** Undoes `encode` after JSON.parse; sent to the page as source, so it names nothing outside. */
function restore(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 1 && typeof record.__encoded === 'string') {
    return record.__encoded === 'undefined' ? undefined : Number(record.__encoded);
  }
  for (const key of keys) record[key] = restore(record[key]);
  return value;
}

/**
 * An expression that runs `source` in the page on `arg` and resolves with its result encoded as
 * `encode` does: what goes over WebDriver (BiDi or classic) is plain JSON either way, while a
 * test's argument may hold objects of no prototype (fast-check's), infinite numbers and keys set
 * to undefined.
 */
const inPage = (source: string, arg: unknown) => `(async () => {
  const restore = ${String(restore)};
  const arg = restore(JSON.parse(${JSON.stringify(encode(arg))}));
  const result = await (${source})(arg);
  // A DOM node in the result comes back as undefined: only its page can use it.
  return result === undefined ? null : JSON.stringify(result, (key, item) =>
    item === undefined || item instanceof Node ? { __encoded: 'undefined' } :
    typeof item === 'number' && !Number.isFinite(item) ? { __encoded: String(item) } : item);
})()`;

const decode = (text: unknown): unknown =>
  typeof text === 'string' ? restore(JSON.parse(text)) : undefined;

/** A port free on 127.0.0.1 now, for the driver to listen on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Keys as WebDriver names them (code points in the private-use area). */
const WEBDRIVER_KEYS: Record<KeyName, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  Space: '\uE00D',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
};

/**
 * WebKitGTK through WebKitWebDriver (selenium-webdriver): one browser per test file, one window
 * reused by each page after its storage is cleared. WebDriver has no console log: the static
 * server puts a recorder first in each page (scripts/console-recorder.cjs), read here.
 */
export async function launchWebKit(url: (path: string) => string): Promise<EngineSession> {
  const { Builder, Capabilities, By } = await import('selenium-webdriver');
  const remote = await import('selenium-webdriver/remote');
  if (!process.env.DISPLAY) {
    throw new Error(
      'WebKitGTK needs a display: run the engine tests under xvfb-run (npm run test:engines does).',
    );
  }
  const port = await freePort();
  const service: DriverService = new remote.DriverService(
    firstExisting('WEBKIT_DRIVER_PATH', ['/usr/bin/WebKitWebDriver']),
    { port, hostname: '127.0.0.1', args: [`--port=${port}`, '--host=127.0.0.1'] },
  );
  const server = await service.start();
  const driver: WebDriver = await new Builder()
    .usingServer(server)
    .withCapabilities(
      new Capabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: firstExisting('WEBKIT_BROWSER_PATH', WEBKIT_BROWSER_LOCATIONS),
          args: ['--automation'],
        },
      }),
    )
    .build();
  // No limit of its own on a script: the test's timeout is the only one.
  await driver.manage().setTimeouts({ script: 10 * 60 * 1000 });
  let earlier: ConsoleEntry[] = [];
  const readConsole = async (): Promise<ConsoleEntry[]> =>
    (await driver.executeScript(`return window.${CONSOLE_RECORDER_NAME} || []`)) as ConsoleEntry[];
  const evaluate = async (source: string, arg: unknown) => {
    const result = (await driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
      ${inPage(source, arg)}.then((value) => done({ value }),
        (error) => done({ error: String((error && error.stack) || error) }));`,
    )) as { value?: unknown; error?: string };
    if (result.error !== undefined) throw new Error(`In the page: ${result.error}`);
    return decode(result.value);
  };
  const goto = async (address: string) => {
    earlier = [...earlier, ...(await readConsole().catch(() => []))];
    await driver.get(address);
  };
  const setViewportSize = async ({ width, height }: { width: number; height: number }) => {
    // The window's rectangle includes its frame: set it, then add what the frame took.
    await driver.manage().window().setRect({ width, height });
    const inner = (await driver.executeScript('return [innerWidth, innerHeight]')) as number[];
    if (inner[0] !== width || inner[1] !== height) {
      await driver
        .manage()
        .window()
        .setRect({ width: 2 * width - inner[0], height: 2 * height - inner[1] });
    }
  };
  /** The error WebKitWebDriver ends a script with when its document unloads before it returns. */
  const isUnloadedWhileRunning = (error: unknown) =>
    error instanceof Error &&
    error.name === 'NoSuchFrameError' &&
    /before the unload event/.test(error.message);
  const page: EnginePage = {
    engine: 'webkit',
    evaluate: ((fn: PageFunction, arg?: unknown) =>
      evaluate(String(fn), arg)) as EnginePage['evaluate'],
    waitForFunction: (async (fn: PageFunction, arg?: unknown) => {
      // Up to 30 frames in the page per round trip, then ask again.
      const poll = `async (arg) => {
        for (let frame = 0; frame < 30; frame += 1) {
          if (await (${String(fn)})(arg)) return true;
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        return false;
      }`;
      for (;;) {
        try {
          if (await evaluate(poll, arg)) return;
          // Asked again: the page may have navigated meanwhile.
        } catch (error) {
          // A page that navigates on its own (a redirect) unloads the document the poll ran in:
          // WebKitWebDriver then ends the script with this error. Ask again in the new document.
          if (!isUnloadedWhileRunning(error)) throw error;
        }
      }
    }) as EnginePage['waitForFunction'],
    async click(selector, options = {}) {
      for (const element of await driver.findElements(By.css(selector))) {
        const text = (
          (await driver.executeScript('return arguments[0].textContent', element)) as string
        ).trim();
        if (options.text === undefined || text === options.text) {
          await element.click();
          return;
        }
      }
      throw new Error(`No element ${selector}${options.text ? ` with text ${options.text}` : ''}.`);
    },
    type: (text) => driver.actions({ async: true }).sendKeys(text).perform(),
    press: (key) => driver.actions({ async: true }).sendKeys(WEBDRIVER_KEYS[key]).perform(),
    goto: (path) => goto(url(path)),
    setViewportSize,
    consoleEntries: async () => [...earlier, ...(await readConsole())],
    waitForConsole: async (part) => {
      await page.waitForFunction(
        ([name, text]) =>
          ((window as unknown as Record<string, ConsoleEntry[]>)[name] || []).some((entry) =>
            entry.text.includes(text),
          ),
        [CONSOLE_RECORDER_NAME, part],
      );
    },
  };
  let opened = false;
  return {
    async open(address, { viewport }) {
      if (opened) throw new Error('WebKit runs one page at a time in a test.');
      opened = true;
      earlier = [];
      await setViewportSize(viewport);
      await goto(address);
      return page;
    },
    async release() {
      if (!opened) return;
      opened = false;
      // The next test starts as a new visitor: no storage or cookies, a blank page.
      await driver
        .executeScript('try { localStorage.clear(); sessionStorage.clear(); } catch (e) {}')
        .catch(() => undefined);
      await driver
        .manage()
        .deleteAllCookies()
        .catch(() => undefined);
      await driver.get('about:blank');
    },
    async close() {
      await driver.quit().catch(() => undefined);
      await service.kill();
    },
  };
}
