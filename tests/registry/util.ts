import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { packAll } from '../../scripts/pack.cjs';

export const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
/** Where the global setup (setup.ts) prepared this run's projects, and what it recorded. */
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

export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    const file = path.resolve(dir, name);
    if (!file.startsWith(path.resolve(dir) + path.sep))
      throw new Error(`The export writes outside its project: ${name}`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
}

/** Runs a command in a project of its own (without what `npm run` set about our checkout):
 * resolves with its standard output, fails with all it printed. */
export function run(command: string, args: string[], cwd: string): Promise<string> {
  const ours =
    /^(npm_(package_|lifecycle_|command$|(node_)?execpath$)|npm_config_(local_prefix|call|prefix|global|location)$|(no|https?)?_?proxy$|INIT_CWD$)/i;
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !ours.test(name)));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env });
    let [stdout, all] = ['', ''];
    child.stdout.on('data', (chunk) => ((stdout += chunk), (all += chunk)));
    child.stderr.on('data', (chunk) => (all += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) failed:\n${all}`)),
    );
  });
}
