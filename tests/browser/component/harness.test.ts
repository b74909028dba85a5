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
  server.closeAllConnections();
  server.close();
});

/** Opens a page of this origin, resolving once the console said `resource` failed to load. */
async function openLogging(path: string, resource: string) {
  let logged: Promise<void> | undefined;
  await openPage(path, {
    origin,
    beforeLoad: async (context) => {
      logged = new Promise((resolve) =>
        context.on('console', (message) => {
          if (message.location().url === `${origin}${resource}`) resolve();
        }),
      );
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
  });

  it("serves the test pages on an origin that answers /favicon.ico with the site's icon", async () => {
    const { page } = await openPage('/__tests__/component-layout.html');
    const icon = await page.request.get(new URL('/favicon.ico', page.url()).href);
    // An ICO file's header: reserved 0, type 1 (icon).
    expect([icon.status(), ...(await icon.body()).subarray(0, 4)]).toEqual([200, 0, 0, 1, 0]);
  });

  it('opens pages at once over one connection to the browser, collecting their allowed errors', async () => {
    const options = { allowConsoleErrors: true, ownContext: true };
    const [first, second] = await Promise.all(
      [1, 2].map(() => openPage('/__tests__/logs-console-error.html', options)),
    );
    // Compared as booleans: a failing toBe would print both Browser objects whole.
    expect(first.errors).toEqual(['console.error: deliberate error from a test page']);
    expect(first.context === second.context).toBe(false);
    expect(first.context.browser() === second.context.browser()).toBe(true);
  });

  it("gives the next test the last test's tab with none of its storage, routes or listeners, still blocking and listing requests off the machine", async () => {
    const seen = { routed: 0, pageRequests: 0, contextRequests: 0 };
    const last = await openPage('/__tests__/component-layout.html');
    await last.page.evaluate(() => {
      localStorage.setItem('left-behind', '1');
      sessionStorage.setItem('left-behind', '1');
    });
    await last.context.route('**/*.css', (route) => {
      seen.routed += 1;
      return route.abort();
    });
    last.page.on('request', () => (seen.pageRequests += 1));
    last.context.on('request', () => (seen.contextRequests += 1));
    // What jest runs after each test (setupAfterEnv.ts) ends the last test here.
    await closePagesAndCheckErrors();

    const { page, externalRequests } = await openPage('/__tests__/component-layout.html');
    expect(page === last.page).toBe(true);
    // No route or listener of the last test saw this load, its stylesheet included.
    expect(seen).toEqual({ routed: 0, pageRequests: 0, contextRequests: 0 });
    const left = await page.evaluate(() =>
      fetch('https://outside.example/x').then(
        () => 'loaded',
        () => [localStorage.getItem('left-behind'), sessionStorage.getItem('left-behind')],
      ),
    );
    expect([left, externalRequests]).toEqual([[null, null], ['https://outside.example/x']]);
  });
});
