const path = require('node:path');
const { common } = require('../browser/projects');

const ROOT = path.resolve(__dirname, '../..');

/**
 * The registry layer, run by CI (`npm run test:registry`): what installs from the npm registry.
 * The packed tarballs in a consumer project (offline), the antd 5 and antd 6 apps as published
 * and with the With antd guide's override, and every demo export installed and bundled as its
 * service does, then compared with the site in Chromium.
 */
module.exports = {
  rootDir: '../..',
  projects: [
    {
      rootDir: ROOT,
      displayName: 'registry:package',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/registry'],
      testMatch: ['**/tests/registry/package.test.ts'],
      transform: common.transform,
    },
    {
      ...common,
      rootDir: ROOT,
      displayName: 'registry:apps',
      roots: ['<rootDir>/tests/registry'],
      testMatch: [
        '**/tests/registry/antd*-app.test.ts',
        '**/tests/registry/demo-exports-run.test.ts',
      ],
      globalSetup: '<rootDir>/tests/browser/setup-site.ts',
    },
  ],
  maxWorkers: 3,
};
