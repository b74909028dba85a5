import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import ts from 'typescript';
import * as helpers from '../browser/demo-export-helpers';
import { closePagesAndCheckErrors, openPage } from '../browser/harness';
import { bundle, record, run, workPath, writeFiles } from './util';

const ENDPOINTS = {
  CodeSandbox: /^https:\/\/codesandbox\.io\/api\/v1\/sandboxes\/define(\?|$)/,
  StackBlitz: /^https:\/\/stackblitz\.com\/run(\?|$)/,
  CodePen: /^https:\/\/codepen\.io\/pen\/define\/?(\?|$)/,
};
export type Service = keyof typeof ENDPOINTS;
export const SERVICES = Object.keys(ENDPOINTS) as Service[];
/** The edit made in place: the base demo's labels, so the export must show the new text. */
export const EDIT = { from: '`Label ${index}`', to: '`Edited ${index}`', shown: 'Edited 0' };
/** Where a list is laid out in a 900 px box, where to look for lists, what must show first. */
type View = [container: string, scope?: string, ready?: string];
const [STANDALONE, PREVIEWER] = ['main.site-standalone-demo', '.dumi-default-previewer'];
const PLAYGROUND: View = ['.site-playground-preview', '.site-playground-box'];
const SOURCES: { page: string; card: string; view: View; standalone?: string; edit?: true }[] = [
  ...helpers.DEMOS.map(({ page, id }) => {
    const view: View = [STANDALONE, STANDALONE, `${STANDALONE} fieldset:not([disabled])`];
    return { page, card: PREVIEWER, standalone: `/~demos/${id}`, view };
  }),
  { page: '/playground', card: '.site-playground-code-section', view: PLAYGROUND },
  { page: '/demo/base', card: PREVIEWER, view: [`${PREVIEWER}-demo`], edit: true },
];

/** Each list's shown parts' text in reading order and its rest's, once `container` is laid out
 * in one box and type, `ready` matches, fonts have loaded and five frames agree. */
export async function settledFingerprint(page: Page, [container, scope = container, ready]: View) {
  const reset = 'margin: 0 !important; padding: 0 !important;';
  await page.addStyleTag({
    content: `html, body { ${reset} } ${container} { ${reset} box-sizing: content-box !important; width: 900px !important; max-width: none !important; border: 0 !important; }
body * { font-family: sans-serif !important; font-size: 14px !important; line-height: 22px !important; letter-spacing: normal !important; }`,
  });
  const handle = await page.waitForFunction(
    ({ ready, scope }) => {
      if ((ready && !document.querySelector(ready)) || document.fonts.status !== 'loaded')
        return false;
      // The text as rendered: not what a closed menu inside the rest holds.
      const text = (el: Element) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
      const lists = Array.from(document.querySelectorAll(`${scope} .rc-overflow`), (list) => {
        const shown = Array.from(list.children)
          .filter((el) => el.checkVisibility({ checkVisibilityCSS: true }))
          .filter((el) => !el.closest('[aria-hidden="true"]'))
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .sort((a, b) => Math.round(a.box.top - b.box.top) || a.box.left - b.box.left);
        const rest = shown.find(({ el }) => el.classList.contains('rc-overflow-item-rest'));
        return { shown: shown.map(({ el }) => text(el)), rest: rest && text(rest.el) };
      });
      const store = window as unknown as { fingerprint?: { last: string; same: number } };
      const last = JSON.stringify(lists);
      const same = store.fingerprint?.last === last ? store.fingerprint.same + 1 : 0;
      store.fingerprint = { last, same };
      return lists.length > 0 && same >= 5 && lists;
    },
    { ready: ready ?? null, scope },
    { polling: 'raf' },
  );
  return handle.jsonValue() as Promise<{ shown: string[]; rest?: string }[]>;
}

const FILE = /^project\[files\]\[(.+)\]$/;
/** Each export's files as its service receives them (CodePen's one pen as `pen`), and the site's
 * view of what it renders. */
