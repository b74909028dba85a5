import fs from 'node:fs';
import path from 'node:path';
import { docPages } from '../../../.dumi/lib/docPages';
import { runBundle, typeCheckAndBundle } from '../demo-export-helpers';
import { openPage, siteUrl } from '../harness';
import { waitForList } from '../shown-list';
import { ROOT } from '../site-build';

// What a visitor does with the docs: pastes the landing page's usage into a fresh project, and
// finds the guides in the menu, in both languages.

const ENTRY = `import React from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
createRoot(document.getElementById('root') as HTMLElement).render(<App />);`;

describe('the landing page usage, pasted into a fresh project', () => {
  it.each(['index.md', 'index.zh-CN.md'])(
    '%s: bundles with its stylesheet and shows the five tags on one line',
    async (doc) => {
      const markdown = fs.readFileSync(path.join(ROOT, 'docs', doc), 'utf8');
      const app = /^```tsx\b[^\n]*\n([\s\S]*?)^```\s*$/m.exec(markdown)?.[1] ?? '';
      const { page } = await openPage('/');
      const built = typeCheckAndBundle({ 'index.tsx': ENTRY, 'App.tsx': app }, 'index.tsx');
      const { blank } = await runBundle(page, built);
      const shown = await waitForList(blank.locator('.rc-overflow'), {
        items: 5,
        rows: 1,
        rest: false,
      });
      expect([shown.texts, built.css.includes('.rc-overflow')]).toEqual([
        ['react', 'overflow', 'layout', 'responsive', 'collapse'],
        true,
      ]);
    },
  );
});

describe('the guides', () => {
  it.each([
    ['/', 'Guide', 'en-US', ''],
    ['/zh-CN/demo/base', '指南', 'zh-CN', '/zh-CN'],
  ] as const)(
    '%s: the side menu has a %s group linking every guide',
    async (route, group, lang, prefix) => {
      const { page } = await openPage(route);
      const sidebar = page.locator('.dumi-default-sidebar');
      await sidebar.getByText(group, { exact: true }).waitFor();
      const links = await sidebar
        .getByRole('link')
        .evaluateAll((as) =>
          as.map((a) => `${a.textContent?.trim()} ${(a as HTMLAnchorElement).href}`),
        );
      const guides = docPages('guide').map((g) => `${g.title[lang]} ${siteUrl(prefix + g.link)}`);
      expect(links).toEqual(expect.arrayContaining(guides));
    },
  );

  it('open from the menu with their title as the heading; migrating carries the changelog', async () => {
    const { page } = await openPage('/guide/migrating');
    for (const name of ['Migrating from 1.5', 'Unreleased', '1.6.0', 'Added', 'Changed', 'Fixed'])
      await page.getByRole('heading', { name, exact: true }).first().waitFor();
    await page.locator('.dumi-default-sidebar').getByRole('link', { name: 'FAQ' }).click();
    await page.getByRole('heading', { name: 'FAQ', level: 1 }).waitFor();
  });
});
