import { defineConfig } from 'dumi';

// The router base lets the site be served under a sub-path (e.g. BASE_PATH=/rc-overflow/).
const base = process.env.BASE_PATH || '/';

export default defineConfig({
  base,
  publicPath: base,
  outputPath: 'docs-dist',
  exportStatic: {},
  favicons: [`${base}logo.svg`],
  themeConfig: {
    name: 'rc-overflow',
    logo: `${base}logo.svg`,
  },
  locales: [
    { id: 'en-US', name: 'English' },
    { id: 'zh-CN', name: '中文' },
  ],
});
