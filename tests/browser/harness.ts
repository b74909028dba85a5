// openPage: Chromium through Playwright (routes, a fake clock, contexts); openEnginePage: the run's
// engine (ENGINE_SUITES in projects.js). A console error fails the test unless allowed.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { currentEngine, launchFirefox, launchWebKit, playwrightEnginePage } from './engines';
import type { EnginePage, EngineSession } from './engines';

export type { EnginePage } from './engines';

export interface OpenPageOptions {
  colorScheme?: 'light' | 'dark';
  viewport?: { width: number; height: number };
  locale?: string;
  reducedMotion?: 'reduce' | 'no-preference';
  allowConsoleErrors?: boolean; // collect console errors instead of failing on them
  initScript?: string;
  waitUntil?: 'load' | 'networkidle' | 'domcontentloaded';
  fakeClock?: boolean; // installed before the page loads
  origin?: string; // another server's than the production site's (e.g. the test build's)
  beforeLoad?: (context: BrowserContext) => Promise<void>;
  ownContext?: boolean; // the test changes its context for good: never reused
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  errors: string[];
  externalRequests: string[]; // requests off this machine: they fail
  url: (path: string) => string;
}

/** Absolute URL of a site path under the router base, or of a test page ("/__tests__/…"). */
export function siteUrl(path: string, origin?: string): string {
  const testPage = path.startsWith('/__tests__/');
  const variable = testPage ? 'TEST_PAGES_ORIGIN' : 'SITE_ORIGIN';
  const from = origin ?? process.env[variable];
  if (!from) throw new Error(`Nothing served at ${path} in this run (${variable} is not set).`);
  return testPage ? from + path : from + (process.env.SITE_BASE || '/') + path.replace(/^\//, '');
}

/** jest's `describe` or `it` in the run at `/`, skipped in the sub-path run (which proves only
 * what the router base changes); read when called, so importing needs no jest globals. */
const atRootBase = <T extends jest.It | jest.Describe>(name: 'describe' | 'it') => {
  const pick = () => {
    const fn = globalThis[name] as T;
    return (process.env.SITE_BASE || '/') === '/' ? fn : (fn.skip as T);
  };
  return new Proxy(() => undefined, {
    apply: (_, __, args) => (pick() as (...a: unknown[]) => unknown)(...args),
    get: (_, key) => pick()[key as keyof T],
  }) as unknown as T;
};
export const describeIndependentOfBase = atRootBase<jest.Describe>('describe');
export const itIndependentOfBase = atRootBase<jest.It>('it');

const isLocal = (url: string) =>
  !/^https?:/.test(url) || ['127.0.0.1', 'localhost'].includes(new URL(url).hostname);

/** A context and its page; `blocked`: this test's outside requests, listed by `onFailed`. */
interface Tab {
  context: BrowserContext;
  page: Page;
  blocked: string[];
  onFailed: (request: { url(): string }) => void;
}

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };
const idleTabs = new Map<string, Tab>();
let browser: Promise<Browser> | undefined;
const inTest: { errors: () => Promise<string[]>; end: () => Promise<void> }[] = [];

function getBrowser(): Promise<Browser> {
  // The promise is kept: pages opened at once share one connection.
  if (!browser) {
    const connecting = chromium.connect(process.env.BROWSER_WS_ENDPOINT as string);
    const forget = () => {
      if (browser === connecting) browser = undefined;
    };
    connecting.then((connected) => connected.on('disconnected', forget), forget);
    browser = connecting;
  }
  return browser;
}

const contextOptions = (o: OpenPageOptions) => ({
  colorScheme: o.colorScheme ?? 'light',
  viewport: o.viewport ?? DEFAULT_VIEWPORT,
  locale: o.locale ?? 'en-US',
  reducedMotion: o.reducedMotion ?? 'no-preference',
});

/** Plain options reuse the last test's tab, reset: a new context costs about twice the CPU. */
function reuseKeyFor(o: OpenPageOptions): string | undefined {
  if (o.initScript || o.fakeClock || o.beforeLoad || o.origin || o.ownContext) return undefined;
  return JSON.stringify(contextOptions(o));
}

async function newTab(options: OpenPageOptions): Promise<Tab> {
  const context = await (await getBrowser()).newContext(contextOptions(options));
  // Outside hosts do not resolve (services.ts): each outside request fails and is listed.
  const tab: Tab = { context, page: undefined as never, blocked: [], onFailed: () => {} };
  tab.onFailed = (request) => {
    if (!isLocal(request.url())) tab.blocked.push(request.url());
  };
  context.on('requestfailed', tab.onFailed);
  if (options.initScript) await context.addInitScript(options.initScript);
  if (options.fakeClock) await context.clock.install();
  if (options.beforeLoad) await options.beforeLoad(context);
  tab.page = await context.newPage();
  return tab;
}

