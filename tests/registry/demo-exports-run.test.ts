import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { BrowserContext } from 'playwright-core';
import { closePagesAndCheckErrors, openPage, siteUrl } from '../browser/harness';
import { DEMOS } from '../browser/demo-export-helpers';
import { settledFingerprint } from './export-replay/fingerprint';
import * as replay from './export-replay/replay';
import type { ExportPayload, Fetched, ServiceName } from './export-replay/replay';

// Every export of every demo, the playground's code and an edited demo, installed with npm (ours
// from the tarball the site publishes), bundled and opened as its service does: each must render
// what the site renders, with no console error. One install per dependency set, one build and tab
// per service.
const SERVICES: ServiceName[] = ['CodeSandbox', 'StackBlitz', 'CodePen'];
const NPM_SERVICES = ['CodeSandbox', 'StackBlitz'] as const;
type NpmService = (typeof NPM_SERVICES)[number];
/** The edit made in place: the base demo's labels, so the export must show the new text. */
const EDIT = { from: '`Label ${index}`', to: '`Edited ${index}`', shown: 'Edited 0' };
const STANDALONE = 'main.site-standalone-demo';

/** Each export's page and card (with its buttons), and the site's view of what it renders. */
const SOURCES = [
  ...DEMOS.map((demo) => ({
    name: `the ${demo.page.split('/').pop()} demo`,
    page: demo.page,
    card: '.dumi-default-previewer',
    standalone: `/~demos/${demo.id}`,
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
    name: `the ${DEMOS[0].page.split('/').pop()} demo edited in place`,
    page: DEMOS[0].page,
    card: '.dumi-default-previewer',
    edit: true,
    view: { container: '.dumi-default-previewer-demo', scope: '.dumi-default-previewer-demo' },
  },
];

type Captured = Awaited<ReturnType<typeof capture>>;
async function capture(source: (typeof SOURCES)[number]) {
  const { page } = await openPage(source.page);
  const card = page.locator(source.card).first();
  let edited: string | undefined;
  if ('edit' in source) {
    await card.getByRole('button', { name: 'Show code' }).click();
    const editor = card.getByRole('textbox', { name: /^Edit the code of / });
    edited = (await editor.inputValue()).replace(EDIT.from, EDIT.to);
    await editor.fill(edited);
    await card
      .locator('.dumi-default-previewer-demo')
      .getByText(EDIT.shown, { exact: true })
      .waitFor();
  }
  const payloads: Partial<Record<ServiceName, ExportPayload>> = {};
  // One at a time: each click opens its own tab.
  for (const service of SERVICES)
    payloads[service] = await replay.captureExport(page, card, service);
  const view = 'standalone' in source ? (await openPage(source.standalone)).page : page;
  const site = await settledFingerprint(view, source.view);
  return {
    name: source.name,
    site,
    payloads: payloads as Record<ServiceName, ExportPayload>,
    edited,
  };
}

const manifestOf = (files: Record<string, string>) => JSON.parse(files['package.json'] ?? '{}');
/** What a project's package.json asks npm to install: exports with the same share one install. */
function dependencySet(files: Record<string, string>): string {
  const manifest = manifestOf(files);
  const fields = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];
  return JSON.stringify(
    [...fields, 'overrides'].map((field) => Object.entries(manifest[field] ?? {}).sort()),
  );
}

let work = '';
const captured: Captured[] = [];
let tarballUrl = '';
/** Each service's exports served, by source; each npm service's installs. */
const origins = {} as Record<ServiceName, string[]>;
const installs = {} as Record<NpmService, string[]>;
let fetchOutside: (url: string) => Promise<Fetched> = async () => null;

/** Installs each dependency set of `service`'s exports once, in a folder that holds its exports'
 * folders (so they find its node_modules): rc-overflow from the site's file its URL names. */
async function installExports(service: NpmService) {
  const projects = captured.map(({ payloads, name }) => ({ name, files: payloads[service].files }));
  const sets = [...new Set(projects.map(({ files }) => dependencySet(files)))];
  installs[service] = sets.map((_, index) => path.join(work, service, `install-${index}`));
  const npm = ['install', '--no-audit', '--no-fund', '--loglevel', 'error'];
  const tarball = replay.siteFile(replay.publishedSiteOf(tarballUrl), tarballUrl);
  return Promise.all(
    projects.map(async ({ name, files }, index) => {
      const root = installs[service][sets.indexOf(dependencySet(files))];
      const dir = path.join(root, String(index));
      replay.writeFiles(dir, files);
      // The first export of each set installs it; the others wait for that.
      if (!fs.existsSync(path.join(root, 'package.json'))) {
        const manifest = manifestOf(files);
        manifest.dependencies['rc-overflow'] = `file:${tarball}`;
        replay.writeFiles(root, { 'package.json': JSON.stringify(manifest) });
        installing.set(root, replay.run('npm', npm, root));
      }
      await installing.get(root);
      return { root, dir, files, name };
    }),
  );
}
const installing = new Map<string, Promise<string>>();

/** CodeSandbox's part: each sandbox's `main` bundled with esbuild (TSX with the automatic JSX
 * runtime, development React, as its create-react-app template runs it), all in one build. */
async function runSandboxes() {
  const projects = await installExports('CodeSandbox');
  const out = path.join(work, 'CodeSandbox/out');
  const entryPoints = projects.map(({ dir, files }, index) => ({
    in: path.join(dir, manifestOf(files).main),
    out: `${index}/index`,
  }));
  const define = { 'process.env.NODE_ENV': '"development"' };
  const options = { bundle: true, outdir: out, format: 'iife', jsx: 'automatic', define } as const;
  const { warnings } = await build({ entryPoints, ...options, logLevel: 'silent' });
  if (warnings.length > 0) throw new Error(warnings.map((warning) => warning.text).join('\n'));
  origins.CodeSandbox = await Promise.all(
    projects.map(({ files }, index) => {
      const html = files['public/index.html'] ?? files['index.html'] ?? '';
      const css = fs.existsSync(path.join(out, `${index}/index.css`));
      const head = css ? `<link rel="stylesheet" href="/${index}/index.css">` : '';
      const page = replay.intoDocument(html, head, `<script src="/${index}/index.js"></script>`);
      fs.writeFileSync(path.join(out, `${index}/index.html`), page);
      return replay.serveFolder(out, `${index}/index.html`);
    }),
  );
}

/** StackBlitz's part: each set's projects built by their build script, `vite build`, at once as
 * the pages of one Vite build (each page's `/src/main.tsx` made relative to its folder). */
async function runStackblitzes() {
  const projects = await installExports('StackBlitz');
  for (const { dir, files, name } of projects) {
    const plain = !Object.keys(files).some((file) => file.startsWith('vite.config'));
    if (manifestOf(files).scripts?.build !== 'vite build' || !plain)
      throw new Error(`${name}: not a plain Vite project built by "vite build".`);
    if (!files['index.html'].includes('src="/src/main.tsx"'))
      throw new Error(`${name}: no /src/main.tsx.`);
    const html = files['index.html'].replace('src="/src/main.tsx"', 'src="./src/main.tsx"');
    fs.writeFileSync(path.join(dir, 'index.html'), html);
  }
  for (const root of installs.StackBlitz) {
    const input = projects.flatMap((project) =>
      project.root === root ? [`${project.dir}/index.html`] : [],
    );
    const config = JSON.stringify({ logLevel: 'error', build: { rollupOptions: { input } } });
    fs.writeFileSync(path.join(root, 'vite.config.mjs'), `export default ${config};\n`);
    await replay.run('npm', ['run', 'build'], root);
  }
  origins.StackBlitz = await Promise.all(
    projects.map(({ root }, index) =>
      replay.serveFolder(path.join(root, 'dist'), `${index}/index.html`),
    ),
  );
}

/** CodePen's part: each pen's page, its externals answered by unpkg (from the registry's
 * tarballs) and by the site (from its build), fetched now, not while a pen loads. */
async function runPens() {
  const unpkg = replay.createUnpkg(path.join(work, 'unpkg'));
  const site = replay.publishedSiteOf(tarballUrl);
  fetchOutside = async (url) =>
    replay.parseUnpkgUrl(url) ? unpkg(url) : replay.fetched(replay.siteFile(site, url));
  const urls = captured.flatMap(({ payloads: { CodePen } }) =>
    [CodePen.pen.js_external, CodePen.pen.css_external].flatMap(replay.externalsOf),
  );
  await Promise.all([...new Set(urls)].map((url) => fetchOutside(url).catch(() => null)));
  origins.CodePen = await Promise.all(
    captured.map(({ payloads }, index) => {
      const dir = path.join(work, 'CodePen', String(index));
      replay.writeFiles(dir, { 'index.html': replay.penPage(payloads.CodePen.pen) });
      return replay.serveFolder(dir);
    }),
  );
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-overflow-export-replay-'));
  // A console error on a source's pages fails the run.
  for (const source of SOURCES)
    captured.push(await capture(source).finally(closePagesAndCheckErrors));
  const asked = captured.flatMap(({ payloads }) =>
    NPM_SERVICES.map(
      (service) => manifestOf(payloads[service].files).dependencies?.['rc-overflow'],
    ),
  );
  if (new Set(asked).size !== 1) throw new Error(`The exports ask for rc-overflow as: ${asked}`);
  tarballUrl = asked[0];
  // The installs and the pens' packages at once: they mostly wait on the registry.
  await Promise.all([runSandboxes(), runStackblitzes(), runPens()]);
}, 600000);

