const { COMPONENT_SUITES, common, leftOut } = require('./projects');

/** The built docs site in Chromium (built first when its sources changed). */
module.exports = {
  ...common,
  displayName: 'browser:site',
  testMatch: ['**/tests/browser/*.test.ts'],
  testPathIgnorePatterns: [
    '/node_modules/',
    ...COMPONENT_SUITES.map((name) => `/${name}\\.test\\.ts$`),
    ...leftOut(),
  ],
  globalSetup: '<rootDir>/tests/browser/setup-site.ts',
};
