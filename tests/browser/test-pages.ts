import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { ROOT } from './site-build';

const PAGES_SRC = path.join(ROOT, 'tests/browser/pages');

/** Bundles each pages/<name>.tsx into <outdir>/<name>.html against src/ (and REACT_MATRIX's React). */
export async function buildTestPages(outdir: string): Promise<void> {
  const files = fs.readdirSync(PAGES_SRC).filter((file) => /\.tsx?$/.test(file));
  const major = process.env.REACT_MATRIX;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const matrix = major && (require('../react-matrix/versions.cjs').esbuildPlugin(major) as Plugin);
  await build({
    outdir,
    entryPoints: files.map((file) => path.join(PAGES_SRC, file)),
    alias: { 'rc-overflow': path.join(ROOT, 'src/index.ts') },
    bundle: true,
    format: 'iife',
    target: 'chrome100',
    jsx: 'transform',
    define: { 'process.env.NODE_ENV': '"development"' },
    // Less to parse on every page opened; names stay, so React's warnings still name components.
    minifyWhitespace: true,
    minifySyntax: true,
    plugins: matrix ? [matrix] : [],
    logLevel: 'error',
  });
  for (const name of files.map((file) => file.replace(/\.tsx?$/, ''))) {
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
}