async function capture(source: (typeof SOURCES)[number]) {
  const { page } = await openPage(source.page);
  const card = page.locator(source.card).first();
  let edited: string | undefined;
  if (source.edit) {
    await card.getByRole('button', { name: 'Show code' }).click();
    const editor = card.getByRole('textbox', { name: /^Edit the code of / });
    edited = (await editor.inputValue()).replace(EDIT.from, EDIT.to);
    await editor.fill(edited);
    await card.locator(source.view[0]).getByText(EDIT.shown, { exact: true }).waitFor();
  }
  // The forms' POSTs are answered here: nothing leaves the machine.
  const isPost = (url: URL) => Object.values(ENDPOINTS).some((endpoint) => endpoint.test(url.href));
  await page.context().route(isPost, (route) => route.fulfill({ contentType: 'text/html' }));
  const files = {} as Record<Service, Record<string, string>>;
  // One at a time: each click opens its own tab.
  for (const service of SERVICES) {
    const predicate = (sent: Request) => ENDPOINTS[service].test(sent.url());
    const [request] = await Promise.all([
      page.context().waitForEvent('request', { predicate, timeout: 0 }),
      card.getByRole('button', { name: `Open in ${service}`, exact: true }).click(),
    ]);
    const form = [...new URLSearchParams(request.postData() ?? '')].filter(([k]) => FILE.test(k));
    files[service] =
      service === 'CodePen'
        ? { pen: helpers.formField(request, 'data') }
        : service === 'CodeSandbox'
          ? helpers.sandboxPosted(request).files
          : Object.fromEntries(form.map(([key, value]) => [key.replace(FILE, '$1'), value]));
  }
  const view = source.standalone ? (await openPage(source.standalone)).page : page;
  const name = source.edit ? `${source.page} edited in place` : source.page;
  return { name, site: await settledFingerprint(view, source.view), files, edited };
}
export type Captured = Awaited<ReturnType<typeof capture>>;

export const publishedSiteOf = (url: string) => ({
  origin: new URL(url).origin,
  base: process.env.SITE_BASE || '/',
  dir: process.env.SITE_RUN_DIR as string,
});

export function siteFile(site: ReturnType<typeof publishedSiteOf>, url: string): string | null {
  const parsed = new URL(url, site.origin);
  const file = path.join(site.dir, decodeURIComponent(parsed.pathname).slice(site.base.length));
  const inside = parsed.origin === site.origin && file.startsWith(site.dir + path.sep);
  return inside && fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
}

/** The file unpkg serves for `https://unpkg.com/<name>@<version>/<file>`, from the package's
 * registry tarball (`npm pack`); the site's file for its URLs; null for another address. */
const unpacked: Record<string, Promise<string>> = {};
async function outsideFile(site: ReturnType<typeof publishedSiteOf>, url: string) {
  const unpkg = /^https:\/\/unpkg\.com\/((?:@[^/]+\/)?[^/@]+@[^/]+)(?:\/(.*))?$/.exec(url);
  if (!unpkg) return siteFile(site, url);
  const [, spec, file] = unpkg;
  const target = workPath('unpkg', spec.replace(/[^\w.@-]+/g, '_'));
  const dir = await (unpacked[spec] ??= (async () => {
    fs.mkdirSync(target, { recursive: true });
    const args = ['pack', spec, '--json', '--pack-destination', target];
    await run('tar', ['-xzf', JSON.parse(await run('npm', args, target))[0].filename], target);
    return path.join(target, 'package');
  })());
  // A bare package address is its browser entry, as unpkg picks it.
  const manifest = JSON.parse(fs.readFileSync(`${dir}/package.json`, 'utf8'));
  const found = path.join(dir, file || manifest.unpkg || manifest.browser || manifest.main);
  return found.startsWith(dir + path.sep) && fs.existsSync(found) ? found : null;
}

const intoDocument = (html: string, head: string, body: string) =>
  (/<html[\s>]/i.test(html)
    ? html
    : `<!doctype html><html><head><meta charset="utf-8"></head><body>${html}</body></html>`
  )
    .replace(/<\/head>/i, `${head}</head>`)
    .replace(/<\/body>/i, `${body}</body>`);
const externalsOf = (list = '') => list.match(/[^;\s]+/g) ?? [];

/** A pen as CodePen shows it: its stylesheets, css, html, scripts in order, then its js (from
 * TypeScript, compiled as a classic script: no module system). */
function penPage(pen: Record<string, string | undefined>): string {
  const { React: jsx } = ts.JsxEmit;
  const compilerOptions = { jsx, target: ts.ScriptTarget.ES2017, module: ts.ModuleKind.None };
  const typescript = pen.js_pre_processor === 'typescript';
  const js = typescript ? ts.transpileModule(pen.js ?? '', { compilerOptions }).outputText : pen.js;
  const links = externalsOf(pen.css_external).map((url) => `<link rel="stylesheet" href="${url}">`);
  const scripts = externalsOf(pen.js_external).map((url) => `<script src="${url}"></script>`);
  const head = [...links, `<style>\n${pen.css ?? ''}\n</style>`].join('\n');
  const inline = `<script>\n${(js ?? '').replace(/<\/script/gi, '<\\/script')}\n</script>`;
  return intoDocument(pen.html ?? '', head, [...scripts, inline].join('\n'));
}

/** Installs each dependency set of `service`'s exports once (rc-overflow from the site's file) and
 * builds them as the service does: CodeSandbox bundles `main` with esbuild (automatic JSX runtime,
 * development React, as its create-react-app template); StackBlitz runs `vite build`. */
