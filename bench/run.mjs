// Benchmarks ours and upstream (@rc-component/overflow) against the floor (the settled DOM rendered
// statically, measuring nothing) and a minimal measuring list (what any list that measures pays)
// in one Chromium page, and prints main-thread time as tables:
// mount to settled, 100 container resizes, 100 parent re-renders, and wrong painted frames.
// The same runs measure ours without each optimisation bench/without.mjs lists, and a last table
// shows what each gains next to the run's noise (BENCH_WITHOUT=none skips them,
// BENCH_WITHOUT=reread,first-pass picks some).
// `npm run bench -- --write` also writes the figures to bench/results.json.
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import prettier from 'prettier';
import { ABLATIONS } from './without.mjs';

const require = createRequire(import.meta.url);
const { launchChromium } = require('../scripts/chrome.cjs');
const { median, quantile } = require('../scripts/stats.cjs');
const { createStaticServer, listen } = require('../scripts/serve.cjs');

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// `-- --quick`: a smoke for development (2 runs, N = 200, the table once), never for figures.
const QUICK = process.argv.includes('--quick');
const RUNS = QUICK
  ? Math.max(1, Number(process.env.BENCH_RUNS || 2))
  : Math.max(5, Number(process.env.BENCH_RUNS || 9));
const SIZES = (process.env.BENCH_SIZES || (QUICK ? '200' : '10,200,2000,10000'))
  .split(',')
  .map(Number);
const STEPS = 100; // resizes, and parent re-renders
// Mounts per run, averaged: one mount's own cost is a few hundred us next to the frames it waits
// through, whose cost the baseline's subtraction leaves as noise.
const MOUNTS = 10;
const WRITE = process.argv.includes('--write');
if (WRITE && QUICK) fail('--quick is a smoke: figures to write need the full run (no --quick)');
const RESULTS_FILE = path.join(root, 'bench/results.json');

const SCENARIOS = ['mount', 'resize', 'rerender'];
// The table of many lists (bench/table.tsx): runs of each list, and the widths after the mount.
const TABLE_RUNS = QUICK
  ? Math.max(0, Number(process.env.BENCH_TABLE_RUNS || 1))
  : Math.max(3, Number(process.env.BENCH_TABLE_RUNS || 5));
const TABLE_WIDTHS = 20;
/**
 * BENCH_LISTS=ours,minimal picks the lists to compare, for development (the floor and the baseline
 * always run: every figure is against them); all by default.
 */
const ASKED_LISTS = (process.env.BENCH_LISTS || '').split(',').filter(Boolean);
const picked = (lib) => !ASKED_LISTS.length || lib === 'floor' || ASKED_LISTS.includes(lib);
const TABLE_PEERS = ['ours', 'upstream', 'fluent', 'blueprint', 'floor'].filter(picked);

/** Stops the bench before it starts, saying why. */
function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(1);
}

/** The optimisations to measure ours without: all unless BENCH_WITHOUT names some, or none. */
function chosenAblations() {
  for (const { name, scenario } of ABLATIONS) {
    const unknown = [scenario].flat().filter((s) => ![...SCENARIOS, 'table'].includes(s));
    if (unknown.length)
      fail(`bench/without.mjs: "${name}" names no scenario ${unknown.join(', ')}`);
  }
  const asked = (process.env.BENCH_WITHOUT ?? '').trim();
  if (asked === '') return ABLATIONS;
  if (asked === 'none') return [];
  const names = asked.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !ABLATIONS.some((a) => a.name === name));
  if (unknown.length) {
    fail(
      `BENCH_WITHOUT: no optimisation ${unknown.join(', ')} in bench/without.mjs ` +
        `(it lists ${ABLATIONS.map((a) => a.name).join(', ')})`,
    );
  }
  return ABLATIONS.filter((a) => names.includes(a.name));
}

/**
 * The files of src/ one ablation changes, by path relative to the root, as changed, or `moved`,
 * why it cannot be applied. Each `find` must occur exactly once: a text found twice or not at all
 * means the source moved on, and an ablation applied anywhere else would measure something else.
 */
