// Where each React of the matrix lives, and how bundles and jest are pointed at it.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const VERSIONS = ['16', '17', '18', '19'];

/** The node_modules folder holding React `major` (18 is the project's own). */
function modulesFor(major) {
  if (!VERSIONS.includes(String(major)))
    throw new Error(`REACT_MATRIX must be one of ${VERSIONS.join(', ')}`);
  return String(major) === '18'
    ? path.join(ROOT, 'node_modules')
    : path.join(__dirname, `react-${major}`, 'node_modules');
}

/** react-dom/client of React `major`, or an empty module where it has none. */
function modernClient(major) {
  const client = path.join(modulesFor(major), 'react-dom/client.js');
  return fs.existsSync(client) ? client : path.join(__dirname, 'empty.cjs');
}

/** An esbuild plugin that bundles against React `major`, rendering inside <StrictMode>. */
function esbuildPlugin(major) {
  const modules = modulesFor(major);
  const shim = path.join(__dirname, 'client-shim.cjs');
  return {
    name: 'react-matrix',
    setup(build) {
      build.onResolve({ filter: /^react-dom\/client$/ }, () => ({ path: shim }));
      build.onResolve({ filter: /^react-dom-modern-client$/ }, () => {
        const client = path.join(modules, 'react-dom/client.js');
        return fs.existsSync(client)
          ? { path: client }
          : { path: 'empty', namespace: 'react-matrix' };
      });
      build.onLoad({ filter: /.*/, namespace: 'react-matrix' }, () => ({ contents: 'export {};' }));
      // esbuild's own resolution from that folder, so browser builds are chosen as usual.
      build.onResolve({ filter: /^(react|react-dom)(\/.*)?$/ }, (args) =>
        args.pluginData === 'react-matrix'
          ? undefined
          : build.resolve(args.path, {
              resolveDir: modules,
              kind: args.kind,
              pluginData: 'react-matrix',
            }),
      );
    },
  };
}

module.exports = { VERSIONS, modulesFor, modernClient, esbuildPlugin };
