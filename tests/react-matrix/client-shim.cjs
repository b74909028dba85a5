// react-dom/client for every React in the matrix: legacy roots before 18, and <StrictMode> always.
const React = require('react');
const ReactDOM = require('react-dom');
// The real react-dom/client on React 18 and later; an empty module before (see versions.cjs).
const modern = require('react-dom-modern-client');

const strict = (node) => React.createElement(React.StrictMode, null, node);

function createRoot(container, options) {
  if (modern.createRoot) {
    const root = modern.createRoot(container, options);
    return { render: (node) => root.render(strict(node)), unmount: () => root.unmount() };
  }
  return {
    render: (node) => ReactDOM.render(strict(node), container),
    unmount: () => ReactDOM.unmountComponentAtNode(container),
  };
}

function hydrateRoot(container, node, options) {
  if (modern.hydrateRoot) {
    const root = modern.hydrateRoot(container, strict(node), options);
    return { render: (next) => root.render(strict(next)), unmount: () => root.unmount() };
  }
  ReactDOM.hydrate(strict(node), container);
  return {
    render: (next) => ReactDOM.render(strict(next), container),
    unmount: () => ReactDOM.unmountComponentAtNode(container),
  };
}

module.exports = { createRoot, hydrateRoot };
