import { ensureSiteBuilt, normalizeBase } from './site-build';
import { serve, serveTestPages, startBrowser } from './services';

/**
 * The site project: the production site, built once per change of its sources and served where it
 * was built (a build swaps its folder in whole), beside Chromium and the test pages (an embedding
 * page, the benchmark's commit counter). The test build is made by the suites that serve it
 * (test-site.ts), so the others start without waiting for it.
 */
export default async function setupSite(): Promise<void> {
  const base = normalizeBase(process.env.BASE_PATH || '/');
  const siteDir = ensureSiteBuilt(base);
  const [origin] = await Promise.all([
    serve({ root: siteDir, base }),
    startBrowser(),
    serveTestPages(),
  ]);
  process.env.SITE_ORIGIN = origin;
  process.env.SITE_BASE = base;
  process.env.SITE_RUN_DIR = siteDir;
}
