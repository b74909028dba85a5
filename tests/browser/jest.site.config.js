const { common, TEST_BUILD_SUITES } = require('./projects');

/**
 * The built docs site in Chromium (built first when its sources changed). The suites that serve
 * the test build are a project of their own (jest.test-build.config.js).
 */
module.exports = {
  ...common,
  displayName: 'browser:site',
  testMatch: ['**/tests/browser/site/*.test.ts'],
  testPathIgnorePatterns: TEST_BUILD_SUITES.map((name) => `/tests/browser/${name}\\.test\\.ts$`),
  globalSetup: '<rootDir>/tests/browser/setup-site.ts',
};
