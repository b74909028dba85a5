// Testing Library of the matrix's React, rendering inside <StrictMode> unless a test says otherwise.
const React = require('react');
const { modulesFor } = require('./versions.cjs');

const rtl = require(
  require.resolve('@testing-library/react', { paths: [modulesFor(process.env.REACT_MATRIX)] }),
);

function StrictWrapper({ children }) {
  return React.createElement(React.StrictMode, null, children);
}

function render(ui, options = {}) {
  const Inner = options.wrapper;
  const wrapper = Inner
    ? ({ children }) => StrictWrapper({ children: React.createElement(Inner, null, children) })
    : StrictWrapper;
  return rtl.render(ui, { ...options, wrapper });
}

module.exports = { ...rtl, render };
