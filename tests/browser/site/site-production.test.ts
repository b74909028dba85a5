import fs from 'node:fs';
import path from 'node:path';
import { openPage } from '../harness';
import { CRASH_DEMO_ID } from '../demo-export-helpers';

/**
 * The production build (what `npm run docs:build` writes; globalSetup builds it with the same
 * settings and serves it) holds nothing that only tests use: the test-only pages in
 * tests/browser/fixtures/test-demos go into the test build alone (fixtures/test-site-plugin.ts).
 */
const siteDir = () => process.env.SITE_RUN_DIR as string;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

// What the crash demo and its page would leave behind: routes, chunks, and their code.
const TEST_ONLY_PATH = /crash|test-demos/i;
const TEST_ONLY_TEXT = [
  'crashDemoShouldThrow',
  'Crash demo threw on purpose',
  'Crash (test only)',
  CRASH_DEMO_ID,
  'test-demos',
];

describe('the production build', () => {
  it('has no file of the test-only pages: no route folder, no chunk', () => {
    const files = filesUnder(siteDir()).map((file) => path.relative(siteDir(), file));
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => TEST_ONLY_PATH.test(file))).toEqual([]);
  });

  it('names no test-only page or global in any file (window.crashDemoShouldThrow included)', () => {
    const found = filesUnder(siteDir()).flatMap((file) => {
      if (!/\.(html|js|json|css|txt|xml)$/.test(file)) return [];
      const text = fs.readFileSync(file, 'utf8');
      const named = TEST_ONLY_TEXT.filter((needle) => text.includes(needle));
      return named.map((needle) => `${path.relative(siteDir(), file)}: ${needle}`);
    });
    expect(found).toEqual([]);
  });

  it('carries no hosted search (DocSearch) code or styles: the site is built without its keys', () => {
    // Built in only with DOCSEARCH_* set (.dumirc.ts): its 15 KB of CSS would join every page's.
    const found = filesUnder(siteDir()).flatMap((file) => {
      if (!/\.(js|css)$/.test(file)) return [];
      const text = fs.readFileSync(file, 'utf8');
      return /\.DocSearch-|docsearch-(js|css)/i.test(text) ? [path.relative(siteDir(), file)] : [];
    });
    expect(found).toEqual([]);
  });

  it('answers the test-only addresses with "not found", and lists no crash page', async () => {
    const { page, url } = await openPage('/demo/base');
    await page.getByRole('heading', { name: 'base', level: 1 }).waitFor();
    expect(await page.getByText(/crash/i).count()).toBe(0);
    for (const address of ['/crash', `/_demos/${CRASH_DEMO_ID}`]) {
      expect((await page.request.get(url(address))).status()).toBe(404);
    }
    const { page: standalone, errors } = await openPage(`/~demos/${CRASH_DEMO_ID}`, {
      allowConsoleErrors: true,
    });
    await standalone.getByText(`Demo ${CRASH_DEMO_ID} not found :(`).waitFor();
    expect(errors.every((e) => /status of 404 \(Not Found\)/.test(e))).toBe(true);
  });
});
