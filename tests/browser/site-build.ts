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

export function ensureSiteBuilt(base: string): void {
  const builtAt = fs.existsSync(STAMP) ? fs.statSync(STAMP).mtimeMs : 0;
  const builtBase = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8') : '';
  const sourcesAt = Math.max(...SITE_SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  if (builtAt > sourcesAt && builtBase === base) return;
  process.stdout.write(`\nBuilding the site (base ${base}) for the browser tests...\n`);
  execFileSync(process.execPath, [require.resolve('dumi/bin/dumi.js'), 'build'], {
    cwd: ROOT,
    env: { ...process.env, BASE_PATH: base, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  fs.writeFileSync(STAMP, base);
}
