import fs from 'node:fs';
import path from 'node:path';
import { run } from './npm-projects';

export const UNPKG_ORIGIN = 'https://unpkg.com';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.cjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** The Content-Type a static host gives a file, by its name. */
export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** `https://unpkg.com/<name>@<version>/<file>` split up; null for another address. */
export function parseUnpkgUrl(url: string): { spec: string; file: string } | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  if (parsed.origin !== UNPKG_ORIGIN) return null;
  const match = /^\/((?:@[^/]+\/)?[^/@]+@[^/]+)(\/.*)?$/.exec(decodeURIComponent(parsed.pathname));
  return match ? { spec: match[1], file: (match[2] ?? '').replace(/^\//, '') } : null;
}

/**
 * What unpkg serves, from the package's own registry tarball: `npm pack <name>@<version>` into
 * `cacheDir`, unpacked with tar. Each package is fetched once per run.
 */
export function createUnpkg(cacheDir: string) {
  const unpacked = new Map<string, Promise<string>>();
  const unpack = (spec: string) => {
    let dir = unpacked.get(spec);
    if (!dir) {
      dir = (async () => {
        const target = path.join(cacheDir, spec.replace(/[^\w.@-]+/g, '_'));
        fs.mkdirSync(target, { recursive: true });
        const packed = JSON.parse(
          await run('npm', ['pack', spec, '--json', '--pack-destination', target], target),
        ) as { filename: string }[];
        await run('tar', ['-xzf', packed[0].filename], target);
        return path.join(target, 'package');
      })();
      unpacked.set(spec, dir);
    }
    return dir;
  };

  /** The file at `url` (unpkg's address form), or null when the package has no such file. */
  return async (url: string): Promise<{ body: Buffer; contentType: string } | null> => {
    const parts = parseUnpkgUrl(url);
    if (!parts) return null;
    const dir = await unpack(parts.spec);
    let file = parts.file;
    // A bare package address is its browser entry, as unpkg picks it.
    if (!file) {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      const entries = [manifest.unpkg, manifest.browser, manifest.main];
      file = entries.find((entry): entry is string => typeof entry === 'string') ?? 'index.js';
    }
    const resolved = path.resolve(dir, file);
    if (!resolved.startsWith(dir + path.sep) || !fs.existsSync(resolved)) return null;
    return { body: fs.readFileSync(resolved), contentType: contentTypeOf(resolved) };
  };
}
