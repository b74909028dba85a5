// Where a page's main-thread time goes on a slow phone: loads one page of a built site in Chromium
// with the CPU slowed down, records a performance trace of the load (until <html data-hydrated>
// and a few quiet seconds), and prints each long task (over 50 ms) with what filled it: the
// browser's own work (parsing, style, layout, paint) and the JavaScript that ran, by webpack module
// when the build's stats are there (`ANALYZE=1 npm run docs:build` writes them).
//
//   node scripts/perf-trace.cjs [page] [--site <dir>] [--slowdown 4] [--stats <stats.json>] [--out trace.json]
//   node scripts/perf-trace.cjs [page] --first-paint [--site <dir>] [--slowdown 4]
//   node scripts/perf-trace.cjs [page] --js [--loads 9] [--site <dir>] [--stats <stats.json>]
//
// --js sums the page's JavaScript over several loads (CPU not slowed, V8's sampling profiler
// every 50 µs, until hydrated and 1.5 s more) by the webpack module each sample's function is in,
// and prints each module's median per load: what a change to the site's code costs or saves,
// with less noise than Lighthouse's blocking time.
// --first-paint measures only the browser's style and layout of the prerendered page, with the
// app's script held back (React's inline scripts that place the streamed parts still run): the
// median of 5 loads on a phone's screen.
// The site is docs-dist/ unless --site says otherwise; the trace is written to --out for Chromium's
// Performance panel. Figures are one load: compare builds with `npm run perf:site`.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { launchChromium } = require('./chrome.cjs');
const { median } = require('./stats.cjs');
const { createStaticServer, listen } = require('./serve.cjs');

const ROOT = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const page = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--')) || '/';
const siteDir = path.resolve(option('site', path.join(ROOT, 'docs-dist')));
const slowdown = Number(option('slowdown', '4'));
const statsPath = option('stats', path.join(ROOT, 'node_modules/.cache/site-analyze/stats.json'));
const out = option('out', path.join(os.tmpdir(), 'rc-overflow-trace.json'));
const LONG_TASK_MS = 50;

/** Webpack's module ids to names, from the build's stats (when they are of this build). */
function moduleNames() {
  const names = new Map();
  if (!fs.existsSync(statsPath)) return names;
  const walk = (modules) => {
    for (const module of modules || []) {
      if (module.id != null) names.set(String(module.id), module.name);
      walk(module.modules);
    }
  };
  const stats = JSON.parse(fs.readFileSync(statsPath, 'utf8'));
  walk(stats.modules);
  for (const chunk of stats.chunks || []) walk(chunk.modules);
  return names;
}

