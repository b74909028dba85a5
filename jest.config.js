/** Unit tests: jsdom, no layout. */
module.exports = {
  displayName: 'unit',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  testMatch: ['**/*.test.ts?(x)'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  moduleNameMapper: {
    '^rc-overflow$': '<rootDir>/src/index.ts',
    // The site's name for react-router itself (.dumi/lib/react-router-matches.ts).
    '^react-router-real$': 'react-router',
    '\\.(css|less)$': '<rootDir>/tests/unit/style-stub.js',
  },
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
};
