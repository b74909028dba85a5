import path from 'node:path';
import { ensureSiteBuilt, normalizeBase, ROOT, TEST_SITE } from './site-build';
import { serve, serveTestPages, startBrowser } from './services';
import { TEST_BUILD_SUITES } from './projects';

/** Whether this run takes a suite that serves the test build: its paths match. */
function runsTestBuildSuite(testPathPattern: string): boolean {
  const selected = new RegExp(testPathPattern, 'i');
  return TEST_BUILD_SUITES.map((name) => path.join(ROOT, 'tests/browser', `${name}.test.ts`)).some(
    (file) => selected.test(file),
  );
}

/**
 * The site project: the production site, built once per change of its sources and served where it
 * was built (a build swaps its folder in whole), beside Chromium and the test pages (an embedding
 * page, the benchmark's commit counter).
 */
export default async function setupSite(
  globalConfig: { testPathPattern: string },
  projectConfig: { testMatch: string[] },
): Promise<void> {
  const base = normalizeBase(process.env.BASE_PATH || '/');
  const siteDir = ensureSiteBuilt(base);
  // Here, where a build may take as long as it takes, not in the hook of the suites that serve it.
  // Only the site project serves it (the registry layer shares this setup).
  const servesTestBuild = projectConfig.testMatch.some((match) => match.includes('browser/site'));
  if (servesTestBuild && runsTestBuildSuite(globalConfig.testPathPattern)) {
    ensureSiteBuilt(base, TEST_SITE);
  }
  const [origin] = await Promise.all([
    serve({ root: siteDir, base }),
    startBrowser(),
    serveTestPages(),
  ]);
  process.env.SITE_ORIGIN = origin;
  process.env.SITE_BASE = base;
  process.env.SITE_RUN_DIR = siteDir;
}
