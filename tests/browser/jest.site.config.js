const { common } = require('./projects');

/** The built docs site in Chromium (built first when its sources changed). */
module.exports = {
  ...common,
  displayName: 'browser:site',
  testMatch: ['**/tests/browser/site/*.test.ts'],
  globalSetup: '<rootDir>/tests/browser/setup-site.ts',
};
