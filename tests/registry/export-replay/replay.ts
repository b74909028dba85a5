import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sirv from 'sirv';
import ts from 'typescript';
import { capturePost, decodeSandboxParameters, formField } from '../../browser/demo-export-helpers';

/** Every file under `dir`, by its path from there. */
export function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

export const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The integrity npm records for a tarball. */
export const integrityOf = (tarball: string) =>
  `sha512-${crypto.createHash('sha512').update(fs.readFileSync(tarball)).digest('base64')}`;

/** Runs a command in a project of its own (without what `npm run` set about our checkout). */
export function run(command: string, args: string[], cwd: string): Promise<string> {
  const ours =
    /^(npm_(package_|lifecycle_|command$|(node_)?execpath$)|npm_config_(local_prefix|call|prefix|global|location)$|(no|https?)?_?proxy$|INIT_CWD$)/i;
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !ours.test(name)));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) failed:\n${output}`)),
    );
  });
}

export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    const file = path.resolve(dir, name);
    if (!file.startsWith(path.resolve(dir) + path.sep))
      throw new Error(`The export writes outside its project: ${name}`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
}

const servers = new Set<http.Server>();

/** Serves `dir` on 127.0.0.1: its files at their paths, `page` at any other path. */
export async function serveFolder(dir: string, page = 'index.html'): Promise<string> {
  const files = sirv(dir, { dev: true, single: page });
  const server = http.createServer((request, response) => {
    // A browser asks any origin for one; a service's page has its own.
    if (request.url === '/favicon.ico') return response.writeHead(204).end();
    return files(request, response);
  });
  servers.add(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export const closeServers = () =>
  Promise.all([...servers].map((s) => new Promise((done) => s.close(done).closeAllConnections())));

/** The site as the exports name it (its public origin) and the folder this run built it in. */
export type PublishedSite = { origin: string; base: string; dir: string };

/** The published site an export's URL belongs to; a local address would not load on a service. */
export function publishedSiteOf(url: string): PublishedSite {
  const { origin, protocol, hostname, pathname } = new URL(url);
  const [base, dir] = [process.env.SITE_BASE || '/', process.env.SITE_RUN_DIR as string];
  if (protocol !== 'https:' || hostname === 'localhost' || /^[\d.]+$/.test(hostname))
    throw new Error(`An export names ${url}: a service cannot load that address.`);
  if (!pathname.startsWith(base)) throw new Error(`${url} is not under the site's base ${base}.`);
  return { origin, base, dir };
}

/** The built file a URL (or a path) of the published site names, or null. */
export function siteFile(site: PublishedSite, url: string): string | null {
  const parsed = new URL(url, site.origin);
  const pathname = decodeURIComponent(parsed.pathname);
  if (parsed.origin !== site.origin || !pathname.startsWith(site.base)) return null;
  const file = path.resolve(site.dir, `./${pathname.slice(site.base.length)}`);
  if (!file.startsWith(path.resolve(site.dir) + path.sep)) return null;
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
}

export type Fetched = { body: Buffer; contentType: string } | null;
/** A file with the Content-Type a static host or a CDN gives it. */
export function fetched(file: string | null): Fetched {
  if (!file) return null;
  const type = { '.js': 'application/javascript', '.css': 'text/css', '.json': 'application/json' };
  const contentType = type[path.extname(file) as keyof typeof type] ?? 'application/octet-stream';
  return { body: fs.readFileSync(file), contentType };
}

