const os = require('node:os');
const path = require('node:path');
const { ENGINE_SUITES, common } = require('./projects');

/**
 * The suites written once for every engine (ENGINE_SUITES), in Firefox ESR and WebKitGTK: one
 * project per engine, each test file with a browser of its own. ENGINES=firefox (or webkit,
 * or chromium) picks; `npm run test:engines` runs this under a virtual display for WebKit.
 */
const engines = (process.env.ENGINES || 'firefox,webkit').split(',').filter(Boolean);

module.exports = {
  rootDir: '../..',
  projects: engines.map((engine) => ({
    ...common,
    rootDir: path.resolve(__dirname, '../..'),
    displayName: `engine:${engine}`,
    testMatch: ENGINE_SUITES.map((name) => `**/tests/browser/${name}.test.ts`),
    globals: { BROWSER_ENGINE: engine },
    globalSetup: '<rootDir>/tests/browser/setup-engines.ts',
  })),
  // One worker per core: each drives a browser that keeps about one core busy.
  maxWorkers: Math.max(1, os.availableParallelism()),
};
