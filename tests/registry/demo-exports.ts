import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Page, Request } from 'playwright-core';
import ts from 'typescript';
import * as helpers from '../browser/demo-export-helpers';
import { closePagesAndCheckErrors, openPage } from '../browser/harness';
import { record, run, workPath, writeFiles } from './util';

export const SERVICES = ['CodeSandbox', 'StackBlitz', 'CodePen'] as const;
export type Service = (typeof SERVICES)[number];
/** The edit made in place: the base demo's labels, so the export must show the new text. */
export const EDIT = { from: '`Label ${index}`', to: '`Edited ${index}`', shown: 'Edited 0' };
const [STANDALONE, PREVIEWER] = ['main.site-standalone-demo', '.dumi-default-previewer'];
const demo = { container: PREVIEWER + '-demo', scope: PREVIEWER + '-demo' };
const SOURCES = [
  ...helpers.DEMOS.map(({ page, id }) => ({
    name: `the ${page.split('/').pop()} demo`,
    page,
    card: PREVIEWER,
    standalone: `/~demos/${id}`,
    view: {
      container: STANDALONE,
      scope: STANDALONE,
      ready: `${STANDALONE} fieldset:not([disabled])`,
    },
  })),
  {
    name: "the playground's code",
    page: '/playground',
    card: '.site-playground-code-section',
    view: { container: '.site-playground-preview', scope: '.site-playground-box' },
  },
  {
    name: 'the base demo edited in place',
    page: '/demo/base',
    card: PREVIEWER,
    edit: true,
    view: demo,
  },
];
const ENDPOINTS = {
  CodeSandbox: /^https:\/\/codesandbox\.io\/api\/v1\/sandboxes\/define(\?|$)/,
  StackBlitz: /^https:\/\/stackblitz\.com\/run(\?|$)/,
  CodePen: /^https:\/\/codepen\.io\/pen\/define\/?(\?|$)/,
};

/** Each list's shown parts' text in reading order and its rest's, once `container` is laid out
 * in one box and type, `ready` matches, fonts have loaded and five frames agree. */
