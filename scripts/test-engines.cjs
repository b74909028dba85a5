// `npm run test:engines`: the suites written for every engine (tests/browser/projects.js,
// ENGINE_SUITES) in Firefox ESR and WebKitGTK. WebKitGTK's browser has no headless mode: without
// a display this runs under xvfb-run. Arguments go to jest (a suite's name, --selectProjects).
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const jest = [
  require.resolve('jest/bin/jest'),
  '--config',
  'tests/browser/jest.engines.config.js',
  ...process.argv.slice(2),
];
const engines = (process.env.ENGINES || 'firefox,webkit').split(',');
const needsDisplay = engines.includes('webkit') && !process.env.DISPLAY;
const [command, args] = needsDisplay
  ? ['xvfb-run', ['-a', '-s', '-screen 0 1920x1080x24', process.execPath, ...jest]]
  : [process.execPath, jest];
const began = Date.now();
const run = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
if (run.error) {
  console.error(
    run.error.code === 'ENOENT'
      ? `${command} was not found: install it (Debian: apt-get install -y xvfb), or set DISPLAY.`
      : String(run.error),
  );
  process.exit(1);
}
console.log(
  `::: test:engines (${engines.join(', ')}): ${Math.round((Date.now() - began) / 1000)}s`,
);
process.exit(run.status ?? 1);
