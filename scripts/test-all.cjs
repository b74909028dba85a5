// `npm test`: every check a developer needs, in the order that finds mistakes soonest, with the
// sites the browser tests serve built in the background meanwhile. The checks run in two lanes
// beside the builds: each check and a dumi build keep about one core busy, and a third process
// fills the time a build or a check waits on the disk. Prints how long each step took, each
// step's output whole once it ends. Stops at the first failing step, like a chain of `&&`.
const { spawn } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// Two lanes of about equal length; within a lane, the order that finds mistakes soonest.
const CHECK_LANES = [['test:unit'], ['typecheck', 'lint', 'size']];

const seconds = (ms) => `${Math.round(ms / 1000)}s`;
const timings = [];

/** Runs a command; resolves with its exit code (output inherited or collected). */
function run(command, args, { collect = false } = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: collect ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // Collected runs go in a process group of their own, so stopping one stops dumi under it.
    detached: collect,
  });
  const output = [];
  if (collect) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  const done = new Promise((resolve) => {
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)));
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
  return { child, done, output: () => Buffer.concat(output).toString() };
}

/** Stops a collected run and everything it started. */
function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

const stopOnExit = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopOnExit.forEach(stop);
    process.exit(130);
  });
}

/** Stops `child` too when npm test is interrupted. */
function stopOnSignal(child) {
  stopOnExit.add(child);
}

async function step(name, command, args, { collect = false } = {}) {
  if (!collect) console.log(`\n::: ${name}`);
  const began = Date.now();
  const running = run(command, args, { collect });
  if (collect) stopOnSignal(running.child);
  const code = await running.done;
  stopOnExit.delete(running.child);
  timings.push([name, Date.now() - began]);
  if (collect) process.stdout.write(`\n::: ${name}\n${running.output()}`);
  console.log(`::: ${name}: ${seconds(Date.now() - began)}${code === 0 ? '' : ' (failed)'}`);
  return code;
}

/** Runs the lanes side by side, each step after the last; resolves with the first failure's code. */
async function runLanes(lanes) {
  let failed = 0;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const check of lane) {
        if (failed) return;
        const code = await step(check, npm, ['run', '--silent', check], { collect: true });
        if (code !== 0 && !failed) failed = code;
      }
    }),
  );
  return failed;
}

function summary(totalFrom) {
  const rows = timings.map(([name, ms]) => `  ${name.padEnd(14)} ${seconds(ms)}`);
  console.log(
    `\nnpm test steps:\n${rows.join('\n')}\n  total          ${seconds(Date.now() - totalFrom)}`,
  );
}

/** Builds sites in the background (scripts/site-build.cjs), its output kept for later. */
function buildSites(args) {
  const began = Date.now();
  const build = run(process.execPath, [path.join(__dirname, 'site-build.cjs'), ...args], {
    collect: true,
  });
  stopOnSignal(build.child);
  let finished = 0;
  const done = build.done.then((code) => {
    finished = Date.now();
    stopOnExit.delete(build.child);
    return code;
  });
  return { ...build, done, took: () => finished - began };
}

async function main() {
  const began = Date.now();
  // The production site and the test build (tests/browser/fixtures), beside the checks: the
  // browser tests start as soon as they are built.
  const production = buildSites(['production', 'test']);
  let stopped = false;

  const checksCode = await runLanes(CHECK_LANES);
  if (checksCode !== 0) {
    stopped = true;
    stop(production.child);
    summary(began);
    return checksCode;
  }

  const waitBegan = Date.now();
  const buildCode = await production.done;
  timings.push(['site build', production.took()]);
  process.stdout.write(production.output());
  console.log(`::: waited ${seconds(Date.now() - waitBegan)} for the site build`);
  if (buildCode !== 0) {
    console.error('Building the site for the browser tests failed.');
    summary(began);
    return buildCode;
  }
  // CI's later steps serve the site under other bases (SITE_PREBUILD_BASES="/rc-overflow/"):
  // those builds run beside the browser tests. The production site only: the sub-path run serves
  // no test-only page.
  const extraBases = (process.env.SITE_PREBUILD_BASES || '').split(/\s+/).filter(Boolean);
  const extra =
    extraBases.length > 0 && !stopped
      ? buildSites([...extraBases.flatMap((b) => ['--base', b]), 'production'])
      : undefined;
  const code = await step('test:browser', npm, ['run', '--silent', 'test:browser']);
  if (extra) {
    const extraCode = await extra.done;
    process.stdout.write(extra.output());
    timings.push([`builds for ${extraBases.join(' ')}`, extra.took()]);
    // Not npm test's failure: the step that serves these sites builds them again and reports.
    if (extraCode !== 0) console.log(`The builds for ${extraBases.join(' ')} failed.`);
  }
  summary(began);
  return code;
}

main().then((code) => process.exit(code));
