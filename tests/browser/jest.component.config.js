const { COMPONENT_SUITES, common, leftOut } = require('./projects');

/** The component in Chromium, on test pages only: no site is built. */
module.exports = {
  ...common,
  displayName: 'browser:component',
  testMatch: COMPONENT_SUITES.map((name) => `**/tests/browser/${name}.test.ts`),
  testPathIgnorePatterns: ['/node_modules/', ...leftOut()],
  globalSetup: '<rootDir>/tests/browser/setup-component.ts',
};
