/**
 * A package-lock.json for a consumer project, cut out of our own lock, so that npm can install
 * the consumer with `--offline` from the tarballs our own install left in its cache.
 */

export interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
}

export interface Lock {
  name?: string;
  version?: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

// npm writes the public registry's address for "whatever registry is configured"; the cache is
// read by integrity, so the address only has to have the registry's shape.
const REGISTRY = 'https://registry.npmjs.org/';

/** npm's own order of lock paths, so the lock it writes back compares line by line. */
const byPath = (a: string, b: string) => a.localeCompare(b, 'en');

/** The package path that `name` resolves to from `from` ('' is the root), as Node finds it:
 * the nearest `node_modules/<name>` walking up the folders. */
export function resolveInLock(
  packages: Record<string, LockEntry>,
  from: string,
  name: string,
): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
}

/** What npm installs for an entry: its dependencies, optional ones, and peers not marked optional. */
function requiredNames(entry: LockEntry): { name: string; optional: boolean }[] {
  const optionalPeers = entry.peerDependenciesMeta ?? {};
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, optional: false })),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
    ...Object.keys(entry.peerDependencies ?? {})
      .filter((name) => !optionalPeers[name]?.optional)
      .map((name) => ({ name, optional: false })),
  ];
}

/** The tarball address npm would record for a registry package. */
function registryTarball(path: string, version: string): string {
  const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
  return `${REGISTRY}${name}/-/${name.split('/').pop()}-${version}.tgz`;
}

/**
 * The lock of a project named `name` whose package.json lists `dependencies`: every package those
 * need, at the path it has in `ours` and with its entry copied, except the packages in `local`
 * (by name, at the top level), which take the given entries instead (a `file:` tarball, say).
 */
export function consumerLock(options: {
  ours: Lock;
  name: string;
  dependencies: Record<string, string>;
  local: Record<string, LockEntry>;
}): Lock {
  const { ours, name, dependencies, local } = options;
  const packages: Record<string, LockEntry> = { ...ours.packages };
  for (const [localName, entry] of Object.entries(local)) {
    packages[`node_modules/${localName}`] = entry;
  }

  const needed = new Set<string>();
  const queue = Object.keys(dependencies).map((dependency) => ({ from: '', name: dependency }));
  for (let item = queue.shift(); item; item = queue.shift()) {
    const found = resolveInLock(packages, item.from, item.name);
    if (!found) throw new Error(`${item.name}, needed by "${item.from}", is not in our lock.`);
    if (needed.has(found)) continue;
    needed.add(found);
    for (const dependency of requiredNames(packages[found])) {
      // An optional dependency our install left out (another platform's build) stays out.
      if (dependency.optional && !resolveInLock(packages, found, dependency.name)) continue;
      queue.push({ from: found, name: dependency.name });
    }
  }

  const sortedDependencies = Object.fromEntries(
    Object.entries(dependencies).sort(([a], [b]) => byPath(a, b)),
  );
  const lock: Lock = {
    name,
    version: '1.0.0',
    lockfileVersion: 3,
    requires: true,
    packages: { '': { name, version: '1.0.0', dependencies: sortedDependencies } },
  };
  for (const path of [...needed].sort(byPath)) {
    // Flags describe how our project needs a package (as a dev dependency); the consumer's
    // dependencies are its own, so npm derives the flags afresh.
    const entry = { ...packages[path] };
    for (const flag of ['dev', 'devOptional', 'peer', 'optional']) delete entry[flag];
    // With both `resolved` and `integrity` npm reads the tarball from its cache by integrity and
    // asks the registry for nothing; our lock leaves registry addresses out, so put them back.
    lock.packages[path] =
      entry.resolved || !entry.version
        ? entry
        : { version: entry.version, resolved: registryTarball(path, entry.version), ...entry };
  }
  return lock;
}
