import type { Server } from 'node:http';
import { ensureSiteBuilt, TEST_SITE } from './site-build';
// The same static server as the production site's.
import { createStaticServer, listen } from '../../scripts/serve.cjs';

/**
 * The browser tests' own build (the production site plus the test-only pages and a hosted search
 * answered from a fixture; see scripts/site-build.cjs), served beside the production site for the
 * suites that call this at their top (TEST_BUILD_SUITES in projects.js). The site project's
 * globalSetup builds it before a run that takes one of them; here it is found fresh. Pass the
 * returned origin to openPage.
 */
export function serveTestSite(): { origin: () => string } {
  let server: Server | undefined;
  let origin = '';
  beforeAll(async () => {
    const root = ensureSiteBuilt(process.env.SITE_BASE || '/', TEST_SITE);
    server = createStaticServer({ root, base: process.env.SITE_BASE || '/' });
    origin = `http://127.0.0.1:${await listen(server, 0)}`;
  });
  afterAll(async () => {
    // Idle keep-alive connections would hold the worker open.
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  });
  return {
    origin: () => {
      if (!origin) throw new Error('The test site is served from beforeAll on.');
      return origin;
    },
  };
}
