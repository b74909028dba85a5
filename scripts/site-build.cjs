// Builds the docs site for the browser tests: each base and variant once per change of its
// sources, one build at a time, into a folder of its own. `npm test` starts these builds early,
// beside the other checks; the browser tests then find them fresh.
//
//   node scripts/site-build.cjs [--base /sub/path/]... [production] [test]
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const { execFileSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..');
const SITE_DIR = path.join(ROOT, 'docs-dist');

/**
 * The browser tests' own build: the site's theme with only the test-only pages
 * (tests/browser/fixtures/test-demos, by the test-only plugin beside them) and a hosted search
 * whose answers a fixture gives. Rendered in the browser, not prerendered: its suites prove
 * neither. Both cut its CPU time: 65-74 s with the docs and prerendered, 48-50 s rendered in the
 * browser, 27 s with the test pages alone.
 */
const TEST_SITE = {
  name: 'test',
  env: {
    SITE_SSR: '0',
    DUMI_PLUGINS: './tests/browser/fixtures/test-site-plugin.ts',
    DOCSEARCH_APP_ID: 'TESTAPP',
    DOCSEARCH_API_KEY: 'search-only-key',
    DOCSEARCH_INDEX_NAME: 'rc-overflow',
  },
};

// Everything the built site is made from; a change to any of these makes a build stale.
const SITE_SOURCES = [
  '.dumirc.ts',
  '.dumi',
  'site',
  'tests/browser/fixtures/test-demos',
  'tests/browser/fixtures/test-site-plugin.ts',
  'docs',
  'public',
  'src',
  'assets',
  'package.json',
  // The package the site publishes for its exports (.dumi/plugins/package-build.ts) and the
  // changelog the migration guide embeds.
  'scripts/compile.cjs',
  'scripts/pack.cjs',
  // The statistics the benchmark page shares with bench/.
  'scripts/stats.cjs',
  'README.md',
  'CHANGELOG.md',
  // The dependencies: those asked for, and those npm installed (its record in node_modules).
  'package-lock.json',
  'node_modules/.package-lock.json',
  // The benchmark page shows the figures of the last `npm run bench -- --write`.
  'bench/results.json',
];
const IGNORED = /(^|\/)(tmp|tmp-production|tmp-test|node_modules)(\/|$)/;
// Environment that changes what the site is; a variant sets it, the production build never does.
const VARIANT_ENV = /^(DOCSEARCH_|DUMI_PLUGINS$|SITE_SSR$)/;
/** The base, variant and sources a folder was built from, stamped in it: a change rebuilds. */
const STAMP_NAME = '.build-base';
const LOCK = path.join(ROOT, 'node_modules/.cache/site-build.lock');

/**
 * Every source file's path, size and modification time, hashed: what a build was made from. Files
 * only, not folders: dumi recreating its temp folders in .dumi/ changes that folder's time, and
 * with it any other build's freshness, while a deleted or renamed file still changes the list.
 */
function sourcesSignature() {
  const hash = crypto.createHash('sha256');
  const visit = (target) => {
    const stat = fs.statSync(target, { throwIfNoEntry: false });
    if (!stat) return;
    if (!stat.isDirectory()) {
      hash.update(`${path.relative(ROOT, target)}\0${stat.size}\0${stat.mtimeMs}\n`);
      return;
    }
    for (const entry of fs.readdirSync(target).sort()) {
      const child = path.join(target, entry);
      if (!IGNORED.test(path.relative(ROOT, child))) visit(child);
    }
  };
  SITE_SOURCES.forEach((source) => visit(path.join(ROOT, source)));
  return hash.digest('hex');
}

function normalizeBase(base) {
  const withLead = base.startsWith('/') ? base : `/${base}`;
  return withLead.endsWith('/') ? withLead : `${withLead}/`;
}

/**
 * docs-dist/ for the production site at base "/" (what `npm run docs:build` writes); any other
 * base or variant gets its own docs-dist-<name>/ beside it, so no run clobbers another's build.
 */
function siteDirFor(base, variant) {
  const parts = [
    variant && variant.name,
    base.replace(/[^a-z0-9]+/gi, '-').replace(/^-+|-+$/g, ''),
  ];
  const suffix = parts.filter(Boolean).join('-');
  return suffix ? `${SITE_DIR}-${suffix}` : SITE_DIR;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Builds one at a time: two builds at once would write the same dumi temp folders. */
function withBuildLock(work) {
  fs.mkdirSync(path.dirname(LOCK), { recursive: true });
  const owner = path.join(LOCK, 'pid');
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      fs.writeFileSync(owner, String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A lock whose process has gone is left from a killed run (a slow build is not).
      const pid = Number(fs.existsSync(owner) ? fs.readFileSync(owner, 'utf8') : NaN);
      const held = fs.statSync(LOCK, { throwIfNoEntry: false });
      const orphaned = pid > 0 ? !isAlive(pid) : held && Date.now() - held.mtimeMs > 60 * 1000;
      if (orphaned) fs.rmSync(LOCK, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}

/** Whether the folder holds a build for this base and variant from the sources as they are now. */
function isFresh(base, siteDir, variant) {
  const stamp = path.join(siteDir, STAMP_NAME);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === stampOf(base, variant);
}

// The base and the sources for the production build; a variant adds its environment.
function stampOf(base, variant) {
  const what = variant ? `${base}\n${JSON.stringify(variant.env)}` : base;
  return `${what}\n${sourcesSignature()}`;
}

function buildIfStale(base, siteDir, variant) {
  if (isFresh(base, siteDir, variant)) return;
  const what = variant ? `base ${base}, ${variant.name}` : `base ${base}`;
  const began = Date.now();
  process.stdout.write(`\nBuilding the site (${what}) into ${path.relative(ROOT, siteDir)}/...\n`);
  // Built beside the site folder and swapped in whole: a failed build leaves the old site intact.
  const fresh = `${siteDir}.building`;
  fs.rmSync(fresh, { recursive: true, force: true });
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (VARIANT_ENV.test(name)) delete env[name];
  // Taken before building: a source changed while dumi runs makes this build stale.
  const stamp = stampOf(base, variant);
  execFileSync(process.execPath, [require.resolve('dumi/bin/dumi.js'), 'build'], {
    cwd: ROOT,
    env: {
      ...env,
      ...(variant && variant.env),
      BASE_PATH: base,
      NODE_ENV: 'production',
      DOCS_OUTPUT: path.basename(fresh),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  fs.writeFileSync(path.join(fresh, STAMP_NAME), stamp);
  fs.rmSync(siteDir, { recursive: true, force: true });
  fs.renameSync(fresh, siteDir);
  process.stdout.write(`Built the site (${what}) in ${Math.round((Date.now() - began) / 1000)}s\n`);
}

/** Builds the site for this base and variant if its folder is missing or stale; returns the folder. */
function ensureSiteBuilt(base, variant) {
  const normalized = normalizeBase(base);
  const siteDir = siteDirFor(normalized, variant);
  // Checked before the lock too, so a fresh build is not kept waiting behind another variant's.
  if (!isFresh(normalized, siteDir, variant)) {
    withBuildLock(() => buildIfStale(normalized, siteDir, variant));
  }
  return siteDir;
}

module.exports = { ROOT, SITE_DIR, TEST_SITE, normalizeBase, siteDirFor, ensureSiteBuilt };

if (require.main === module) {
  const bases = [];
  const names = [];
  for (let i = 2; i < process.argv.length; i += 1) {
    if (process.argv[i] === '--base') bases.push(process.argv[(i += 1)]);
    else names.push(process.argv[i]);
  }
  if (bases.length === 0) bases.push(process.env.BASE_PATH || '/');
  for (const base of bases) {
    for (const name of names.length > 0 ? names : ['production', 'test']) {
      if (name !== 'production' && name !== 'test')
        throw new Error(`Unknown site variant: ${name}`);
      ensureSiteBuilt(base, name === 'test' ? TEST_SITE : undefined);
    }
  }
}
