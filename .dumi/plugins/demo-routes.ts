import path from 'node:path';
import type { IApi } from 'dumi';
import { STANDALONE_DEMOS } from '../../site/demo-pages/standalone';
import type { ExportedHtmlFile } from './export-html';

/**
 * Standalone demo routes. `/~demos/:id` is dumi's page inside our DemoLayout
 * (.dumi/theme/layouts/DemoLayout); here: `/_demos/:id` redirects to it, each listed demo's page
 * is prerendered (umi's `exportStatic.extraRoutePaths`), each gets a `/_demos/<id>` HTML file, and
 * the build stops when dumi's list of demos and ours part.
 */

const REDIRECT_PAGE = path.join(__dirname, '../../site/demo-pages/DemoRedirect.tsx');
/** Test-only demos (a demo that throws): built only with SITE_TEST_PAGES=1 (the tests' site). */
const TEST_DEMOS_DIR = 'tests/browser/fixtures/test-demos';
const STANDALONE_FILE = /^~demos\/([^/:]+)\/index\.html$/;

/** Prerendered: React has put the page into its root (an empty root is rendered on the client). */
const isPrerendered = (html: string) => /<div id="root">(?!<\/div>)/.test(html);

/** The paths umi exports besides the routes: each listed demo's page, prerendered. */
export const standaloneDemoPaths = () => STANDALONE_DEMOS.map(({ id }) => `/~demos/${id}`);

/**
 * One file per path: dumi adds each demo's page again, unrendered, after umi's list (which holds
 * our prerendered one), and the last of two files with one path would be written.
 */
export function preferPrerendered(files: ExportedHtmlFile[]): ExportedHtmlFile[] {
  const byPath = new Map<string, ExportedHtmlFile>();
  for (const file of files) {
    const kept = byPath.get(file.path);
    if (!kept || (!isPrerendered(kept.content) && isPrerendered(file.content)))
      byPath.set(file.path, file);
  }
  return [...byPath.values()];
}

/** The demo ids dumi exported a standalone page for and ours does not list, and the reverse. */
export function unlistedDemos(files: ExportedHtmlFile[], listed: string[]) {
  const exported = files.flatMap(({ path: file }) => STANDALONE_FILE.exec(file)?.[1] ?? []);
  return {
    missing: exported.filter((id) => !listed.includes(id)),
    unknown: listed.filter((id) => !exported.includes(id)),
  };
}

export default (api: IApi) => {
  api.describe({ key: 'rcOverflowDemos' });

  api.modifyConfig((memo) => {
    if (process.env.SITE_TEST_PAGES !== '1') return memo;
    const docDirs = memo.resolve?.docDirs ?? ['docs'];
    memo.resolve = { ...memo.resolve, docDirs: [...docDirs, TEST_DEMOS_DIR] };
    return memo;
  });

  // `/_demos/:id`, the old address of a standalone demo, sends the reader on (client side).
  api.modifyRoutes((routes) => {
    routes['site-demo-redirect'] = {
      id: 'site-demo-redirect',
      path: '_demos/:id',
      absPath: '/_demos/:id',
      file: REDIRECT_PAGE,
      // It only redirects, on the client: nothing to prerender.
      prerender: false,
    };
    return routes;
  });

  if (!api.userConfig.ssr || !api.userConfig.exportStatic) return;

  api.modifyExportHTMLFiles({
    // After umi's exportStatic has rendered every file, before the plugins that finish each file
    // (html-head.ts, hydration.ts) see the list.
    stage: 1,
    async fn(files: ExportedHtmlFile[], { markupArgs, getMarkup }) {
      const listed = STANDALONE_DEMOS.map(({ id }) => id);
      const { missing, unknown } = unlistedDemos(files, listed);
      // The test build adds a demo of its own, left to the client (it throws on purpose).
      if (process.env.SITE_TEST_PAGES !== '1' && (missing.length || unknown.length)) {
        throw new Error(
          'The standalone demos in site/demo-pages/standalone.ts differ from the demos dumi ' +
            `builds: not listed ${JSON.stringify(missing)}, not a demo ${JSON.stringify(unknown)}.`,
        );
      }
      // A static host cannot redirect: each `/_demos/<id>` gets the app's page, which redirects.
      const redirects = await Promise.all(
        listed.map(async (id) => ({
          path: `_demos/${id}/index.html`,
          content: await getMarkup({ ...markupArgs, path: `/_demos/${id}` }),
        })),
      );
      return [...preferPrerendered(files), ...redirects];
    },
  });
};
