import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { run } from '../export-replay/npm-projects';
import { ROOT } from '../../browser/site-build';

/** An antd major as its users install it, and where its lists' overflow elements are. */
export interface AntdMajor {
  /** "antd 6" */
  label: string;
  /** The dependencies of a fresh app on that major, as `npm install antd react react-dom` writes
   * them. */
  dependencies: Record<string, string>;
  /** The name antd installs the overflow list under. */
  overflowName: string;
  /** The packages of antd's own that depend on it, as `npm ls` names them. */
  dependents: string[];
  /** The Select's overflow list's class prefix (items are `${it}-item`, the rest `${it}-item-rest`). */
  selectOverflow: string;
}

export const ANTD_6: AntdMajor = {
  label: 'antd 6',
  dependencies: { antd: '6.6.8', react: '^19.0.0', 'react-dom': '^19.0.0' },
  overflowName: '@rc-component/overflow',
  dependents: ['@rc-component/select', '@rc-component/menu'],
  selectOverflow: 'ant-select-content',
};

export const ANTD_5: AntdMajor = {
  label: 'antd 5',
  dependencies: { antd: '5.29.3', react: '^18.3.1', 'react-dom': '^18.3.1' },
  overflowName: 'rc-overflow',
  dependents: ['rc-select', 'rc-menu'],
  selectOverflow: 'ant-select-selection-overflow',
};

/** The fenced `json` blocks of a Markdown page under docs/, parsed. */
function jsonBlocks(page: string): unknown[] {
  const markdown = fs.readFileSync(path.join(ROOT, 'docs', page), 'utf8');
  return [...markdown.matchAll(/^```json\b[^\n]*\n([\s\S]*?)^```\s*$/gm)].map((match) =>
    JSON.parse(match[1]),
  );
}

/**
 * The `overrides` the With antd guide tells users of `name` to add, the same in both locales:
 * the snippet the installs below are made from.
 */
export function guideOverrides(name: string): Record<string, string> {
  const found = ['guide/antd.md', 'guide/antd.zh-CN.md'].map((page) => {
    const blocks = jsonBlocks(page).filter(
      (block): block is { overrides: Record<string, string> } =>
        typeof block === 'object' &&
        block !== null &&
        name in ((block as { overrides?: object }).overrides ?? {}),
    );
    if (blocks.length !== 1)
      throw new Error(`${page} has ${blocks.length} overrides snippets for ${name}, not one.`);
    return blocks[0].overrides;
  });
  if (JSON.stringify(found[1]) !== JSON.stringify(found[0]))
    throw new Error(`The guide's locales give ${name} different overrides.`);
  return found[0];
}

export interface InstalledApp {
  dir: string;
  /** How long `npm install` took, in seconds (printed by the suite, never asserted). */
  installSeconds: number;
}

/** Writes an app with `manifest` and the app's source, and runs `npm install` from the registry. */
export async function installApp(
  dir: string,
  manifest: { dependencies: Record<string, string>; overrides?: Record<string, string> },
): Promise<InstalledApp> {
  fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify({ name: path.basename(dir), version: '1.0.0', private: true, ...manifest }, null, 2)}\n`,
  );
  fs.copyFileSync(path.join(__dirname, 'app.tsx'), path.join(dir, 'src/index.tsx'));
  const began = process.hrtime.bigint();
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel', 'error'], dir);
  return { dir, installSeconds: Number(process.hrtime.bigint() - began) / 1e9 };
}

/** A package in `npm ls --json --long`, with the packages under it. */
interface LsNode {
  version?: string;
  path?: string;
  dependencies?: Record<string, LsNode>;
}

/** Each place `npm ls` lists a package called `name`, with the package that depends on it. */
function listed(tree: LsNode, name: string, dependent = '(the app)') {
  const found: { dependent: string; version: string; path: string }[] = [];
  for (const [child, node] of Object.entries(tree.dependencies ?? {})) {
    if (child === name)
      found.push({ dependent, version: String(node.version), path: String(node.path) });
    found.push(...listed(node, name, child));
  }
  return found;
}

/** What an installed app holds of the package `name`: by npm ls, by its lock, and on disk. */
export async function copiesOf(app: string, name: string) {
  const tree = JSON.parse(
    await run('npm', ['ls', name, '--all', '--json', '--long', '--loglevel', 'error'], app),
  ) as LsNode;
  const lock = JSON.parse(fs.readFileSync(path.join(app, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; resolved?: string; integrity?: string }>;
  };
  const locked = Object.entries(lock.packages)
    .filter(([where]) => where.endsWith(`node_modules/${name}`))
    .map(([where, entry]) => ({ where, ...entry }));
  const onDisk = fs
    .readdirSync(path.join(app, 'node_modules'), { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        entry.name === 'package.json' &&
        path.relative(path.join(app, 'node_modules'), entry.parentPath).endsWith(name),
    )
    .map((entry) => JSON.parse(fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8')))
    .filter((manifest) => manifest.name === name)
    .map((manifest) => manifest.version as string);
  return { listed: listed(tree, name), locked, onDisk };
}

/** The integrity npm records for a tarball. */
export function integrityOf(tarball: string): string {
  return `sha512-${crypto.createHash('sha512').update(fs.readFileSync(tarball)).digest('base64')}`;
}

/**
 * Bundles the app as its own bundler would (every import from its node_modules), development
 * build, into dist/ with an index.html; resolves with the overflow list's modules it took.
 */
export async function bundleApp(app: string, overflowName: string): Promise<string[]> {
  const { metafile } = await build({
    absWorkingDir: app,
    entryPoints: ['src/index.tsx'],
    outfile: 'dist/index.js',
    bundle: true,
    format: 'iife',
    target: 'chrome100',
    jsx: 'transform',
    define: { 'process.env.NODE_ENV': '"development"' },
    metafile: true,
    logLevel: 'error',
  });
  fs.writeFileSync(
    path.join(app, 'dist/index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>antd app</title>' +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<style>body{margin:0}</style></head>' +
      '<body><div id="root"></div><script src="index.js"></script></body></html>',
  );
  return Object.keys(metafile.inputs).filter((input) => input.includes(`${overflowName}/`));
}
