// Benchmarks ours and upstream (@rc-component/overflow) against the floor (the settled DOM rendered
// statically, measuring nothing) and a minimal measuring list (what any list that measures pays)
// in one Chromium page, and prints main-thread time as tables:
// mount to settled, 100 container resizes, 100 parent re-renders, and wrong painted frames.
// `npm run bench -- --write` also writes the figures to bench/results.json.
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import prettier from 'prettier';

const require = createRequire(import.meta.url);
const { findChrome, CHROME_ARGS } = require('../scripts/chrome.cjs');
const { createStaticServer, listen } = require('../scripts/serve.cjs');

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const RUNS = Math.max(5, Number(process.env.BENCH_RUNS || 9));
const SIZES = (process.env.BENCH_SIZES || '10,200,2000,10000').split(',').map(Number);
const STEPS = 100; // resizes, and parent re-renders
// Mounts per run, averaged: one mount's own cost is a few hundred us next to the frames it waits
// through, whose cost the baseline's subtraction leaves as noise.
const MOUNTS = 10;
const WRITE = process.argv.includes('--write');
const RESULTS_FILE = path.join(root, 'bench/results.json');

const LISTS = ['ours', 'upstream', 'minimal', 'floor']; // compared
const PAGES = [...LISTS, 'baseline']; // measured; the baseline is subtracted from the others
const SCENARIOS = ['mount', 'resize', 'rerender'];

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

const loadBefore = os.loadavg();
const server = createStaticServer({ root: outDir });
// Cross-origin isolated, so performance.now() in the page has 5 us steps instead of 100 us.
server.prependListener('request', (req, res) => {
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Embedder-Policy', 'require-corp');
});
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

/**
 * CPU time of the renderer's main thread in ms (script, style, layout, paint), from Chromium's own
 * counters. Thread time, not TaskDuration: on a shared machine a task's wall time also counts
 * the time it waited for a core, which made TaskDuration deltas swing by more than the figures.
 */
async function mainThreadMs() {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'ThreadTime').value * 1000;
}

