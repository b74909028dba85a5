const os = require('node:os');

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
  // A browser test spends much of its time waiting on Chromium (frames, loads, observers), so
  // twice as many workers as cores keep the cores busy; more only adds contention.
  maxWorkers: Math.min(8, Math.max(2, os.availableParallelism() * 2)),
};
