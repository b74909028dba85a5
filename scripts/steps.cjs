// Runs the steps of `npm test` and of CI's later steps: side by side in lanes, each step's output
// collected and printed whole once it ends, with the time each took and the load average.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const seconds = (ms) => `${Math.round(ms / 1000)}s`;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
/** [name, ms] of each finished step, for the summary. */
const timings = [];

/** Runs a command; resolves with its exit code (output inherited or collected). */
function run(command, args, { collect = false, env } = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: env ? { ...process.env, ...env } : process.env,
    stdio: collect ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // Each run in a process group of its own, so stopping one stops all under it.
    detached: true,
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

const running = new Set();
/** Stops a run and everything it started. */
function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
/** Stops every run still going and exits with `code`. */
function exitNow(code) {
  running.forEach(stop);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => exitNow(130));

/**
 * Gives a step's processes a lower priority (a higher nice value) before they start anything: they
 * inherit it. Each step runs in a session of its own (`detached`), and where Linux groups a
 * session's processes for the scheduler (autogroups, /proc/sys/kernel/sched_autogroup_enabled),
 * a process's nice value only weighs against its own session's: the session's weight is set in
 * /proc/<pid>/autogroup. Without it, npm test's checks took as many cores as the site build.
 */
function lowerPriority(pid, nice) {
  os.setPriority(pid, nice);
  try {
    fs.writeFileSync(`/proc/${pid}/autogroup`, String(nice));
  } catch {
    // No autogroups here (another system, or the kernel's option off): the nice value is enough.
  }
}

/**
 * Runs `command` as a step: started now, its output collected and printed whole when it ends, or
 * with `live` printed as it comes (for one step at a time).
 */
function start(name, command, args, { live = false, priority, ...options } = {}) {
  const began = Date.now();
  if (live) console.log(`\n::: ${name}`);
  const step = run(command, args, { ...options, collect: !live });
  if (priority !== undefined && step.child.pid) lowerPriority(step.child.pid, priority);
  running.add(step.child);
  const done = step.done.then((code) => {
    running.delete(step.child);
    const took = Date.now() - began;
    timings.push([name, took]);
    if (!live) process.stdout.write(`\n::: ${name}\n${step.output()}`);
    console.log(`::: ${name}: ${seconds(took)}${code === 0 ? '' : ' (failed)'} (load ${load()})`);
    return code;
  });
  return { child: step.child, done };
}

/** An npm script as a step. */
const script = (name, options) => start(name, npm, ['run', '--silent', name], options);

/**
 * Runs the lanes side by side, each lane's scripts one after another. With `stopOnFailure` a
 * failure ends every lane (npm test, like a chain of `&&`); without, every step runs (CI).
 * `envOf` gives a step more environment, `priority` its nice value. Resolves with the names of
 * the steps that failed.
 */
async function runLanes(lanes, { stopOnFailure = true, envOf = {}, priority } = {}) {
  const failed = [];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const name of lane) {
        if (stopOnFailure && failed.length > 0) return;
        if ((await script(name, { env: envOf[name], priority }).done) !== 0) failed.push(name);
      }
    }),
  );
  return failed;
}

/** Prints each step's time and the total. */
function summary(title, since) {
  const rows = timings.map(([name, ms]) => `  ${name.padEnd(22)} ${seconds(ms)}`);
  console.log(
    `\n${title}:\n${rows.join('\n')}\n  ${'total'.padEnd(22)} ${seconds(Date.now() - since)}`,
  );
}

module.exports = { npm, start, runLanes, exitNow, summary };
