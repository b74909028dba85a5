const path = require('node:path');

/**
 * The two cheap layers, one jest run: tests/node (pure rules, plain Node) and tests/jsdom (React
 * behaviour in jsdom, no layout). Neither builds anything.
 */
const transform = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] };
const moduleNameMapper = {
  '^rc-overflow$': '<rootDir>/src/index.ts',
  // The site's name for react-router itself (.dumi/lib/react-router-matches.ts).
  '^react-router-real$': 'react-router',
  '\\.(css|less)$': '<rootDir>/tests/jsdom/style-stub.js',
};

const node = {
  displayName: 'node',
  rootDir: path.resolve(__dirname, '..'),
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/node'],
  testMatch: ['**/*.test.ts?(x)'],
  transform,
  moduleNameMapper,
};

const jsdom = {
  displayName: 'jsdom',
  rootDir: path.resolve(__dirname, '..'),
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/jsdom'],
  testMatch: ['**/*.test.ts?(x)'],
  transform,
  moduleNameMapper,
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
};

module.exports = { node, jsdom };
