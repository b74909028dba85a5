import path from 'node:path';
import { defineConfig } from 'dumi';
import { rehypeExternalLinks } from './.dumi/lib/links';
import { nav, prefersColorScript, sidebar } from './.dumi/site-config';
import pkg from './package.json';

// The router base lets the site be served under a sub-path (e.g. BASE_PATH=/rc-overflow/).
const base = process.env.BASE_PATH || '/';

export default defineConfig({
  base,
  publicPath: base,
  // The browser tests build into a fresh folder and swap it in, so running tests never see half a site.
  outputPath: process.env.DOCS_OUTPUT || 'docs-dist',
  exportStatic: {},
  favicons: [`${base}logo.svg`],
  // dumi aliases `rc-overflow` to src/; the demos' stylesheet import needs assets/ beside it.
  alias: { 'rc-overflow/assets': path.join(__dirname, 'assets') },
  plugins: ['./.dumi/plugin-site.ts', './.dumi/plugin-demos.ts'],
  extraRehypePlugins: [rehypeExternalLinks],
  headScripts: [prefersColorScript],
  themeConfig: {
    name: 'rc-overflow',
    logo: `${base}logo.svg`,
    nav,
    sidebar,
    footer: 'Released under the MIT License.',
    // Drives the navbar repository link, the star badge and (through dumi) the edit links.
    repository: { url: pkg.repository.url, branch: 'main', platform: 'github' },
  },
  locales: [
    { id: 'en-US', name: 'English' },
    { id: 'zh-CN', name: '中文' },
  ],
});
