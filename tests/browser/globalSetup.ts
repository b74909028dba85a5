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
    args: CHROME_ARGS,
    headless: true,
  });
  globalThis.__browserTestHandles = { server, browser };

  process.env.SITE_ORIGIN = `http://127.0.0.1:${port}`;
  process.env.SITE_BASE = base;
  process.env.SITE_RUN_DIR = siteDir;
  process.env.BROWSER_WS_ENDPOINT = browser.wsEndpoint();
}
