import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { SITE_DIR } from './site-build';

// Every page the site built, and what site/every-page.test.ts reads them with.
export const base = () => process.env.SITE_BASE || '/';

/** A path under the router base as a site path. The base without its slash is the home page (a
 * static host, like ours, redirects `/rc-overflow` to `/rc-overflow/`): dumi's in-page anchors on
 * the home page link there. */
export function stripBase(pathname: string): string {
  if (pathname.startsWith(base())) return `/${pathname.slice(base().length)}`;
  return base() !== '/' && pathname === base().slice(0, -1) ? '/' : pathname;
}

/**
 * Every page the build wrote (its `index.html` files), as site paths: the docs pages and the
 * standalone demo pages, without the route templates (`:id`) and the demos' iframe bodies (`_demos`).
 */
export function builtPages(): string[] {
  const root = process.env.SITE_RUN_DIR || SITE_DIR;
  const found: string[] = [];
  const walk = (dir: string, sitePath: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile() && entry.name === 'index.html') found.push(sitePath || '/');
      if (!entry.isDirectory() || entry.name.startsWith(':') || entry.name === '_demos') continue;
      walk(path.join(dir, entry.name), `${sitePath}/${entry.name}`);
    }
  };
  walk(root, '');
  return found.sort();
}

/**
 * Pages no link leads to, which the crawl of built pages misses: the 404 page of each locale and
 * the page for an unknown demo id. They answer with status 404.
 */
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

/** Waits until the page (or the page in a frame) has hydrated and shows its content. */
export async function waitForContent(page: Page | Frame): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') &&
      (document.body.textContent || '').trim().length > 0,
  );
}

/**
 * Answers the app's script (`umi.<hash>.js`) empty in `context`: its pages stay as the server sent
 * them, as a reader sees them before hydration (the page's own inline scripts run).
 */
export async function holdBackApp(context: BrowserContext): Promise<void> {
  await context.route(/\/umi\.[0-9a-f]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
}
