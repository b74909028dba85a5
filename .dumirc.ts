import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'dumi';
import { rehypeApiRowIds, remarkApiTable } from './.dumi/build/apiTable';
import { rehypeExternalLinks } from './.dumi/build/externalLinks';
import { DEFAULT_SITE_ORIGIN, packageBuildAt, sitePublicUrl } from './.dumi/build/packageBuild';
import { packageBuildId } from './.dumi/plugins/package-build';
import { rehypeTableCells } from './.dumi/build/tableCells';
import { nav, sidebar } from './.dumi/site-config';
import pkg from './package.json';

const INTL_LITE = path.join(__dirname, '.dumi/browser/intl-lite.tsx');
const DEEPMERGE_LITE = path.join(__dirname, '.dumi/browser/deepmerge-lite.ts');
// Where a package really is: dumi writes the resolved path, past a symlinked node_modules.
const installed = (name: string) => fs.realpathSync(path.join(__dirname, 'node_modules', name));

// The router base lets the site be served under a sub-path (e.g. BASE_PATH=/rc-overflow/).
const base = process.env.BASE_PATH || '/';
// Where the site is published (the origin of its address; the router base follows). Exports point
// at the package build the site serves there, so they run wherever a visitor takes them.
const origin = process.env.PUBLIC_SITE_ORIGIN || DEFAULT_SITE_ORIGIN;

// The branch the site is published from. dumi would take its edit and source links' branch from
// whatever is checked out where it builds (`git branch --show-current`), so a build on another
// branch would send readers to that branch.
const PUBLISHED_BRANCH = 'main';
// Algolia DocSearch in place of the built-in search (see the SearchBar slot), from
// DOCSEARCH_APP_ID, DOCSEARCH_API_KEY (the public search-only key) and DOCSEARCH_INDEX_NAME.
const docsearch =
  process.env.DOCSEARCH_APP_ID && process.env.DOCSEARCH_API_KEY && process.env.DOCSEARCH_INDEX_NAME
    ? {
        appId: process.env.DOCSEARCH_APP_ID,
        apiKey: process.env.DOCSEARCH_API_KEY,
        indexName: process.env.DOCSEARCH_INDEX_NAME,
      }
    : undefined;

const repositoryWeb = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');

