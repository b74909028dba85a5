// The browser layer's two projects and what they share. tests/browser/component/ holds the
// component on test pages (tests/browser/pages, served at /__tests__/): real layout, no site
// built. tests/browser/site/ holds the built site, per page template and per feature.
// The suites written once for every engine (with `openEnginePage`, harness.ts): `npm test` runs
// them in Chromium with the rest, CI's `npm run test:engines` in Firefox ESR and WebKitGTK.
const ENGINE_SUITES = [
  'component/component-hydration',
  'component/component-layout',
  'component/component-updates',
  'component/fuzz-layout',
  'component/measuring-recovery',
  'site/site-smoke',
];

// The suites that serve the test build (test-site.ts), in a project of their own whose setup
// builds it (jest.test-build.config.js).
const TEST_BUILD_SUITES = ['site/demo-crash', 'site/site-docsearch'];

const common = {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/browser'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  globalTeardown: '<rootDir>/tests/browser/globalTeardown.ts',
  setupFilesAfterEnv: ['<rootDir>/tests/browser/setupAfterEnv.ts'],
};

module.exports = { ENGINE_SUITES, TEST_BUILD_SUITES, common };
