import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { openPage } from '../harness';
import { ROOT } from '../site-build';

// What a visitor does with the docs: pastes the landing page's usage into a fresh project, and
// finds the guides in the menu and through search, in both languages.

/** The first tsx block of a Markdown page under docs/. */
function firstTsxBlock(page: string): string {
  const markdown = fs.readFileSync(path.join(ROOT, 'docs', page), 'utf8');
  const match = /^```tsx\b[^\n]*\n([\s\S]*?)^```\s*$/m.exec(markdown);
  if (!match) throw new Error(`${page} has no tsx block.`);
  return match[1];
}

const ENTRY = [
  "import React from 'react';",
  "import { createRoot } from 'react-dom/client';",
  "import App from './App';",
  "createRoot(document.getElementById('root') as HTMLElement).render(<App />);",
].join('\n');

/**
 * Bundles `app` behind a React entry as a fresh project's bundler would, with `rc-overflow` as our
 * src/ and its subpaths as the package's files. (tests/unit/docs-snippets type-checks it.)
 */
async function bundle(app: string): Promise<{ js: string; css: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-overflow-pasted-'));
  try {
    fs.writeFileSync(path.join(dir, 'index.tsx'), ENTRY);
    fs.writeFileSync(path.join(dir, 'App.tsx'), app);
    const result = await build({
      entryPoints: [path.join(dir, 'index.tsx')],
      bundle: true,
      write: false,
      outdir: path.join(dir, 'out'),
      format: 'iife',
      jsx: 'transform',
      nodePaths: [path.join(ROOT, 'node_modules')],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
      plugins: [
        {
          name: 'rc-overflow',
          setup(context) {
            context.onResolve({ filter: /^rc-overflow(\/.*)?$/ }, ({ path: spec }) => ({
              path:
                spec === 'rc-overflow'
                  ? path.join(ROOT, 'src/index.ts')
                  : path.join(ROOT, spec.slice('rc-overflow/'.length)),
            }));
          },
        },
      ],
    });
    const output = (ext: string) =>
      result.outputFiles.find((file) => file.path.endsWith(ext))?.text ?? '';
    return { js: output('.js'), css: output('.css') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The tags the pasted list shows, the rest's text and how many lines the tags take, once it has
 * settled, in a 600 px page.
 */
async function pasted(page: Page, bundle: string, css: string) {
  const blank = await page.context().newPage();
  try {
    await blank.setViewportSize({ width: 600, height: 400 });
    await blank.setContent('<!doctype html><div id="root"></div>');
    if (css) await blank.addStyleTag({ content: css });
    await blank.addScriptTag({ content: bundle });
    await blank.locator('.rc-overflow').first().waitFor();
    // Two frames: the list has measured and committed before the first.
    await blank.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    return await blank.locator('.rc-overflow').evaluate((list) => {
      const shown = Array.from(list.children).filter(
        (child) => child.getAttribute('aria-hidden') !== 'true',
      ) as HTMLElement[];
      const rest = shown.find((child) => child.classList.contains('rc-overflow-item-rest'));
      const tags = shown.filter((child) => child !== rest);
      return {
        tags: tags.map((child) => child.innerText),
        rest: rest ? rest.innerText : null,
        // Lines the shown tags take: one when they share a row.
        lines: new Set(tags.map((child) => Math.round(child.getBoundingClientRect().top))).size,
      };
    });
  } finally {
    await blank.close();
  }
}

describe('the landing page usage, pasted into a fresh project', () => {
  it.each(['index.md', 'index.zh-CN.md'])(
    '%s: bundles with its stylesheet and shows all five tags in a wide page',
    async (doc) => {
      const { page } = await openPage('/');
      const { js, css } = await bundle(firstTsxBlock(doc));
      expect(css).toContain('.rc-overflow');
      expect(await pasted(page, js, css)).toEqual({
        tags: ['react', 'overflow', 'layout', 'responsive', 'collapse'],
        rest: null,
        lines: 1,
      });
    },
  );

  it('without the stylesheet, the same tags stack one per line instead (why it is imported)', async () => {
    const { page } = await openPage('/');
    const app = firstTsxBlock('index.md').replace("import 'rc-overflow/assets/index.css';\n", '');
    const { js, css } = await bundle(app);
    expect(css).toBe('');
    const result = await pasted(page, js, '');
    expect(result.lines).toBe(result.tags.length);
    expect(result.lines).toBeGreaterThan(1);
  });
});

const GUIDES = {
  en: [
    ['Styling', '/guide/styling'],
    ['With antd', '/guide/antd'],
    ['Server rendering', '/guide/server-rendering'],
    ['Accessibility', '/guide/accessibility'],
    ['TypeScript', '/guide/typescript'],
    ['Migrating from 1.5', '/guide/migrating'],
    ['FAQ', '/guide/faq'],
    ['Recipes', '/guide/recipes'],
  ],
  zh: [
    ['样式', '/zh-CN/guide/styling'],
    ['搭配 antd', '/zh-CN/guide/antd'],
    ['服务端渲染', '/zh-CN/guide/server-rendering'],
    ['无障碍', '/zh-CN/guide/accessibility'],
    ['TypeScript', '/zh-CN/guide/typescript'],
    ['从 1.5 迁移', '/zh-CN/guide/migrating'],
    ['常见问题', '/zh-CN/guide/faq'],
    ['实用示例', '/zh-CN/guide/recipes'],
  ],
};

describe('the guides', () => {
  it.each([
    ['/', 'Guide', GUIDES.en],
    ['/zh-CN/demo/base', '指南', GUIDES.zh],
  ] as const)('%s: the side menu has a %s group with every guide', async (route, group, guides) => {
    const { page } = await openPage(route);
    const sidebar = page.locator('.dumi-default-sidebar');
    await sidebar.getByText(group, { exact: true }).waitFor();
    for (const [title, href] of guides) {
      const link = sidebar.getByRole('link', { name: title, exact: true });
      expect(new URL(await link.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toMatch(
        new RegExp(`${href}$`),
      );
    }
  });

  it('open from the menu with their title as the heading', async () => {
    const { page } = await openPage('/guide/styling');
    await page.getByRole('heading', { name: 'Styling', level: 1 }).waitFor();
    await page.locator('.dumi-default-sidebar').getByRole('link', { name: 'FAQ' }).click();
    await page.getByRole('heading', { name: 'FAQ', level: 1 }).waitFor();
  });

  it('migrating from 1.5 carries the changelog, the unreleased changes and 1.6.0', async () => {
    const { page } = await openPage('/guide/migrating');
    await page.getByRole('heading', { name: 'Unreleased' }).waitFor();
    await page.getByRole('heading', { name: '1.6.0' }).waitFor();
    for (const section of ['Added', 'Changed', 'Fixed'])
      await page.getByRole('heading', { name: section, exact: true }).first().waitFor();
  });
});
