import type { Server } from 'node:http';
import { ensureSiteBuilt, TEST_SITE } from './site-build';
import { createStaticServer, listen } from '../../scripts/serve.cjs';

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
  return { origin: () => origin };
}
