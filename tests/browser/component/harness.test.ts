import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserServer } from 'playwright-core';
import { findFullChrome } from '../../../scripts/chrome.cjs';
import { closePagesAndCheckErrors, disconnectBrowser, openPage } from '../harness';
import { launchTestChrome } from '../services';

// On a full Chromium, which (unlike the headless shell) asks each origin for /favicon.ico itself
// and logs the 404 in the page's console. This origin answers 404 to anything but its pages.
const PAGES: Record<string, string> = {
  '/': '<p>Asks for nothing more</p>',
  '/image.html': '<p>Asks for an image</p><img src="/missing.png" alt="">',
  '/error.html': '<p>Logs an error</p><script>console.error("deliberate error")</script>',
};
const server = http.createServer((req, res) => {
  const page = PAGES[req.url ?? ''];
  res.writeHead(page ? 200 : 404, { 'Content-Type': 'text/html' }).end(page ?? 'Not found');
});
let chrome: BrowserServer;
let origin = '';

beforeAll(async () => {
  chrome = await launchTestChrome(findFullChrome());
  process.env.BROWSER_WS_ENDPOINT = chrome.wsEndpoint();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await disconnectBrowser();
  await chrome.close();
  server.close().closeAllConnections();
});

/** Opens a page of this origin; ends it once the console said `resource` failed to load. */
async function openLogging(path: string, resource: string) {
  let logged: Promise<unknown> = Promise.resolve();
  const url = origin + resource;
  await openPage(path, {
    origin,
    beforeLoad: async (context) => {
      logged = context.waitForEvent('console', { predicate: (m) => m.location().url === url });
    },
  });
  await logged;
  return closePagesAndCheckErrors();
}

describe('the browser-test harness', () => {
  it('fails a test whose page logs an error, or fails to load what it asked for, not the icon', async () => {
    // First: the browser asks an origin for its icon once.
    await expect(openLogging('/', '/favicon.ico')).resolves.toBeUndefined();
    await openPage('/error.html', { origin });
    await expect(closePagesAndCheckErrors()).rejects.toThrow(
      'The page logged errors:\nconsole.error: deliberate error',
    );
    await expect(openLogging('/image.html', '/missing.png')).rejects.toThrow(
      /^The page logged errors:\nconsole.error: Failed to load resource: the server responded with a status of 404/,
    );
    // Pages opened at once share one connection to the browser, each collecting its allowed errors.
    const [first, second] = await Promise.all(
      [1, 2].map(() => openPage('/error.html', { origin, allowConsoleErrors: true })),
    );
    expect(first.errors).toEqual(['console.error: deliberate error']);
    // Compared as booleans: a failing toBe would print both Browser objects whole.
    expect([
      first.context === second.context,
      first.context.browser() === second.context.browser(),
    ]).toEqual([false, true]);
  });

  it("gives the next test the last test's tab with none of its storage, routes or listeners, still blocking and listing requests off the machine", async () => {
    const seen = { routed: 0, pageRequests: 0, contextRequests: 0 };
    const last = await openPage('/__tests__/component-layout.html');
    await last.page.evaluate(() => [
      localStorage.setItem('left', '1'),
      sessionStorage.setItem('left', '1'),
    ]);
    await last.context.route('**/*.css', (route) => ((seen.routed += 1), route.abort()));
    last.page.on('request', () => (seen.pageRequests += 1));
    last.context.on('request', () => (seen.contextRequests += 1));
    await closePagesAndCheckErrors(); // as jest does after each test (setupAfterEnv.ts)

    const { page, externalRequests } = await openPage('/__tests__/component-layout.html');
    // No route or listener of the last test saw this load, its stylesheet included.
    expect([page === last.page, seen]).toEqual([
      true,
      { routed: 0, pageRequests: 0, contextRequests: 0 },
    ]);
    const left = await page.evaluate(() =>
      fetch('https://outside.example/x').catch(() => [localStorage.left, sessionStorage.left]),
    );
    expect([left, externalRequests]).toEqual([
      [undefined, undefined],
      ['https://outside.example/x'],
    ]);
    // The test pages' origin answers /favicon.ico with the site's icon: an ICO header (0, type 1).
    const icon = await page.request.get(new URL('/favicon.ico', page.url()).href);
    expect([icon.status(), ...(await icon.body()).subarray(0, 4)]).toEqual([200, 0, 0, 1, 0]);
  });
});
