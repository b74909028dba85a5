import type { Server } from 'node:http';
import { ensureSiteBuilt, TEST_SITE } from './site-build';
import { createStaticServer, listen } from '../../scripts/serve.cjs';

// A build takes as long as it takes on a slow, busy machine; only this hook waits for one.
const BUILD_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * Serves the test build (the site plus test-only pages and a hosted search answered from a
 * fixture); pass its origin to openPage. It is built here when it is stale, or waited for while
 * `npm test` builds it beside the other suites.
 */
export function serveTestSite(): { origin: () => string } {
  let server: Server | undefined;
  let origin = '';
  beforeAll(async () => {
    const root = ensureSiteBuilt(process.env.SITE_BASE || '/', TEST_SITE);
    server = createStaticServer({ root, base: process.env.SITE_BASE || '/' });
    origin = `http://127.0.0.1:${await listen(server, 0)}`;
  }, BUILD_TIMEOUT_MS);
  afterAll(async () => {
    // Idle keep-alive connections would hold the worker open.
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  });
  return { origin: () => origin };
}
