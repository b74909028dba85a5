import fs from 'node:fs';
import net from 'node:net';
import type { Page as PlaywrightPage } from 'playwright-core';
import type { Page as PuppeteerPage } from 'puppeteer-core';
// The static server puts it first in every page of the engine run (setup-engines.ts).
import { CONSOLE_RECORDER_NAME } from '../../scripts/console-recorder.cjs';

export type Engine = 'chromium' | 'firefox' | 'webkit';
export interface ConsoleEntry {
  type: 'error' | 'warning';
  text: string;
}
export type KeyName = 'Tab' | 'Enter' | 'Escape' | 'Space' | 'ArrowLeft' | 'ArrowRight';
type Size = { width: number; height: number };

/** A page in any engine; functions for `evaluate` go as source: only their argument and globals. */
export interface EnginePage {
  readonly engine: Engine;
  evaluate<R>(fn: () => R | Promise<R>): Promise<R>;
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  waitForFunction(fn: () => unknown): Promise<void>;
  waitForFunction<A>(fn: (arg: A) => unknown, arg: A): Promise<void>;
  click(selector: string, options?: { text?: string }): Promise<void>;
  type(text: string): Promise<void>;
  press(key: KeyName): Promise<void>;
  goto(path: string): Promise<void>;
  setViewportSize(size: Size): Promise<void>;
  consoleEntries(): Promise<ConsoleEntry[]>;
  waitForConsole(part: string): Promise<void>;
}

/** Each engine's own part; `run` resolves with an expression's awaited value. */
type Driver = Pick<EnginePage, 'engine' | 'type' | 'press' | 'setViewportSize'> & {
  run(expression: string): Promise<unknown>;
  waitFor(expression: string): Promise<void>;
  click(selector: string, index: number): Promise<void>;
  load(url: string): Promise<void>;
};

const firstExisting = (variable: string, locations: string[]) =>
  process.env[variable] || locations.find((location) => fs.existsSync(location)) || locations[0];

export function currentEngine(): Engine {
  const fromProject = (globalThis as { BROWSER_ENGINE?: string }).BROWSER_ENGINE;
  const name = fromProject || process.env.BROWSER_ENGINE || 'chromium';
  if (!['chromium', 'firefox', 'webkit'].includes(name)) throw new Error(`No engine ${name}.`);
  return name as Engine;
}

/** JSON that keeps Infinity (a pin) and keys set to undefined, both ways; sent as source too. */
function encoded(_key: string, item: unknown) {
  if (item === undefined || (typeof Node !== 'undefined' && item instanceof Node))
    return { __encoded: 'undefined' };
  return typeof item === 'number' && !Number.isFinite(item) ? { __encoded: String(item) } : item;
}
function restore(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (typeof record.__encoded === 'string')
    return record.__encoded === 'undefined' ? undefined : Number(record.__encoded);
  for (const key of Object.keys(record)) record[key] = restore(record[key]);
  return value;
}

const call = (fn: unknown, arg: unknown) =>
  `(${fn})((${restore})(JSON.parse(${JSON.stringify(JSON.stringify(arg ?? null, encoded))})))`;

function enginePage(
  driver: Driver,
  url: (path: string) => string,
  readConsole?: () => ConsoleEntry[],
): EnginePage {
  const evaluate = async (fn: unknown, arg?: unknown): Promise<never> => {
    const text = await driver.run(`Promise.resolve(${call(fn, arg)}).then((result) =>
      result === undefined ? null : JSON.stringify(result, ${encoded}))`);
    return (typeof text === 'string' ? restore(JSON.parse(text)) : undefined) as never;
  };
  let earlier: ConsoleEntry[] = []; // the recorder's, in documents `goto` left
  const consoleEntries = async (): Promise<ConsoleEntry[]> =>
    readConsole?.() ?? [
      ...earlier,
      ...(await evaluate(
        (name: string) => (window as never as Record<string, []>)[name] || [],
        CONSOLE_RECORDER_NAME,
      )),
    ];
  return {
    ...driver,
    evaluate,
    waitForFunction: (fn: unknown, arg?: unknown) => driver.waitFor(call(fn, arg)),
    async click(selector, { text } = {}) {
      const index = await evaluate(
        ([all, wanted]: string[]) =>
          [...document.querySelectorAll(all)].findIndex(
            (el) => wanted === null || (el.textContent || '').trim() === wanted,
          ),
        [selector, text ?? null],
      );
      if (index < 0) throw new Error(`No element ${selector} ${text ?? ''}`);
      await driver.click(selector, index);
    },
    async goto(path) {
      if (!readConsole) earlier = await consoleEntries();
      await driver.load(url(path));
    },
    consoleEntries,
    async waitForConsole(part) {
      while (!(await consoleEntries()).some((entry) => entry.text.includes(part)))
        await evaluate(() => new Promise(requestAnimationFrame));
    },
  };
}

