import { ensureSiteBuilt, normalizeBase, TEST_SITE } from './site-build';
import { serve, serveTestPages, startBrowser } from './services';

/**
 * The site projects: the production site, built once per change of its sources and served where
 * it was built (a build swaps its folder in whole), beside Chromium and the test pages (an
 * embedding page, the benchmark's commit counter). The test-build project's suites serve the test
 * build: it is built here, where a build may take as long as it takes, not in a hook.
 */
export default async function setupSite(
  _globalConfig: unknown,
  projectConfig: { displayName?: string | { name: string } },
): Promise<void> {
  const base = normalizeBase(process.env.BASE_PATH || '/');
  const siteDir = ensureSiteBuilt(base);
  const project = projectConfig.displayName;
  if ((typeof project === 'string' ? project : project?.name) === 'browser:test-build') {
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