const EVENTS = 'request response requestfinished requestfailed console dialog';
const PAGE_EVENTS = `${EVENTS} pageerror popup download framenavigated load domcontentloaded close crash`;
const CONTEXT_EVENTS = `${EVENTS} page weberror`;

/** Makes a tab as a new one would be for the next test; false when the test closed it. */
async function resetTab({ context, page, onFailed }: Tab, key: string): Promise<boolean> {
  if (page.isClosed()) return false;
  await Promise.all(context.pages().map((other) => (other === page ? null : other.close())));
  for (const event of PAGE_EVENTS.split(' ')) page.removeAllListeners(event);
  const emitter = context as unknown as NodeJS.EventEmitter;
  for (const event of CONTEXT_EVENTS.split(' ')) {
    for (const listener of emitter.listeners(event))
      if (listener !== onFailed) emitter.off(event, listener as () => void);
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.evaluate(() => [localStorage.clear(), sessionStorage.clear()]).catch(() => {});
  await page.goto('about:blank');
  await context.clearCookies();
  await context.clearPermissions();
  const { colorScheme, viewport, reducedMotion } = JSON.parse(key);
  await page.setViewportSize(viewport);
  await page.emulateMedia({ media: null, colorScheme, reducedMotion });
  await page.mouse.move(0, 0);
  return true;
}

export async function openPage(path: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const reuseKey = reuseKeyFor(options);
  const idle = reuseKey ? idleTabs.get(reuseKey) : undefined;
  if (reuseKey) idleTabs.delete(reuseKey);
  const tab = idle ?? (await newTab(options));
  const { page, context } = tab;
  const errors: string[] = [];
  tab.blocked = [];
  // A full Chrome asks each origin for /favicon.ico on its own and logs its failure: not the page's.
  const requested = new Set<string>();
  page.on('request', (request) => requested.add(request.url()));
  page.on('console', (message) => {
    const source = message.location().url;
    if (message.type() !== 'error' || !isLocal(source)) return;
    if (message.text().startsWith('Failed to load resource:') && !requested.has(source)) return;
    errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  const url = (sitePath: string) => siteUrl(sitePath, options.origin);
  inTest.push({
    errors: async () => (options.allowConsoleErrors ? [] : errors),
    async end() {
      if (reuseKey && !idleTabs.has(reuseKey) && (await resetTab(tab, reuseKey).catch(() => false)))
        idleTabs.set(reuseKey, tab);
      else await context.close().catch(() => {});
    },
  });
  await page.goto(url(path), { waitUntil: options.waitUntil ?? 'load' });
  return { page, context, errors, externalRequests: tab.blocked, url };
}

/** Waits until a page (Playwright's, a frame, or an EnginePage) has hydrated and shows text. */
export async function waitForHydrated(page: {
  waitForFunction(fn: () => boolean): Promise<unknown>;
}): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') &&
      (document.body.textContent || '').trim().length > 0,
  );
}

let engineSession: Promise<EngineSession> | undefined;

export async function openEnginePage(
  path: string,
  options: { viewport?: { width: number; height: number }; allowConsoleErrors?: boolean } = {},
): Promise<EnginePage> {
  const engine = currentEngine();
  if (engine === 'chromium') {
    const opened = await openPage(path, options);
    return playwrightEnginePage(opened.page, opened.url, opened.errors);
  }
  const session = (engineSession ??= (engine === 'firefox' ? launchFirefox : launchWebKit)(
    siteUrl,
  ));
  const page = await (await session).open(siteUrl(path), options.viewport ?? DEFAULT_VIEWPORT);
  inTest.push({
    errors: async () =>
      options.allowConsoleErrors
        ? []
        : (await page.consoleEntries()).filter((e) => e.type === 'error').map((e) => e.text),
    end: async () => (await session).release(),
  });
  return page;
}

/** Ends this test's pages; throws if a strict page logged an error. */
export async function closePagesAndCheckErrors(): Promise<void> {
  const lines: string[] = [];
  for (const page of inTest.splice(0)) {
    lines.push(...(await page.errors().catch(() => [])));
    await page.end();
  }
  if (lines.length > 0) throw new Error(`The page logged errors:\n${lines.join('\n')}`);
}

const closeQuietly = (pending?: Promise<{ close(): Promise<unknown> }>) =>
  pending?.then(
    (open) => open.close(),
    () => undefined,
  );

export async function disconnectBrowser(): Promise<void> {
  const [session, connected] = [engineSession, browser];
  engineSession = browser = undefined;
  idleTabs.clear();
  await Promise.all([closeQuietly(session), closeQuietly(connected)]);
}
