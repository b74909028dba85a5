// What the two browser projects share, and which suites are the component's (the rest are the
// site's). A component suite opens only test pages (/__tests__/); add new ones here.
const COMPONENT_SUITES = [
  'antd-client',
  'component-hydration',
  'component-layout',
  'component-columns',
  'component-rows',
  'component-upstream',
  'fuzz-layout',
  'harness',
  'measuring-recovery',
  'stress',
  'upstream-spec',
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

module.exports = { COMPONENT_SUITES, common };
