import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { closePagesAndCheckErrors, openPage } from '../browser/harness';
import { DEMOS } from '../browser/demo-export-helpers';
import { settledFingerprint, type DemoFingerprint } from './export-replay/fingerprint';
import { installProjects, type InstalledProject } from './export-replay/npm-projects';
import { startNpmProxy, type NpmProxy } from './export-replay/npm-proxy';
import { openExport } from './export-replay/open-export';
import { captureExport, type ExportPayload, type ServiceName } from './export-replay/payloads';
import { publishedSiteOf, siteBytes, siteFile } from './export-replay/published-site';
import {
  closeExportServers,
  runPen,
  runSandbox,
  runStackblitz,
  siteFetcher,
  type FetchOutside,
  type RunnableExport,
} from './export-replay/runners';
import { createUnpkg, parseUnpkgUrl } from './export-replay/unpkg';

/**
 * Every export of every demo, and of the playground's code, run as its service runs it: installed
 * with npm from the real registry (our package from the tarball the site publishes, answered from
 * the built site), bundled as the service bundles it, opened in Chromium. Each must render what
 * the site renders, with no console error. Nothing leaves the machine but npm's registry requests.
 */

const SERVICES: ServiceName[] = ['CodeSandbox', 'StackBlitz', 'CodePen'];
const BASE_DEMO = DEMOS[0];
/** The edit made in place: the base demo's item labels, so the export must show the new text. */
const EDIT = { from: '`Label ${index}`', to: '`Edited ${index}`', shown: 'Edited 0' };

/** What the export of one source must render, and what it sent to each service. */
interface Captured {
  site: DemoFingerprint;
  payloads: Record<ServiceName, ExportPayload>;
  /** For a demo edited in place: its code as edited. */
  edited?: string;
}

/** Where exports come from: a page with the three buttons, and the view of the site to match. */
interface ExportSource {
  /** In test names: "the base demo". */
  name: string;
  capture(): Promise<Captured>;
}

async function captureAll(page: Page, scope: Locator) {
  const payloads: Partial<Record<ServiceName, ExportPayload>> = {};
  // One at a time: each click opens its own tab.
  for (const service of SERVICES) payloads[service] = await captureExport(page, scope, service);
  return payloads as Record<ServiceName, ExportPayload>;
}

const STANDALONE = 'main.site-standalone-demo';

const demoSources: ExportSource[] = DEMOS.map((demo) => ({
  name: `the ${demo.page.split('/').pop()} demo`,
  capture: async () => {
    const { page } = await openPage(demo.page);
    const payloads = await captureAll(page, page.locator('.dumi-default-previewer').first());
    // The demo on its own page: nothing of the site's layout around it.
    const { page: standalone } = await openPage(`/~demos/${demo.id}`);
    const site = await settledFingerprint(standalone, {
      container: STANDALONE,
      scope: STANDALONE,
      // Hydrated: the demo's controls are enabled, and its lists measured by the client.
      ready: `${STANDALONE} fieldset:not([disabled])`,
    });
    return { site, payloads };
  },
}));

const playgroundSource: ExportSource = {
  name: "the playground's code",
  capture: async () => {
    const { page } = await openPage('/playground');
    const payloads = await captureAll(page, page.locator('.site-playground-code-section'));
    const site = await settledFingerprint(page, {
      container: '.site-playground-preview',
      scope: '.site-playground-box',
    });
    return { site, payloads };
  },
};

const editedSource: ExportSource = {
  name: `the ${BASE_DEMO.page.split('/').pop()} demo edited in place`,
  capture: async () => {
    const { page } = await openPage(BASE_DEMO.page);
    const card = page.locator('.dumi-default-previewer').first();
    await card.getByRole('button', { name: 'Show code' }).click();
    const editor = card.getByRole('textbox', { name: /^Edit the code of / });
    const original = await editor.inputValue();
    if (!original.includes(EDIT.from))
      throw new Error(`The base demo has no ${EDIT.from} to edit.`);
    const edited = original.replace(EDIT.from, EDIT.to);
    await editor.fill(edited);
    const preview = card.locator('.dumi-default-previewer-demo');
    await preview.getByText(EDIT.shown, { exact: true }).waitFor();
    const payloads = await captureAll(page, card);
    const site = await settledFingerprint(page, {
      container: '.dumi-default-previewer-demo',
      scope: '.dumi-default-previewer-demo',
    });
    return { site, payloads, edited };
  },
};

const SOURCES = [...demoSources, playgroundSource, editedSource];

/**
 * Each source's exports and view of the site, captured once for the three services: a failure
 * is kept for that source's tests, so one broken page does not fail the others.
 */
let capturing: Promise<Map<ExportSource, Captured | Error>> | undefined;
function capturedSources() {
  capturing ??= (async () => {
    const captured = new Map<ExportSource, Captured | Error>();
    for (const source of SOURCES) {
      try {
        captured.set(source, await source.capture());
        // Closes its pages; a console error on them fails this source.
        await closePagesAndCheckErrors();
      } catch (error) {
        await closePagesAndCheckErrors().catch(() => undefined);
        captured.set(source, new Error(`Capturing ${source.name}: ${(error as Error).message}`));
      }
    }
    return captured;
  })();
  return capturing;
}