async function runNpm(captured: Captured[], service: Service, tarball: string) {
  const [sets, installs] = [[] as string[], new Map<string, Record<string, object>>()];
  const fields = 'dependencies devDependencies optionalDependencies peerDependencies overrides';
  const projects = captured.map(({ files, name }, index) => {
    const manifest = JSON.parse(files[service]['package.json']);
    const set = JSON.stringify(fields.split(' ').map((key) => Object.entries(manifest[key] ?? {})));
    if (!sets.includes(set)) sets.push(set);
    const root = workPath(service, String(sets.indexOf(set)));
    if (!installs.has(root)) installs.set(root, manifest);
    const dir = path.join(root, String(index));
    writeFiles(dir, files[service]);
    const html = files[service]['index.html'] ?? '';
    if (service === 'StackBlitz') {
      const plain = !Object.keys(files[service]).some((file) => file.startsWith('vite.config'));
      if (manifest.scripts?.build !== 'vite build' || !plain || !html.includes('"/src/main.tsx"'))
        throw new Error(`${name}: not a plain "vite build" of /src/main.tsx.`);
      writeFiles(dir, { 'index.html': html.replace('"/src/main.tsx"', '"./src/main.tsx"') });
    }
    return { files: files[service], main: manifest.main, index, root, dir };
  });
  await Promise.all(
    [...installs].map(async ([root, manifest]) => {
      const dependencies = { ...manifest.dependencies, 'rc-overflow': `file:${tarball}` };
      writeFiles(root, { 'package.json': JSON.stringify({ ...manifest, dependencies }) });
      await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel', 'error'], root);
      if (service !== 'StackBlitz') return;
      const input = projects.filter((p) => p.root === root).map(({ dir }) => `${dir}/index.html`);
      // Served beside the other exports, not at its origin's root: its assets' URLs are relative.
      const config = { base: './', logLevel: 'error', build: { rollupOptions: { input } } };
      writeFiles(root, { 'vite.config.mjs': `export default ${JSON.stringify(config)};\n` });
      await run('npm', ['run', 'build'], root);
    }),
  );
  if (service === 'StackBlitz')
    return projects.map(({ root, index }) => path.join(root, 'dist', String(index)));
  const options = { outfile: 'out/index.js', format: 'iife', jsx: 'automatic' } as const;
  const built = projects.map(({ dir, main }) => bundle(dir, { ...options, entryPoints: [main] }));
  const warnings = (await Promise.all(built)).flatMap((result) => result.warnings);
  if (warnings.length > 0) throw new Error(warnings.map((warning) => warning.text).join('\n'));
  return projects.map(({ dir, files }) => {
    const css = fs.existsSync(path.join(dir, 'out/index.css'));
    const link = css ? '<link rel="stylesheet" href="index.css">' : '';
    const html = files['public/index.html'] ?? files['index.html'] ?? '';
    const page = intoDocument(html, link, '<script src="index.js"></script>');
    writeFiles(dir, { 'out/index.html': page });
    return path.join(dir, 'out');
  });
}

/** Every export of every demo, the playground's code and an edited demo, captured from the site,
 * then installed, bundled and laid out as its service does; the pens' externals fetched now. */
export async function prepareExports(): Promise<void> {
  const captured: Captured[] = [];
  // A console error on a source's pages fails the run.
  for (const source of SOURCES)
    captured.push(await capture(source).finally(closePagesAndCheckErrors));
  const projects = captured.flatMap(({ files }) => [files.CodeSandbox, files.StackBlitz]);
  const asked = projects.map((p) => JSON.parse(p['package.json']).dependencies['rc-overflow']);
  const [tarballUrl] = asked;
  if (new Set(asked).size !== 1) throw new Error(`The exports ask for rc-overflow as: ${asked}`);
  const site = publishedSiteOf(tarballUrl);
  const tarball = siteFile(site, tarballUrl);
  if (!tarball) throw new Error(`The site has no ${tarballUrl}.`);
  const pens = captured.map(({ files }) => JSON.parse(files.CodePen.pen));
  const CodePen = pens.map((_, index) => workPath('CodePen', String(index)));
  CodePen.forEach((dir, index) => writeFiles(dir, { 'index.html': penPage(pens[index]) }));
  const urls = pens.flatMap((pen) => externalsOf([pen.js_external, pen.css_external].join(';')));
  const [CodeSandbox, StackBlitz, outside] = await Promise.all([
    runNpm(captured, 'CodeSandbox', tarball),
    runNpm(captured, 'StackBlitz', tarball),
    Promise.all(urls.map(async (url) => [url, await outsideFile(site, url)])),
  ]);
  const pages = { CodeSandbox, StackBlitz, CodePen };
  record('demo-exports', { tarballUrl, captured, pages, outside: Object.fromEntries(outside) });
}
