import fs from 'node:fs';
import path from 'node:path';
import type { IApi } from 'dumi';

/**
 * Build-time additions for speed and search engines.
 * Always:
 * - the standalone demo pages (`/~demos/<id>`, without the doc layout that sets a description
 *   from frontmatter) get a `<meta name="description">` in their HTML;
 * - the pages of the other locales say their language in `<html lang>` from the start, instead
 *   of "en" until the layout's Helmet corrects it;
 * - `<html data-hydrated>` marks the moment React owns the whole page, and until then a click on
 *   a link is left to the browser (see runtimePlugin).
 * With prerendering (`ssr` in .dumirc.ts, the default; `SITE_SSR=0` turns it off):
 * - pages are prerendered at the path the client will see: dumi's sidebar lookup keys on the
 *   path without a trailing slash, so `/zh-CN/` rendered without the sidebar that `/zh-CN` has;
 * - the standalone demo pages are prerendered too (dumi leaves them to the client);
 * - a page whose HTML carries no prerendered app (the `/_demos/` redirects, 404.html, a
 *   standalone demo with `?wrapper` or `?capture`) is rendered on the client instead of hydrated;
 * - the chunks of the route being hydrated load before hydration, which runs as a transition;
 * - the app's script is preloaded and runs after the first paint (runAppAfterFirstPaint);
 * - umi's prerendering server build (`server/`) is removed once the HTML is written.
 */

const STANDALONE = /^~demos\//;
/** Ids of the test-only demos in .dumi/test-demos (see .dumi/plugin-demos.ts). */
const TEST_ONLY_DEMO = /^dumi-test-demos-/;
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
  // At the end of <head>: React, hydrating the document, keeps extra nodes there; a node before
  // the ones it rendered would be a mismatch.
  return html.replace(/<\/head>/i, `${meta}</head>`);
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
import React from 'react';
import { filesMeta } from '@@/dumi/meta';
import { getRouteMetaById } from '@@/dumi/meta/exports';

const BASE = ${JSON.stringify(base.replace(/\/$/, ''))};

function sitePath() {
  const pathname = window.location.pathname;
  return BASE && pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname;
}

/**
 * Whether the page carries prerendered markup that matches what the client renders. A standalone
 * demo is prerendered without a query; \`?wrapper\` and \`?capture\` change what it renders.
 */
