// Lighthouse (mobile defaults) on the built site served with gzip like a real static host:
// `/`, `/demo/base` and one standalone demo page, three runs each, medians printed as a table.
// `--no-build` reuses docs-dist/; PERF_RUNS changes the run count; PERF_SITE_DIR measures another
// already built copy of the site (e.g. a build from an older commit) instead. For a with/without
// row, PERF_SITE_DIRS=name=dir,name=dir measures several builds in one run, alternating them run
// by run and page by page, so both see the same machine.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const require = createRequire(import.meta.url);
const { findChrome, CHROME_ARGS } = require('./chrome.cjs');
const { createStaticServer, listen } = require('./serve.cjs');
const { ensureSiteBuilt } = require('./site-build.cjs');

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const siteDir = process.env.PERF_SITE_DIR
  ? path.resolve(process.env.PERF_SITE_DIR)
  : path.join(root, 'docs-dist');
const sites = process.env.PERF_SITE_DIRS
  ? process.env.PERF_SITE_DIRS.split(',').map((entry) => {
      const [name, dir] = entry.includes('=') ? entry.split('=') : [entry, entry];
      return { name, dir: path.resolve(dir) };
    })
  : [{ name: path.basename(siteDir), dir: siteDir }];
const RUNS = Number(process.env.PERF_RUNS || 3);

// The production site at `/`, built (one build at a time, beside any test run) unless the one in
// docs-dist/ is from the sources as they are now. `--no-build` measures docs-dist/ as it is.
if (
  !process.env.PERF_SITE_DIR &&
  !process.env.PERF_SITE_DIRS &&
  !(process.argv.includes('--no-build') && fs.existsSync(siteDir))
) {
  ensureSiteBuilt('/');
}

/** The first standalone demo page the build exported (its id is the base demo's). */
function firstDemoPath() {
  const dir = path.join(siteDir, '~demos');
  const ids = fs.existsSync(dir) ? fs.readdirSync(dir).filter((id) => !id.startsWith(':')) : [];
  const id = ids.find((name) => name.includes('base')) || ids[0] || 'docs-demo-base-demo-base';
  return `/~demos/${id}`;
}

// PERF_PAGES=/playground,/benchmark measures other pages instead.
const pages = process.env.PERF_PAGES
  ? process.env.PERF_PAGES.split(',')
  : ['/', '/demo/base', process.env.PERF_DEMO_PATH || firstDemoPath()];
const servers = await Promise.all(
  sites.map(async (site) => {
    const server = createStaticServer({ root: site.dir, gzip: true });
    return { ...site, server, port: await listen(server, 0) };
  }),
);
const chrome = await chromeLauncher.launch({
  chromePath: findChrome(),
  chromeFlags: [...CHROME_ARGS, '--headless'],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function summarize(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = (type) =>
    requests
      .filter((r) => r.resourceType === type)
      .reduce((sum, r) => sum + (r.transferSize || 0), 0);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: bytes('Script'),
    css: bytes('Stylesheet'),
  };
}

const runs = new Map(); // "<site> <page>" -> summaries
try {
  for (let i = 0; i < RUNS; i += 1) {
    for (const page of pages) {
      for (const { name, port } of servers) {
        const result = await lighthouse(`http://127.0.0.1:${port}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
        if (result.lhr.runtimeError) {
          throw new Error(`Lighthouse failed on ${page}: ${result.lhr.runtimeError.message}`);
        }
        const key = `${name} ${page}`;
        runs.set(key, [...(runs.get(key) ?? []), summarize(result.lhr)]);
        process.stderr.write(`  ${key}: run ${i + 1} of ${RUNS}\n`);
      }
    }
  }
} finally {
  await chrome.kill();
  for (const { server } of servers) server.close();
}
const rows = [...runs].map(([page, summaries]) => ({
  page: sites.length > 1 ? page : page.slice(page.indexOf(' ') + 1),
  pick: (key) => median(summaries.map((r) => r[key])),
  // The run's noise: the lowest and highest of each figure.
  range: (key, format) => {
    const values = summaries.map((r) => r[key]);
    return `${format(Math.min(...values))}-${format(Math.max(...values))}`;
  },
}));

const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const ms = (v) => `${Math.round(v)} ms`;
console.log(`\nLighthouse ${'12'} mobile defaults, gzip static server, medians of ${RUNS} runs\n`);
console.log(
  '| page | perf (min-max) | a11y | best practices | SEO | FCP | LCP | TBT (min-max) | CLS | JS (gzip) | CSS (gzip) |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const { page, pick, range } of rows) {
  console.log(
    `| ${page} | ${pick('performance')} (${range('performance', String)}) | ${pick('accessibility')} | ${pick('bestPractices')} | ${pick('seo')} | ` +
      `${ms(pick('fcp'))} | ${ms(pick('lcp'))} | ${ms(pick('tbt'))} (${range('tbt', Math.round)}) | ${pick('cls').toFixed(3)} | ${kb(pick('js'))} | ${kb(pick('css'))} |`,
  );
}
