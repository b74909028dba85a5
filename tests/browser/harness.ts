/**
 * The browser tests' harness. `openPage(path, options)`: Chromium through Playwright, for suites
 * that need its own API (routes, a fake clock, locators, contexts). `openEnginePage(path)`: the
 * same page in the engine the run drives (Chromium; Firefox ESR and WebKitGTK in
 * `npm run test:engines`) behind `EnginePage` (engines.ts): a suite written with it runs in all
 * three; list it in ENGINE_SUITES (projects.js). Either way a console error fails the test unless
 * `allowConsoleErrors`, and pages end after each test. A difference between engines is fixed in
 * the component or the site, not branched on in a test.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from 'playwright-core';
import {
  currentEngine,
  launchFirefox,
  launchWebKit,
  playwrightEnginePage,
  type EnginePage,
  type EngineSession,
} from './engines';

export type { EnginePage } from './engines';

export interface OpenPageOptions {
  colorScheme?: 'light' | 'dark';
  viewport?: { width: number; height: number };
  locale?: string;
  reducedMotion?: 'reduce' | 'no-preference';
  /** For tests about errors themselves: collect console errors instead of failing on them. */
  allowConsoleErrors?: boolean;
  /** Runs in the page before any of its scripts (e.g. to break localStorage). */
  initScript?: string;
  waitUntil?: 'load' | 'networkidle' | 'domcontentloaded';
  /** Playwright's fake clock, installed before the page loads, for tests about timers. */
  fakeClock?: boolean;
  /** Another server's origin than the production site's (e.g. the test build's, test-site.ts). */
  origin?: string;
  /** Runs once the context exists, before the page loads (e.g. to hold back a request). */
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

let browser: Promise<Browser> | undefined;
const openedInTest: OpenedPage[] = [];
const strictPages = new WeakSet<OpenedPage>();

async function getBrowser(): Promise<Browser> {
  const endpoint = process.env.BROWSER_WS_ENDPOINT as string;
  // The promise, not the browser, is kept: two pages opened at once would otherwise each connect,
  // and the connection overwritten here would stay open and keep the test worker from exiting.
  const current = browser;
  if (current && !(await current).isConnected() && browser === current) browser = undefined;
  if (!browser) {
    const connecting = chromium.connect(endpoint);
    browser = connecting;
    connecting.catch(() => {
      if (browser === connecting) browser = undefined;
    });
  }
  return browser;
}

/**
 * Absolute URL of a site path ("/demo/base") under the router base, or of a test page
 * ("/__tests__/stress.html", on the test pages' own origin unless `origin` is given).
 */
export function siteUrl(path: string, origin?: string): string {
  if (path.startsWith('/__tests__/')) {
    return (origin ?? originFrom('TEST_PAGES_ORIGIN', 'test pages')) + path;
  }
  const base = process.env.SITE_BASE || '/';
  return (origin ?? originFrom('SITE_ORIGIN', 'site')) + base + path.replace(/^\//, '');
}

function originFrom(variable: string, what: string): string {
  const origin = process.env[variable];
  if (!origin) throw new Error(`No ${what} served in this run (${variable} is not set).`);
  return origin;
}

// The sub-path run (`npm run test:browser:subpath`) serves the same site under /rc-overflow/ to
// prove what the router base changes: links, redirects, asset and chunk URLs, search results. A
// block whose outcome cannot depend on the base (a layout at some width, a theme, the code an
// export sends) is declared with these and runs only at `/`, where it is proven on the same code.
const atRootBase = (process.env.SITE_BASE || '/') === '/';
/** `describe` for a block that does not depend on the router base: skipped under a sub-path. */
export const describeIndependentOfBase = atRootBase ? describe : describe.skip;
/** `it` for a test that does not depend on the router base: skipped under a sub-path. */
export const itIndependentOfBase = atRootBase ? it : it.skip;

function isLocal(url: string): boolean {
  if (!/^https?:/.test(url)) return true;
  const { hostname } = new URL(url);
  return hostname === '127.0.0.1' || hostname === 'localhost';
}

/** A browser context with its page, the current test's outside requests, and `reuseKeyFor`'s key. */
interface Tab {
  context: BrowserContext;
  page: Page;
  blocked: string[];
  reuseKey?: string;
  /** The context listener that lists outside requests; the only one a reset keeps. */
  onFailed: (request: Request) => void;
}

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };
const idleTabs = new Map<string, Tab>();
const tabs = new WeakMap<OpenedPage, Tab>();

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

const contextOptions = (o: OpenPageOptions) => ({
  colorScheme: o.colorScheme ?? 'light',
  viewport: o.viewport ?? DEFAULT_VIEWPORT,
  locale: o.locale ?? 'en-US',
  reducedMotion: o.reducedMotion ?? 'no-preference',
});

