import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export interface OpenPageOptions {
  colorScheme?: 'light' | 'dark';
  viewport?: { width: number; height: number };
  locale?: string;
  reducedMotion?: 'reduce' | 'no-preference';
  /** For tests about errors themselves: collect console errors instead of failing on them. */
  allowConsoleErrors?: boolean;
  /** Runs in the page before any of its scripts (e.g. to break localStorage). */
  initScript?: string;
  /** Wait for the network to go idle after load (the default), or only for `load`. */
  waitUntil?: 'load' | 'networkidle' | 'domcontentloaded';
  /** Playwright's fake clock, installed before the page loads (it follows real time until the
   * test moves it with `page.clock.runFor`), for tests about timers. */
  fakeClock?: boolean;
  /** Another server's origin than the production site's (e.g. the test build's, test-site.ts). */
  origin?: string;
  /** Runs once the context exists, before the page loads (e.g. to hold back a request). */
  beforeLoad?: (context: BrowserContext) => Promise<void>;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** Requests for anything outside this machine; they are blocked and listed here. */
  externalRequests: string[];
  url: (path: string) => string;
}

let browser: Browser | undefined;
const openedInTest: OpenedPage[] = [];
const strictPages = new WeakSet<OpenedPage>();

async function getBrowser(): Promise<Browser> {
  const endpoint = process.env.BROWSER_WS_ENDPOINT;
  if (!endpoint)
    throw new Error('BROWSER_WS_ENDPOINT is not set: run browser tests with npm run test:browser.');
  if (!browser || !browser.isConnected()) browser = await chromium.connect(endpoint);
  return browser;
}

/** Absolute URL of a site path ("/demo/base") under the router base, or of a test page. */
export function siteUrl(path: string, origin = process.env.SITE_ORIGIN as string): string {
  if (path.startsWith('/__tests__/')) return origin + path;
  const base = process.env.SITE_BASE || '/';
  return origin + base + path.replace(/^\//, '');
}

function isLocal(url: string): boolean {
  if (!/^https?:/.test(url)) return true;
  const { hostname } = new URL(url);
  return hostname === '127.0.0.1' || hostname === 'localhost';
}

/** Opens `path` in a fresh browser context; console errors fail the current test. */
export async function openPage(path: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const context = await (
    await getBrowser()
  ).newContext({
    colorScheme: options.colorScheme ?? 'light',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: options.locale ?? 'en-US',
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  const errors: string[] = [];
  const externalRequests: string[] = [];
  await context.route(
    (url) => !isLocal(url.href),
    (route) => {
      externalRequests.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  if (options.initScript) await context.addInitScript(options.initScript);
  if (options.fakeClock) await context.clock.install();
  if (options.beforeLoad) await options.beforeLoad(context);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A blocked outside resource is our own doing, not the page's error.
    if (!isLocal(message.location().url)) return;
    errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  const url = (sitePath: string) => siteUrl(sitePath, options.origin);
  const opened: OpenedPage = { page, context, errors, externalRequests, url };
  openedInTest.push(opened);
  if (!options.allowConsoleErrors) strictPages.add(opened);
  await page.goto(url(path), { waitUntil: options.waitUntil ?? 'load' });
  return opened;
}

/** Closes this test's pages; throws if a strict page logged an error. Called after each test. */
export async function closePagesAndCheckErrors(): Promise<void> {
  const pages = openedInTest.splice(0);
  const failures = pages.filter((p) => strictPages.has(p) && p.errors.length > 0);
  await Promise.all(pages.map((p) => p.context.close().catch(() => undefined)));
  if (failures.length > 0) {
    const lines = failures.flatMap((p) => p.errors);
    throw new Error(`The page logged errors:\n${lines.join('\n')}`);
  }
}

export async function disconnectBrowser(): Promise<void> {
  if (browser) await browser.close();
  browser = undefined;
}