function ablatedFiles({ name, changes }) {
  const files = new Map();
  for (const { file, find, replace } of changes) {
    const where = `bench/without.mjs, "${name}", ${file}`;
    if (!file.startsWith('src/')) fail(`${where}: only files under src/ are copied and changed`);
    const full = path.join(root, file);
    if (!files.has(file) && !fs.existsSync(full)) return { moved: `${where}: no such file` };
    const text = files.get(file) ?? fs.readFileSync(full, 'utf8');
    const found = find ? text.split(find).length - 1 : 0;
    if (found !== 1) {
      return {
        moved: `${where}: the text to find occurs ${found} times, not once (find: ${JSON.stringify(find)})`,
      };
    }
    files.set(
      file,
      text.replace(find, () => replace),
    );
  }
  return { files };
}

const chosen = chosenAblations().map((ablation) => ({
  ...ablation,
  page: `without-${ablation.name}`,
  scenarios: [ablation.scenario].flat(),
  ...ablatedFiles(ablation),
}));
// An optimisation whose source moved is not measured: the run says so (and `--write` stops), so
// bench/without.mjs follows the source, and the rest of the bench keeps working meanwhile.
const movedAblations = chosen.filter((a) => a.moved);
if (movedAblations.length && WRITE) {
  fail(
    `the source changed; bench/without.mjs must follow it before figures are written:\n  ` +
      movedAblations.map((a) => a.moved).join('\n  '),
  );
}
for (const { moved } of movedAblations) {
  process.stderr.write(`bench: not measured without it, the source moved: ${moved}\n`);
}
const ablations = chosen.filter((a) => !a.moved);
// Those for the single list, and those for the table of many lists ('table'), run there only.
const listAblations = ablations.filter((a) => a.scenarios.some((s) => SCENARIOS.includes(s)));
const tableAblations = ablations.filter((a) => a.scenarios.includes('table'));
const LISTS = ['ours', 'upstream', 'fluent', 'blueprint', 'minimal', 'floor'].filter(picked); // compared
const unknownLists = ASKED_LISTS.filter((lib) => !LISTS.includes(lib));
if (unknownLists.length) fail(`BENCH_LISTS: no list ${unknownLists.join(', ')}`);
if (WRITE && ASKED_LISTS.length)
  fail('BENCH_LISTS is for development: figures to write need every list');
/** Our own props (upstream has none of them), each run on ours alone; see bench/page.tsx. */
const VARIANT_TITLES = {
  maxRows: 'maxRows={2}',
  start: 'collapseFrom="start"',
  priority: 'itemPriority (a pin, five tied levels)',
  column: 'orientation="vertical" (a column; resizes change its height)',
};
const VARIANTS = Object.keys(VARIANT_TITLES);
const WITHOUT_PAGES = listAblations.map((a) => a.page); // ours without one optimisation each
// Measured; the baseline is subtracted from the others.
const PAGES = [...LISTS, ...WITHOUT_PAGES, 'baseline'];
// The peers only up to this N (BENCH_PEER_MAX_N): past it a run of theirs takes minutes.
const PEERS = ['fluent', 'blueprint'];
const PEER_MAX_N = Number(process.env.BENCH_PEER_MAX_N || 2000);
const measuredAt = (n, pages) => pages.filter((lib) => !PEERS.includes(lib) || n <= PEER_MAX_N);

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

// Each ablation's copy of src/, changed, where the page's list of them imports it from.
const withoutEntries = ablations.map(({ name, files }) => {
  // Its real path, as esbuild names importers by theirs.
  const copy = path.join(fs.realpathSync(outDir), 'without', name);
  fs.cpSync(path.join(root, 'src'), path.join(copy, 'src'), { recursive: true });
  for (const [file, text] of files) fs.writeFileSync(path.join(copy, file), text);
  return { name, copy, entry: path.join(copy, 'src/index.ts') };
});
/**
 * Replaces bench/without-lists.ts with the lists of the copies, and resolves the packages the
 * copies import from the repository, as it does for the page: one React, the profiling build.
 */
