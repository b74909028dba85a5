// `npm run test:complete`: what npm test leaves out as long by nature, in Chromium: the sweeps of
// every page (axe-core in light and dark, every link), the suites on the test build (which the
// site project's globalSetup builds before them), the fuzz past its first 500 cases, the other
// widths, the harness's child runs, the demo exports and the antd apps installed from the npm
// registry (tests/browser/projects.js, COMPLETE_SUITES). npm test and this together run every
// test.
// Arguments go to jest.
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { COMPLETE_SUITES } = require('../tests/browser/projects');

const began = Date.now();
const run = spawnSync(
  process.execPath,
  [
    require.resolve('jest/bin/jest'),
    '--config',
    'tests/browser/jest.config.js',
    '--testPathPattern',
    `/(${COMPLETE_SUITES.join('|')})\\.test\\.ts$`,
    ...process.argv.slice(2),
  ],
  {
    cwd: path.resolve(__dirname, '..'),
    stdio: 'inherit',
    env: { ...process.env, TEST_COMPLETE: '1' },
  },
);
console.log(`::: test:complete: ${Math.round((Date.now() - began) / 1000)}s`);
process.exit(run.status ?? 1);
