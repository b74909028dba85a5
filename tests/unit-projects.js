const path = require('node:path');

/** The two cheap layers, one jest run: tests/node (pure rules, plain Node) and tests/jsdom (React
 * behaviour in jsdom, no layout). Neither builds anything. */
const common = {
  rootDir: path.resolve(__dirname, '..'),
  testMatch: ['**/*.test.ts?(x)'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleNameMapper: {
    '^rc-overflow$': '<rootDir>/src/index.ts',
    // The site's name for react-router itself (.dumi/lib/react-router-matches.ts).
    '^react-router-real$': 'react-router',
    '\\.(css|less)$': '<rootDir>/tests/jsdom/style-stub.js',
  },
};

const node = {
  ...common,
  displayName: 'node',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/node'],
};

const jsdom = {
  ...common,
  displayName: 'jsdom',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/jsdom'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
};

module.exports = { node, jsdom };
