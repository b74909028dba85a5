// `npm run pack:all`: compiles src/ once and packs that one build under each name antd installs,
// `rc-overflow` (antd 5) and `@rc-component/overflow` (antd 6), into pack/. Each package gets its
// own package.json (name, version, description, links) and README; es/, lib/, the typings and
// assets/ are the same bytes in both. The names and versions are package.json's `name`/`version`
// and its `alsoPublishedAs`. With `--names rc-overflow,...` it packs only those names; with
// `--out DIR`, into DIR.
const { execFile } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { promisify } = require('node:util');

const ROOT = path.resolve(__dirname, '..');
const run = promisify(execFile);

/** What every package carries beside es/ and lib/. */
const DOCUMENTS = ['assets', 'CHANGELOG.md', 'LICENSE'];
/** The fields of the repository's package.json a published package keeps (scripts, dev
 * dependencies and the like are the repository's own). */
const SHARED_FIELDS = [
  'keywords',
  'homepage',
  'repository',
  'bugs',
  'license',
  'main',
  'module',
  'types',
  'exports',
  'sideEffects',
  'files',
  'peerDependencies',
];
/** What a name's own entry may set. */
const OWN_FIELDS = ['name', 'version', 'description', 'homepage', 'repository', 'bugs'];

function rootManifest() {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
}

/**
 * The manifest of each package made from this repository, in publishing order: the repository's
 * own name first, then `alsoPublishedAs`.
 */
function packageManifests(root = rootManifest()) {
  const shared = Object.fromEntries(
    SHARED_FIELDS.filter((field) => root[field] !== undefined).map((field) => [field, root[field]]),
  );
  const entries = [root, ...[root.alsoPublishedAs ?? []].flat()];
  return entries.map((entry) => {
    const own = Object.fromEntries(
      OWN_FIELDS.filter((field) => entry[field] !== undefined).map((field) => [
        field,
        entry[field],
      ]),
    );
    for (const field of ['name', 'version', 'description']) {
      if (typeof own[field] !== 'string' || !own[field])
        throw new Error(`package.json: a published name needs its own "${field}".`);
    }
    // npm's order: who it is first, then what it holds.
    return {
      name: own.name,
      version: own.version,
      description: own.description,
      ...shared,
      ...own,
    };
  });
}

/** The file name `npm pack` gives a package: `@scope/name` becomes `scope-name`. */
function tarballName({ name, version }) {
  return `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
}

/**
 * The repository's README for the package called `name`: the title and the imports in its code
 * are the package's own name, so what a reader of that package copies runs.
 */
function readmeFor(name, readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')) {
  const own = rootManifest().name;
  if (name === own) return readme;
  const quoted = new RegExp(`(['"])${own}(/[^'"]*)?\\1`, 'g');
  return readme
    .replace(new RegExp(`^# ${own}$`, 'm'), `# ${name}`)
    .replace(/^```(tsx?|jsx?)\b[^\n]*\n[\s\S]*?^```$/gm, (block) =>
      block.replace(quoted, (_match, quote, subpath = '') => `${quote}${name}${subpath}${quote}`),
    );
}

/**
 * Packs the build in `build` (its es/ and lib/) under each manifest into `outDir`; resolves with
 * the tarballs' paths, by name.
 */
async function packBuild(build, manifests, outDir) {
  fs.mkdirSync(outDir, { recursive: true });
  const tarballs = {};
  for (const manifest of manifests) {
    // One tarball per name in outDir: an older version's goes.
    const older = tarballName({ name: manifest.name, version: '' }).replace(/\.tgz$/, '');
    for (const file of fs.readdirSync(outDir)) {
      if (file.startsWith(older) && /^\d/.test(file.slice(older.length)) && file.endsWith('.tgz'))
        fs.rmSync(path.join(outDir, file));
    }
    const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-overflow-pack-'));
    try {
      for (const dir of ['es', 'lib']) {
        fs.cpSync(path.join(build, dir), path.join(staging, dir), { recursive: true });
      }
      for (const name of DOCUMENTS) {
        fs.cpSync(path.join(ROOT, name), path.join(staging, name), { recursive: true });
      }
      fs.writeFileSync(path.join(staging, 'README.md'), readmeFor(manifest.name));
      fs.writeFileSync(
        path.join(staging, 'package.json'),
        `${JSON.stringify(manifest, null, 2)}\n`,
      );
      // No scripts of ours run: the build is made, and the staging folder has none.
      const { stdout } = await run(
        'npm',
        ['pack', staging, '--json', '--ignore-scripts', '--pack-destination', outDir],
        { cwd: os.tmpdir() },
      );
      const [packed] = JSON.parse(stdout);
      tarballs[manifest.name] = path.join(outDir, packed.filename);
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  }
  return tarballs;
}

/**
 * Compiles once and packs under every name (or those in `names`) into `outDir`; resolves with the
 * tarballs' paths, by name.
 */
async function packAll({ outDir = path.join(ROOT, 'pack'), names } = {}) {
  const manifests = packageManifests().filter(
    (manifest) => !names || names.includes(manifest.name),
  );
  if (names) {
    const unknown = names.filter((name) => !manifests.some((m) => m.name === name));
    if (unknown.length > 0) throw new Error(`Not a name this package is published as: ${unknown}`);
  }
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-overflow-build-'));
  try {
    await run(process.execPath, [path.join(__dirname, 'compile.cjs'), '--out', build]);
    return await packBuild(build, manifests, outDir);
  } finally {
    fs.rmSync(build, { recursive: true, force: true });
  }
}

module.exports = { packAll, packageManifests, readmeFor, tarballName };

if (require.main === module) {
  const option = (flag) => {
    const at = process.argv.indexOf(flag);
    return at === -1 ? undefined : process.argv[at + 1];
  };
  const outDir = path.resolve(option('--out') ?? path.join(ROOT, 'pack'));
  const names = option('--names')?.split(',');
  packAll({ outDir, names }).then(
    (tarballs) => {
      for (const [name, tarball] of Object.entries(tarballs))
        console.log(`${name}: ${path.relative(process.cwd(), tarball)}`);
    },
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
