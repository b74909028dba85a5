import fs from 'node:fs';
import path from 'node:path';

/** The site as the exports name it (its public address) and the built folder that holds it. */
export interface PublishedSite {
  /** `https://host`, from the URLs the exports carry. */
  origin: string;
  /** The router base, `/` or `/sub/path/`. */
  base: string;
  /** The built site (docs-dist, or the folder the test run serves). */
  dir: string;
}

/**
 * The published site an export's URL belongs to: its origin is the URL's, its base and folder the
 * ones this run built and serves. An export that names a local address would not load on the
 * service, so that is an error here too.
 */
export function publishedSiteOf(url: string): PublishedSite {
  if (!URL.canParse(url))
    throw new Error(`An export names "${url}" where a URL of the site's own build belongs.`);
  const { origin, protocol, hostname, pathname } = new URL(url);
  if (protocol !== 'https:' || hostname === 'localhost' || /^[\d.]+$/.test(hostname))
    throw new Error(`An export names ${url}: a service cannot load that address.`);
  const base = process.env.SITE_BASE || '/';
  const dir = process.env.SITE_RUN_DIR;
  if (!dir) throw new Error('No built site in this run (SITE_RUN_DIR is not set).');
  if (!pathname.startsWith(base)) throw new Error(`${url} is not under the site's base ${base}.`);
  return { origin, base, dir };
}

/** The built file a path on the published site names, or null when there is none. */
export function siteFile(site: PublishedSite, pathname: string): string | null {
  if (!pathname.startsWith(site.base)) return null;
  const file = path.resolve(site.dir, `./${pathname.slice(site.base.length)}`);
  if (!file.startsWith(path.resolve(site.dir) + path.sep)) return null;
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
}

/** The bytes of a file of the published site, by its full URL, or null. */
export function siteBytes(site: PublishedSite, url: string): Buffer | null {
  const parsed = new URL(url);
  if (parsed.origin !== site.origin) return null;
  const file = siteFile(site, decodeURIComponent(parsed.pathname));
  return file ? fs.readFileSync(file) : null;
}
