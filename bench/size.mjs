// Prints the minified + gzipped ESM size of each overflow implementation with its runtime
// dependencies bundled in (React excluded), and fails when ours exceeds the budget.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// 4.8 KB, as asked when orientation="vertical" landed (4.5 KB before it, 4.0 KB before item
// priorities and minVisible): the core keeps only what its benchmark rows show it earns.
const BUDGET = Number(process.env.SIZE_BUDGET_BYTES || 4.8 * 1024);

const candidates = [
  { name: 'rc-overflow (this package)', entry: path.join(root, 'src/index.ts') },
  {
    name: `@rc-component/overflow ${require('@rc-component/overflow/package.json').version}`,
    entry: require.resolve('@rc-component/overflow/es/index.js'),
  },
  {
    // By path: the bare name resolves to this package itself.
    name: `rc-overflow ${require(path.join(root, 'node_modules/rc-overflow/package.json')).version} (published)`,
    entry: path.join(root, 'node_modules/rc-overflow/es/index.js'),
  },
];

async function measure(entry) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2018',
    write: false,
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const code = result.outputFiles[0].contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const rows = [];
for (const candidate of candidates)
  rows.push({ ...candidate, ...(await measure(candidate.entry)) });
const ours = rows[0];
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
console.log('| package | minified | min + gzip | ours / it |');
console.log('| --- | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${kb(row.min)} | ${kb(row.gzip)} | ${(ours.gzip / row.gzip).toFixed(2)} |`,
  );
}
console.log(`\nBudget for this package: ${kb(BUDGET)} min + gzip (React excluded).`);
if (ours.gzip > BUDGET) {
  console.error(`Over budget: ${kb(ours.gzip)} > ${kb(BUDGET)}.`);
  process.exit(1);
}
