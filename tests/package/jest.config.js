/** Package tests: pack the real tarball and use it from a consumer project. */
module.exports = {
  rootDir: '../..',
  displayName: 'package',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/package'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  testTimeout: 120000,
};