/** One run of one page: main-thread ms and React commits of each scenario. */
async function measure(lib, n) {
  const t0 = await mainThreadMs();
  const mount = await page.evaluate(
    ([l, count, times]) => window.bench.mount(l, count, times),
    [lib, n, MOUNTS],
  );
  const t1 = await mainThreadMs();
  const resize = await page.evaluate((count) => window.bench.resize(count), STEPS);
  const t2 = await mainThreadMs();
  const rerender = await page.evaluate((count) => window.bench.rerender(count), STEPS);
  const t3 = await mainThreadMs();
  await page.evaluate(() => window.bench.unmount());
  return {
    mount: { cpu: (t1 - t0) / MOUNTS, ms: mount.ms, commits: mount.commits },
    resize: { cpu: t2 - t1, commits: resize.commits },
    rerender: {
      cpu: t3 - t2,
      commits: rerender.commits,
      renderMs: rerender.renderMs,
      domWrites: rerender.domWrites,
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value, digits = 1) => Number(value.toFixed(digits));

/** Medians of the runs of one N: net main-thread ms, ratios to the floor, commits. */
function summarize(samples) {
  const summary = {};
  for (const scenario of SCENARIOS) {
    // Net of the baseline measured in the same run: the list's own cost, not the harness's.
    const net = (lib, run) =>
      Math.max(0, samples[lib][run][scenario].cpu - samples.baseline[run][scenario].cpu);
    const runs = samples.floor.map((_, run) => run);
    // The ratio of the medians. (A ratio per run swung wildly: where the floor's net cost is a few
    // ms, the noise of one run's baseline is as large, and a net near 0 made any ratio.)
    const ratioToFloor = (lib) => {
      const floor = median(runs.map((run) => net('floor', run)));
      return floor > 0 ? round(median(runs.map((run) => net(lib, run))) / floor, 2) : null;
    };
    summary[scenario] = {};
    for (const lib of LISTS) {
      summary[scenario][lib] = {
        mainThreadMs: round(median(runs.map((run) => net(lib, run)))),
        commits: median(samples[lib].map((s) => s[scenario].commits)),
        ...(scenario === 'mount'
          ? { wallMs: round(median(samples[lib].map((s) => s.mount.ms))) }
          : {}),
        ...(lib === 'floor' ? {} : { ratioToFloor: ratioToFloor(lib) }),
      };
    }
  }
  // The re-renders' own work, timed in the page, in us: the mean of every re-render of every run
  // but the slowest tenth (one that waited for a core or ran a GC), net of the baseline's. Pooled,
  // as the runs interleave the pages; a mean, as the clock's 5 us steps (with jitter) would hold a
  // median on a step when the floor is a few steps above the baseline.
  const pooledUs = (lib) => {
    const sorted = samples[lib].flatMap((s) => s.rerender.renderMs).sort((a, b) => a - b);
    const kept = sorted.slice(0, Math.ceil(sorted.length * 0.9));
    return (kept.reduce((sum, ms) => sum + ms, 0) / kept.length) * 1000;
  };
  const renderUs = Object.fromEntries(
    LISTS.map((lib) => [lib, pooledUs(lib) - pooledUs('baseline')]),
  );
  for (const lib of LISTS) {
    Object.assign(summary.rerender[lib], {
      renderUs: round(renderUs[lib]),
      domWrites: median(samples[lib].map((s) => s.rerender.domWrites)),
      ...(lib === 'floor' ? {} : { renderRatioToFloor: round(renderUs[lib] / renderUs.floor, 2) }),
    });
  }
  return summary;
}

const results = [];
for (const n of SIZES) {
  await page.evaluate((count) => window.bench.prepare(count), n);
  for (const lib of PAGES) await measure(lib, n); // warm-up, so no one pays for the JIT
  const samples = Object.fromEntries(PAGES.map((lib) => [lib, []]));
  for (let run = 0; run < RUNS; run += 1) {
    // Rotate the order so no page always runs first.
    for (let k = 0; k < PAGES.length; k += 1) {
      const lib = PAGES[(run + k) % PAGES.length];
      samples[lib].push(await measure(lib, n));
    }
  }
  const frames = {};
  for (const lib of LISTS) {
    frames[lib] = await page.evaluate(
      ([l, count, steps]) => window.bench.frames(l, count, steps),
      [lib, n, STEPS],
    );
  }
  // Our own props, ours alone (upstream has neither).
  const variants = {};
  for (const variant of ['maxRows', 'start']) {
    variants[variant] = await page.evaluate(
      ([count, steps, v]) => window.bench.frames('ours', count, steps, v),
      [n, STEPS, variant],
    );
  }
  results.push({ n, ...summarize(samples), frames, variants });
  process.stderr.write(`  measured N=${n}\n`);
}

const chromiumVersion = browser.version();
await browser.close();
server.close();
fs.rmSync(outDir, { recursive: true, force: true });

const machine = {
  cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
  cores: os.cpus().length,
  memoryGiB: round(os.totalmem() / 2 ** 30),
  os: `${os.type()} ${os.release()} ${os.arch()}`,
  node: process.version,
  chromium: chromiumVersion,
  loadAverageBefore: loadBefore.map((v) => round(v, 2)),
  loadAverageAfter: os.loadavg().map((v) => round(v, 2)),
};

// ---- Tables ---------------------------------------------------------------------------------

const ratio = (value) => (value === null ? 'n/a' : `${value.toFixed(2)}x`);
const titles = {
  mount: `Mount to settled (container 600 px), one mount of ${MOUNTS} in a row`,
  resize: `${STEPS} container width changes, two frames apart`,
  rerender: `${STEPS} parent re-renders with the same data and new inline callbacks, one frame apart`,
};
console.log(
  `\n${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}, Chromium ${machine.chromium}`,
);
console.log(
  `Load average (1, 5, 15 min): ${machine.loadAverageBefore.join(', ')} before, ${machine.loadAverageAfter.join(', ')} after`,
);
/** The lists compared with the floor. */
const COMPARED = LISTS.filter((lib) => lib !== 'floor');
/**
 * One table: a column per list, each compared list's ratio to the floor, and one more figure of
 * each list. `figures(result)` gives, by list, `{ value, ratio, extra }` for one N.
 */
function printByList(figures, extraTitle) {
  console.log(
    `| N | ${LISTS.join(' | ')} | ${COMPARED.map((lib) => `${lib} / floor`).join(' | ')} | ` +
      `${extraTitle} ${LISTS.join(', ')} |`,
  );
  console.log(
    `| ${Array(2 + LISTS.length + COMPARED.length)
      .fill('---:')
      .join(' | ')} |`,
  );
  for (const result of results) {
    const byList = figures(result);
    console.log(
      `| ${result.n} | ${LISTS.map((lib) => byList[lib].value).join(' | ')} | ` +
        `${COMPARED.map((lib) => ratio(byList[lib].ratio)).join(' | ')} | ` +
        `${LISTS.map((lib) => byList[lib].extra).join(', ')} |`,
    );
  }
}
const figuresOf = (pick) => (result) =>
  Object.fromEntries(LISTS.map((lib) => [lib, pick(result, lib)]));

for (const scenario of SCENARIOS) {
  console.log(`\n${titles[scenario]}: main-thread ms, medians of ${RUNS} runs\n`);
  printByList(
    figuresOf((result, lib) => {
      const { mainThreadMs, ratioToFloor, commits } = result[scenario][lib];
      return { value: mainThreadMs, ratio: ratioToFloor, extra: commits };
    }),
    'commits',
  );
}
console.log(
  `\nThe same ${STEPS} re-renders, their own work (render, commit, layout effects), timed in the page: us per re-render, the mean of all ${RUNS} runs' re-renders but the slowest tenth, net of the baseline's\n`,
);
printByList(
  figuresOf((result, lib) => {
    const { renderUs, renderRatioToFloor, domWrites } = result.rerender[lib];
    return { value: renderUs, ratio: renderRatioToFloor, extra: domWrites };
  }),
  'DOM writes',
);
/** Wrong frames in all, then by mount/resizes/re-renders. */
const wrongFrames = ({ wrong }) =>
  `${Object.values(wrong).reduce((a, b) => a + b, 0)} (${Object.values(wrong).join('/')})`;
console.log(
  `\nWrong painted frames (mount, ${STEPS} resizes, ${STEPS} re-renders; each sampled after it paints)\n`,
);
console.log(
  `| N | ${LISTS.join(' | ')} | frames sampled | settled answers unlike the computed one: ${COMPARED.join(', ')} |`,
);
console.log(
  `| ${Array(3 + LISTS.length)
    .fill('---:')
    .join(' | ')} |`,
);
for (const { n, frames } of results) {
  console.log(
    `| ${n} | ${LISTS.map((lib) => wrongFrames(frames[lib])).join(' | ')} | ` +
      `${frames.ours.frames} | ${COMPARED.map((lib) => frames[lib].disagreements).join(', ')} |`,
  );
}
console.log(
  `\nWrong painted frames of ours with maxRows={2} and with collapseFrom="start" (as above)\n`,
);
console.log(
  '| N | maxRows={2} | collapseFrom="start" | frames sampled | settled answers unlike the computed one |',
);
console.log('| ---: | ---: | ---: | ---: | ---: |');
for (const { n, variants } of results) {
  console.log(
    `| ${n} | ${wrongFrames(variants.maxRows)} | ${wrongFrames(variants.start)} | ` +
      `${variants.maxRows.frames}, ${variants.start.frames} | ` +
      `${variants.maxRows.disagreements}, ${variants.start.disagreements} |`,
  );
}
console.log(
  '\nMain-thread ms = CPU time of the main thread (CDP Performance.getMetrics ThreadTime) over the scenario, net of a ' +
    'baseline page that drives an empty box the same way. Ratios: of those medians ' +
    '(each run measures the five pages back to back). Floor: the settled DOM rendered statically by ' +
    'React, told the answer for each width. Minimal: a list that reads its widths once and then ' +
    'observes only its container (see bench/page.tsx), the least any measuring list does. ' +
    'Wrong frames: a frame showing other items or another rest than the list settles on, as ' +
    'mount/resizes/re-renders.',
);

if (WRITE) {
  const written = {
    date: new Date().toISOString(),
    command: `BENCH_RUNS=${RUNS} BENCH_SIZES=${SIZES.join(',')} npm run bench -- --write`,
    machine,
    runs: RUNS,
    steps: STEPS,
    metric: 'Main-thread CPU ms: CDP Performance.getMetrics ThreadTime, net of the baseline page',
    results,
  };
  // Formatted as the repository's Prettier config asks, so the committed file passes lint.
  const options = { ...(await prettier.resolveConfig(RESULTS_FILE)), filepath: RESULTS_FILE };
  fs.writeFileSync(RESULTS_FILE, await prettier.format(JSON.stringify(written), options));
  console.log(`\nWrote ${path.relative(root, RESULTS_FILE)}`);
}
