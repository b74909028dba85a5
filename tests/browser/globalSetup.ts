import type { Server } from 'node:http';
import { chromium, type BrowserServer } from 'playwright-core';
import { findTestChrome, CHROME_ARGS } from '../../scripts/chrome.cjs';
import { ensureSiteBuilt, normalizeBase, siteDirFor } from './site-build';
// The same static server as `npm run preview`.
import { createStaticServer, listen } from '../../scripts/serve.cjs';
import { buildTestPages, PAGES_OUT } from './test-pages';

declare global {
  // Handles kept for globalTeardown, which runs in the same process.
  var __browserTestHandles: { server: Server; browser: BrowserServer } | undefined;
}

/** Every host name fails to resolve but the local ones the tests serve from. */
const OFFLINE_HOST_RULES = 'MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

export default async function globalSetup(): Promise<void> {
  const executablePath = findTestChrome();
  const base = normalizeBase(process.env.BASE_PATH || '/');
  // The production site, built once per change of its sources and served where it was built
  // (a build swaps its folder in whole). Component-only runs (the React matrix) need no site.
  const siteDir = process.env.SKIP_SITE_BUILD === '1' ? siteDirFor(base) : ensureSiteBuilt(base);
  await buildTestPages();

  const server: Server = createStaticServer({
    root: siteDir,
    base,
    mounts: { '/__tests__/': PAGES_OUT },
  });
  const port: number = await listen(server, 0);

  const browser = await chromium.launchServer({
    executablePath,
    // No host but this machine resolves: a page's outside requests fail at once, with no route
    // in the way (a route makes Playwright turn off the HTTP cache and relay every request).
    args: [...CHROME_ARGS, `--host-resolver-rules=${OFFLINE_HOST_RULES}`],
    headless: true,
  });
  globalThis.__browserTestHandles = { server, browser };

  process.env.SITE_ORIGIN = `http://127.0.0.1:${port}`;
  process.env.SITE_BASE = base;
  process.env.SITE_RUN_DIR = siteDir;
  process.env.BROWSER_WS_ENDPOINT = browser.wsEndpoint();
}
