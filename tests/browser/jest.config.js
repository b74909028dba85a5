const os = require('node:os');

/**
 * Browser tests: real Chromium, in three projects. `component` drives the component on test pages
 * (tests/browser/pages) and builds no site; `site` drives the built docs site, `test-build` the
 * test build. A run that selects only component suites (a file list, `--selectProjects
 * browser:component`) never builds the site.
 */
module.exports = {
  rootDir: '../..',
  projects: [
    '<rootDir>/tests/browser/jest.component.config.js',
    '<rootDir>/tests/browser/jest.site.config.js',
    '<rootDir>/tests/browser/jest.test-build.config.js',
  ],
  // A browser test spends much of its time waiting on Chromium (frames, loads, observers), so
  // twice as many workers as cores keep the cores busy; more only adds contention.
  maxWorkers: Math.min(8, Math.max(2, os.availableParallelism() * 2)),
};
