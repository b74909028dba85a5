// `npm test`: every check a developer needs, in the order that finds mistakes soonest, with the
// sites the browser tests serve built in the background meanwhile (a dumi build keeps about one
// core busy, so it overlaps the single-threaded checks instead of waiting for them). Prints how
// long each step took. Stops at the first failing step, like a chain of `&&`.
const { spawn } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const CHECKS = ['typecheck', 'lint', 'size', 'test:unit', 'test:package'];

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

/** Stops `child` too when npm test is interrupted. */
function stopOnSignal(child) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stop(child);
      process.exit(130);
    });
  }
}

async function step(name, command, args) {
  console.log(`\n::: ${name}`);
  const began = Date.now();
  const code = await run(command, args).done;
  timings.push([name, Date.now() - began]);
  console.log(`::: ${name}: ${seconds(Date.now() - began)}${code === 0 ? '' : ' (failed)'}`);
  return code;
}

function summary(totalFrom) {
  const rows = timings.map(([name, ms]) => `  ${name.padEnd(14)} ${seconds(ms)}`);
  console.log(
    `\nnpm test steps:\n${rows.join('\n')}\n  total          ${seconds(Date.now() - totalFrom)}`,
  );
}

async function main() {
  const began = Date.now();
  // Its output waits until the browser tests need it, so it does not interleave with the checks.
  const builds = run(process.execPath, [path.join(__dirname, 'site-build.cjs')], { collect: true });
  const buildsBegan = Date.now();
  stopOnSignal(builds.child);
  const buildsDone = builds.done.then((code) => {
    timings.push(['site builds', Date.now() - buildsBegan]);
    return code;
  });

  for (const check of CHECKS) {
    const code = await step(check, npm, ['run', '--silent', check]);
    if (code !== 0) {
      stop(builds.child);
      summary(began);
      return code;
    }
  }

  const waitBegan = Date.now();
  const buildCode = await buildsDone;
  process.stdout.write(builds.output());
  console.log(`::: waited ${seconds(Date.now() - waitBegan)} for the site builds`);
  if (buildCode !== 0) {
    console.error('Building the sites for the browser tests failed.');
    summary(began);
    return buildCode;
  }
  // CI's later steps serve the site under other bases (SITE_PREBUILD_BASES="/rc-overflow/"):
  // those builds run beside the browser tests, which leave a core idle part of the time.
  const extraBases = (process.env.SITE_PREBUILD_BASES || '').split(/\s+/).filter(Boolean);
  const extraBegan = Date.now();
  const extraBuilds =
    extraBases.length > 0
      ? run(
          process.execPath,
          [path.join(__dirname, 'site-build.cjs'), ...extraBases.flatMap((b) => ['--base', b])],
          { collect: true },
        )
      : undefined;
  let extraFinished = 0;
  if (extraBuilds) {
    stopOnSignal(extraBuilds.child);
    extraBuilds.done.then(() => (extraFinished = Date.now()));
  }
  const code = await step('test:browser', npm, ['run', '--silent', 'test:browser']);
  if (extraBuilds) {
    const extraCode = await extraBuilds.done;
    process.stdout.write(extraBuilds.output());
    timings.push([`builds for ${extraBases.join(' ')}`, extraFinished - extraBegan]);
    // Not npm test's failure: the step that serves these sites builds them again and reports.
    if (extraCode !== 0) console.log(`The builds for ${extraBases.join(' ')} failed.`);
  }
  summary(began);
  return code;
}

main().then((code) => process.exit(code));
