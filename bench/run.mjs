// Benchmarks ours against upstream (@rc-component/overflow) in one Chromium page and prints
// medians: mount-to-settled time, React commits to settle, and 100 container width changes.
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { findChrome, CHROME_ARGS } = require('../scripts/chrome.cjs');
const { createStaticServer, listen } = require('../scripts/serve.cjs');

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const RUNS = Math.max(5, Number(process.env.BENCH_RUNS || 9));
const SIZES = (process.env.BENCH_SIZES || '10,200,2000,10000').split(',').map(Number);
const RESIZES = 100;

// React's production build with Profiler support, so commits are counted at production speed.
const profilingReactDom = {
  name: 'profiling-react-dom',
  setup(b) {
    b.onResolve({ filter: /^react-dom$/ }, () => ({
      path: require.resolve('react-dom/profiling'),
    }));
    b.onResolve({ filter: /^react-dom\/client$/ }, () => ({
      path: 'client',
      namespace: 'profiling',
    }));
    b.onLoad({ filter: /.*/, namespace: 'profiling' }, () => ({
      contents: "export { createRoot, hydrateRoot } from 'react-dom';",
      resolveDir: root,
    }));
  },
};

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-overflow-bench-'));
await build({
  entryPoints: [path.join(root, 'bench/page.tsx')],
  outfile: path.join(outDir, 'bench.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'chrome100',
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [profilingReactDom],
  logLevel: 'error',
});
const css = fs.existsSync(path.join(root, 'assets/index.css'))
  ? fs.readFileSync(path.join(root, 'assets/index.css'), 'utf8')
  : '';
fs.writeFileSync(
  path.join(outDir, 'index.html'),
  `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body><script src="bench.js"></script></body></html>`,
);

const server = createStaticServer({ root: outDir });
const port = await listen(server, 0);
const browser = await chromium.launch({
  executablePath: findChrome(),
  args: CHROME_ARGS,
  headless: true,
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Performance.enable');
await page.goto(`http://127.0.0.1:${port}/`);
await page.waitForFunction(() => 'bench' in window);

/** Main-thread busy time in ms (script, style, layout, paint), from Chromium's own counters. */
async function busyMs() {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration').value * 1000;
}

async function measure(lib, n) {
  const cpu0 = await busyMs();
  const mount = await page.evaluate(([l, count]) => window.bench.mount(l, count), [lib, n]);
  const cpu1 = await busyMs();
  const resize = await page.evaluate((count) => window.bench.resize(count), RESIZES);
  const cpu2 = await busyMs();
  await page.evaluate(() => window.bench.unmount());
  return {
    mountMs: mount.ms,
    mountCommits: mount.commits,
    mountCpu: cpu1 - cpu0,
    resizeCpu: cpu2 - cpu1,
    resizeCommits: resize.commits,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const results = [];
for (const n of SIZES) {
  const libs = ['ours', 'upstream', 'baseline'];
  for (const lib of libs) await measure(lib, n); // warm-up, so no one pays for the JIT
  const samples = { ours: [], upstream: [], baseline: [] };
  for (let run = 0; run < RUNS; run += 1) {
    // Rotate the order so neither library always runs first.
    for (let k = 0; k < libs.length; k += 1) {
      const lib = libs[(run + k) % libs.length];
      samples[lib].push(await measure(lib, n));
    }
  }
  const raw = (lib, key) => median(samples[lib].map((s) => s[key]));
  // CPU figures are net of the baseline: the component's own cost, not the harness's.
  const pick = (lib, key) =>
    /Cpu$/.test(key) ? Math.max(0, raw(lib, key) - raw('baseline', key)) : raw(lib, key);
  // The ratio pairs the libraries within each run (measured back to back), so a machine that
  // slows down or speeds up between runs does not move it; the median of those per-run ratios.
  const net = (lib, key, run) =>
    Math.max(0, samples[lib][run][key] - (/Cpu$/.test(key) ? samples.baseline[run][key] : 0));
  const ratioOf = (key) => {
    const ratios = samples.ours
      .map((_, run) => net('ours', key, run) / net('upstream', key, run))
      .filter(Number.isFinite);
    return ratios.length ? median(ratios).toFixed(2) : 'n/a';
  };
  results.push({ n, pick, ratioOf });
  process.stderr.write(`  measured N=${n}\n`);
}

await browser.close();
server.close();
fs.rmSync(outDir, { recursive: true, force: true });

const f = (v) => v.toFixed(1);
console.log(
  `\nMount to settled (medians of ${RUNS} runs, Chromium ${browser.version()}, container 600 px)\n`,
);
console.log(
  '| N | ours ms | upstream ms | ratio | ours CPU ms | upstream CPU ms | ratio | ours commits | upstream commits |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const { n, pick, ratioOf } of results) {
  console.log(
    `| ${n} | ${f(pick('ours', 'mountMs'))} | ${f(pick('upstream', 'mountMs'))} | ${ratioOf('mountMs')} | ` +
      `${f(pick('ours', 'mountCpu'))} | ${f(pick('upstream', 'mountCpu'))} | ${ratioOf('mountCpu')} | ` +
      `${pick('ours', 'mountCommits')} | ${pick('upstream', 'mountCommits')} |`,
  );
}
console.log(
  `\n${RESIZES} successive container width changes (main-thread busy time; medians of ${RUNS} runs)\n`,
);
console.log('| N | ours CPU ms | upstream CPU ms | ratio | ours commits | upstream commits |');
console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
for (const { n, pick, ratioOf } of results) {
  console.log(
    `| ${n} | ${f(pick('ours', 'resizeCpu'))} | ${f(pick('upstream', 'resizeCpu'))} | ${ratioOf('resizeCpu')} | ` +
      `${pick('ours', 'resizeCommits')} | ${pick('upstream', 'resizeCommits')} |`,
  );
}
console.log(
  '\nratio = ours / upstream, the median of the per-run ratios (each run measures the three pages back to back); below 1 means ours is faster. CPU = Chromium main-thread TaskDuration, net of a baseline page that resizes an empty box the same way.',
);
