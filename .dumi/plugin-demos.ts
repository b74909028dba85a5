import fs from 'node:fs';
import path from 'node:path';
import type { IApi } from 'dumi';
import { getFileIdFromFsPath, parseCodeFrontmatter } from 'dumi/dist/utils';

/**
 * Standalone demo routes: `/~demos/:id` renders our own page (not-found text, `?wrapper`,
 * `?capture` motions, crash fallback), `/_demos/:id` redirects to it, and the motions declared
 * in Markdown are collected at build time so the standalone page can play them.
 */

const PAGES = path.join(__dirname, 'demo-pages');
/** Test-only demos (a demo that throws): built only with SITE_TEST_PAGES=1 (the tests' site). */
const TEST_DEMOS_DIR = '.dumi/test-demos';
const TMP_DIR = 'rc-overflow-demos';

interface DeclaredMotions {
  [demoId: string]: unknown;
}

function listMarkdown(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listMarkdown(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

function readAttr(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** Demo id as dumi makes it for `<code src>` in a doc (see rehypeDemo's getCodeId). */
function demoIdOf(cwd: string, mdFile: string, src: string, explicitId?: string): string {
  const localeLess = mdFile.replace(/\.[a-z]{2}(-[A-Z]{2})?\.md$/, '.md');
  const localId = explicitId ?? path.parse(src.replace(/\/index\.(j|t)sx?$/, '')).name;
  const prefix = getFileIdFromFsPath(path.relative(cwd, localeLess));
  return [prefix.toLowerCase(), 'demo', localId.toLowerCase()].join('-');
}

/** Motions from `<code src motions="...">` in Markdown, or from the demo file's frontmatter. */
function collectMotions(cwd: string, docDirs: string[]): DeclaredMotions {
  const motions: DeclaredMotions = {};
  docDirs
    .flatMap((dir) => listMarkdown(path.resolve(cwd, dir)))
    .forEach((mdFile) => {
      const markdown = fs.readFileSync(mdFile, 'utf8');
      for (const [tag] of markdown.matchAll(/<code\s[^>]*>/g)) {
        const src = readAttr(tag, 'src');
        if (!src) continue;
        const id = demoIdOf(cwd, mdFile, src, readAttr(tag, 'id'));
        const inMarkdown = readAttr(tag, 'motions');
        if (inMarkdown !== undefined) {
          motions[id] = inMarkdown;
          continue;
        }
        const demoFile = path.resolve(path.dirname(mdFile), src);
        if (motions[id] === undefined && fs.existsSync(demoFile)) {
          const { frontmatter } = parseCodeFrontmatter(fs.readFileSync(demoFile, 'utf8'));
          if (frontmatter?.motions !== undefined) motions[id] = frontmatter.motions;
        }
      }
    });
  return motions;
}

function docDirsOf(api: IApi): string[] {
  const dirs: unknown[] = api.config.resolve?.docDirs ?? ['docs'];
  return dirs.map((d) => (typeof d === 'string' ? d : (d as { dir: string }).dir));
}

/**
 * Embedded on another site, a browser that blocks third-party storage throws on any touch of
 * `localStorage`, and dumi's entry reads it unguarded: swap in an in-memory store first. A theme
 * choice that cannot be read (no storage) or is not one of ours (a corrupt value) falls back to
 * auto: following the system is the safest guess, and dumi would otherwise apply the raw value.
 */
const STORAGE_GUARD = `(function () {
  var KEY = 'dumi:prefers-color';
  var readable = true;
  try { window.localStorage.getItem(KEY); } catch (e) { readable = false; }
  if (!readable) {
    var data = {};
    data[KEY] = 'auto';
    var memory = {
      getItem: function (k) { return Object.prototype.hasOwnProperty.call(data, k) ? data[k] : null; },
      setItem: function (k, v) { data[k] = String(v); },
      removeItem: function (k) { delete data[k]; },
      clear: function () { data = {}; },
      key: function (i) { return Object.keys(data)[i] || null; },
      get length() { return Object.keys(data).length; }
    };
    try { Object.defineProperty(window, 'localStorage', { configurable: true, value: memory }); } catch (e) {}
  }
  var saved = null;
  try { saved = window.localStorage.getItem(KEY); } catch (e) {}
  if (readable && (saved === null || saved === 'light' || saved === 'dark' || saved === 'auto')) return;
  try { window.localStorage.setItem(KEY, 'auto'); } catch (e) {}
  var dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.setAttribute('data-prefers-color', dark ? 'dark' : 'light');
})();`;

export default (api: IApi) => {
  api.describe({ key: 'rcOverflowDemos' });

  api.addHTMLHeadScripts(() => [STORAGE_GUARD]);

  api.modifyConfig((memo) => {
    if (process.env.SITE_TEST_PAGES !== '1') return memo;
    const docDirs = memo.resolve?.docDirs ?? ['docs'];
    memo.resolve = { ...memo.resolve, docDirs: [...docDirs, TEST_DEMOS_DIR] };
    return memo;
  });

  api.modifyRoutes((routes) => {
    const standalone = routes['demo-render'];
    if (!standalone) return routes;
    standalone.file = path.join(PAGES, 'DemoPage.tsx');
    routes['demo-redirect'] = {
      ...standalone,
      id: 'demo-redirect',
      path: '_demos/:id',
      absPath: '/_demos/:id',
      file: path.join(PAGES, 'DemoRedirect.tsx'),
    };
    return routes;
  });

  // A static host cannot redirect: give each `/_demos/<id>` an HTML shell that redirects on load.
  api.modifyExportHTMLFiles({
    before: 'exportStatic',
    fn(memo) {
      const data: { route: { path: string }; file: string; prerender?: boolean }[] =
        api.appData.exportHtmlData;
      const twins = data
        .filter(({ route }) => route.path.startsWith('/~demos/') && !route.path.includes(':'))
        .map(({ route, file }) => ({
          route: { path: route.path.replace('/~demos/', '/_demos/') },
          file: file.replace(/^~demos\//, '_demos/'),
          prerender: false,
        }));
      data.push(...twins);
      return memo;
    },
  });

  api.onGenerateFiles(() => {
    api.writeTmpFile({
      noPluginDir: true,
      path: `${TMP_DIR}/motions.ts`,
      content:
        '// Generated by .dumi/plugin-demos.ts from the motions declared in Markdown.\n' +
        `export const declaredMotions: Record<string, unknown> = ${JSON.stringify(
          collectMotions(api.cwd, docDirsOf(api)),
          null,
          2,
        )};\n`,
    });
  });

  // Rebuild the motions module when a doc changes in dev.
  api.addTmpGenerateWatcherPaths(() => docDirsOf(api).map((dir) => path.resolve(api.cwd, dir)));
};
