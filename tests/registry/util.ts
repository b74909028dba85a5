import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build, type BuildOptions } from 'esbuild';
import { packAll } from '../../scripts/pack.cjs';

export const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
/** Where the global setup prepared this run's projects, and what it recorded. */
export const workPath = (...parts: string[]) =>
  path.join(
    (process.env.REGISTRY_WORK ??= fs.mkdtempSync(path.join(os.tmpdir(), 'rc-overflow-registry-'))),
    ...parts,
  );
export const prepared = (name: string) => readJson(workPath(`${name}.json`));
export const record = (name: string, value: unknown) =>
  fs.writeFileSync(workPath(`${name}.json`), JSON.stringify(value));
export const servedPath = (file: string) =>
  `/__tests__/${path.relative(workPath(), file).split(path.sep).join('/')}`;

/** Runs a step of a global setup (which has no time limit); a failure says which step. */
export const step = (what: string, prepare: () => Promise<void>) =>
  prepare().catch((error: Error) => {
    throw new Error(`tests/registry could not prepare ${what}: ${error.message}`);
  });

let packing: Promise<Record<string, string>> | undefined;
export const packed = () => (packing ??= packAll({ outDir: workPath('pack') }));
export const integrityOf = (tarball: string) =>
  `sha512-${crypto.createHash('sha512').update(fs.readFileSync(tarball)).digest('base64')}`;

/** A development build from `absWorkingDir`, with a metafile of what it took in. */
const define = { 'process.env.NODE_ENV': '"development"' };
export const bundle = (absWorkingDir: string, options: BuildOptions) =>
  build({ absWorkingDir, logLevel: 'silent', ...options, bundle: true, metafile: true, define });

export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    if (path.relative(dir, file).startsWith('..')) throw new Error(`${name} is outside ${dir}`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
}

/** Runs a command in a project of its own (without what `npm run` set about our checkout): its
 * standard output; a failure says all it printed. */
export function run(command: string, args: string[], cwd: string): Promise<string> {
  const ours =
    /^(npm_(package_|lifecycle_|command$|(node_)?execpath$)|npm_config_(local_prefix|call|prefix|global|location)$|(no|https?)?_?proxy$|INIT_CWD$)/i;
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !ours.test(name)));
  return promisify(execFile)(command, args, { cwd, env, maxBuffer: 2 ** 30 }).then(
    ({ stdout }) => stdout,
    (error) => Promise.reject(new Error(`${error.message}\n${error.stdout}`)),
  );
}
