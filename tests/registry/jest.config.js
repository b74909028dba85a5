const path = require('node:path');
const { common } = require('../browser/projects');

// The registry layer (CI's `npm run test:registry`): each project's global setup packs, installs,
// bundles and captures, however long that takes; the suites only assert.
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
