import fs from 'node:fs';
import path from 'node:path';
import { docPages } from '../../../.dumi/lib/docPages';

/**
 * The HTML files of the production build the site project serves (docs-dist/, which its
 * globalSetup builds when stale): what the build plugins write into them must be there, so a
 * change in umi's markup that makes a transform miss fails here rather than silently.
 */

interface HtmlFile {
  /** Path inside the site, e.g. `zh-CN/demo/base/index.html`. */
  path: string;
  html: string;
}

let files: HtmlFile[] = [];

function listHtml(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listHtml(path.join(dir, entry.name), relative);
    return entry.name.endsWith('.html') ? [relative] : [];
  });
}

const headOf = (html: string) => html.slice(0, html.search(/<\/head>/i));
const isPrerendered = (html: string) => /<div id="root">(?!<\/div>)/.test(html);
const isRedirect = (html: string) => headOf(html).includes('http-equiv="refresh"');
/** One standalone page per demo of docs/ (the demo pages' and the guides'). */
const DEMO_COUNT = ['demo', 'guide']
  .flatMap((folder) => docPages(folder))
  .flatMap((page) => page.demos).length;

beforeAll(() => {
  const site = process.env.SITE_RUN_DIR as string;
  files = listHtml(site).map((file) => ({
    path: file,
    html: fs.readFileSync(path.join(site, file), 'utf8'),
  }));
});

describe('the exported HTML', () => {
  it('has prerendered pages and client-rendered ones to check', () => {
    expect(files.filter((f) => isPrerendered(f.html)).length).toBeGreaterThan(5);
    expect(files.some((f) => f.path === '404.html' && !isPrerendered(f.html))).toBe(true);
  });

  it('says each page\'s language in <html lang> from the first byte: "zh" under zh-CN/, else "en"', () => {
    for (const { path: file, html } of files) {
      const lang = /^<!DOCTYPE html>\s*<html\b[^>]*\slang="([^"]*)"/i.exec(html)?.[1];
      expect({ file, lang }).toEqual({ file, lang: file.startsWith('zh-CN/') ? 'zh' : 'en' });
    }
  });

  it("has no NUL character on any page, however its Chinese text meets the renderer's chunks", () => {
    const withNul = files.filter(({ html }) => html.includes('\u0000')).map((f) => f.path);
    expect(withNul).toEqual([]);
    // The Chinese pages are where the renderer left them: their text reads whole.
    const zhHome = files.find((f) => f.path === 'zh-CN/index.html');
    expect(zhHome?.html).toContain('href="#浏览器测试"');
  });

  it('has exactly one viewport tag on every page, and it allows zooming', () => {
    for (const { path: file, html } of files) {
      const viewports = headOf(html).match(/<meta[^>]*name="viewport"[^>]*>/gi) ?? [];
      expect({ file, viewports: viewports.length }).toEqual({ file, viewports: 1 });
      expect(viewports[0]).toContain('content="width=device-width, initial-scale=1"');
    }
  });

  it('has one blocking head script on every page, which applies the saved theme', () => {
    // A redirect's page shows nothing: its one script sends the reader on.
    for (const { path: file, html } of files.filter((f) => !isRedirect(f.html))) {
      const inline = headOf(html).match(/<script(?![^>]*\ssrc=)[^>]*>[\s\S]*?<\/script>/gi) ?? [];
      expect({ file, scripts: inline.length }).toEqual({ file, scripts: 1 });
      expect(inline[0]).toContain('dumi:prefers-color');
      expect(inline[0]).toContain('data-prefers-color');
    }
  });

  it('redirects /demo and /_demos/<id> without JavaScript: a refresh and a canonical link', () => {
    const base = process.env.SITE_BASE || '/';
    const demoPages = files.filter((f) => /^~demos\/docs-[^/:]+\/index\.html$/.test(f.path));
    const expected = [
      ['demo/index.html', 'demo/base'],
      ['zh-CN/demo/index.html', 'zh-CN/demo/base'],
      ...demoPages.map(({ path: file }) => [
        `_${file.slice(1)}`,
        file.replace(/\/index\.html$/, ''),
      ]),
    ];
    expect(demoPages.length).toBe(DEMO_COUNT);
    for (const [file, target] of expected) {
      const head = headOf(files.find((f) => f.path === file)?.html ?? '');
      const url = base + target;
      expect({
        file,
        refresh: head.includes(`<meta http-equiv="refresh" content="0; url=${url}">`),
      }).toEqual({ file, refresh: true });
      expect({ file, canonical: head.includes(`<link rel="canonical" href="${url}">`) }).toEqual({
        file,
        canonical: true,
      });
    }
  });

  it('carries each prerendered page in reading order: no part left for a script to move', () => {
    // React streams what loaded late to the end of the file, in hidden parts its inline scripts
    // move into place (`$RC`, `$RS`); the export places them (.dumi/lib/streamedParts.ts).
    const prerendered = files.filter((f) => isPrerendered(f.html));
    const streamed = prerendered
      .filter(({ html }) => /\$R[A-Z]\(|<div hidden id="S:|<!--\$\?-->/.test(html))
      .map((f) => f.path);
    expect(streamed).toEqual([]);
    // The page's content is in #root itself: the home page's title among the first markup.
    const home = files.find((f) => f.path === 'index.html')?.html ?? '';
    const root = home.indexOf('<div id="root">');
    expect(home.indexOf('id="site-hero"', root)).toBeGreaterThan(root);
    expect(home.indexOf('id="site-hero"')).toBeLessThan(home.indexOf('</body>'));
  });

  it('describes each standalone demo page in one meta description', () => {
    const demos = files.filter(
      (f) => /^~demos\/docs-[^/:]+\/index\.html$/.test(f.path) && isPrerendered(f.html),
    );
    expect(demos.length).toBeGreaterThanOrEqual(4);
    for (const { path: file, html } of demos) {
      const descriptions = headOf(html).match(/<meta[^>]*name="description"[^>]*>/gi) ?? [];
      expect({ file, descriptions: descriptions.length }).toEqual({ file, descriptions: 1 });
      expect(descriptions[0]).toMatch(/content="The &quot;[^"]+&quot; demo of rc-overflow/);
    }
  });
});
