// Runs the component's jsdom layer and some browser suites on React 16.14, 17, 18 and 19, inside <StrictMode>
// (concurrent roots on 18 and 19), and prints a table. Exits non-zero if any run fails.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { VERSIONS, modulesFor } = require('../tests/react-matrix/versions.cjs');

const ROOT = path.resolve(__dirname, '..');
const jest = require.resolve('jest/bin/jest');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// Reacts tested side by side, and the browser workers each of them gets.
const PARALLEL = 2;
const BROWSER_WORKERS = 2;

/** Installs the Reacts of the matrix that are missing, all at once (installs wait on the network). */
async function ensureInstalled(majors) {
  const missing = majors.filter(
    (major) => !fs.existsSync(path.join(modulesFor(major), 'react-dom')),
  );
  const installs = missing.map((major) => {
    const dir = path.dirname(modulesFor(major));
    console.log(`Installing React ${major} for the matrix in ${path.relative(ROOT, dir)}...`);
    const child = spawn(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      stdio: 'inherit',
    });
    return new Promise((resolve) => child.on('close', (code) => resolve({ major, code })));
  });
  for (const { major, code } of await Promise.all(installs)) {
    if (code !== 0) {
      console.error(`Installing React ${major} failed.`);
      process.exit(code || 1);
    }
  }
}

/** Runs jest on React `major`; resolves with its counts and its output (printed by the caller). */
function runJest(major, args) {
  const report = path.join(
    os.tmpdir(),
    `rc-overflow-matrix-${major}-${process.pid}-${Date.now()}-${args.length}.json`,
  );
  const child = spawn(process.execPath, [jest, ...args, '--json', '--outputFile', report], {
    cwd: ROOT,
    env: { ...process.env, REACT_MATRIX: major },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const summary = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')) : null;
      fs.rmSync(report, { force: true });
      resolve({
        ok: status === 0,
        passed: summary ? summary.numPassedTests : 0,
        // A run that crashed before its tests (say, in setup) counts as one failure.
        failed:
          summary && (summary.numFailedTests > 0 || status === 0)
            ? summary.numFailedTests
            : Math.max(1, summary ? summary.numFailedTests : 1),
        output: Buffer.concat(output).toString(),
      });
    });
  });
}

/** One React's unit and browser runs, side by side (the browser run waits on Chromium much of
 * the time, the unit run is all CPU). */
async function runVersion(major) {
  const version = require(path.join(modulesFor(major), 'react/package.json')).version;
  const began = Date.now();
  const [unit, browser] = await Promise.all([
    runJest(major, [
      '--config',
      'tests/react-matrix/jest.config.js',
      '--testPathIgnorePatterns',
      'site-',
    ]),
    // Our component's browser tests; the component project builds no site.
    runJest(major, [
      '--config',
      'tests/browser/jest.component.config.js',
      `--maxWorkers=${BROWSER_WORKERS}`,
      'tests/browser/component/component-layout',
      'tests/browser/component/component-hydration',
      'tests/browser/component/component-updates',
    ]),
  ]);
  // Printed whole once both are done, so versions running side by side do not interleave.
  const seconds = Math.round((Date.now() - began) / 1000);
  process.stdout.write(`\n=== React ${version} (${seconds}s) ===\n${unit.output}${browser.output}`);
  return { version, unit, browser };
}

async function main() {
  const only = process.env.REACT_MATRIX_ONLY ? process.env.REACT_MATRIX_ONLY.split(',') : VERSIONS;
  await ensureInstalled(only);
  // CI installs them in the background while other steps run, then runs the matrix.
  if (process.argv.includes('--install-only')) return;
  // Two Reacts at a time: each run leaves a core idle part of the time, and a third would
  // only queue behind the others on a 2-core machine.
  const rows = new Array(only.length);
  let next = 0;
  const lane = async () => {
    while (next < only.length) {
      const index = next++;
      rows[index] = await runVersion(only[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, only.length) }, lane));

  const cell = (r) => `${r.ok ? 'pass' : 'FAIL'} (${r.passed} passed, ${r.failed} failed)`;
  console.log(
    '\n| React | root | unit tests (jsdom, StrictMode) | browser tests (Chromium, StrictMode) |',
  );
  console.log('| --- | --- | --- | --- |');
  for (const { version, unit, browser } of rows) {
    const root =
      Number(version.split('.')[0]) >= 18 ? 'createRoot (concurrent)' : 'ReactDOM.render (legacy)';
    console.log(`| ${version} | ${root} | ${cell(unit)} | ${cell(browser)} |`);
  }
  const total = rows.reduce(
    (sum, { unit, browser }) => ({
      passed: sum.passed + unit.passed + browser.passed,
      failed: sum.failed + unit.failed + browser.failed,
    }),
    { passed: 0, failed: 0 },
  );
  console.log(`\nmatrix: ${total.passed} passed, ${total.failed} failed`);
  if (rows.some(({ unit, browser }) => !unit.ok || !browser.ok)) process.exit(1);
}

main();