afterAll(async () => {
  await replay.closeServers();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

it.each(NPM_SERVICES)(
  'installs rc-overflow for %s from the tarball the site publishes',
  (service) => {
    const site = replay.publishedSiteOf(tarballUrl);
    const { pathname } = new URL(tarballUrl);
    expect(pathname).toMatch(new RegExp(`^${site.base}pkg/[^/]+/rc-overflow\\.tgz$`));
    // The site has that file, and it is what npm installed, by the integrity npm recorded.
    const integrity = replay.integrityOf(replay.siteFile(site, pathname) as string);
    const locked = installs[service].map(
      (dir) =>
        replay.readJson(path.join(dir, 'package-lock.json')).packages['node_modules/rc-overflow'],
    );
    expect(locked).toEqual(installs[service].map(() => expect.objectContaining({ integrity })));
  },
);

it.each(SERVICES)(
  "runs every demo, the playground's code and the edited demo exported to %s as the site shows them",
  async (service) => {
    const problems: string[] = [];
    /** The export open now, and the sources whose page loaded the site's browser build. */
    let current = captured[0].name;
    const fromSite = new Set<string>();
    // Every console error and uncaught exception, from any script: a pen loads from outside.
    const beforeLoad = async (context: BrowserContext) => {
      context.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${current}: ${message.text()}`);
      });
      context.on('weberror', (error) => problems.push(`${current}: ${error.error().message}`));
      await context.route(
        (url) => url.hostname !== '127.0.0.1',
        async (route) => {
          const url = route.request().url();
          const found = await fetchOutside(url).catch(() => null);
          if (!found) problems.push(`${current}: no ${url}`);
          if (!replay.parseUnpkgUrl(url) && /\/pkg\/[^/]+\/[^/]+\.js$/.test(url))
            fromSite.add(current);
          // A pen and its externals are on different hosts: CDNs send this header.
          const headers = { 'Access-Control-Allow-Origin': '*' };
          await route.fulfill(found ? { ...found, headers } : { status: 404 });
        },
      );
    };
    const { page } = await openPage('/', { origin: origins[service][0], beforeLoad });
    for (const [index, { name, site }] of captured.entries()) {
      current = name;
      if (index > 0) await page.goto(siteUrl('/', origins[service][index]));
      const view = { container: '#root', scope: '#root', ready: '#root .rc-overflow' };
      const shown = await settledFingerprint(page, view);
      if (JSON.stringify(shown) !== JSON.stringify(site))
        problems.push(`${name} shows ${JSON.stringify(shown)}, the site ${JSON.stringify(site)}`);
      // A pen takes our package from the site's browser build, not from a CDN's copy of a release.
      if (service === 'CodePen' && !fromSite.has(name))
        problems.push(`${name}: not the site's build`);
    }
    expect(problems).toEqual([]);
    // The code edited in place is what the service receives (a form sends line breaks as CRLF).
    const { payloads, edited, site } = captured.at(-1) as Captured;
    const { files, pen } = payloads[service];
    if (service === 'CodePen') expect(pen.js).toContain(EDIT.to);
    else expect((files['src/App.tsx'] ?? files['App.tsx']).replace(/\r\n/g, '\n')).toBe(edited);
    // The site's view of it shows the edit, so matching that view proves the export has it.
    expect(site.flatMap((list) => list.shown)).toContain(EDIT.shown);
  },
);
