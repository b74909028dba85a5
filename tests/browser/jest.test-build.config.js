const { common, TEST_BUILD_SUITES } = require('./projects');

/**
 * The site suites that serve the test build (the site plus a crashing demo and a hosted search):
 * its global setup builds it first when stale, so `npm test` runs this once the build is made.
 */
module.exports = {
  ...common,
  displayName: 'browser:test-build',
  testMatch: TEST_BUILD_SUITES.map((name) => `**/tests/browser/${name}.test.ts`),
  globalSetup: '<rootDir>/tests/browser/setup-site.ts',
};
