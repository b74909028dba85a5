// What the two browser projects share, and which suites are the component's (the rest are the
// site's). A component suite opens only test pages (/__tests__/); add new ones here.
const COMPONENT_SUITES = [
  'antd-client',
  'component-hydration',
  'component-layout',
  'component-rows',
  'component-upstream',
  'fuzz-layout',
  'harness',
  'measuring-recovery',
  'stress',
  'upstream-spec',
];

// Suites written with `openEnginePage` (harness.ts), which `npm run test:engines` runs in Firefox
// and WebKit too (jest.engines.config.js); npm test runs them in Chromium with the rest.
const ENGINE_SUITES = [
  'component-hydration',
  'component-layout',
  'component-rows',
  'fuzz-layout',
  'measuring-recovery',
  'site-smoke',
];

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

module.exports = { COMPONENT_SUITES, ENGINE_SUITES, common };