export function playwrightEnginePage(
  page: PlaywrightPage,
  url: (path: string) => string,
  errors: string[],
): EnginePage {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const driver: Driver = {
    engine: 'chromium',
    run: (expression) => page.evaluate(expression),
    waitFor: async (expression) => {
      await page.waitForFunction(expression, undefined, { polling: 'raf', timeout: 0 });
    },
    click: (selector, index) => page.locator(selector).nth(index).click({ timeout: 0 }),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
    load: async (address) => void (await page.goto(address)),
    setViewportSize: (size) => page.setViewportSize(size),
  };
  return enginePage(driver, url, () => [
    ...errors.map((text) => ({ type: 'error' as const, text })),
    ...warnings.map((text) => ({ type: 'warning' as const, text })),
  ]);
}

export interface EngineSession {
  open(url: string, viewport: Size): Promise<EnginePage>;
  release(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Puppeteer 24 sends BiDi's screen orientation command with every viewport, which Firefox ESR 140
 * does not know (puppeteer#14989): the size goes by the command sent beside it, so a page whose
 * orientation could not be set waits until it has that size.
 */
async function setFirefoxViewport(page: PuppeteerPage, size: Size): Promise<void> {
  try {
    await page.setViewport(size);
  } catch (error) {
    if (!String(error).includes('setScreenOrientationOverride')) throw error;
    await page.waitForFunction(
      (width: number, height: number) => innerWidth === width && innerHeight === height,
      { polling: 'raf', timeout: 0 },
      size.width,
      size.height,
    );
  }
}

/**
 * Loads `address`. An address that sends the browser on (a redirect without JavaScript) aborts
 * Firefox's first navigation, which puppeteer reports as an error: the page then waits for the
 * address it was sent to to load.
 */
async function firefoxGoto(page: PuppeteerPage, address: string): Promise<void> {
  try {
    await page.goto(address, { waitUntil: 'load' });
  } catch (error) {
    if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
    await page.waitForFunction(
      (from: string) => location.href !== from && document.readyState === 'complete',
      { polling: 'raf', timeout: 0 },
      address,
    );
  }
}

export async function launchFirefox(url: (path: string) => string): Promise<EngineSession> {
  const puppeteer = (await import('puppeteer-core')).default;
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firstExisting('FIREFOX_PATH', ['/usr/bin/firefox-esr', '/usr/bin/firefox']),
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: { 'network.proxy.type': 0, 'network.dns.disableIPv6': true },
  });
  const open: { close(): Promise<void> }[] = [];
  return {
    async open(address, viewport) {
      const context = await browser.createBrowserContext();
      open.push(context);
      const page = await context.newPage();
      await setFirefoxViewport(page, viewport);
      await firefoxGoto(page, address);
      return enginePage(
        {
          engine: 'firefox',
          run: (expression) => page.evaluate(expression),
          waitFor: async (expression) => {
            await page.waitForFunction(expression, { polling: 'raf', timeout: 0 });
          },
          click: async (selector, index) => (await page.$$(selector))[index].click(),
          type: (text) => page.keyboard.type(text),
          press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
          load: (path) => firefoxGoto(page, path),
          setViewportSize: (size) => setFirefoxViewport(page, size),
        },
        url,
      );
    },
    async release() {
      const ending = open.splice(0);
      await Promise.all(ending.map((context) => context.close().catch(() => undefined)));
    },
    close: () => browser.close(),
  };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const WEBDRIVER_KEYS = { Tab: '\uE004', Enter: '\uE007', Escape: '\uE00C', Space: '\uE00D' };
const webDriverKey = (key: KeyName) =>
  ({ ...WEBDRIVER_KEYS, ArrowLeft: '\uE012', ArrowRight: '\uE014' })[key];

/** WebKitGTK through WebKitWebDriver (selenium-webdriver): one window for every test. */
export async function launchWebKit(url: (path: string) => string): Promise<EngineSession> {
  const { Builder, Capabilities, By } = await import('selenium-webdriver');
  const { DriverService } = await import('selenium-webdriver/remote');
  if (!process.env.DISPLAY) throw new Error('WebKitGTK needs a display: run it under xvfb-run.');
  const port = await freePort();
  const service = new DriverService(
    firstExisting('WEBKIT_DRIVER_PATH', ['/usr/bin/WebKitWebDriver']),
    { port, hostname: '127.0.0.1', args: [`--port=${port}`, '--host=127.0.0.1'] },
  );
  const browser = ['x86_64', 'aarch64'].flatMap((arch) =>
    ['4.1', '4.0'].map((api) => `/usr/lib/${arch}-linux-gnu/webkit2gtk-${api}/MiniBrowser`),
  );
  const driver = await new Builder()
    .usingServer(await service.start())
    .withCapabilities(
      new Capabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: firstExisting('WEBKIT_BROWSER_PATH', browser),
          args: ['--automation'],
        },
      }),
    )
    .build();
  await driver.manage().setTimeouts({ script: 10 * 60 * 1000 });
  const run = async (expression: string) => {
    const result = (await driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
      Promise.resolve(${expression}).then((value) => done({ value }),
        (error) => done({ error: String((error && error.stack) || error) }));`,
    )) as { value?: unknown; error?: string };
    if (result.error !== undefined) throw new Error(`In the page: ${result.error}`);
    return result.value;
  };
  const resize = async ({ width, height }: Size) => {
    // The window's rectangle includes its frame: set it, then add what the frame took.
    await driver.manage().window().setRect({ width, height });
    const [w, h] = (await driver.executeScript('return [innerWidth, innerHeight]')) as number[];
    if (w !== width || h !== height)
      await driver
        .manage()
        .window()
        .setRect({ width: 2 * width - w, height: 2 * height - h });
  };
  const webkit: Driver = {
    engine: 'webkit',
    run,
    async waitFor(expression) {
      // 30 frames a round trip, then ask again: the page may have navigated.
      const poll = `(async () => { for (let f = 0; f < 30; f += 1) { if (await ${expression})
          return true; await new Promise(requestAnimationFrame); } return false; })()`;
      for (;;) {
        try {
          if (await run(poll)) return;
        } catch (error) {
          // A page that navigates on its own (a redirect) unloads the document the poll ran in.
          if (!/before the unload event/.test((error as Error).message)) throw error;
        }
      }
    },
    click: async (selector, index) => (await driver.findElements(By.css(selector)))[index].click(),
    type: (text) => driver.actions({ async: true }).sendKeys(text).perform(),
    press: (key) => driver.actions({ async: true }).sendKeys(webDriverKey(key)).perform(),
    load: (address) => driver.get(address),
    setViewportSize: resize,
  };
  return {
    async open(address, viewport) {
      await resize(viewport);
      await driver.get(address);
      return enginePage(webkit, url);
    },
    async release() {
      await run('(() => { localStorage.clear(); sessionStorage.clear(); })()').catch(() => {});
      await driver.manage().deleteAllCookies();
      await driver.get('about:blank');
    },
    async close() {
      await driver.quit().catch(() => undefined);
      await service.kill();
    },
  };
}
