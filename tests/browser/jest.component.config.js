const { common } = require('./projects');

/** The component in Chromium, on test pages only: no site is built. */
module.exports = {
  ...common,
  displayName: 'browser:component',
  testMatch: ['**/tests/browser/component/*.test.ts'],
  globalSetup: '<rootDir>/tests/browser/setup-component.ts',
};
