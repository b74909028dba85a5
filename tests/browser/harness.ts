/**
 * `openPage`: Chromium through Playwright, for suites that need its API (routes, a fake clock,
 * contexts). `openEnginePage`: the page in the run's engine behind `EnginePage` (engines.ts), for
 * suites listed in ENGINE_SUITES (projects.js). A console error fails the test unless
 * `allowConsoleErrors`; pages end after each test.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { currentEngine, launchFirefox, launchWebKit, playwrightEnginePage } from './engines';
import type { EnginePage, EngineSession } from './engines';

export type { EnginePage } from './engines';

export interface OpenPageOptions {
  colorScheme?: 'light' | 'dark';
  viewport?: { width: number; height: number };
  locale?: string;
  reducedMotion?: 'reduce' | 'no-preference';
  /** For tests about errors themselves: collect console errors instead of failing on them. */
  allowConsoleErrors?: boolean;
  initScript?: string;
  waitUntil?: 'load' | 'networkidle' | 'domcontentloaded';
  /** Playwright's fake clock, installed before the page loads, for tests about timers. */
  fakeClock?: boolean;
  /** Another server's origin than the production site's (e.g. the test build's, test-site.ts). */
  origin?: string;
  /** Runs once the context exists, before the page loads. */
  beforeLoad?: (context: BrowserContext) => Promise<void>;
  /** The test changes its context for good: its page is closed after it, never reused. */
  ownContext?: boolean;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** Requests for anything outside this machine: they fail. */
  externalRequests: string[];
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

// The sub-path run (`npm run test:browser:subpath`) serves the same site under /rc-overflow/ to
// prove what the router base changes: links, redirects, asset and chunk URLs, search results. A
// block whose outcome cannot depend on the base (a layout at some width, a theme, the code an
// export sends) is declared with these and runs only at `/`, where it is proven on the same code.
const atRootBase = (process.env.SITE_BASE || '/') === '/';
export const describeIndependentOfBase = atRootBase ? describe : describe.skip;
export const itIndependentOfBase = atRootBase ? it : it.skip;

const isLocal = (url: string) =>
  !/^https?:/.test(url) || ['127.0.0.1', 'localhost'].includes(new URL(url).hostname);

/** A context and its page; `blocked` lists the current test's outside requests. */
interface Tab {
  context: BrowserContext;
  page: Page;
  blocked: string[];
  reuseKey?: string;
  /** The context listener that lists outside requests; the only one a reset keeps. */
  onFailed: (request: { url(): string }) => void;
}

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };
const idleTabs = new Map<string, Tab>();
let browser: Promise<Browser> | undefined;
/** What each page of the running test leaves: its errors (none unless strict), and its end. */
const inTest: { errors: () => Promise<string[]>; end: () => Promise<void> }[] = [];

function getBrowser(): Promise<Browser> {
  // The promise, not the browser, is kept: pages opened at once share one connection.
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

/**
 * Pages opened with plain options load in the tab the file's last test used, once it is reset: a
 * new context costs a renderer process of its own and an empty HTTP cache, about twice the CPU of
 * a load in a reused tab. The reset clears what a page keeps between loads (storage, cookies,
 * permissions, routes, listeners); a test that changes its context for good says `ownContext`.
 */
function reuseKeyFor(o: OpenPageOptions): string | undefined {
  if (o.initScript || o.fakeClock || o.beforeLoad || o.origin || o.ownContext) return undefined;
  return JSON.stringify(contextOptions(o));
}

async function newTab(options: OpenPageOptions): Promise<Tab> {
  const context = await (await getBrowser()).newContext(contextOptions(options));
  // Outside hosts do not resolve in the test browser (services.ts), so each outside request
  // fails and is listed; one a test answers with its own route does not fail.
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

// Page and context events a test may listen to; their listeners end with the test.
const EVENTS = 'request response requestfinished requestfailed console dialog';
const PAGE_EVENTS = `${EVENTS} pageerror popup download framenavigated load domcontentloaded close crash`;
const CONTEXT_EVENTS = `${EVENTS} page weberror`;

/**
 * Makes a tab as a new one would be for the next test: only its page, no listeners or routes of
 * the last test, a blank document, no storage or cookies or permissions, the context's viewport
 * and media, the mouse where a new page has it. False when the test closed it.
 */
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

/** Opens `path` in a new browser context, or a reset one (`reuseKeyFor`). */
export async function openPage(path: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const reuseKey = reuseKeyFor(options);
  const idle = reuseKey ? idleTabs.get(reuseKey) : undefined;
  if (reuseKey) idleTabs.delete(reuseKey);
  const tab = idle ?? (await newTab(options));
  const { page, context } = tab;
  const errors: string[] = [];
  tab.blocked = [];
  // What the page itself asked for. The browser asks too, on its own (a full Chrome asks each
  // origin for /favicon.ico), and logs that request's failure in the page's console as well.
  const requested = new Set<string>();
  page.on('request', (request) => requested.add(request.url()));
  page.on('console', (message) => {
    const source = message.location().url;
    // An outside resource cannot load here: our own doing, not the page's error.
    if (message.type() !== 'error' || !isLocal(source)) return;
    if (message.text().startsWith('Failed to load resource:') && !requested.has(source)) return;
    errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  const url = (sitePath: string) => siteUrl(sitePath, options.origin);
  inTest.push({
    errors: async () => (options.allowConsoleErrors ? [] : errors),
    async end() {
      // Kept for the next test when it may be (one tab per key), else closed.
      if (reuseKey && !idleTabs.has(reuseKey) && (await resetTab(tab, reuseKey).catch(() => false)))
        idleTabs.set(reuseKey, tab);
      else await context.close().catch(() => {});
    },
  });
  await page.goto(url(path), { waitUntil: options.waitUntil ?? 'load' });
  return { page, context, errors, externalRequests: tab.blocked, url };
}

/** Waits until the page (a Playwright page or frame, or an EnginePage) has hydrated and shows text. */
export async function waitForHydrated(page: {
  waitForFunction(fn: () => boolean): Promise<unknown>;
}): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') &&
      (document.body.textContent || '').trim().length > 0,
  );
}

/** This test file's Firefox or WebKit, started with its first page. */
let engineSession: Promise<EngineSession> | undefined;

/** Opens `path` (as `siteUrl` takes it) in the engine this run drives; see the top of this file. */
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

/** Ends this test's pages; throws if a strict page logged an error. Called after each test. */
export async function closePagesAndCheckErrors(): Promise<void> {
  const lines: string[] = [];
  for (const page of inTest.splice(0)) {
    lines.push(...(await page.errors().catch(() => [])));
    await page.end();
  }
  if (lines.length > 0) throw new Error(`The page logged errors:\n${lines.join('\n')}`);
}

/** Closes what a pending launch opened; a launch that failed has nothing to close. */
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