async function newTab(options: OpenPageOptions): Promise<Tab> {
  const context = await (await getBrowser()).newContext(contextOptions(options));
  // Outside hosts do not resolve in the test browser (globalSetup), so each outside request fails;
  // the tab lists those. A request a test answers with its own route does not fail and is not listed.
  const made: { tab?: Tab } = {};
  const onFailed = (request: Request) => {
    if (!isLocal(request.url())) made.tab?.blocked.push(request.url());
  };
  context.on('requestfailed', onFailed);
  if (options.initScript) await context.addInitScript(options.initScript);
  if (options.fakeClock) await context.clock.install();
  if (options.beforeLoad) await options.beforeLoad(context);
  made.tab = { context, page: await context.newPage(), blocked: [], onFailed };
  return made.tab;
}

/** Page and context events a test may listen to; their listeners end with the test. */
const REQUEST_EVENTS = 'request response requestfinished requestfailed console dialog';
const PAGE_EVENTS = `${REQUEST_EVENTS} pageerror popup download framenavigated load domcontentloaded close crash`;
const CONTEXT_EVENTS = `${REQUEST_EVENTS} page weberror`;

/**
 * Makes a tab as a new one would be for the next test: only its page, no listeners or routes of
 * the last test, a blank document, no storage or cookies or permissions, the context's viewport
 * and media, the mouse where a new page has it. False when the test closed it.
 */
async function resetTab(tab: Tab, key: string): Promise<boolean> {
  const { context, page } = tab;
  if (page.isClosed()) return false;
  await Promise.all(context.pages().map((other) => (other === page ? null : other.close())));
  for (const event of PAGE_EVENTS.split(' ')) page.removeAllListeners(event);
  const emitter = context as unknown as NodeJS.EventEmitter;
  for (const event of CONTEXT_EVENTS.split(' ')) {
    for (const listener of emitter.listeners(event))
      if (listener !== tab.onFailed) emitter.off(event, listener as () => void);
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page
    .evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    })
    .catch(() => undefined);
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
  tab.reuseKey = reuseKey;
  const errors: string[] = [];
  const externalRequests: string[] = [];
  tab.blocked = externalRequests;
  const { page, context } = tab;
  // What the page itself asked for. The browser asks too, on its own (a full Chrome asks each
  // origin for /favicon.ico), and logs that request's failure in the page's console as well.
  const requested = new Set<string>();
  page.on('request', (request) => requested.add(request.url()));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    // An outside resource cannot load here: our own doing, not the page's error.
    if (!isLocal(source)) return;
    if (message.text().startsWith('Failed to load resource:') && !requested.has(source)) return;
    errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  const url = (sitePath: string) => siteUrl(sitePath, options.origin);
  const opened: OpenedPage = { page, context, errors, externalRequests, url };
  tabs.set(opened, tab);
  openedInTest.push(opened);
  if (!options.allowConsoleErrors) strictPages.add(opened);
  await page.goto(url(path), { waitUntil: options.waitUntil ?? 'load' });
  return opened;
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
const enginePagesInTest: { page: EnginePage; strict: boolean }[] = [];

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
  engineSession ??= (engine === 'firefox' ? launchFirefox : launchWebKit)(siteUrl);
  const page = await (
    await engineSession
  ).open(siteUrl(path), options.viewport ?? DEFAULT_VIEWPORT);
  enginePagesInTest.push({ page, strict: !options.allowConsoleErrors });
  return page;
}

const failIfLogged = (lines: string[]) => {
  if (lines.length > 0) throw new Error(`The page logged errors:\n${lines.join('\n')}`);
};

/** Ends a test's tab: kept for the next test when it may be (one per key), else closed. */
async function releaseTab(tab: Tab, keeping: Set<string>): Promise<void> {
  const key = tab.reuseKey;
  const claimed = key !== undefined && !idleTabs.has(key) && !keeping.has(key);
  if (claimed) keeping.add(key);
  if (claimed && (await resetTab(tab, key).catch(() => false))) idleTabs.set(key, tab);
  else await tab.context.close().catch(() => undefined);
}

/** Ends this test's pages; throws if a strict page logged an error. Called after each test. */
export async function closePagesAndCheckErrors(): Promise<void> {
  const enginePages = enginePagesInTest.splice(0);
  const lines: string[] = [];
  for (const { page, strict } of enginePages) {
    const entries = strict ? await page.consoleEntries().catch(() => []) : [];
    lines.push(...entries.filter((entry) => entry.type === 'error').map((entry) => entry.text));
  }
  if (enginePages.length > 0) await (await engineSession)?.release();
  const pages = openedInTest.splice(0);
  const keeping = new Set<string>();
  await Promise.all(pages.map((p) => releaseTab(tabs.get(p) as Tab, keeping)));
  failIfLogged([...lines, ...pages.flatMap((p) => (strictPages.has(p) ? p.errors : []))]);
}

/** Closes what a pending launch opened; a launch that failed has nothing to close. */
const closeQuietly = (pending?: Promise<{ close(): Promise<unknown> }>) =>
  pending?.then(
    (open) => open.close(),
    () => undefined,
  );

export async function disconnectBrowser(): Promise<void> {
  const [session, connected] = [engineSession, browser];
  engineSession = undefined;
  browser = undefined;
  idleTabs.clear();
  await Promise.all([closeQuietly(session), closeQuietly(connected)]);
}
