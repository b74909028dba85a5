import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

export const ROOT = path.resolve(__dirname, '../..');
export const SITE_DIR = path.join(ROOT, 'docs-dist');

// Everything the built site is made from; a change to any of these makes docs-dist stale.
const SITE_SOURCES = ['.dumirc.ts', '.dumi', 'docs', 'public', 'src', 'assets', 'package.json'];
const IGNORED = /(^|\/)(tmp|tmp-production|tmp-test|node_modules)(\/|$)/;

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    const child = path.join(target, entry);
    if (IGNORED.test(path.relative(ROOT, child))) continue;
    newest = Math.max(newest, newestMtime(child));
  }
  return newest;
}

/** The base the site was built for is stamped beside it, so a base change also rebuilds. */
const STAMP_NAME = '.build-base';

/** A build with extra environment (e.g. a hosted search configuration), in a folder of its own. */
export interface SiteVariant {
  name: string;
  env: Record<string, string>;
}

// Environment that changes what the site is; a variant sets it, the default build never does.
const VARIANT_ENV = /^DOCSEARCH_/;

/**
 * docs-dist/ for the default site (base "/"); any other base or variant gets its own
 * docs-dist-<name>/ beside it, so a sub-path or variant run never clobbers the default build.
 */
export function siteDirFor(base: string, variant?: SiteVariant): string {
  const parts = [variant?.name, base.replace(/[^a-z0-9]+/gi, '-').replace(/^-+|-+$/g, '')];
  const suffix = parts.filter(Boolean).join('-');
  return suffix ? `${SITE_DIR}-${suffix}` : SITE_DIR;
}

const LOCK = path.join(ROOT, 'node_modules/.cache/site-build.lock');

/** Builds one at a time: two test runs at once would write the same dumi temp folders. */
function withBuildLock(work: () => void): void {
  fs.mkdirSync(path.dirname(LOCK), { recursive: true });
  const deadline = Date.now() + 10 * 60 * 1000;
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      break;
    } catch {
      // A lock older than a build can take is left from a killed run.
      const held = fs.statSync(LOCK, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 5 * 60 * 1000) {
        fs.rmSync(LOCK, { recursive: true, force: true });
      } else if (Date.now() > deadline) {
        throw new Error(`Timed out waiting for ${LOCK}`);
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    work();
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * Builds docs-dist/ (or the folder of this base and variant) if stale, then returns a private copy
 * of it for this run to serve, so a rebuild by another run (or by hand) cannot change the files
 * under a test.
 */
export function ensureSiteBuilt(base: string, runDir: string, variant?: SiteVariant): string {
  const siteDir = siteDirFor(base, variant);
  withBuildLock(() => {
    buildIfStale(base, siteDir, variant);
    fs.rmSync(runDir, { recursive: true, force: true });
    fs.cpSync(siteDir, runDir, { recursive: true });
  });
  return runDir;
}

function buildIfStale(base: string, siteDir: string, variant?: SiteVariant): void {
  const stamp = path.join(siteDir, STAMP_NAME);
  // The base alone for the default build, as before; a variant adds its environment.
  const key = variant ? `${base}\n${JSON.stringify(variant.env)}` : base;
  const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  const builtKey = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : '';
  const sourcesAt = Math.max(...SITE_SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  if (builtAt > sourcesAt && builtKey === key) return;
  const what = variant ? `base ${base}, ${variant.name}` : `base ${base}`;
  process.stdout.write(`\nBuilding the site (${what}) for the browser tests...\n`);
  // Built beside the site folder and swapped in whole: a failed build leaves the old site intact.
  const fresh = `${siteDir}.building`;
  fs.rmSync(fresh, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) if (VARIANT_ENV.test(name)) delete env[name];
  execFileSync(process.execPath, [require.resolve('dumi/bin/dumi.js'), 'build'], {
    cwd: ROOT,
    env: {
      ...env,
      ...variant?.env,
      BASE_PATH: base,
      NODE_ENV: 'production',
      DOCS_OUTPUT: path.basename(fresh),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  fs.writeFileSync(path.join(fresh, STAMP_NAME), key);
  fs.rmSync(siteDir, { recursive: true, force: true });
  fs.renameSync(fresh, siteDir);
}
