const path = require('node:path');
const { common } = require('../browser/projects');

// The registry layer, run by CI (`npm run test:registry`): what installs from the npm registry.
// Each project's global setup prepares it all (packs, installs, bundles, captures the exports),
// as long as that takes; the suites only assert.
const registry = {
  rootDir: path.resolve(__dirname, '../..'),
  roots: ['<rootDir>/tests/registry'],
  globalTeardown: '<rootDir>/tests/registry/teardown.ts',
};
module.exports = {
  projects: [
    {
      ...registry,
      displayName: 'registry:package',
      globalSetup: '<rootDir>/tests/registry/package.ts',
      testMatch: ['**/tests/registry/package.test.ts'],
      transform: common.transform,
    },
    {
      ...common,
      ...registry,
      displayName: 'registry:apps',
      globalSetup: '<rootDir>/tests/registry/setup.ts',
      testMatch: ['**/tests/registry/antd-apps.test.ts', '**/tests/registry/demo-exports.test.ts'],
    },
  ],
  maxWorkers: 3,
};
