import { CONSOLE_RECORDER_SCRIPT } from '../../scripts/console-recorder.cjs';
import { ensureSiteBuilt, normalizeBase } from './site-build';
import { serve, serveTestPages, startBrowser } from './services';

/** The site and test pages, each with the console recorder first (WebDriver reads no console). */
export default async function setupEngines(): Promise<void> {
  const base = normalizeBase(process.env.BASE_PATH || '/');
  const siteDir = ensureSiteBuilt(base);
  const engines = (process.env.ENGINES || 'firefox,webkit').split(',');
  const [origin] = await Promise.all([
    serve({ root: siteDir, base, headScript: CONSOLE_RECORDER_SCRIPT }),
    serveTestPages({ headScript: CONSOLE_RECORDER_SCRIPT }),
    engines.includes('chromium') ? startBrowser() : undefined,
  ]);
  process.env.SITE_ORIGIN = origin;
  process.env.SITE_BASE = base;
  process.env.SITE_RUN_DIR = siteDir;
}
