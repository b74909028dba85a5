const path = require('node:path');

// The two cheap layers in one jest run; neither builds anything.
const project = (name, extra) => ({
  rootDir: path.resolve(__dirname, '..'),
  testMatch: ['**/*.test.ts?(x)'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleNameMapper: {
    '^rc-overflow$': '<rootDir>/src/index.ts',
    // The site's name for react-router itself (.dumi/browser/react-router-matches.ts).
    '^react-router-real$': 'react-router',
    '\\.(css|less)$': '<rootDir>/tests/jsdom/style-stub.js',
  },
  displayName: name,
  testEnvironment: name,
  roots: [`<rootDir>/tests/${name}`],
  ...extra,
});

module.exports = {
  node: project('node'),
  jsdom: project('jsdom', { setupFilesAfterEnv: ['@testing-library/jest-dom'] }),
};