export default defineConfig({
  base,
  publicPath: base,
  // The browser tests build into a fresh folder and swap it in, so running tests never see half a site.
  outputPath: process.env.DOCS_OUTPUT || 'docs-dist',
  // Every route prerendered, the standalone demo pages (`/~demos/<id>`) too: dumi leaves those to
  // the client (see .dumi/plugins/demo-routes.ts).
  exportStatic: {},
  // Prerendering: each exported HTML file carries its page, which React hydrates (see
  // .dumi/plugins/prerender.ts and hydration.ts); until then the controls are disabled (.dumi/theme/components/
  // useHydrated.tsx), so nothing done before hydration is lost. `SITE_SSR=0` builds the
  // client-rendered site instead; `dumi dev` always renders on the client.
  ssr: process.env.SITE_SSR !== '0' && process.env.NODE_ENV !== 'development' ? {} : false,
  // `ANALYZE=1 dumi build` writes a static bundle report and webpack stats to
  // node_modules/.cache/site-analyze/, wherever the site goes (DOCS_OUTPUT).
  analyze: {
    analyzerMode: 'static',
    reportFilename: path.join(__dirname, 'node_modules/.cache/site-analyze/report.html'),
    generateStatsFile: true,
    statsFilename: path.join(__dirname, 'node_modules/.cache/site-analyze/stats.json'),
    defaultSizes: 'gzip',
  },
  // Evergreen browsers only: no core-js/regenerator bundle, and modern syntax left untranspiled.
  polyfill: false,
  // Babel's preset gets them too (.dumi/plugins/babel-targets.ts).
  targets: { chrome: 87, edge: 88, firefox: 78, safari: 14 },
  // umi always adds es2015 to the minifier's targets, which cannot lower the syntax we now keep.
  jsMinifierOptions: { target: ['es2020'] },
  favicons: [`${base}logo.svg`],
  // dumi aliases `rc-overflow` to src/; the demos' stylesheet import needs assets/ beside it.
  alias: {
    'rc-overflow/assets': path.join(__dirname, 'assets'),
    // The messages are plain strings: a small Intl-based stand-in instead of react-intl's ICU
    // parser (the generated locale runtime imports it by absolute path, hence both keys).
    'react-intl$': INTL_LITE,
    [`${installed('react-intl')}$`]: INTL_LITE,
    // A deepmerge that shares what it need not clone: dumi's meta runtime merges every page's
    // meta into its route at start (.dumi/browser/deepmerge-lite.ts; by absolute path too).
    deepmerge$: DEEPMERGE_LITE,
    [`${installed('deepmerge')}$`]: DEEPMERGE_LITE,
    // react-router with a `matchRoutes` that matches a route table once per path: dumi's
    // useRouteMeta matches the whole table twice per component reading the page's meta
    // (.dumi/browser/react-router-matches.ts). The module itself reaches the package by the other key.
    'react-router': path.join(__dirname, '.dumi/browser/react-router-matches.ts'),
    'react-router-real': path.dirname(require.resolve('react-router/package.json')),
  },
  // The default theme's palette, with the colours that fail WCAG AA contrast (4.5:1 for text) on
  // its own backgrounds replaced: its blue and note grey are too light on white, and in the dark
  // theme its blue is darkened (not lightened) and its note grey too dark on near-black.
  theme: {
    'c-primary': '#0958d9',
    'c-primary-dark': '#4096ff',
    'c-text-note': '#5f6672',
    'c-text-note-dark': '#8b95a5',
  },
  // Whether DocSearch's code and stylesheet are built in at all: without its keys, its 15 KB of CSS
  // would still join every page's stylesheet (see the SearchBar slot).
  define: { 'process.env.SITE_HOSTED_SEARCH': Boolean(docsearch) },
  plugins: [
    // Modules flagged free of side effects, so pages download only the builtins they render.
    './.dumi/plugins/side-effect-free.ts',
    './.dumi/plugins/babel-targets.ts',
    './.dumi/plugins/html-head.ts',
    './.dumi/plugins/demo-routes.ts',
    // Prerendering, then hydration: each writes its part of the exported HTML in this order.
    './.dumi/plugins/prerender.ts',
    './.dumi/plugins/hydration.ts',
    './.dumi/plugins/package-build.ts',
  ],
  extraRemarkPlugins: [remarkApiTable],
  extraRehypePlugins: [rehypeApiRowIds, rehypeExternalLinks, rehypeTableCells],
  themeConfig: {
    // The route-loading bar (NProgress) marks itself up with invalid ARIA roles ("bar",
    // "spinner"); routes load fast and show a skeleton meanwhile.
    nprogress: false,
    name: 'rc-overflow',
    // The build the exports install (CodeSandbox, StackBlitz) or load (CodePen): this site's own.
    packageBuild: packageBuildAt(sitePublicUrl(origin, base), pkg, packageBuildId()),
    logo: `${base}logo.svg`,
    nav,
    sidebar,
    // Shown in each locale's words: `site.footer` in .dumi/theme/locales (see the Footer slot).
    footer: 'Released under the MIT License.',
    // The repository, for dumi's edit links; its GitHub icon and star badge (HeaderExtra) in the header.
    repository: { url: pkg.repository.url, branch: PUBLISHED_BRANCH, platform: 'github' },
    socialLinks: { github: repositoryWeb },
    editLink: `${repositoryWeb}/edit/${PUBLISHED_BRANCH}/{filename}`,
    sourceLink: `${repositoryWeb}/blob/${PUBLISHED_BRANCH}/{fileName}#L{line}`,
    docsearch,
  },
  locales: [
    { id: 'en-US', name: 'English' },
    { id: 'zh-CN', name: '中文' },
  ],
});