const withoutLists = {
  name: 'without-lists',
  setup(b) {
    const listsFile = path.join(root, 'bench/without-lists.ts');
    b.onLoad({ filter: /[\\/]bench[\\/]without-lists\.ts$/ }, (args) => {
      if (args.path !== listsFile) return undefined;
      const imports = withoutEntries.map(
        ({ entry }, i) => `import L${i} from ${JSON.stringify(entry)};`,
      );
      const byName = withoutEntries.map(({ name }, i) => `${JSON.stringify(name)}: L${i}`);
      return {
        contents: `${imports.join('\n')}\nexport default { ${byName.join(', ')} };`,
        loader: 'ts',
        resolveDir: root,
      };
    });
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (!withoutEntries.some(({ copy }) => args.importer.startsWith(copy + path.sep))) {
        return undefined;
      }
      return b.resolve(args.path, { kind: args.kind, resolveDir: root });
    });
  },
};
await build({
  entryPoints: [path.join(root, 'bench/page.tsx')],
  outfile: path.join(outDir, 'bench.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'chrome100',
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [profilingReactDom, withoutLists],
  // The repository's, for the copies of src/ outside it too.
  tsconfig: path.join(root, 'tsconfig.json'),
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
const browser = await launchChromium();
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

const round = (value, digits = 1) => Number(value.toFixed(digits));

/** The mean of the re-render times (ms) but the slowest tenth, in us. */
function trimmedMeanUs(renderMs) {
  const kept = [...renderMs].sort((a, b) => a - b).slice(0, Math.ceil(renderMs.length * 0.9));
  return (kept.reduce((sum, ms) => sum + ms, 0) / kept.length) * 1000;
}

/** One page's re-renders' own work in each run, in us per re-render, net of that run's baseline. */
const netRenderUs = (samples, lib) =>
  samples[lib].map(
    (sample, run) =>
      trimmedMeanUs(sample.rerender.renderMs) -
      trimmedMeanUs(samples.baseline[run].rerender.renderMs),
  );

/** One page's net main-thread ms of one scenario in each run: net of the baseline of that run. */
const netMs = (samples, lib, scenario) =>
  samples[lib].map((sample, run) =>
    Math.max(0, sample[scenario].cpu - samples.baseline[run][scenario].cpu),
  );

/** Medians of the runs of one N of `lists`: net main-thread ms, ratios to the floor, commits. */
function summarize(samples, lists) {
  const summary = {};
  for (const scenario of SCENARIOS) {
    // Net of the baseline measured in the same run: the list's own cost, not the harness's.
    const net = (lib, run) => netMs(samples, lib, scenario)[run];
    const runs = samples.floor.map((_, run) => run);
    // With the frames a user pays for anyway left in (the baseline not taken out).
    const whole = (lib, run) => samples[lib][run][scenario].cpu;
    // The ratio of the medians of `ms` (net or whole). (A ratio per run swung wildly: where the
    // floor's net cost is a few ms, the noise of one run's baseline is as large, and a net near 0
    // made any ratio.)
    const ratioToFloor = (ms, lib) => {
      const floor = median(runs.map((run) => ms('floor', run)));
      return floor > 0 ? round(median(runs.map((run) => ms(lib, run))) / floor, 2) : null;
    };
    // The spread of one list's runs: each run's figure over the floor's of the same run (the pages
    // of one run are measured back to back), their interquartile range.
    const runRatios = (lib) =>
      runs
        .map((run) => net(lib, run) / net('floor', run))
        .filter((value) => Number.isFinite(value));
    const iqr = (values) =>
      values.length ? [round(quantile(values, 0.25), 2), round(quantile(values, 0.75), 2)] : null;
    summary[scenario] = {};
    for (const lib of lists) {
      const ms = runs.map((run) => net(lib, run));
      summary[scenario][lib] = {
        mainThreadMs: round(median(ms)),
        rangeMs: [round(Math.min(...ms)), round(Math.max(...ms))],
        commits: median(samples[lib].map((s) => s[scenario].commits)),
        ...(scenario === 'mount'
          ? { wallMs: round(median(samples[lib].map((s) => s.mount.ms))) }
          : {}),
        ...(lib === 'floor'
          ? {}
          : {
              ratioToFloor: ratioToFloor(net, lib),
              runRatioIqr: iqr(runRatios(lib)),
              wholeFrameRatioToFloor: ratioToFloor(whole, lib),
            }),
      };
    }
  }
  // The re-renders' own work, timed in the page, in us: the mean of every re-render of every run
  // but the slowest tenth (one that waited for a core or ran a GC), net of the baseline's. Pooled,
  // as the runs interleave the pages; a mean, as the clock's 5 us steps (with jitter) would hold a
  // median on a step when the floor is a few steps above the baseline.
  const pooledUs = (lib) => trimmedMeanUs(samples[lib].flatMap((s) => s.rerender.renderMs));
  const renderUs = Object.fromEntries(
    lists.map((lib) => [lib, pooledUs(lib) - pooledUs('baseline')]),
  );
  for (const lib of lists) {
    Object.assign(summary.rerender[lib], {
      renderUs: round(renderUs[lib]),
      domWrites: median(samples[lib].map((s) => s.rerender.domWrites)),
      ...(lib === 'floor' ? {} : { renderRatioToFloor: round(renderUs[lib] / renderUs.floor, 2) }),
    });
  }
  return summary;
}

/**
 * Ours with and without each optimisation, for the scenarios it is for: medians of the net ms and
 * commits, the gain, and the run's noise, half the interquartile range of ours' net ms.
 */
function summarizeWithout(samples, frames) {
  const without = {};
  for (const { name, title, page: lib, scenarios } of listAblations) {
    without[name] = { title, frames: frames[lib] };
    for (const scenario of scenarios.filter((s) => SCENARIOS.includes(s))) {
      const ours = netMs(samples, 'ours', scenario);
      const withMs = median(ours);
      const withoutMs = median(netMs(samples, lib, scenario));
      const commits = (page) => median(samples[page].map((s) => s[scenario].commits));
      without[name][scenario] = {
        withMs: round(withMs),
        withoutMs: round(withoutMs),
        gainMs: round(withoutMs - withMs),
        gainPercent: withMs > 0 ? round(((withoutMs - withMs) / withMs) * 100) : null,
        noiseMs: round((quantile(ours, 0.75) - quantile(ours, 0.25)) / 2),
        commitsWith: commits('ours'),
        commitsWithout: commits(lib),
      };
      // Re-renders' main-thread ms are mostly the frames' own: their work timed in the page, in us
      // per re-render, is the figure that tells.
      if (scenario === 'rerender') {
        const oursUs = netRenderUs(samples, 'ours');
        const withUs = median(oursUs);
        const withoutUs = median(netRenderUs(samples, lib));
        without[name].renderUs = {
          withUs: round(withUs),
          withoutUs: round(withoutUs),
          gainUs: round(withoutUs - withUs),
          gainPercent: withUs > 0 ? round(((withoutUs - withUs) / withUs) * 100) : null,
          noiseUs: round((quantile(oursUs, 0.75) - quantile(oursUs, 0.25)) / 2),
        };
      }
    }
  }
  return without;
}

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
const results = [];
for (const n of SIZES) {
  await page.evaluate((count) => window.bench.prepare(count), n);
  const pages = measuredAt(n, PAGES);
  const lists = measuredAt(n, LISTS);
  for (const lib of pages) await measure(lib, n); // warm-up, so no one pays for the JIT
  const samples = Object.fromEntries(pages.map((lib) => [lib, []]));
  for (let run = 0; run < RUNS; run += 1) {
    // Rotate the order so no page always runs first.
    for (let k = 0; k < pages.length; k += 1) {
      const lib = pages[(run + k) % pages.length];
      samples[lib].push(await measure(lib, n));
    }
  }
  // Also ours without each optimisation, a few seconds each: a list that paints or settles on other
  // answers without one is not the same list, and its gain would mean nothing.
  const frames = {};
  for (const lib of [...lists, ...WITHOUT_PAGES]) {
    frames[lib] = await page.evaluate(
      ([l, count, steps]) => window.bench.frames(l, count, steps),
      [lib, n, STEPS],
    );
  }
  // Our own props, ours alone (upstream has neither).
  const variants = {};
  for (const variant of VARIANTS) {
    variants[variant] = await page.evaluate(
      ([count, steps, v]) => window.bench.frames('ours', count, steps, v),
      [n, STEPS, variant],
    );
    variants[variant].mount = await page.evaluate(
      ([count, times, v]) => window.bench.mount('ours', count, times, v),
      [n, MOUNTS, variant],
    );
  }
  const listFrames = Object.fromEntries(lists.map((lib) => [lib, frames[lib]]));
  results.push({
    n,
    ...summarize(samples, lists),
    frames: listFrames,
    variants,
    ...(listAblations.length ? { without: summarizeWithout(samples, frames) } : {}),
  });
  process.stderr.write(`  measured N=${n} (${elapsed()})\n`);
}

// ---- The table of many lists ----------------------------------------------------------------

/** One run of the table: main-thread ms of the mount and of the widths, commits, rows wrong. */
async function measureTable(lib) {
  const t0 = await mainThreadMs();
  const mount = await page.evaluate((l) => window.bench.tableMount(l), lib);
  const t1 = await mainThreadMs();
  const wrongAfterMount = await page.evaluate(() => window.bench.tableWrongRows());
  const t2 = await mainThreadMs();
  const resize = await page.evaluate((count) => window.bench.tableResize(count), TABLE_WIDTHS);
  const t3 = await mainThreadMs();
  const wrongAfterWidths = await page.evaluate(() => window.bench.tableWrongRows());
  await page.evaluate(() => window.bench.tableUnmount());
  return {
    mount: { cpu: t1 - t0, commits: mount.commits, wrongRows: wrongAfterMount },
    resize: { cpu: t3 - t2, commits: resize.commits, wrongRows: wrongAfterWidths },
  };
}

let table = null;
// The table's lists: ours, the peers, the floor, and ours without each optimisation for it.
const TABLE_LISTS = [...TABLE_PEERS, ...tableAblations.map((a) => a.page)];
if (TABLE_RUNS > 0) {
  await page.evaluate((count) => window.bench.tablePrepare(count), TABLE_WIDTHS);
  // A warm-up, so no one pays for the JIT; not in a smoke, where each pass takes seconds.
  if (!QUICK) for (const lib of TABLE_LISTS) await measureTable(lib);
  const samples = Object.fromEntries(TABLE_LISTS.map((lib) => [lib, []]));
  for (let run = 0; run < TABLE_RUNS; run += 1) {
    for (let k = 0; k < TABLE_LISTS.length; k += 1) {
      const lib = TABLE_LISTS[(run + k) % TABLE_LISTS.length];
      samples[lib].push(await measureTable(lib));
    }
  }
  table = { rows: 300, tags: 8, widths: TABLE_WIDTHS, runs: TABLE_RUNS };
  for (const scenario of ['mount', 'resize']) {
    const floor = median(samples.floor.map((s) => s[scenario].cpu));
    table[scenario] = Object.fromEntries(
      TABLE_LISTS.map((lib) => {
        const ms = samples[lib].map((s) => s[scenario].cpu);
        return [
          lib,
          {
            mainThreadMs: round(median(ms)),
            rangeMs: [round(Math.min(...ms)), round(Math.max(...ms))],
            ratioToFloor: round(median(ms) / floor, 2),
            commits: median(samples[lib].map((s) => s[scenario].commits)),
            // The most rows any run left on another answer than the computed one.
            wrongRows: Math.max(...samples[lib].map((s) => s[scenario].wrongRows)),
          },
        ];
      }),
    );
  }
  process.stderr.write(`  measured the table (${elapsed()})\n`);
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
  resize: `${STEPS} container width changes, one frame each`,
  rerender: `${STEPS} parent re-renders with the same data and new inline callbacks, one frame apart`,
};
console.log(
  `\n${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}, Chromium ${machine.chromium}`,
);
console.log(
  `Load average (1, 5, 15 min): ${machine.loadAverageBefore.join(', ')} before, ${machine.loadAverageAfter.join(', ')} after`,
);
const NAMES = {
  ours: 'ours',
  upstream: 'upstream (@rc-component/overflow)',
  fluent: 'Fluent UI v9 Overflow',
  blueprint: 'Blueprint OverflowList',
  minimal: 'minimal',
  floor: 'floor',
};
/** A Markdown table: a header row, then `rows` (arrays of cells); `align` per column. */
function printTable(headers, align, rows) {
  console.log(`| ${headers.join(' | ')} |`);
  console.log(`| ${align.map((a) => (a === 'l' ? '---' : '---:')).join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}
const range = ([low, high]) => `${low}-${high}`;
/** The lists measured at N: all, or all but the peers above their largest N. */
const listsAt = (result) => LISTS.filter((lib) => result[SCENARIOS[0]][lib]);

for (const scenario of SCENARIOS) {
  console.log(`\n${titles[scenario]}: main-thread ms, medians of ${RUNS} runs\n`);
  printTable(
    [
      'N',
      'list',
      'ms (min-max)',
      '/ floor',
      '/ floor, per run (IQR)',
      'whole frames / floor',
      'commits',
    ],
    ['r', 'l', 'r', 'r', 'r', 'r', 'r'],
    results.flatMap((result) =>
      listsAt(result).map((lib) => {
        const f = result[scenario][lib];
        return [
          result.n,
          NAMES[lib],
          `${f.mainThreadMs} (${range(f.rangeMs)})`,
          lib === 'floor' ? '1.00x' : ratio(f.ratioToFloor),
          lib === 'floor' || !f.runRatioIqr ? '' : f.runRatioIqr.map(ratio).join('-'),
          lib === 'floor' ? '1.00x' : ratio(f.wholeFrameRatioToFloor),
          f.commits,
        ];
      }),
    ),
  );
}
console.log(
  `\nThe same ${STEPS} re-renders, their own work (render, commit, layout effects), timed in the page: us per re-render, the mean of all ${RUNS} runs' re-renders but the slowest tenth, net of the baseline's\n`,
);
printTable(
  ['N', 'list', 'us each', '/ floor', 'DOM writes'],
  ['r', 'l', 'r', 'r', 'r'],
  results.flatMap((result) =>
    listsAt(result).map((lib) => {
      const { renderUs, renderRatioToFloor, domWrites } = result.rerender[lib];
      return [
        result.n,
        NAMES[lib],
        renderUs,
        lib === 'floor' ? '1.00x' : ratio(renderRatioToFloor),
        domWrites,
      ];
    }),
  ),
);
/** Wrong frames in all, then by mount/resizes/re-renders. */
const wrongFrames = ({ wrong }) =>
  `${Object.values(wrong).reduce((a, b) => a + b, 0)} (${Object.values(wrong).join('/')})`;
console.log(
  `\nWrong painted frames (mount, ${STEPS} resizes, ${STEPS} re-renders; each sampled after it paints)\n`,
);
printTable(
  [
    'N',
    'list',
    'wrong frames (mount/resize/re-render)',
    'frames sampled',
    'settled unlike computed',
  ],
  ['r', 'l', 'r', 'r', 'r'],
  results.flatMap(({ n, frames }) =>
    LISTS.filter((lib) => frames[lib]).map((lib) => [
      n,
      NAMES[lib],
      wrongFrames(frames[lib]),
      frames[lib].frames,
      frames[lib].disagreements,
    ]),
  ),
);
console.log(
  `\nOurs with its own props: wrong painted frames (as above), and one mount of ${MOUNTS} in a row ` +
    `(ms from render call to the last commit, commits)\n`,
);
console.log(
  '| N | props | wrong frames | frames sampled | settled answers unlike the computed one | mount ms | mount commits |',
);
console.log('| ---: | --- | ---: | ---: | ---: | ---: | ---: |');
for (const { n, variants } of results) {
  for (const variant of VARIANTS) {
    const figures = variants[variant];
    console.log(
      `| ${n} | ${VARIANT_TITLES[variant]} | ${wrongFrames(figures)} | ${figures.frames} | ` +
        `${figures.disagreements} | ${round(figures.mount.ms)} | ${round(figures.mount.commits)} |`,
    );
  }
}
if (table) {
  console.log(
    `\nA table of ${table.rows} rows, each ending in a list of ${table.tags} tags: mount at 900 px, ` +
      `then ${table.widths} table widths, one frame each. Main-thread ms of the whole page (no ` +
      `baseline taken out), medians of ${table.runs} runs\n`,
  );
  printTable(
    [
      'list',
      'mount ms (min-max)',
      'mount / floor',
      `${table.widths} widths ms (min-max)`,
      'widths / floor',
      'commits (mount, widths)',
      'rows wrong (after mount, after widths)',
    ],
    ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
    TABLE_LISTS.map((lib) => {
      const { mount, resize } = { mount: table.mount[lib], resize: table.resize[lib] };
      const ablation = tableAblations.find((a) => a.page === lib);
      return [
        ablation ? `ours without: ${ablation.title}` : NAMES[lib],
        `${mount.mainThreadMs} (${range(mount.rangeMs)})`,
        ratio(mount.ratioToFloor),
        `${resize.mainThreadMs} (${range(resize.rangeMs)})`,
        ratio(resize.ratioToFloor),
        `${mount.commits}, ${resize.commits}`,
        `${mount.wrongRows}, ${resize.wrongRows}`,
      ];
    }),
  );
  console.log(
    `\nFloor: the same table re-rendered by React with each row's known answer, in the task that ` +
      `sets the width (one commit per frame). Rows wrong: rows whose painted answer, after the ` +
      `mount and after the last width, is not the one computed from the widths (the most of any ` +
      `run); the frames between are not judged.`,
  );
}

console.log(
  '\nMain-thread ms = CPU time of the main thread (CDP Performance.getMetrics ThreadTime) over the scenario, net of a ' +
    'baseline page that drives an empty box the same way. Ratios: of those medians ' +
    `(each run measures the ${PAGES.length} pages back to back, the first a different one each run; ` +
    `the peers up to N = ${PEER_MAX_N}); ` +
    'whole frames: of the medians with the baseline left in, as a user pays for every frame. ' +
    'Floor: the settled DOM rendered statically by ' +
    'React, told the answer for each width. Minimal: a list that reads its widths once and then ' +
    'observes only its container (see bench/page.tsx), the least any measuring list does. ' +
    "Per run (IQR): the interquartile range of each run's figure over the floor's in that run, " +
    'the noise the ratio carries. Fluent and Blueprint render the same items and a `+ N ...` rest ' +
    'with the same classes (see bench/peers.tsx); Blueprint starts its search over on each ' +
    're-render, as its renderers are new each time. Wrong frames: a frame showing other items or ' +
    'another rest than the list settles on, as mount/resizes/re-renders, read from what is ' +
    'painted (items with a box, not hidden, not clipped), so judged alike for every list. ' +
    'Settled unlike computed: steps whose settled answer is not the one computed from the widths ' +
    '(a peer that rounds widths to whole pixels may keep one item fewer at an edge).',
);

if (movedAblations.length) {
  console.log(
    `\nNot measured without, as the source moved (bench/without.mjs must follow it): ` +
      `${movedAblations.map(({ name }) => name).join(', ')}.`,
  );
}
if (listAblations.length) {
  console.log(`\nEach optimisation with and without: main-thread ms, medians of ${RUNS} runs\n`);
  console.log(
    '| N | optimisation | scenario | with (ours) | without | gain (without - with) | noise | commits with / without |',
  );
  console.log('| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: |');
  const signed = (value) => `${value > 0 ? '+' : ''}${value.toFixed(1)}`;
  const verdictOf = (gain, noise) => {
    // Only a gain beyond the noise earns the optimisation its place.
    if (gain < -noise) return ', faster without';
    return gain <= noise ? ', within noise' : '';
  };
  for (const { n, without } of results) {
    for (const { name, title, scenarios } of listAblations) {
      for (const scenario of scenarios.filter((s) => SCENARIOS.includes(s))) {
        const row = without[name][scenario];
        const percent = row.gainPercent === null ? '' : ` (${signed(row.gainPercent)}%)`;
        console.log(
          `| ${n} | ${name}: ${title} | ${scenario} | ${row.withMs} | ${row.withoutMs} | ` +
            `${signed(row.gainMs)} ms${percent}${verdictOf(row.gainMs, row.noiseMs)} | ${row.noiseMs} | ` +
            `${row.commitsWith} / ${row.commitsWithout} |`,
        );
        if (scenario !== 'rerender') continue;
        const us = without[name].renderUs;
        const usPercent = us.gainPercent === null ? '' : ` (${signed(us.gainPercent)}%)`;
        console.log(
          `| ${n} | ${name}: ${title} | rerender, us each in the page | ${us.withUs} | ${us.withoutUs} | ` +
            `${signed(us.gainUs)} us${usPercent}${verdictOf(us.gainUs, us.noiseUs)} | ${us.noiseUs} | |`,
        );
      }
    }
  }
  const framesWithout = results.map(
    ({ n, without }) =>
      `N=${n}: ${listAblations.map(({ name }) => `${name} ${wrongFrames(without[name].frames)}`).join(', ')}`,
  );
  const disagreeing = results.flatMap(({ n, without }) =>
    listAblations
      .filter(({ name }) => without[name].frames.disagreements > 0)
      .map(({ name }) => `${name} at N=${n}`),
  );
  console.log(
    `\nWith: ours; without: ours built from a copy of src/ with the change bench/without.mjs gives, ` +
      `measured in the same runs and rotation as the pages above. Gain: the median without minus ` +
      `the median with, and that as a share of the median with. Noise: half the interquartile ` +
      `range of ours' ${RUNS} per-run figures of that scenario (net of the baseline, as above); a ` +
      `gain not larger than that is marked within noise, a loss larger than it faster without. ` +
      `Re-renders also in us each, timed in the page (as in the table of the re-renders' own ` +
      `work), the median of the runs' trimmed means; noise as above, of ours' runs. ` +
      `Wrong painted frames without each (mount/resize/re-render): ${framesWithout.join('; ')}.` +
      (disagreeing.length
        ? ` Settled on answers unlike the computed ones, so measuring another list: ${disagreeing.join(', ')}.`
        : ''),
  );
}

if (WRITE) {
  const written = {
    date: new Date().toISOString(),
    command:
      `BENCH_RUNS=${RUNS} BENCH_SIZES=${SIZES.join(',')} BENCH_TABLE_RUNS=${TABLE_RUNS} ` +
      `${process.env.BENCH_WITHOUT ? `BENCH_WITHOUT=${process.env.BENCH_WITHOUT} ` : ''}` +
      'npm run bench -- --write',
    machine,
    runs: RUNS,
    steps: STEPS,
    metric: 'Main-thread CPU ms: CDP Performance.getMetrics ThreadTime, net of the baseline page',
    results,
    ...(table ? { table } : {}),
  };
  // Formatted as the repository's Prettier config asks, so the committed file passes lint.
  const options = { ...(await prettier.resolveConfig(RESULTS_FILE)), filepath: RESULTS_FILE };
  fs.writeFileSync(RESULTS_FILE, await prettier.format(JSON.stringify(written), options));
  console.log(`\nWrote ${path.relative(root, RESULTS_FILE)}`);
}
