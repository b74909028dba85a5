const { COMPONENT_SUITES, common } = require('./projects');

/** The component in Chromium, on test pages only: no site is built. */
module.exports = {
  ...common,
  displayName: 'browser:component',
  testMatch: COMPONENT_SUITES.map((name) => `**/tests/browser/${name}.test.ts`),
  globalSetup: '<rootDir>/tests/browser/setup-component.ts',
};
