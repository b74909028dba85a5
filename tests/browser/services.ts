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

/** What the projects' global setups started in jest's main process, once, for globalTeardown. */
declare global {
  var __browserTestServices:
    | {
        browser?: Promise<BrowserServer>;
        testPages?: Promise<void>;
        servers: Server[];
        folders: string[];
      }
    | undefined;
}
const services = () => (globalThis.__browserTestServices ??= { servers: [], folders: [] });

/** A Chromium where no host but this machine resolves (a route would turn off the HTTP cache). */
export const launchTestChrome = (executablePath = findTestChrome()) =>
  chromium.launchServer({
    executablePath,
    args: [
      ...CHROME_ARGS,
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    ],
    headless: true,
  });

export async function startBrowser(): Promise<void> {
  const browser = await (services().browser ??= launchTestChrome());
  process.env.BROWSER_WS_ENDPOINT = browser.wsEndpoint();
}

/** Serves a folder on 127.0.0.1 at a free port until the run ends; resolves with its origin. */
export async function serve(options: Parameters<typeof createStaticServer>[0]): Promise<string> {
  const server: Server = createStaticServer(options);
  services().servers.push(server);
  return `http://127.0.0.1:${await listen(server, 0)}`;
}

/** Bundles the test pages and serves them at /__tests__/ on their own origin, once, beside public/. */
export function serveTestPages(options: { headScript?: string } = {}): Promise<void> {
  const shared = services();
  shared.testPages ??= (async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-overflow-test-pages-'));
    shared.folders.push(out);
    await buildTestPages(out);
    process.env.TEST_PAGES_ORIGIN = await serve({
      root: path.join(ROOT, 'public'),
      mounts: { '/__tests__/': out },
      headScript: options.headScript,
    });
  })();
  return shared.testPages;
}

export async function stopServices(): Promise<void> {
  const shared = globalThis.__browserTestServices;
  globalThis.__browserTestServices = undefined;
  if (!shared) return;
  if (shared.browser) await (await shared.browser).close();
  for (const server of shared.servers) server.closeAllConnections(); // idle keep-alive ones
  await Promise.all(shared.servers.map((server) => new Promise((done) => server.close(done))));
  for (const folder of shared.folders) fs.rmSync(folder, { recursive: true, force: true });
}