function hasPrerenderedApp(id) {
  // Runtime plugins run in the prerendering server too, where there is nothing to hydrate.
  if (typeof document === 'undefined') return false;
  const root = document.getElementById(id || 'root');
  if (!root || !root.firstChild) return false;
  const query = new URLSearchParams(window.location.search);
  const standalone = sitePath().startsWith('/~demos/');
  return !(standalone && (query.has('wrapper') || query.has('capture')));
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
  const segments = sitePath().split('/').filter(Boolean).map((s) => {
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
  // A standalone demo page (\`~demos/<id>\`): the chunk of that one demo.
  if (segments[0] === '~demos' && segments[1]) {
    const owner = Object.values(filesMeta).find(
      (m) => m.demoIndex && m.demoIndex.ids && m.demoIndex.ids.includes(segments[1]),
    );
    if (owner && typeof owner.demoIndex.getter === 'function') {
      const demo = Promise.resolve(owner.demoIndex.getter()).then(
        ({ demos: byId }) => byId && byId[segments[1]] && load(byId[segments[1]].component),
      );
      pending.push(demo.catch(() => {}));
    }
  }
  await Promise.all(pending);
}

// Runs after dumi's, which never hydrates the standalone demo pages: ours are prerendered.
export function modifyClientRenderOpts(memo) {
  return { ...memo, hydrate: hasPrerenderedApp(memo.mountElementId) };
}

/**
 * Hydration as a transition: React 18 hydrates a root at default priority in one task, which on a
 * slow phone blocks input for hundreds of milliseconds; as a transition it yields every few
 * milliseconds. Nothing is lost meanwhile: the controls stay disabled until they have hydrated.
 */
export function render(oldRender) {
  if (hasPrerenderedApp() && React.startTransition) React.startTransition(() => oldRender());
  else oldRender();
}

const isHydrated = () => document.documentElement.hasAttribute('data-hydrated');

/** Every link and control in the app belongs to React (a dehydrated part has no fiber yet). */
function allHydrated() {
  const root = document.getElementById('root');
  const controls = root ? root.querySelectorAll('a[href], button, input, select, textarea') : [];
  return Array.from(controls).every((el) =>
    Object.keys(el).some((key) => key.startsWith('__reactFiber')),
  );
}

/**
 * \`<html data-hydrated>\` once React has taken over the whole page: hydrated it (the root first,
 * then each part the server streamed as a Suspense boundary, at a lower priority), or rendered it
 * when nothing was prerendered.
 */
function markWhenHydrated(started) {
  if (allHydrated() || Date.now() - started > 10000) {
    document.documentElement.setAttribute('data-hydrated', '');
  } else {
    window.setTimeout(() => markWhenHydrated(started), 50);
  }
}

function HydrationMark({ children }) {
  React.useEffect(() => markWhenHydrated(Date.now()), []);
  return children;
}

// Until then, a click on a link is the browser's to follow: React would navigate in the app while
// parts of the page are still dehydrated, and those parts would no longer match their HTML.
if (typeof window !== 'undefined') {
  window.addEventListener(
    'click',
    (event) => {
      if (isHydrated()) return;
      const target = event.target;
      if (target instanceof Element && target.closest('a[href]')) event.stopPropagation();
    },
    true,
  );
}

export function rootContainer(container) {
  return React.createElement(HydrationMark, null, container);
}
`.trimStart();

const APP_SCRIPT = /<script src="([^"]+)" async=""><\/script>/;
const PRERENDERED_ROOT = /<div id="root">(?!<\/div>)/;

/**
 * In a prerendered page, the app's script is fetched at once (preloaded from <head>) but runs
 * only after the browser has painted the page's content: run as soon as it arrives (umi's `async`
 * script), its evaluation and the hydration it starts can hold up the first paint of content
 * that needs no JavaScript to show. The paint is the first contentful paint the browser reports;
 * without such reports, the task after the next frame (a frame callback runs before that frame
 * paints). A page that is not visible paints nothing, and runs it at once; so does any page after
 * three seconds. Pages without prerendered content are left as they are: they paint nothing
 * before the app runs.
 */
export function runAppAfterFirstPaint(html: string): string {
  const script = APP_SCRIPT.exec(html);
  if (!script || !PRERENDERED_ROOT.test(html)) return html;
  const src = script[1];
  const loader = `<script>(function () {
  var started = false;
  function run() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = ${JSON.stringify(src)};
    document.body.appendChild(script);
  }
  if (document.visibilityState !== 'visible' || !window.requestAnimationFrame) return run();
  setTimeout(run, 3000);
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') < 0) {
    requestAnimationFrame(function () { setTimeout(run, 0); });
    return;
  }
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(run, 0);
  }).observe({ type: 'paint', buffered: true });
})();</script>`;
  const preload = `<link rel="preload" href="${src}" as="script">`;
  const withoutScript = html.replace(script[0], '');
  const withPreload = withoutScript.replace(/<\/head>/i, `${preload}</head>`);
  // The streamed markup ends with the scripts that move each part of the page into place.
  const end = /<\/body>\s*<\/html>\s*$/i.exec(withPreload);
  return end
    ? withPreload.slice(0, end.index) + loader + withPreload.slice(end.index)
    : withPreload + loader;
}

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
      // Before umi's exportStatic renders the files from this list (after dumi adds the demos).
      before: 'exportStatic',
      fn(memo) {
        const data: ExportHtmlData[] = api.appData.exportHtmlData ?? [];
        for (const entry of data) {
          const routePath = entry.route.path;
          if (routePath.length > 1 && routePath.endsWith('/'))
            entry.route = { ...entry.route, path: routePath.slice(0, -1) };
          // dumi leaves the standalone demo pages unrendered (its own demo renderer cannot be
          // prerendered); ours can, and hydrates them (see runtimePlugin). Not the test-only
          // demos (.dumi/test-demos, off the site): one throws on purpose, from the server too.
          const demo = /^\/~demos\/([^:/]+)$/.exec(entry.route.path);
          if (demo && !TEST_ONLY_DEMO.test(demo[1])) entry.prerender = true;
        }
        return memo;
      },
    });

    // umi builds the prerendering server into <cwd>/server/ (a fixed path while file names are
    // hashed); it is only needed while the HTML files are written, so it does not stay in the tree.
    api.onBuildHtmlComplete(() => {
      const serverDir = path.join(api.paths.cwd, 'server');
      if (fs.existsSync(path.join(serverDir, 'build-manifest.json'))) {
        fs.rmSync(serverDir, { recursive: true, force: true });
      }
    });
  }

  api.onGenerateFiles(() => {
    api.writeTmpFile({
      noPluginDir: true,
      path: 'rc-overflow-site/hydrate.js',
      content: runtimePlugin(api.config.base || '/'),
    });
  });
  api.addRuntimePlugin(() => ['@@/rc-overflow-site/hydrate.js']);

  api.modifyExportHTMLFiles({
    // After umi's exportStatic has rendered every file.
    stage: Infinity,
    fn(files: { path: string; content: string }[]) {
      const locales: { id: string }[] = api.config.locales ?? [];
      return files.map((file) => {
        const content = runAppAfterFirstPaint(file.content);
        if (!STANDALONE.test(file.path)) {
          // umi's prerendered <html> says lang="en" until the layout's Helmet sets the page's
          // own language after hydration: write the page's language in from the start.
          const prefix = file.path.split('/')[0];
          const locale = locales.slice(1).find(({ id }) => id === prefix);
          return { ...file, content: locale ? withLang(content, locale.id) : content };
        }
        const id = file.path.replace(STANDALONE, '').replace(/\/index\.html$/, '');
        if (!id || id.includes(':')) return { ...file, content };
        return { ...file, content: withDemoDescription(content, decodeURIComponent(id)) };
      });
    },
  });
};