/** `https://unpkg.com/<name>@<version>/<file>` split up; null for another address. */
export function parseUnpkgUrl(url: string): { spec: string; file: string } | null {
  const parsed = new URL(url);
  const match = /^\/((?:@[^/]+\/)?[^/@]+@[^/]+)(\/.*)?$/.exec(decodeURIComponent(parsed.pathname));
  if (parsed.origin !== 'https://unpkg.com' || !match) return null;
  return { spec: match[1], file: (match[2] ?? '').replace(/^\//, '') };
}

/** What unpkg serves, from each package's registry tarball (`npm pack`), fetched once a run. */
export function createUnpkg(cacheDir: string): (url: string) => Promise<Fetched> {
  const unpacked = new Map<string, Promise<string>>();
  const unpack = async (spec: string) => {
    const target = path.join(cacheDir, spec.replace(/[^\w.@-]+/g, '_'));
    fs.mkdirSync(target, { recursive: true });
    const args = ['pack', spec, '--json', '--pack-destination', target];
    const [{ filename }] = JSON.parse(await run('npm', args, target));
    await run('tar', ['-xzf', filename], target);
    return path.join(target, 'package');
  };
  return async (url) => {
    const parts = parseUnpkgUrl(url);
    if (!parts) return null;
    if (!unpacked.has(parts.spec)) unpacked.set(parts.spec, unpack(parts.spec));
    const dir = (await unpacked.get(parts.spec)) as string;
    // A bare package address is its browser entry, as unpkg picks it.
    const { unpkg, browser, main } = readJson(path.join(dir, 'package.json'));
    const file = path.resolve(dir, parts.file || unpkg || browser || main);
    return fetched(file.startsWith(dir + path.sep) && fs.existsSync(file) ? file : null);
  };
}

export type Pen = Record<string, string | undefined>;
export const externalsOf = (list = '') =>
  list
    .split(';')
    .map((url) => url.trim())
    .filter(Boolean);

export function intoDocument(html: string, head: string, body: string): string {
  const document = /<html[\s>]/i.test(html)
    ? html
    : `<!doctype html>\n<html>\n<head><meta charset="utf-8"></head>\n<body>\n${html}\n</body>\n</html>\n`;
  return document.replace(/<\/head>/i, `${head}</head>`).replace(/<\/body>/i, `${body}</body>`);
}

/** A pen as CodePen shows it: its stylesheets, css, html, scripts in order, then its js (from
 * TypeScript, compiled as a classic script: no module system). */
export function penPage(pen: Pen): string {
  let js = pen.js ?? '';
  if (pen.js_pre_processor === 'typescript') {
    const { React: jsx } = ts.JsxEmit;
    const compilerOptions = { jsx, target: ts.ScriptTarget.ES2017, module: ts.ModuleKind.None };
    const compiled = ts.transpileModule(js, { reportDiagnostics: true, compilerOptions });
    const errors = (compiled.diagnostics ?? []).map((d) =>
      ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    );
    if (errors.length > 0)
      throw new Error(`The pen's TypeScript does not compile:\n${errors.join('\n')}`);
    js = compiled.outputText;
  }
  const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const head = externalsOf(pen.css_external).map(
    (url) => `<link rel="stylesheet" href="${attribute(url)}">`,
  );
  const body = externalsOf(pen.js_external).map(
    (url) => `<script src="${attribute(url)}"></script>`,
  );
  head.push(`<style>\n${pen.css ?? ''}\n</style>`);
  body.push(`<script>\n${js.replace(/<\/script/gi, '<\\/script')}\n</script>`);
  return intoDocument(pen.html ?? '', head.join('\n'), body.join('\n'));
}

export type ServiceName = 'CodeSandbox' | 'StackBlitz' | 'CodePen';
/** What a service receives from an export: a project's files, or CodePen's one pen. */
export type ExportPayload = { files: Record<string, string>; pen: Pen };

/** The address each service's form posts to (its public API). */
const ENDPOINTS: Record<ServiceName, RegExp> = {
  CodeSandbox: /^https:\/\/codesandbox\.io\/api\/v1\/sandboxes\/define(\?|$)/,
  StackBlitz: /^https:\/\/stackblitz\.com\/run(\?|$)/,
  CodePen: /^https:\/\/codepen\.io\/pen\/define\/?(\?|$)/,
};

/** Clicks "Open in <service>" in `scope` and reads its form's POST as the service would
 * (answered here: nothing leaves the machine). */
export async function captureExport(
  page: Page,
  scope: Locator,
  service: ServiceName,
): Promise<ExportPayload> {
  const button = scope.getByRole('button', { name: `Open in ${service}`, exact: true });
  const { request } = await capturePost(page, ENDPOINTS[service], () => button.click());
  if (service === 'CodePen') return { files: {}, pen: JSON.parse(formField(request, 'data')) };
  const files =
    service === 'CodeSandbox'
      ? Object.entries(decodeSandboxParameters(formField(request, 'parameters')).files).map(
          ([name, { content }]) => [name, content],
        )
      : [...new URLSearchParams(request.postData() ?? '')]
          .map(([name, value]) => [/^project\[files\]\[(.+)\]$/.exec(name)?.[1], value])
          .filter(([name]) => name);
  return { pen: {}, files: Object.fromEntries(files) };
}
