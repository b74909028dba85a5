// Publishes the package's own build beside the pages (pkg/<id>/): the exports install and load it.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { IApi } from 'dumi';
import { build, type Plugin } from 'esbuild';
import { packageBuildFiles } from '../lib/packageBuild';

const ROOT = path.join(__dirname, '../..');
// Asynchronous, so the site's own compile goes on meanwhile.
const run = promisify(execFile);
/** What goes into the package, beside es/ and lib/ (see package.json "files"). */
const PACKED = ['package.json', 'assets', 'CHANGELOG.md', 'README.md', 'LICENSE'];
/** What the build is made from: a change to any of these is a new id, so a new address. */
const SOURCES = ['src', 'assets', 'package.json', 'tsconfig.json', 'tsconfig.build.json'];

function filesUnder(entry: string): string[] {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return [entry];
  return fs
    .readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

export function packageBuildId(root = ROOT): string {
  const hash = crypto.createHash('sha256');
  for (const file of SOURCES.flatMap((source) => filesUnder(path.join(root, source)))) {
    hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file));
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return `${version}-${hash.digest('hex').slice(0, 8)}`;
}

/** react and react-dom from the page's globals, as their UMD builds define them. */
const reactFromGlobals: Plugin = {
  name: 'react-from-globals',
  setup(builder) {
    const globals: Record<string, string> = { react: 'React', 'react-dom': 'ReactDOM' };
    builder.onResolve({ filter: /^react(-dom)?$/ }, ({ path }) => ({ path, namespace: 'global' }));
    builder.onLoad({ filter: /.*/, namespace: 'global' }, (args) => ({
      contents: `module.exports = window.${globals[args.path]};`,
    }));
  },
};

export async function writePackageBuild(outDir: string, id: string): Promise<void> {
  const files = packageBuildFiles(id, `${outDir}/`);
  const target = path.dirname(files.tarball);
  fs.mkdirSync(target, { recursive: true });
  await Promise.all([packTarball(target, files.tarball), bundleForBrowsers(files.browser)]);
  fs.copyFileSync(path.join(ROOT, 'assets/index.css'), files.css);
}

/** The package as `npm publish` would send it, compiled from the sources as they are. */
async function packTarball(target: string, tarball: string): Promise<void> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-overflow-pack-'));
  try {
    await run(process.execPath, [path.join(ROOT, 'scripts/compile.cjs'), '--out', staging]);
    for (const name of PACKED) {
      fs.cpSync(path.join(ROOT, name), path.join(staging, name), { recursive: true });
    }
    const packing = ['pack', staging, '--json', '--ignore-scripts', '--pack-destination', target];
    const [packed] = JSON.parse((await run('npm', packing)).stdout);
    fs.renameSync(path.join(target, packed.filename), tarball);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** One script for a page with React's browser builds: global `RcOverflow`, its module's exports. */
async function bundleForBrowsers(outfile: string): Promise<void> {
  await build({
    entryPoints: [path.join(ROOT, 'src/index.ts')],
    outfile,
    bundle: true,
    minify: true,
    format: 'iife',
    globalName: 'RcOverflow',
    target: 'es2018',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [reactFromGlobals],
    logLevel: 'silent',
  });
}

export default (api: IApi) => {
  // Only a build publishes one; `dumi dev` serves no pkg/ (its exports name the published site).
  if (api.env !== 'production') return;
  const id = packageBuildId();
  // Made beside the site's own compile, then copied in: the output folder is emptied first.
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-overflow-site-pkg-'));
  let made: Promise<void> | undefined;
  api.onBeforeCompiler(() => {
    made = writePackageBuild(staging, id);
    made.catch(() => undefined);
  });
  api.onBuildComplete(async ({ err }) => {
    try {
      if (err) return;
      await (made ?? writePackageBuild(staging, id));
      fs.cpSync(path.join(staging, 'pkg'), path.join(api.paths.absOutputPath, 'pkg'), {
        recursive: true,
      });
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  });
};