/** Maps a position in a minified chunk to the webpack module whose factory holds it. */
function moduleLocator(names) {
  const files = new Map();
  return (url, line, column) => {
    if (!url || !url.startsWith('http')) return undefined;
    const file = path.join(siteDir, decodeURIComponent(new URL(url).pathname));
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return path.basename(url);
    if (!files.has(file)) {
      const text = fs.readFileSync(file, 'utf8');
      const lineStarts = [0];
      for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') lineStarts.push(i + 1);
      // Module factories in a chunk: `,1234:(function(e,t,n){`, `,1234:function(e){` or arrows
      // with parameters (a route table's `404:function(){` is not one).
      const starts = [];
      const factory = /[{,](\d+):(?:\(?function\s*\([\w$]|\([\w$]+(?:,[\w$]+)*\)=>)/g;
      for (let match; (match = factory.exec(text));) starts.push([match.index, match[1]]);
      files.set(file, { lineStarts, starts });
    }
    const { lineStarts, starts } = files.get(file);
    const offset = (lineStarts[line] ?? 0) + column;
    let found;
    for (let lo = 0, hi = starts.length - 1; lo <= hi;) {
      const mid = (lo + hi) >> 1;
      if (starts[mid][0] <= offset) {
        found = starts[mid];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    const chunk = path.basename(file).replace(/\.[0-9a-f]{8}(\.async)?\.js$/, '');
    if (!found) return `${chunk} (webpack runtime)`;
    const name = names.get(found[1]);
    return name ? name.replace(/^\.\/node_modules\//, '') : `${chunk} module ${found[1]}`;
  };
}

async function record() {
  const server = createStaticServer({ root: siteDir, gzip: true });
  const port = await listen(server, 0);
  const browser = await launchChromium();
  try {
    // Lighthouse's mobile screen.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await browser.startTracing(tab, {
      path: out,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'toplevel',
      ],
    });
    await tab.goto(`http://127.0.0.1:${port}${page}`, { waitUntil: 'load' });
    // Polled through the protocol: Playwright's own waiting runs scripts in the page, which would
    // show up as long tasks of their own.
    for (let waited = 0; ; waited += 250) {
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: "document.documentElement.hasAttribute('data-hydrated')",
      });
      if (result.value) break;
      if (waited > 120_000) throw new Error(`${page} did not hydrate in two minutes`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // What runs once hydrated (effects, measuring, chunks that follow) belongs to the load too.
    await tab.waitForTimeout(3000);
    await browser.stopTracing();
  } finally {
    await browser.close();
    server.close();
  }
}

function analyse() {
  const { traceEvents: events } = JSON.parse(fs.readFileSync(out, 'utf8'));
  // The page's main thread: the renderer thread with the most task time.
  const taskTime = new Map();
  for (const e of events) {
    if (e.name === 'RunTask' && e.dur) {
      const key = `${e.pid}:${e.tid}`;
      taskTime.set(key, (taskTime.get(key) || 0) + e.dur);
    }
  }
  const mainThreads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const [pid, tid] = [...taskTime]
    .filter(([key]) => mainThreads.has(key))
    .sort((a, b) => b[1] - a[1])[0][0]
    .split(':')
    .map(Number);
  const onMain = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const start = onMain[0].ts;
  const tasks = [];
  let end = -Infinity;
  for (const e of onMain) {
    if (e.name === 'RunTask' && e.ts >= end) {
      tasks.push(e);
      end = e.ts + e.dur;
    }
  }
  const long = tasks.filter((task) => task.dur / 1000 > LONG_TASK_MS);

  // JavaScript samples, by task and module.
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  const nodes = new Map();
  const samples = [];
  const deltas = [];
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== profile?.id) continue;
    for (const node of e.args.data.cpuProfile?.nodes || []) nodes.set(node.id, node);
    samples.push(...(e.args.data.cpuProfile?.samples || []));
    deltas.push(...(e.args.data.timeDeltas || []));
  }
  const locate = moduleLocator(moduleNames());
  const jsByTask = new Map(long.map((task) => [task, new Map()]));
  let time = profile ? profile.args.data.startTime : 0;
  for (let i = 0; i < samples.length; i += 1) {
    time += deltas[i];
    const task = long.find((t) => time >= t.ts && time <= t.ts + t.dur);
    const node = nodes.get(samples[i]);
    if (!task || !node) continue;
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    // The browser's own work shows as "(program)"; it is counted below from the trace events.
    if (!url && ['(program)', '(idle)', '(root)'].includes(functionName)) continue;
    // Webpack's runtime (loading chunks: `l.e`, `l.l`, `l.f.j`...) sits after the last module.
    const runtime = url && /^[a-z_$]\.[\w.]+$/i.test(functionName);
    const key = runtime
      ? 'webpack runtime (loading chunks)'
      : locate(url, lineNumber, columnNumber) || `(${functionName || 'native'})`;
    const spent = jsByTask.get(task);
    spent.set(key, (spent.get(key) || 0) + Math.max(0, deltas[i + 1] ?? 0));
  }

  const ms = (us) => `${Math.round(us / 1000)} ms`;
  const kinds = {
    'parse HTML': ['ParseHTML'],
    'parse CSS': ['ParseAuthorStyleSheet'],
    style: ['UpdateLayoutTree'],
    layout: ['Layout'],
    paint: ['PrePaint', 'Paint', 'Layerize', 'Commit'],
    'compile JS': ['v8.compile', 'V8.CompileCode', 'v8.compileModule'],
    'evaluate JS': [
      'EvaluateScript',
      'FunctionCall',
      'TimerFire',
      'EventDispatch',
      'FireAnimationFrame',
    ],
    GC: ['MinorGC', 'MajorGC', 'BlinkGC.AtomicPhase'],
  };
  console.log(
    `\n${page} (${path.relative(ROOT, siteDir) || '.'}), CPU ${slowdown}x slower: ${long.length} long tasks, ` +
      `${ms(long.reduce((sum, t) => sum + t.dur - LONG_TASK_MS * 1000, 0))} over 50 ms in all. Trace: ${out}\n`,
  );
  for (const task of long) {
    const inside = onMain.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur,
    );
    const by = Object.entries(kinds)
      .map(([kind, names]) => {
        // Outermost events of the kind only, so nested ones are not counted twice.
        let total = 0;
        let until = -Infinity;
        for (const e of inside) {
          if (!names.includes(e.name) || e.ts < until) continue;
          total += e.dur;
          until = e.ts + e.dur;
        }
        return [kind, total];
      })
      .filter(([, total]) => total >= 3000)
      .map(([kind, total]) => `${kind} ${ms(total)}`);
    const script = inside.find((e) => e.name === 'EvaluateScript')?.args?.data?.url;
    console.log(
      `task at ${ms(task.ts - start)}: ${ms(task.dur)}${script ? `, runs ${path.basename(new URL(script).pathname)}` : ''}` +
        (by.length ? ` (${by.join(', ')})` : ''),
    );
    const js = [...jsByTask.get(task)].sort((a, b) => b[1] - a[1]).filter(([, us]) => us >= 3000);
    for (const [module, us] of js.slice(0, 6)) console.log(`    ${ms(us).padStart(7)}  ${module}`);
  }
}