export async function settledFingerprint(
  page: Page,
  { container, scope, ready }: { container: string; scope: string; ready?: string },
): Promise<{ shown: string[]; rest: string | null }[]> {
  const reset = 'margin: 0 !important; padding: 0 !important;';
  await page.addStyleTag({
    content: `html, body { ${reset} } ${container} { ${reset} box-sizing: content-box !important; width: 900px !important; max-width: none !important; border: 0 !important; }
body * { font-family: sans-serif !important; font-size: 14px !important; line-height: 22px !important; letter-spacing: normal !important; }`,
  });
  const handle = await page.waitForFunction(
    ({ ready, scope }) => {
      const store = window as unknown as { fingerprint?: { last: string; same: number } };
      const lists = Array.from(document.querySelectorAll(`${scope} .rc-overflow`));
      if ((ready && !document.querySelector(ready)) || document.fonts.status !== 'loaded')
        return false;
      // The text as rendered: not what a closed menu inside the rest holds.
      const text = (element: Element) =>
        (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
      const fingerprint = lists.map((list) => {
        const shown = Array.from(list.children)
          .filter((child) => child.checkVisibility({ checkVisibilityCSS: true }))
          .filter((child) => !child.closest('[aria-hidden="true"]'))
          .map((child) => ({ child, box: child.getBoundingClientRect() }))
          .sort((a, b) => Math.round(a.box.top - b.box.top) || a.box.left - b.box.left);
        const rest = shown.find(({ child }) => child.classList.contains('rc-overflow-item-rest'));
        return { shown: shown.map(({ child }) => text(child)), rest: rest && text(rest.child) };
      });
      const last = JSON.stringify(fingerprint);
      const same = store.fingerprint?.last === last ? store.fingerprint.same + 1 : 0;
      store.fingerprint = { last, same };
      return lists.length > 0 && same >= 5 && JSON.parse(last);
    },
    { ready: ready ?? null, scope },
    { polling: 'raf' },
  );
  return handle.jsonValue();
}

/** Each export's files as its service receives them (CodePen's one pen, as `pen`), and the site's
 * view of what it renders. */
async function capture(source: (typeof SOURCES)[number]) {
  const { page } = await openPage(source.page);
  const card = page.locator(source.card).first();
  let edited: string | undefined;
  if ('edit' in source) {
    await card.getByRole('button', { name: 'Show code' }).click();
    const editor = card.getByRole('textbox', { name: /^Edit the code of / });
    edited = (await editor.inputValue()).replace(EDIT.from, EDIT.to);
    await editor.fill(edited);
    await card.locator(demo.container).getByText(EDIT.shown, { exact: true }).waitFor();
  }
  const files = {} as Record<Service, Record<string, string>>;
  // One at a time: each click opens its own tab.
  for (const service of SERVICES) {
    const button = card.getByRole('button', { name: `Open in ${service}`, exact: true });
    // The form's POST, answered here (nothing leaves the machine).
    let posted: (request: Request) => void = () => {};
    const sent = new Promise<Request>((resolve) => (posted = resolve));
    await page.context().route(ENDPOINTS[service], (route) => {
      posted(route.request());
      return route.fulfill({ contentType: 'text/html', body: '' });
    });
    await button.click();
    const request = await sent;
    const field = (name: string) => helpers.formField(request, name);
    const sandbox = () => helpers.decodeSandboxParameters(field('parameters')).files;
    files[service] = Object.fromEntries(
      service === 'CodePen'
        ? [['pen', field('data')]]
        : service === 'CodeSandbox'
          ? Object.entries(sandbox()).map(([name, { content }]) => [name, content])
          : [...new URLSearchParams(request.postData() ?? '')]
              .map(([name, value]) => [/^project\[files\]\[(.+)\]$/.exec(name)?.[1], value])
              .filter(([name]) => name),
    );
  }
  const view = 'standalone' in source ? (await openPage(source.standalone)).page : page;
  return { name: source.name, site: await settledFingerprint(view, source.view), files, edited };
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
const unpacked = new Map<string, Promise<string>>();
async function outsideFile(site: ReturnType<typeof publishedSiteOf>, url: string) {
  const [, spec, file] =
    /^https:\/\/unpkg\.com\/((?:@[^/]+\/)?[^/@]+@[^/]+)(?:\/(.*))?$/.exec(url) ?? [];
  if (!spec) return siteFile(site, url);
  const target = workPath('unpkg', spec.replace(/[^\w.@-]+/g, '_'));
  const unpack = async () => {
    fs.mkdirSync(target, { recursive: true });
    const args = ['pack', spec, '--json', '--pack-destination', target];
    await run('tar', ['-xzf', JSON.parse(await run('npm', args, target))[0].filename], target);
    return path.join(target, 'package');
  };
  if (!unpacked.has(spec)) unpacked.set(spec, unpack());
  const dir = (await unpacked.get(spec)) as string;
  // A bare package address is its browser entry, as unpkg picks it.
  const { unpkg, browser, main } = JSON.parse(fs.readFileSync(`${dir}/package.json`, 'utf8'));
  const found = path.join(dir, file || unpkg || browser || main);
  return found.startsWith(dir + path.sep) && fs.existsSync(found) ? found : null;
}

const intoDocument = (html: string, head: string, body: string) =>
  (/<html[\s>]/i.test(html)
    ? html
    : `<!doctype html><html><head><meta charset="utf-8"></head><body>${html}</body></html>`
  )
    .replace(/<\/head>/i, `${head}</head>`)
    .replace(/<\/body>/i, `${body}</body>`);
const externalsOf = (list = '') =>
  list
    .split(';')
    .map((url) => url.trim())
    .filter(Boolean);

/** A pen as CodePen shows it: its stylesheets, css, html, scripts in order, then its js (from
 * TypeScript, compiled as a classic script: no module system). */
function penPage(pen: Record<string, string | undefined>): string {
  const { React: jsx } = ts.JsxEmit;
  const compilerOptions = { jsx, target: ts.ScriptTarget.ES2017, module: ts.ModuleKind.None };
  const typescript = pen.js_pre_processor === 'typescript';
  const js = typescript ? ts.transpileModule(pen.js ?? '', { compilerOptions }).outputText : pen.js;
  const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const head = externalsOf(pen.css_external).map(
    (url) => `<link rel="stylesheet" href="${attribute(url)}">`,
  );
  const body = externalsOf(pen.js_external).map(
    (url) => `<script src="${attribute(url)}"></script>`,
  );
  head.push(`<style>\n${pen.css ?? ''}\n</style>`);
  body.push(`<script>\n${(js ?? '').replace(/<\/script/gi, '<\\/script')}\n</script>`);
  return intoDocument(pen.html ?? '', head.join('\n'), body.join('\n'));
}

/** Installs each dependency set of `service`'s exports once (rc-overflow from the site's file),
 * in a folder that holds its exports' folders, and builds them as the service does: CodeSandbox
 * bundles each sandbox's `main` with esbuild (TSX, the automatic JSX runtime, development React,
 * as its create-react-app template runs it); StackBlitz runs their build script, `vite build`,
 * each set's projects the pages of one build (each `/src/main.tsx` made relative). */
async function runNpm(
  captured: Captured[],
  service: 'CodeSandbox' | 'StackBlitz',
  tarball: string,
) {
  const manifests = captured.map(({ files }) => JSON.parse(files[service]['package.json']));
  const fields = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];
  const setOf = (manifest: Record<string, object>) =>
    JSON.stringify(
      [...fields, 'overrides'].map((field) => Object.entries(manifest[field] ?? {}).sort()),
    );
  const sets = [...new Set(manifests.map(setOf))];
  const roots = sets.map((_, set) => workPath(service, String(set)));
  const projects = captured.map(({ files, name }, index) => {
    const root = roots[sets.indexOf(setOf(manifests[index]))];
    writeFiles(path.join(root, String(index)), files[service]);
    const dir = path.join(root, String(index));
    return { name, files: files[service], manifest: manifests[index], index, root, dir };
  });
  await Promise.all(
    roots.map((root, set) => {
      const manifest = manifests.find((found) => setOf(found) === sets[set]);
      manifest.dependencies['rc-overflow'] = `file:${tarball}`;
      writeFiles(root, { 'package.json': JSON.stringify(manifest) });
      return run('npm', ['install', '--no-audit', '--no-fund', '--loglevel', 'error'], root);
    }),
  );
  if (service === 'CodeSandbox') {
    const { warnings } = await build({
      entryPoints: projects.map(({ dir, manifest }) => ({
        in: path.join(dir, manifest.main),
        out: path.relative(workPath(), path.join(dir, 'out/index')),
      })),
      outdir: workPath(),
      bundle: true,
      format: 'iife',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"development"' },
      logLevel: 'silent',
    });
    if (warnings.length > 0) throw new Error(warnings.map((warning) => warning.text).join('\n'));
    return projects.map(({ dir, files }) => {
      const css = fs.existsSync(path.join(dir, 'out/index.css'));
      const html = files['public/index.html'] ?? files['index.html'] ?? '';
      const page = intoDocument(
        html,
        css ? '<link rel="stylesheet" href="index.css">' : '',
        '<script src="index.js"></script>',
      );
      writeFiles(dir, { 'out/index.html': page });
      return path.join(dir, 'out');
    });
  }
  for (const { dir, files, manifest, name } of projects) {
    const html = files['index.html'] ?? '';
    const plain = !Object.keys(files).some((file) => file.startsWith('vite.config'));
    if (manifest.scripts?.build !== 'vite build' || !plain || !html.includes('src="/src/main.tsx"'))
      throw new Error(
        `${name}: not a plain Vite project built by "vite build" from /src/main.tsx.`,
      );
    writeFiles(dir, { 'index.html': html.replace('"/src/main.tsx"', '"./src/main.tsx"') });
  }
  for (const root of roots) {
    const input = projects
      .filter((project) => project.root === root)
      .map(({ dir }) => `${dir}/index.html`);
    // Served beside the other exports, not at its origin's root: its assets' URLs are relative.
    const config = JSON.stringify({
      base: './',
      logLevel: 'error',
      build: { rollupOptions: { input } },
    });
    writeFiles(root, { 'vite.config.mjs': `export default ${config};\n` });
    await run('npm', ['run', 'build'], root);
  }
  return projects.map(({ root, index }) => path.join(root, 'dist', String(index)));
}

/** Every export of every demo, the playground's code and an edited demo, captured from the site,
 * then installed, bundled and laid out as its service does; the pens' externals fetched now. */
export async function prepareExports(): Promise<void> {
  const captured: Captured[] = [];
  // A console error on a source's pages fails the run.
  for (const source of SOURCES)
    captured.push(await capture(source).finally(closePagesAndCheckErrors));
  const asked = captured.flatMap(({ files }) =>
    [files.CodeSandbox, files.StackBlitz].map(
      (project) => JSON.parse(project['package.json']).dependencies['rc-overflow'],
    ),
  );
  if (new Set(asked).size !== 1) throw new Error(`The exports ask for rc-overflow as: ${asked}`);
  const site = publishedSiteOf(asked[0]);
  const tarball = siteFile(site, asked[0]);
  if (!tarball) throw new Error(`The site has no ${asked[0]}.`);
  const pens = captured.map(({ files }) => JSON.parse(files.CodePen.pen));
  pens.forEach((pen, index) =>
    writeFiles(workPath('CodePen'), { [`${index}/index.html`]: penPage(pen) }),
  );
  const urls = new Set(
    pens.flatMap((pen) => [pen.js_external, pen.css_external].flatMap(externalsOf)),
  );
  const [CodeSandbox, StackBlitz, outside] = await Promise.all([
    runNpm(captured, 'CodeSandbox', tarball),
    runNpm(captured, 'StackBlitz', tarball),
    Promise.all([...urls].map(async (url) => [url, await outsideFile(site, url)])),
  ]);
  const CodePen = pens.map((_, index) => workPath('CodePen', String(index)));
  const pages = { CodeSandbox, StackBlitz, CodePen };
  record('demo-exports', {
    tarballUrl: asked[0],
    captured,
    pages,
    outside: Object.fromEntries(outside),
  });
}
