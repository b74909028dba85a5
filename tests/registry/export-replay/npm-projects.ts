import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { NpmProxy } from './npm-proxy';

/** An exported project: its files, by path, as the service receives them. */
export interface ExportProject {
  /** Names the project in messages and in its folder's name. */
  label: string;
  files: Record<string, string>;
}

export interface PackageManifest {
  name?: string;
  main?: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  overrides?: Record<string, unknown>;
}

/** A project written to disk, with node_modules installed from its package.json. */
export interface InstalledProject extends ExportProject {
  dir: string;
  manifest: PackageManifest;
}

export function manifestOf(project: ExportProject): PackageManifest {
  const text = project.files['package.json'];
  if (text === undefined) throw new Error(`${project.label}: the export has no package.json.`);
  return JSON.parse(text) as PackageManifest;
}

/** What `npm install` installs from a manifest: two projects with the same set share one install. */
function dependencySet(manifest: PackageManifest): string {
  const sorted = (record: Record<string, unknown> = {}) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify([
    sorted(manifest.dependencies),
    sorted(manifest.devDependencies),
    sorted(manifest.optionalDependencies),
    sorted(manifest.peerDependencies),
    sorted(manifest.overrides),
  ]);
}

export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    const file = path.resolve(dir, name);
    if (!file.startsWith(path.resolve(dir) + path.sep))
      throw new Error(`The export writes outside its project: ${name}`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
}

/**
 * The environment for an npm run in a project of its own: what `npm run` (the test command) sets
 * about our checkout (its prefix, its package) would make npm work on our checkout instead.
 */
export function npmEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (
      /^npm_(package_|lifecycle_|command$|execpath$|node_execpath$)/.test(name) ||
      /^npm_config_(local_prefix|call|prefix|global|location)$/i.test(name) ||
      /^(no_proxy|https?_proxy|proxy|INIT_CWD)$/i.test(name)
    )
      delete env[name];
  }
  return env;
}

/** Runs a command to its end; rejects with its output when it fails. */
export function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: npmEnvironment() });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) failed:\n${output}`));
    });
  });
}

/** `npm install` as a service runs it, with the site's host answered by `proxy`. */
export function npmInstall(dir: string, proxy: NpmProxy): Promise<string> {
  return run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefix',
      dir,
      '--proxy',
      proxy.url,
      '--https-proxy',
      proxy.url,
      '--cafile',
      proxy.caFile,
      '--loglevel',
      'error',
    ],
    dir,
  );
}

/**
 * Writes each project into `root`/<n>-<label>/ and installs its dependencies with npm from the real
 * registry. Projects whose package.json ask for the same dependencies (every demo exported to one
 * service does) share one install: one `npm install` per set, in a folder with the first
 * project's package.json, linked as each project's node_modules. Installs take most of the time;
 * one per set keeps the suite's setup to minutes.
 */
export async function installProjects(
  projects: ExportProject[],
  root: string,
  proxy: NpmProxy,
): Promise<InstalledProject[]> {
  const installs = new Map<string, string>();
  const installed: InstalledProject[] = [];
  // One install at a time: two at once only compete for the same cores and cache.
  for (const [index, project] of projects.entries()) {
    const manifest = manifestOf(project);
    const key = dependencySet(manifest);
    let modules = installs.get(key);
    if (!modules) {
      const dir = path.join(root, `install-${installs.size + 1}`);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'package.json'), project.files['package.json']);
      await npmInstall(dir, proxy);
      modules = path.join(dir, 'node_modules');
      installs.set(key, modules);
    }
    const slug = project.label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const dir = path.join(root, `${index + 1}-${slug}`);
    fs.mkdirSync(dir, { recursive: true });
    writeFiles(dir, project.files);
    fs.symlinkSync(modules, path.join(dir, 'node_modules'), 'dir');
    installed.push({ ...project, dir, manifest });
  }
  return installed;
}
