import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserServer } from 'playwright-core';
import { findFullChrome } from '../../../scripts/chrome.cjs';
import { closePagesAndCheckErrors, disconnectBrowser, openPage } from '../harness';
import { launchTestChrome } from '../services';

// A full Chromium asks each origin for /favicon.ico itself and logs the 404 in the page's console.
const PAGES: Record<string, string> = {
  '/': '<p>Asks for nothing more</p>',
  '/image.html': '<img src="/missing.png" alt="">',
  '/error.html': '<script>console.error("deliberate error")</script>',
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
  await openPage(path, {
    origin,
    beforeLoad: async (context) => {
      logged = context.waitForEvent('console', {
        predicate: (m) => m.location().url === origin + resource,
      });
    },
  });
  await logged;
  return closePagesAndCheckErrors();
}

it('fails a test whose page logs an error, or fails to load what it asked for, not the icon', async () => {
  await expect(openLogging('/', '/favicon.ico')).resolves.toBeUndefined(); // asked for once
  await openPage('/error.html', { origin });
  await expect(closePagesAndCheckErrors()).rejects.toThrow(
    'The page logged errors:\nconsole.error: deliberate error',
  );
  await expect(openLogging('/image.html', '/missing.png')).rejects.toThrow(
    /^The page logged errors:\nconsole.error: Failed to load resource: .* status of 404/,
  );
  // Pages opened at once: contexts of their own on one connection, each with its errors.
  const [a, b] = await Promise.all(
    [1, 2].map(() => openPage('/error.html', { origin, allowConsoleErrors: true })),
  );
  // Booleans: a failing toBe would print both Browser objects whole.
  const shared = [a.context === b.context, a.context.browser() === b.context.browser()];
  expect([a.errors, ...shared]).toEqual([['console.error: deliberate error'], false, true]);
});

it("gives the next test the last test's tab with none of its storage, routes or listeners, still blocking and listing requests off the machine", async () => {
  const none = { routed: 0, pageRequests: 0, contextRequests: 0 };
  const seen = { ...none };
  const last = await openPage('/__tests__/component-layout.html');
  await last.page.evaluate(() => [localStorage, sessionStorage].map((s) => s.setItem('a', '1')));
  await last.context.route('**/*.css', (route) => ((seen.routed += 1), route.abort()));
  last.page.on('request', () => (seen.pageRequests += 1));
  last.context.on('request', () => (seen.contextRequests += 1));
  await closePagesAndCheckErrors(); // as after each test (setupAfterEnv.ts)
  const { page, externalRequests } = await openPage('/__tests__/component-layout.html');
  const left = await page.evaluate(() =>
    fetch('https://outside.example/x').catch(() => [localStorage.a, sessionStorage.a]),
  );
  // The test pages' origin answers /favicon.ico with the site's icon: an ICO header (0, type 1).
  const icon = await page.request.get(new URL('/favicon.ico', page.url()).href);
  const iconHead = [icon.status(), ...(await icon.body()).subarray(0, 4)];
  expect({ reused: page === last.page, seen, left, externalRequests, iconHead }).toEqual({
    ...{ reused: true, seen: none, left: [undefined, undefined], iconHead: [200, 0, 0, 1, 0] },
    externalRequests: ['https://outside.example/x'],
  });
});
