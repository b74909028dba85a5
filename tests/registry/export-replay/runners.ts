import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import type { BrowserContext } from 'playwright-core';
import sirv from 'sirv';
import ts from 'typescript';
import type { InstalledProject } from './npm-projects';
import { run } from './npm-projects';
import type { CodepenData } from './payloads';
import { siteBytes, type PublishedSite } from './published-site';
import { contentTypeOf } from './unpkg';

/** An export made runnable: a page served on this machine, as the service would show it. */
export interface RunnableExport {
  /** `http://127.0.0.1:<port>`: the page is at any path of it, its files at their own. */
  origin: string;
  /** For a page that loads from other hosts (a pen's externals): answers them, before it loads. */
  answerOutside?: (context: BrowserContext) => Promise<void>;
  /** Outside addresses the page asked for and what each got (an error: why it could not). */
  outside: { url: string; status: number; error?: string }[];
}

/** Answers a page's request to another host: the file, or null for a 404. */
export type FetchOutside = (url: string) => Promise<{ body: Buffer; contentType: string } | null>;

/** Static servers of the replayed exports, closed by `closeExportServers`. */
const servers = new Set<http.Server>();

/**
 * Serves `dir` on 127.0.0.1: its files at their paths, and its index.html at any other path, so
 * the page loads at whatever path the harness opens under the router base.
 */
async function serveFolder(dir: string): Promise<string> {
  const files = sirv(dir, { dev: true, single: true });
  const server = http.createServer((request, response) => {
    // A browser asks any origin for one; a service's page has its own.
    if (request.url === '/favicon.ico') {
      response.statusCode = 204;
      return response.end();
    }
    return files(request, response);
  });
  servers.add(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function closeExportServers(): Promise<void> {
  const open = [...servers];
  servers.clear();
  await Promise.all(
    open.map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
}

/** Puts `head` at the end of the document's head and `body` at the end of its body. */
function intoDocument(html: string, head: string, body: string): string {
  const document = /<html[\s>]/i.test(html)
    ? html
    : `<!doctype html>\n<html>\n<head><meta charset="utf-8"></head>\n<body>\n${html}\n</body>\n</html>\n`;
  return document.replace(/<\/head>/i, `${head}</head>`).replace(/<\/body>/i, `${body}</body>`);
}

/**
 * CodeSandbox's part: the sandbox's `main` bundled with esbuild (TSX with the automatic JSX
 * runtime and development React, as its create-react-app template runs it; CSS imports into a
 * stylesheet), in its index.html.
 */
export async function runSandbox(project: InstalledProject): Promise<RunnableExport> {
  const entry = project.manifest.main;
  if (!entry || !project.files[entry])
    throw new Error(
      `${project.label}: package.json "main" (${entry}) names no file of the export.`,
    );
  const html = project.files['public/index.html'] ?? project.files['index.html'];
  if (html === undefined) throw new Error(`${project.label}: the export has no index.html.`);
  const out = path.join(project.dir, '.replay');
  const result = await build({
    entryPoints: { index: path.join(project.dir, entry) },
    absWorkingDir: project.dir,
    bundle: true,
    outdir: out,
    format: 'iife',
    target: 'chrome100',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  }).catch((error: Error) => {
    throw new Error(`${project.label}: the sandbox does not bundle:\n${error.message}`);
  });
  if (result.warnings.length > 0)
    throw new Error(`${project.label}: ${result.warnings.map((w) => w.text).join('\n')}`);
  const css = fs.existsSync(path.join(out, 'index.css'));
  fs.writeFileSync(
    path.join(out, 'index.html'),
    intoDocument(
      html,
      css ? '<link rel="stylesheet" href="/index.css">' : '',
      '<script src="/index.js"></script>',
    ),
  );
  return { origin: await serveFolder(out), outside: [] };
}

/** StackBlitz's part: the project's own build script (`vite build`), its dist/ served. */
export async function runStackblitz(project: InstalledProject): Promise<RunnableExport> {
  if (!project.manifest.scripts?.build)
    throw new Error(`${project.label}: package.json has no "build" script.`);
  await run('npm', ['run', 'build', '--prefix', project.dir], project.dir);
  const dist = path.join(project.dir, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html')))
    throw new Error(`${project.label}: the build wrote no dist/index.html.`);
  return { origin: await serveFolder(dist), outside: [] };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const externals = (list: string | undefined) =>
  (list ?? '')
    .split(';')
    .map((url) => url.trim())
    .filter(Boolean);

/** CodePen's way with `js`: TypeScript compiled as a classic script (no module system). */
function compilePenScript(data: CodepenData, label: string): string {
  const source = data.js ?? '';
  const processor = data.js_pre_processor ?? 'none';
  if (processor === 'none') return source;
  if (processor !== 'typescript')
    throw new Error(`${label}: js_pre_processor "${processor}" is not replayed here.`);
  const { outputText, diagnostics = [] } = ts.transpileModule(source, {
    reportDiagnostics: true,
    compilerOptions: {
      jsx: ts.JsxEmit.React,
      target: ts.ScriptTarget.ES2017,
      module: ts.ModuleKind.None,
    },
  });
  if (diagnostics.length > 0) {
    const messages = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    throw new Error(`${label}: the pen's TypeScript does not compile:\n${messages.join('\n')}`);
  }
  return outputText;
}

/**
 * CodePen's part: one page from the pen's fields (its stylesheets, its css, its html, its
 * scripts in order, then its js), served here. Its outside addresses are answered by
 * `fetchOutside` (unpkg from registry tarballs, the site from its build); any other fails.
 */
export async function runPen(
  data: CodepenData,
  label: string,
  dir: string,
  fetchOutside: FetchOutside,
): Promise<RunnableExport> {
  if (data.css_pre_processor && data.css_pre_processor !== 'none')
    throw new Error(
      `${label}: css_pre_processor "${data.css_pre_processor}" is not replayed here.`,
    );
  const head = [
    ...externals(data.css_external).map(
      (url) => `<link rel="stylesheet" href="${escapeAttribute(url)}">`,
    ),
    `<style>\n${data.css ?? ''}\n</style>`,
  ].join('\n');
  const body = [
    ...externals(data.js_external).map((url) => `<script src="${escapeAttribute(url)}"></script>`),
    `<script>\n${compilePenScript(data, label).replace(/<\/script/gi, '<\\/script')}\n</script>`,
  ].join('\n');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), intoDocument(data.html ?? '', head, body));
  const outside: RunnableExport['outside'] = [];
  return {
    origin: await serveFolder(dir),
    outside,
    answerOutside: async (context) => {
      await context.route(
        (url) => url.hostname !== '127.0.0.1',
        async (route) => {
          const url = route.request().url();
          let found: Awaited<ReturnType<typeof fetchOutside>> = null;
          try {
            found = await fetchOutside(url);
            outside.push({ url, status: found ? 200 : 404 });
          } catch (error) {
            outside.push({ url, status: 502, error: (error as Error).message });
          }
          if (!found) return route.fulfill({ status: 404, body: 'Not found' });
          // A pen and its externals are on different hosts: CDNs send this header.
          return route.fulfill({
            status: 200,
            contentType: found.contentType,
            headers: { 'Access-Control-Allow-Origin': '*' },
            body: found.body,
          });
        },
      );
    },
  };
}

/** The site's own files for a pen, by URL, with the Content-Type a static host gives them. */
export function siteFetcher(site: PublishedSite): FetchOutside {
  return async (url) => {
    const body = siteBytes(site, url);
    return body ? { body, contentType: contentTypeOf(new URL(url).pathname) } : null;
  };
}
