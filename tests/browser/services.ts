import fs from 'node:fs';
import os from 'node:os';
import type { Server } from 'node:http';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import { findTestChrome, CHROME_ARGS } from '../../scripts/chrome.cjs';
// The same static server as `npm run preview`.
import { createStaticServer, listen } from '../../scripts/serve.cjs';
import { ROOT } from './site-build';
import { buildTestPages } from './test-pages';

/**
 * What the browser tests share in jest's main process: one Chromium and the servers. Each jest
 * project's globalSetup (component, site) starts what it needs; what both need is started once.
 */
interface Services {
  browser?: Promise<BrowserServer>;
  testPages?: Promise<void>;
  servers: Server[];
  /** Folders of generated files, removed at the end of the run. */
  folders: string[];
}

declare global {
  // Kept for globalTeardown, which runs in the same process.
  var __browserTestServices: Services | undefined;
}

function services(): Services {
  globalThis.__browserTestServices ??= { servers: [], folders: [] };
  return globalThis.__browserTestServices;
}

/** Every host name fails to resolve but the local ones the tests serve from. */
const OFFLINE_HOST_RULES = 'MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

/** Starts the shared Chromium once; its endpoint goes to the test workers. */
export function startBrowser(): Promise<void> {
  const shared = services();
  shared.browser ??= chromium.launchServer({
    executablePath: findTestChrome(),
    // No host but this machine resolves: a page's outside requests fail at once, with no route
    // in the way (a route makes Playwright turn off the HTTP cache and relay every request).
    args: [...CHROME_ARGS, `--host-resolver-rules=${OFFLINE_HOST_RULES}`],
    headless: true,
  });
  return shared.browser.then((browser) => {
    process.env.BROWSER_WS_ENDPOINT = browser.wsEndpoint();
  });
}

/** Serves a folder on 127.0.0.1 at a free port until the run ends; resolves with its origin. */
export async function serve(options: Parameters<typeof createStaticServer>[0]): Promise<string> {
  const server: Server = createStaticServer(options);
  services().servers.push(server);
  return `http://127.0.0.1:${await listen(server, 0)}`;
}

/**
 * Bundles the test pages (tests/browser/pages) into a temporary folder outside the working tree
 * and serves them at /__tests__/ on an origin of their own, once per run.
 */
export function serveTestPages(options: { headScript?: string } = {}): Promise<void> {
  const shared = services();
  shared.testPages ??= (async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-overflow-test-pages-'));
    shared.folders.push(out);
    await buildTestPages(out);
    // At the root, what the site has there (favicon.ico, logo.svg): a browser asks any origin
    // for /favicon.ico.
    process.env.TEST_PAGES_ORIGIN = await serve({
      root: path.join(ROOT, 'public'),
      mounts: { '/__tests__/': out },
      headScript: options.headScript,
    });
  })();
  return shared.testPages;
}

/** Closes what the setups started and removes the generated files. */
export async function stopServices(): Promise<void> {
  const shared = globalThis.__browserTestServices;
  if (!shared) return;
  globalThis.__browserTestServices = undefined;
  if (shared.browser) await (await shared.browser).close();
  await Promise.all(
    shared.servers.map((server) => {
      // Idle keep-alive connections would keep it open.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
  for (const folder of shared.folders) fs.rmSync(folder, { recursive: true, force: true });
}