async function capturedFor(source: ExportSource): Promise<Captured> {
  const captured = (await capturedSources()).get(source);
  if (!captured || captured instanceof Error) throw captured ?? new Error('Not captured.');
  return captured;
}

function filesOf(payload: ExportPayload): Record<string, string> {
  if (payload.service === 'CodePen') throw new Error('A pen has no files.');
  return payload.files;
}

/** What the export's package.json asks for as rc-overflow: the site's tarball URL. */
function packageUrlOf(files: Record<string, string>): string {
  const manifest = JSON.parse(files['package.json'] ?? '{}');
  return manifest.dependencies?.['rc-overflow'] ?? '(nothing)';
}

/** The demo's own file in an exported project. */
function entryFile(payload: ExportPayload): string {
  const files = filesOf(payload);
  return files['src/App.tsx'] ?? files['App.tsx'] ?? '';
}

/** Every file under `dir`, by its path from there. */
function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

let workDir = '';
const proxies: NpmProxy[] = [];

beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-overflow-export-replay-'));
});

afterAll(async () => {
  await Promise.all(proxies.map((proxy) => proxy.close()));
  await closeExportServers();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

/**
 * An npm install of a Vite or React project from the real registry takes tens of seconds, and
 * much more on a loaded machine; the suite installs once per service and dependency set, here,
 * after capturing every source's exports (some twenty page loads) the installs are made from, and
 * bundles each project (a Vite build takes seconds) as its service does. Only these hooks have a
 * long timeout: each test then opens one prepared export, within the default.
 */
const SETUP_TIMEOUT = 10 * 60 * 1000;

/** Each source's export made runnable; an error for a source whose capture or bundle failed. */
type Prepared = Map<ExportSource, RunnableExport | Error>;

async function preparedFor(prepared: Prepared, source: ExportSource): Promise<RunnableExport> {
  await capturedFor(source);
  const runnable = prepared.get(source);
  if (!runnable) throw new Error(`${source.name} was not prepared (see the setup's error).`);
  if (runnable instanceof Error) throw runnable;
  return runnable;
}

/** Tries `work` for each source in turn, keeping its result or its error. */
async function prepareEach(
  prepared: Prepared,
  sources: ExportSource[],
  work: (source: ExportSource, index: number) => Promise<RunnableExport>,
) {
  for (const [index, source] of sources.entries()) {
    prepared.set(source, await work(source, index).catch((error: Error) => error));
  }
}

/**
 * For the npm services: each source's project installed (one install for all, their dependencies
 * being the same) and bundled by `bundle`; and a test that the install took the site's tarball.
 */
function installedExports(
  service: 'CodeSandbox' | 'StackBlitz',
  bundle: (project: InstalledProject) => Promise<RunnableExport>,
): Prepared {
  const prepared: Prepared = new Map();
  const state: { proxy?: NpmProxy; tarballUrl?: string; installed?: InstalledProject[] } = {};
  beforeAll(async () => {
    const captured = await capturedSources();
    const sources = SOURCES.filter((source) => !(captured.get(source) instanceof Error));
    if (sources.length === 0) return;
    const projects = sources.map((source) => ({
      label: `${source.name} for ${service}`,
      files: filesOf((captured.get(source) as Captured).payloads[service]),
    }));
    const urls = new Set(projects.map((project) => packageUrlOf(project.files)));
    if (urls.size !== 1)
      throw new Error(`The ${service} exports ask for rc-overflow as: ${[...urls].join(', ')}`);
    const [tarballUrl] = urls;
    state.tarballUrl = tarballUrl;
    const site = publishedSiteOf(tarballUrl);
    const dir = path.join(workDir, service.toLowerCase());
    fs.mkdirSync(dir, { recursive: true });
    state.proxy = await startNpmProxy(
      new URL(tarballUrl).hostname,
      (pathname) => siteBytes(site, site.origin + pathname),
      dir,
    );
    proxies.push(state.proxy);
    const installed = await installProjects(projects, dir, state.proxy);
    state.installed = installed;
    await prepareEach(prepared, sources, (_source, index) => bundle(installed[index]));
  }, SETUP_TIMEOUT);

  it(`installs rc-overflow for ${service} from the tarball the site publishes`, async () => {
    const { tarballUrl, proxy, installed = [] } = state;
    if (!tarballUrl || !proxy) throw new Error('No export was installed.');
    const site = publishedSiteOf(tarballUrl);
    const pathname = new URL(tarballUrl).pathname;
    expect(pathname).toMatch(new RegExp(`^${site.base}pkg/[^/]+/rc-overflow\\.tgz$`));
    const tarball = siteFile(site, pathname);
    expect(tarball).not.toBeNull();
    expect(proxy.served.filter((request) => request.path === pathname)).toContainEqual({
      path: pathname,
      status: 200,
    });
    // What npm installed is that tarball's package, file for file (one check per install).
    const unpacked = fs.mkdtempSync(path.join(workDir, 'tarball-'));
    execFileSync('tar', ['-xzf', tarball as string, '-C', unpacked]);
    const packed = listFiles(path.join(unpacked, 'package'));
    expect(packed).toContain('package.json');
    const installs = new Set(
      installed.map((project) =>
        fs.realpathSync(path.join(project.dir, 'node_modules/rc-overflow')),
      ),
    );
    expect(installs.size).toBeGreaterThan(0);
    for (const modules of installs) {
      const differing = packed.filter(
        (file) =>
          !fs
            .readFileSync(path.join(modules, file))
            .equals(fs.readFileSync(path.join(unpacked, 'package', file))),
      );
      expect(differing).toEqual([]);
    }
  });

  return prepared;
}

/** Opens a replayed export and checks it against the site; returns what it renders. */
async function expectRunsAsSiteShows(runnable: RunnableExport, captured: Captured) {
  const { page, errors } = await openExport(runnable);
  const shown = await settledFingerprint(page, {
    container: '#root',
    scope: '#root',
    ready: '#root .rc-overflow',
  });
  expect(errors).toEqual([]);
  expect(runnable.outside.filter((request) => request.status !== 200)).toEqual([]);
  expect(shown).toEqual(captured.site);
  return shown;
}

/** The edited source's view of the site shows the edit, so matching it proves the export has it. */
function expectEditShown(shown: DemoFingerprint) {
  expect(shown.flatMap((list) => list.shown)).toContain(EDIT.shown);
}

describe('demo exports run on their services as the site shows them', () => {
  const npmServices = [
    ['CodeSandbox', runSandbox],
    ['StackBlitz', runStackblitz],
  ] as const;
  describe.each(npmServices)('%s', (service, bundle) => {
    const prepared = installedExports(service, bundle);
    for (const source of SOURCES) {
      it(`runs ${source.name} exported to ${service} as the site shows it`, async () => {
        const runnable = await preparedFor(prepared, source);
        const captured = await capturedFor(source);
        const shown = await expectRunsAsSiteShows(runnable, captured);
        if (captured.edited) expectEditShown(shown);
      });
    }
    it(`carries the code edited in place to ${service}`, async () => {
      const captured = await capturedFor(editedSource);
      // A form field's line breaks are sent as CRLF (the HTML form encoding, as with StackBlitz's
      // own SDK, which posts hidden inputs too): the service receives the edited code so.
      expect(entryFile(captured.payloads[service]).replace(/\r\n/g, '\n')).toBe(captured.edited);
    });
  });

  describe('CodePen', () => {
    const prepared: Prepared = new Map();
    beforeAll(async () => {
      // Packed once per run and package, for every pen.
      const fetchUnpkg = createUnpkg(path.join(workDir, 'unpkg'));
      await prepareEach(prepared, SOURCES, async (source, index) => {
        const { payloads } = await capturedFor(source);
        if (payloads.CodePen.service !== 'CodePen') throw new Error('Not a pen.');
        const { data } = payloads.CodePen;
        // unpkg from the registry's tarballs; the site (as the sandbox's tarball URL names it)
        // from its build.
        const fromSite = siteFetcher(publishedSiteOf(packageUrlOf(filesOf(payloads.CodeSandbox))));
        const fetchOutside: FetchOutside = async (url) =>
          parseUnpkgUrl(url) ? fetchUnpkg(url) : fromSite(url);
        // Fetched now, not in the test: the first pen would otherwise wait on the registry.
        const externals = `${data.js_external ?? ''};${data.css_external ?? ''}`
          .split(';')
          .map((url) => url.trim());
        for (const url of externals.filter((entry) => entry && parseUnpkgUrl(entry)))
          await fetchUnpkg(url).catch(() => null);
        const dir = path.join(workDir, 'codepen', String(index + 1));
        return runPen(data, source.name, dir, fetchOutside);
      });
    }, SETUP_TIMEOUT);

    for (const source of SOURCES) {
      it(`runs ${source.name} exported to CodePen as the site shows it`, async () => {
        const runnable = await preparedFor(prepared, source);
        const captured = await capturedFor(source);
        const shown = await expectRunsAsSiteShows(runnable, captured);
        if (captured.edited) expectEditShown(shown);
        // Our package came from the site's browser build, not from a CDN's copy of a release.
        const fromSite = runnable.outside.filter((request) => !parseUnpkgUrl(request.url));
        expect(fromSite.map((request) => request.url)).toContainEqual(
          expect.stringMatching(/\/pkg\/[^/]+\/[^/]+\.js$/),
        );
      });
    }
    it('carries the code edited in place to CodePen', async () => {
      const captured = await capturedFor(editedSource);
      const payload = captured.payloads.CodePen;
      expect(payload.service === 'CodePen' && payload.data.js).toContain(EDIT.to);
    });
  });
});
