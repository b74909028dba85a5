// Lighthouse (mobile defaults) on the built site served with gzip like a real static host:
// `/`, `/demo/base` and one standalone demo page, three runs each, medians printed as a table.
// `--no-build` reuses docs-dist/; PERF_RUNS changes the run count; PERF_SITE_DIR measures another
// already built copy of the site (e.g. a build from an older commit) instead. For a with/without
// row, PERF_SITE_DIRS=name=dir,name=dir measures several builds in one run, alternating them run
// by run and page by page, so both see the same machine. PERF_CALIBRATE=1 prints the CPU slowdown
// to measure at (PERFORMANCE.md, How to measure).
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const require = createRequire(import.meta.url);
const { findChrome, CHROME_ARGS } = require('./chrome.cjs');
const { createStaticServer, listen } = require('./serve.cjs');
const { ensureSiteBuilt } = require('./site-build.cjs');
const { median } = require('./stats.cjs');

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
// Lighthouse's mobile preset slows the CPU 4x (simulated). A fast machine hides what a slow phone
// pays: PERF_CPU_SLOWDOWN=<n> sets that multiplier (PERFORMANCE.md says
// which setting makes this kind of machine score like CI's).
const CPU_SLOWDOWN = process.env.PERF_CPU_SLOWDOWN
  ? Number(process.env.PERF_CPU_SLOWDOWN)
  : undefined;
if (CPU_SLOWDOWN !== undefined && !(CPU_SLOWDOWN >= 1)) {
  throw new Error(
    `PERF_CPU_SLOWDOWN must be a number of at least 1, not ${process.env.PERF_CPU_SLOWDOWN}`,
  );
}
// PERF_DETAIL=1 also prints where the main thread's time went: Lighthouse's breakdown by kind of
// work and by script (medians over the runs).
const DETAIL = process.env.PERF_DETAIL === '1';

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

// PERF_PAGES=/playground,/benchmark measures other pages instead. `/api=/` measures /api on the
// first build and `/` on the others (an older build that carried the same content at `/`).
const pages = process.env.PERF_PAGES
  ? process.env.PERF_PAGES.split(',')
  : ['/', '/demo/base', process.env.PERF_DEMO_PATH || firstDemoPath()];
const pathOn = (page, siteIndex) => page.split('=')[siteIndex === 0 ? 0 : 1] ?? page;
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
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    // Main-thread time by kind of work (script evaluation, style and layout, parsing...).
    groups: Object.fromEntries(
      (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [
        item.groupLabel ?? item.group,
        item.duration,
      ]),
    ),
    // The long tasks Lighthouse counts (its simulation of the slowed CPU): start, length, script.
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((item) => ({
      start: item.startTime,
      duration: item.duration,
      url: new URL(item.url, 'http://x').pathname,
    })),
    // Main-thread time by script: its evaluation, and its parse and compile.
    scripts: Object.fromEntries(
      (lhr.audits['bootup-time']?.details?.items ?? []).map((item) => [
        new URL(item.url, 'http://x').pathname,
        { total: item.total, scripting: item.scripting, parse: item.scriptParseCompile },
      ]),
    ),
  };
}

async function audit(port, page, slowdown) {
  const result = await lighthouse(`http://127.0.0.1:${port}${page}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    ...(slowdown ? { throttling: { cpuSlowdownMultiplier: slowdown } } : {}),
  });
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${page}: ${result.lhr.runtimeError.message}`);
  }
  return summarize(result.lhr);
}

