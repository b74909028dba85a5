// Publishes the package's own build beside the pages (pkg/<id>/): the exports install and load it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IApi } from 'dumi';
import { build, type Plugin } from 'esbuild';
import { packAll } from '../../scripts/pack.cjs';
import { packageBuildFiles } from '../build/packageBuild';

const ROOT = path.join(__dirname, '../..');
/** The name the demos import and the exports install: the repository's own. */
const EXPORTED_NAME = 'rc-overflow';
/** What the build is made from: a change to any of these is a new id, so a new address. */
const SOURCES = [
  'src',
  'assets',
  'package.json',
  'README.md',
  'tsconfig.json',
  'tsconfig.build.json',
  'scripts/compile.cjs',
  'scripts/pack.cjs',
];

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
  for (const file of SOURCES.flatMap((source) => filesUnder(path.join(root, source))))
    hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file));
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

async function writePackageBuild(outDir: string, id: string): Promise<void> {
  const files = packageBuildFiles(id, `${outDir}/`);
  const target = path.dirname(files.tarball);
  fs.mkdirSync(target, { recursive: true });
  const [packed] = await Promise.all([
    // The `rc-overflow` package as `npm run pack:all` packs it, from the sources as they are.
    packAll({ outDir: target, names: [EXPORTED_NAME] }),
    // One script for a page with React's browser builds: global `RcOverflow`, its module's exports.
    build({
      entryPoints: [path.join(ROOT, 'src/index.ts')],
      outfile: files.browser,
      bundle: true,
      minify: true,
      format: 'iife',
      globalName: 'RcOverflow',
      target: 'es2018',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [reactFromGlobals],
      logLevel: 'silent',
    }),
  ]);
  fs.renameSync(packed[EXPORTED_NAME], files.tarball);
  fs.copyFileSync(path.join(ROOT, 'assets/index.css'), files.css);
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
