/** Browser tests: real Chromium against the built site and test-only pages. */
module.exports = {
  rootDir: '../..',
  displayName: 'browser',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/browser'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  globalSetup: '<rootDir>/tests/browser/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/browser/globalTeardown.ts',
  setupFilesAfterEnv: ['<rootDir>/tests/browser/setupAfterEnv.ts'],
  testTimeout: 60000,
  maxWorkers: 2,
};