// PERF_CALIBRATE=1: the slowdown at which the (first) build's `/` blocks the main thread for
// CALIBRATION_TBT, median of RUNS runs: from 4x (or PERF_CPU_SLOWDOWN), scaled by aim / TBT until
// two settings bracket the aim, then the line between the closest two on either side, until a
// median is within 15 % of the aim (at most five steps). Run it on e45b805's build.
const CALIBRATION_TBT = 500;
const CALIBRATING = process.env.PERF_CALIBRATE === '1';
async function calibrate({ port }) {
  const seen = []; // [slowdown, median TBT]
  let slowdown = CPU_SLOWDOWN ?? 4;
  for (let step = 0; step < 5; step += 1) {
    const tbts = [];
    for (let i = 0; i < RUNS; i += 1) tbts.push((await audit(port, '/', slowdown)).tbt);
    const tbt = median(tbts);
    seen.push([slowdown, tbt]);
    console.log(
      `${slowdown.toFixed(1)}x: TBT median ${Math.round(tbt)} ms (${tbts.map(Math.round).join(', ')})`,
    );
    if (Math.abs(tbt - CALIBRATION_TBT) <= CALIBRATION_TBT * 0.15) return slowdown;
    const below = seen.filter(([, t]) => t < CALIBRATION_TBT).sort((a, b) => b[1] - a[1])[0];
    const above = seen.filter(([, t]) => t > CALIBRATION_TBT).sort((a, b) => a[1] - b[1])[0];
    slowdown =
      below && above
        ? below[0] + ((above[0] - below[0]) * (CALIBRATION_TBT - below[1])) / (above[1] - below[1])
        : Math.max(1, slowdown * Math.min(4, CALIBRATION_TBT / Math.max(tbt, 25)));
  }
  return slowdown;
}

const runs = new Map(); // "<site> <page>" -> summaries
try {
  if (CALIBRATING) {
    const slowdown = await calibrate(servers[0]);
    console.log(
      `\nPERF_CPU_SLOWDOWN=${slowdown.toFixed(1)} (${servers[0].name}'s / at about ${CALIBRATION_TBT} ms of TBT)`,
    );
  }
  for (let i = 0; i < (CALIBRATING ? 0 : RUNS); i += 1) {
    for (const page of pages) {
      for (const [index, { name, port }] of servers.entries()) {
        // An older build's stand-in page keeps the page's name: `/ (for /api)`.
        const own = pathOn(page, index);
        const shown = own === pathOn(page, 0) ? own : `${own} (for ${pathOn(page, 0)})`;
        const key = `${name} ${shown}`;
        runs.set(key, [
          ...(runs.get(key) ?? []),
          await audit(port, pathOn(page, index), CPU_SLOWDOWN),
        ]);
        process.stderr.write(`  ${key}: run ${i + 1} of ${RUNS}\n`);
      }
    }
  }
} finally {
  await chrome.kill();
  for (const { server } of servers) server.close();
}
if (CALIBRATING) process.exit(0);
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
const allRuns = [...runs.values()].flat();
console.log(
  `\nLighthouse 12 mobile defaults${CPU_SLOWDOWN ? `, CPU slowdown ${CPU_SLOWDOWN}x` : ''}, gzip static server, medians of ${RUNS} runs ` +
    `(benchmarkIndex ${Math.round(median(allRuns.map((r) => r.benchmarkIndex)))})\n`,
);
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

if (DETAIL) {
  for (const [key, summaries] of runs) {
    console.log(`\n${key}: main-thread time by kind of work (median ms)`);
    const groups = new Set(summaries.flatMap((r) => Object.keys(r.groups)));
    for (const group of groups) {
      console.log(`  ${group}: ${ms(median(summaries.map((r) => r.groups[group] ?? 0)))}`);
    }
    console.log(`${key}: by script (median ms: total / scripting / parse and compile)`);
    const urls = new Set(summaries.flatMap((r) => Object.keys(r.scripts)));
    const byScript = [...urls].map((url) => {
      const pickScript = (field) => median(summaries.map((r) => r.scripts[url]?.[field] ?? 0));
      return {
        url,
        total: pickScript('total'),
        scripting: pickScript('scripting'),
        parse: pickScript('parse'),
      };
    });
    for (const s of byScript.sort((a, b) => b.total - a.total)) {
      console.log(`  ${s.url}: ${ms(s.total)} / ${ms(s.scripting)} / ${ms(s.parse)}`);
    }
    console.log(`${key}: long tasks of each run (start +duration, script)`);
    for (const r of summaries) {
      console.log(
        `  ${r.longTasks.map((t) => `${ms(t.start)} +${ms(t.duration)} ${t.url}`).join(' | ')}`,
      );
    }
  }
}
