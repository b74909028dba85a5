// Builds the package: ES modules with declarations into es/, CommonJS into lib/. With
// `--out DIR`, into DIR/es and DIR/lib instead (the site packs its own build from there).
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const source = path.resolve(__dirname, '..');
const outFlag = process.argv.indexOf('--out');
const root = outFlag === -1 ? source : path.resolve(process.argv[outFlag + 1]);
const tsc = require.resolve('typescript/bin/tsc');

for (const dir of ['es', 'lib']) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
const run = (args) =>
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', ...args], {
    cwd: source,
    stdio: 'inherit',
  });
run(['--outDir', path.join(root, 'es'), '--module', 'ESNext']);
run(['--outDir', path.join(root, 'lib'), '--module', 'CommonJS', '--esModuleInterop']);
// Node's ES module loader needs full relative paths and a "module" marker; bundlers accept both.
function addJsExtensions(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) addJsExtensions(file);
    else if (/\.(js|d\.ts)$/.test(entry.name)) {
      const source = fs.readFileSync(file, 'utf8');
      const fixed = source.replace(
        /(from\s+|import\s*\(\s*|import\s+)(['"])(\.{1,2}\/[^'"]+)\2/g,
        (match, lead, quote, spec) => {
          if (/\.(js|css|json)$/.test(spec)) return match;
          const target = path.resolve(path.dirname(file), spec);
          const full =
            fs.existsSync(`${target}.js`) || fs.existsSync(`${target}.d.ts`)
              ? `${spec}.js`
              : `${spec}/index.js`;
          return `${lead}${quote}${full}${quote}`;
        },
      );
      if (fixed !== source) fs.writeFileSync(file, fixed);
    }
  }
}
addJsExtensions(path.join(root, 'es'));
fs.writeFileSync(
  path.join(root, 'es/package.json'),
  '{ "type": "module", "sideEffects": false }\n',
);
// Tells Node that lib/ is CommonJS even if the package later declares "type": "module".
fs.writeFileSync(path.join(root, 'lib/package.json'), '{ "type": "commonjs" }\n');
console.log('Built es/ and lib/ with type declarations.');
