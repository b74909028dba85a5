import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { ROOT } from './site-build';

export const PAGES_SRC = path.join(ROOT, 'tests/browser/pages');

/** With REACT_MATRIX=16|17|18|19 the pages are bundled against that React, inside <StrictMode>. */
function reactMatrixPlugins(): Plugin[] {
  const major = process.env.REACT_MATRIX;
  if (!major) return [];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { esbuildPlugin } = require('../react-matrix/versions.cjs') as {
    esbuildPlugin: (m: string) => Plugin;
  };
  return [esbuildPlugin(major)];
}

/**
 * Bundles each `tests/browser/pages/<name>.tsx` into `<outdir>/<name>.html` (served at
 * `/__tests__/<name>.html`), with `rc-overflow` resolved to our own `src/`. Each run has an outdir of its own, so runs side by side never
 * change each other's files.
 */
export async function buildTestPages(outdir: string): Promise<string[]> {
  fs.mkdirSync(outdir, { recursive: true });
  if (!fs.existsSync(PAGES_SRC)) return [];
  const files = fs.readdirSync(PAGES_SRC).filter((file) => /\.tsx?$/.test(file));
  const names = files.map((file) => file.replace(/\.tsx?$/, ''));
  const common = {
    outdir,
    bundle: true,
    format: 'iife' as const,
    target: 'chrome100',
    jsx: 'transform' as const,
    define: { 'process.env.NODE_ENV': '"development"' },
    // Less for the browser to parse on every page opened; names stay as written, so React's
    // development warnings still name the components.
    minifyWhitespace: true,
    minifySyntax: true,
    plugins: reactMatrixPlugins(),
    logLevel: 'error' as const,
  };
  if (files.length > 0) {
    await build({
      ...common,
      entryPoints: files.map((file) => path.join(PAGES_SRC, file)),
      alias: { 'rc-overflow': path.join(ROOT, 'src/index.ts') },
    });
  }
  for (const name of names) {
    const css = fs.existsSync(path.join(outdir, `${name}.css`))
      ? `<link rel="stylesheet" href="./${name}.css">`
      : '';
    fs.writeFileSync(
      path.join(outdir, `${name}.html`),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title>` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">${css}` +
        `<style>body{margin:0;font:14px/1.5 sans-serif}</style></head>` +
        `<body><div id="root"></div><script src="./${name}.js"></script></body></html>`,
    );
  }
  return names;
}
