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
const STAMP = path.join(SITE_DIR, '.build-base');

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
 * Builds docs-dist/ if stale, then returns a private copy of it for this run to serve, so a
 * rebuild by another run (or by hand) cannot change the files under a test.
 */
export function ensureSiteBuilt(base: string, runDir: string): string {
  withBuildLock(() => {
    buildIfStale(base);
    fs.rmSync(runDir, { recursive: true, force: true });
    fs.cpSync(SITE_DIR, runDir, { recursive: true });
  });
  return runDir;
}

function buildIfStale(base: string): void {
  const builtAt = fs.existsSync(STAMP) ? fs.statSync(STAMP).mtimeMs : 0;
  const builtBase = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8') : '';
  const sourcesAt = Math.max(...SITE_SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  if (builtAt > sourcesAt && builtBase === base) return;
  process.stdout.write(`\nBuilding the site (base ${base}) for the browser tests...\n`);
  // Built beside docs-dist/ and swapped in whole: a failed build leaves the old site intact.
  const fresh = `${SITE_DIR}.building`;
  fs.rmSync(fresh, { recursive: true, force: true });
  execFileSync(process.execPath, [require.resolve('dumi/bin/dumi.js'), 'build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      BASE_PATH: base,
      NODE_ENV: 'production',
      DOCS_OUTPUT: path.basename(fresh),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  fs.writeFileSync(path.join(fresh, path.basename(STAMP)), base);
  fs.rmSync(SITE_DIR, { recursive: true, force: true });
  fs.renameSync(fresh, SITE_DIR);
}
