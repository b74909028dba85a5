/** The jsdom layer on another React (REACT_MATRIX=16|17|18|19), inside <StrictMode>. */
const path = require('node:path');
const { jsdom: unit } = require('../unit-projects');
const { modulesFor, modernClient } = require('./versions.cjs');

const major = process.env.REACT_MATRIX || '18';
const modules = modulesFor(major);

module.exports = {
  ...unit,
  rootDir: path.resolve(__dirname, '../..'),
  displayName: `unit (React ${major})`,
  moduleNameMapper: {
    ...unit.moduleNameMapper,
    '^@testing-library/react$': '<rootDir>/tests/react-matrix/rtl-strict.cjs',
    '^react-dom/client$': '<rootDir>/tests/react-matrix/client-shim.cjs',
    '^react-dom-modern-client$': modernClient(major),
    '^react$': path.join(modules, 'react'),
    '^react/(.*)$': path.join(modules, 'react/$1'),
    '^react-dom$': path.join(modules, 'react-dom'),
    '^react-dom/(.*)$': path.join(modules, 'react-dom/$1'),
  },
};
