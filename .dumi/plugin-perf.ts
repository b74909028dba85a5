import fs from 'node:fs';
import path from 'node:path';
import type { IApi } from 'dumi';

/**
 * Build-time additions for speed and search engines.
 * Always:
 * - the standalone demo pages (`/~demos/<id>`, not prerendered and without the doc layout that
 *   sets a description from frontmatter) get a `<meta name="description">` in their HTML;
 * - the pages of the other locales say their language in `<html lang>` from the start, instead
 *   of "en" until the layout's Helmet corrects it.
 * With prerendering (`ssr` in .dumirc.ts, `SITE_SSR=1`):
 * - pages are prerendered at the path the client will see: dumi's sidebar lookup keys on the
 *   path without a trailing slash, so `/zh-CN/` rendered without the sidebar that `/zh-CN` has;
 * - a page whose HTML carries no prerendered app (the standalone demo pages and their
 *   `/_demos/` redirects) is rendered on the client instead of hydrated, which would fail;
 * - the chunks of the route being hydrated load before hydration (see runtimePlugin);
 * - umi's prerendering server build (`server/`) is removed once the HTML is written.
 */

const STANDALONE = /^~demos\//;
const HAS_DESCRIPTION = /<meta\s[^>]*name=["']description["']/i;

/** `docs-demo-fill-width-demo-fill-width` -> `fill-width`; test or odd ids fall back to the id. */
export function demoNameOf(id: string): string {
  const at = id.lastIndexOf('-demo-');
  return at >= 0 ? id.slice(at + '-demo-'.length) : id;
}

export function demoDescription(id: string): string {
  return (
    `The "${demoNameOf(id)}" demo of rc-overflow, a React component that shows as many items ` +
    'as fit on one line and collapses the rest into a "+N" indicator.'
  );
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function withDemoDescription(html: string, id: string): string {
  if (HAS_DESCRIPTION.test(html)) return html;
  const meta = `<meta name="description" content="${escapeAttr(demoDescription(id))}">`;
  return html.replace(/<head([^>]*)>/i, (head) => `${head}\n${meta}`);
}

/**
 * Client runtime plugin. A prerendered page hydrates, but only once the code of its route (the
 * layouts and the page, each a lazy chunk) has loaded: otherwise React hydrates the shell, leaves
 * the page's boundary dehydrated until its chunk arrives, and a click or a state update in that
 * window is lost or makes React give up on the boundary (minified error 421). So the chunks of the
 * route being hydrated are loaded first. Markup the build did not prerender (the standalone demo
 * pages and their `/_demos/` redirects) is rendered on the client instead of hydrated.
 */
const runtimePlugin = (base: string) =>
  `
import { filesMeta } from '@@/dumi/meta';
import { getRouteMetaById } from '@@/dumi/meta/exports';

const BASE = ${JSON.stringify(base.replace(/\/$/, ''))};

function hasPrerenderedApp(id) {
  // Runtime plugins run in the prerendering server too, where there is nothing to hydrate.
  if (typeof document === 'undefined') return false;
  const root = document.getElementById(id || 'root');
  return Boolean(root && root.firstChild);
}

function fullPath(routes, route) {
  const parts = [];
  for (let r = route; r; r = r.parentId ? routes[r.parentId] : undefined) {
    if (r.path) parts.unshift(r.path);
  }
  return parts.join('/').split('/').filter(Boolean);
}

function matches(pattern, segments) {
  for (let i = 0; i < pattern.length; i += 1) {
    if (pattern[i] === '*') return true;
    if (i >= segments.length) return false;
    if (pattern[i].startsWith(':')) continue;
    if (pattern[i] !== segments[i]) return false;
  }
  return pattern.length === segments.length;
}

/** Starts loading a React.lazy component; resolves once it has loaded (or failed to). */
function load(component) {
  if (!component || typeof component._init !== 'function') return undefined;
  try {
    component._init(component._payload);
  } catch (thrown) {
    if (thrown && typeof thrown.then === 'function') return thrown.then(() => {}, () => {});
  }
  return undefined;
}

export async function patchRoutes({ routes, routeComponents }) {
  if (!hasPrerenderedApp()) return;
  let pathname = window.location.pathname;
  if (BASE && pathname.startsWith(BASE)) pathname = pathname.slice(BASE.length);
  const segments = pathname.split('/').filter(Boolean).map((s) => {
    try { return decodeURIComponent(s); } catch (e) { return s; }
  });
  const leaves = Object.values(routes).filter((r) => !r.isLayout);
  const exact = leaves.find((r) => !fullPath(routes, r).includes('*') && matches(fullPath(routes, r), segments));
  const route = exact || leaves.find((r) => matches(fullPath(routes, r), segments));
  const pending = [];
  for (let r = route; r; r = r.parentId ? routes[r.parentId] : undefined) {
    const loading = load(routeComponents[r.id]);
    if (loading) pending.push(loading);
  }
  // The page's texts and its demos are chunks of their own, loaded by dumi's hooks on render.
  const meta = route && filesMeta[route.id];
  if (meta) {
    pending.push(Promise.resolve(getRouteMetaById(route.id)).catch(() => {}));
    const getter = meta.demoIndex && meta.demoIndex.getter;
    if (typeof getter === 'function') {
      // Each demo's component is a lazy chunk of its own too.
      const demos = Promise.resolve(getter()).then(({ demos: byId }) =>
        Promise.all(Object.values(byId || {}).map((demo) => demo && load(demo.component))),
      );
      pending.push(demos.catch(() => {}));
    }
  }
  await Promise.all(pending);
}

export function modifyClientRenderOpts(memo) {
  return { ...memo, hydrate: Boolean(memo.hydrate && hasPrerenderedApp(memo.mountElementId)) };
}
`.trimStart();

interface ExportHtmlData {
  route: { path: string };
  file: string;
  prerender?: boolean;
}

/** The language as the layout's Helmet writes it (`zh-CN` -> `zh`). */
export function withLang(html: string, localeId: string): string {
  const lang = localeId.replace(/-.+$/, '');
  return html.replace(/<html([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${lang}"`);
}

export default (api: IApi) => {
  if (api.userConfig.ssr) {
    api.modifyExportHTMLFiles({
      // Before umi's exportStatic renders the files from this list.
      before: 'exportStatic',
      fn(memo) {
        const data: ExportHtmlData[] = api.appData.exportHtmlData ?? [];
        for (const entry of data) {
          const routePath = entry.route.path;
          if (routePath.length > 1 && routePath.endsWith('/'))
            entry.route = { ...entry.route, path: routePath.slice(0, -1) };
        }
        return memo;
      },
    });

    api.onGenerateFiles(() => {
      api.writeTmpFile({
        noPluginDir: true,
        path: 'rc-overflow-site/hydrate.js',
        content: runtimePlugin(api.config.base || '/'),
      });
    });
    api.addRuntimePlugin(() => ['@@/rc-overflow-site/hydrate.js']);

    // umi builds the prerendering server into <cwd>/server/ (a fixed path while file names are
    // hashed); it is only needed while the HTML files are written, so it does not stay in the tree.
    api.onBuildHtmlComplete(() => {
      const serverDir = path.join(api.paths.cwd, 'server');
      if (fs.existsSync(path.join(serverDir, 'build-manifest.json'))) {
        fs.rmSync(serverDir, { recursive: true, force: true });
      }
    });
  }

  api.modifyExportHTMLFiles({
    // After umi's exportStatic has rendered every file.
    stage: Infinity,
    fn(files: { path: string; content: string }[]) {
      const locales: { id: string }[] = api.config.locales ?? [];
      return files.map((file) => {
        if (!STANDALONE.test(file.path)) {
          // umi's prerendered <html> says lang="en" until the layout's Helmet sets the page's
          // own language after hydration: write the page's language in from the start.
          const prefix = file.path.split('/')[0];
          const locale = locales.slice(1).find(({ id }) => id === prefix);
          return locale ? { ...file, content: withLang(file.content, locale.id) } : file;
        }
        const id = file.path.replace(STANDALONE, '').replace(/\/index\.html$/, '');
        if (!id || id.includes(':')) return file;
        return { ...file, content: withDemoDescription(file.content, decodeURIComponent(id)) };
      });
    },
  });
};
