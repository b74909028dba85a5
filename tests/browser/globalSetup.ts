import type { Server } from 'node:http';
import { chromium, type BrowserServer } from 'playwright-core';
import { findChrome, CHROME_ARGS } from '../../scripts/chrome.cjs';
import { ensureSiteBuilt, SITE_DIR } from './site-build';
// The same static server as `npm run preview`.
import { createStaticServer, listen } from '../../scripts/serve.cjs';
import { buildTestPages, PAGES_OUT, RUN_DIR } from './test-pages';
import path from 'node:path';

declare global {
  // Handles kept for globalTeardown, which runs in the same process.
  var __browserTestHandles: { server: Server; browser: BrowserServer } | undefined;
}

export default async function globalSetup(): Promise<void> {
  const executablePath = findChrome();
  const base = normalizeBase(process.env.BASE_PATH || '/');
  // Component-only runs (the React matrix) need no site.
  const siteDir =
    process.env.SKIP_SITE_BUILD === '1'
      ? SITE_DIR
      : ensureSiteBuilt(base, path.join(RUN_DIR, 'site'));
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

function normalizeBase(base: string): string {
  const withLead = base.startsWith('/') ? base : `/${base}`;
  return withLead.endsWith('/') ? withLead : `${withLead}/`;
}
