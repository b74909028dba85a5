import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { SITE_DIR } from './site-build';

export const base = () => process.env.SITE_BASE || '/';

/** A path under the router base as a site path. The base without its slash is the home page (a
 * static host redirects `/rc-overflow` to `/rc-overflow/`): dumi's home-page anchors link there. */
export function stripBase(pathname: string): string {
  if (pathname.startsWith(base())) return `/${pathname.slice(base().length)}`;
  return base() !== '/' && pathname === base().slice(0, -1) ? '/' : pathname;
}

/** Every page the build wrote, as site paths, without route templates (`:id`) and `_demos`. */
export function builtPages(): string[] {
  const found: string[] = [];
  const walk = (dir: string, sitePath: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile() && entry.name === 'index.html') found.push(sitePath || '/');
      if (!entry.isDirectory() || entry.name.startsWith(':') || entry.name === '_demos') continue;
      walk(path.join(dir, entry.name), `${sitePath}/${entry.name}`);
    }
  };
  walk(process.env.SITE_RUN_DIR || SITE_DIR, '');
  return found.sort();
}

/** Pages no link leads to (the crawl misses them); they answer with status 404. */
export const UNLINKED_PAGES = ['/no-such-page', '/zh-CN/no-such-page', '/~demos/no-such-demo'];

/** One page of each template: landing, demo, guide, playground, benchmark, standalone, zh-CN. */
export const TEMPLATES = [
  '/',
  '/demo/base',
  '/guide/faq',
  '/playground',
  '/benchmark',
  '/~demos/docs-demo-base-demo-base',
  '/zh-CN/',
  '/zh-CN/demo/base',
];

/** Answers the app's script empty: pages stay as served, as a reader sees them before hydration. */
export async function holdBackApp(context: BrowserContext): Promise<void> {
  await context.route(/\/umi\.[0-9a-f]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
}