async function firstPaint() {
  const server = createStaticServer({ root: siteDir, gzip: true });
  const port = await listen(server, 0);
  const browser = await launchChromium();
  const loads = [];
  try {
    for (let i = 0; i < 5; i += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
      });
      const tab = await context.newPage();
      await tab.route(/\/umi\.[0-9a-f]+\.js$/, (route) => route.abort());
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      await cdp.send('Performance.enable');
      await tab.goto(`http://127.0.0.1:${port}${page}`, { waitUntil: 'load' });
      // Two frames and a pause: the first paint and what the streamed parts placed after it.
      await tab.waitForTimeout(500);
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name) => metrics.find((m) => m.name === name)?.value ?? NaN;
      loads.push({
        style: metric('RecalcStyleDuration') * 1000,
        layout: metric('LayoutDuration') * 1000,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  const medianOf = (key) => median(loads.map((load) => load[key]));
  console.log(
    `${page} (${path.relative(ROOT, siteDir) || '.'}), CPU ${slowdown}x slower, app held back, median of 5 loads: ` +
      `style ${Math.round(medianOf('style'))} ms, layout ${Math.round(medianOf('layout'))} ms`,
  );
}

async function javaScriptByModule() {
  const loadCount = Number(option('loads', '9'));
  const locate = moduleLocator(moduleNames());
  const server = createStaticServer({ root: siteDir, gzip: true });
  const port = await listen(server, 0);
  const browser = await launchChromium();
  const byModule = new Map();
  const totals = [];
  try {
    for (let load = 0; load < loadCount; load += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
      await cdp.send('Profiler.start');
      await tab.goto(`http://127.0.0.1:${port}${page}`, { waitUntil: 'load' });
      for (let waited = 0; ; waited += 100) {
        const { result } = await cdp.send('Runtime.evaluate', {
          expression: "document.documentElement.hasAttribute('data-hydrated')",
        });
        if (result.value) break;
        if (waited > 120_000) throw new Error(`${page} did not hydrate in two minutes`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const { profile } = await cdp.send('Profiler.stop');
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      const here = new Map();
      let total = 0;
      profile.samples.forEach((id, i) => {
        const { callFrame } = nodes.get(id);
        // The browser's own work (style, layout, parsing) and idle time are not JavaScript.
        if (!callFrame.url) return;
        const name =
          locate(callFrame.url, callFrame.lineNumber, callFrame.columnNumber) || 'inline';
        const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
        here.set(name, (here.get(name) || 0) + ms);
        total += ms;
      });
      totals.push(total);
      for (const [name, ms] of here) byModule.set(name, [...(byModule.get(name) || []), ms]);
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  // A module that ran in only some loads counts 0 ms in the others.
  const medianOfLoads = (values) =>
    median([...values, ...Array(loadCount - values.length).fill(0)]);
  console.log(
    `${page} (${path.relative(ROOT, siteDir) || '.'}), CPU not slowed, median of ${loadCount} loads: ` +
      `${Math.round(medianOfLoads(totals))} ms of JavaScript (${totals.map(Math.round).join(', ')})`,
  );
  const rows = [...byModule].map(([name, values]) => [name, medianOfLoads(values)]);
  for (const [name, ms] of rows.sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
}

const mode = args.includes('--first-paint')
  ? firstPaint()
  : args.includes('--js')
    ? javaScriptByModule()
    : record().then(analyse);
mode.catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
