import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { decompressFromBase64 } from 'lz-string';
import ts from 'typescript';
import type { Page, Request } from 'playwright-core';
import { docPages } from '../../.dumi/build/docPages';
import { DEFAULT_SITE_ORIGIN, packageBuildAt, sitePublicUrl } from '../../.dumi/build/packageBuild';
import { packageBuildId } from '../../.dumi/plugins/package-build';
import { ROOT } from './site-build';

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

export const PACKAGE_BUILD = packageBuildAt(
  sitePublicUrl(DEFAULT_SITE_ORIGIN, process.env.SITE_BASE || '/'),
  pkg,
  packageBuildId(),
);

export const DEMOS = docPages('demo').flatMap(({ link, demos }) =>
  demos.map(({ id, file }) => ({ page: link, id, file })),
);

export const CRASH_DEMO_ID = 'tests-browser-fixtures-test-demos-crash-demo-crash';

export const demoSourceOnDisk = (file: string) =>
  fs.readFileSync(path.join(ROOT, 'docs/demo/demos', file), 'utf8');

export const formField = (request: Request, name: string) =>
  new URLSearchParams(request.postData() ?? '').get(name) ?? '';

/** The files of a CodeSandbox POST (URL-safe lz-string base64), and its package.json read. */
export function sandboxPosted(request: Request) {
  const base64 = formField(request, 'parameters').replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const posted: Record<string, { content: string }> = JSON.parse(
    decompressFromBase64(padded),
  ).files;
  const files = Object.fromEntries(Object.entries(posted).map(([name, f]) => [name, f.content]));
  return { files, manifest: JSON.parse(files['package.json']) };
}

export async function capturePost(page: Page, urlPattern: RegExp, trigger: () => Promise<void>) {
  const context = page.context();
  let captured: Request | undefined;
  await context.route(urlPattern, (route) => {
    captured = route.request();
    return route.fulfill({ contentType: 'text/html', body: '<p>captured</p>' });
  });
  const formTarget = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const observer = new MutationObserver((records) => {
          for (const record of records)
            for (const node of Array.from(record.addedNodes))
              if (node instanceof HTMLFormElement) {
                observer.disconnect();
                resolve(`${node.method.toUpperCase()} ${node.target}`);
              }
        });
        observer.observe(document.body, { childList: true });
      }),
  );
  const popup = context.waitForEvent('page');
  await trigger();
  await (await popup).waitForLoadState('load');
  return { request: captured as Request, target: await formTarget };
}

// Declaration files (TypeScript's libs, React's types) parsed once per worker.
const sharedSources = new Map<string, ts.SourceFile>();

function hostSharingSources(options: ts.CompilerOptions, dir: string): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, ...rest) => {
    if (fileName.startsWith(dir)) return parse(fileName, ...rest);
    if (!sharedSources.has(fileName)) {
      const parsed = parse(fileName, ...rest);
      if (parsed) sharedSources.set(fileName, parsed);
    }
    return sharedSources.get(fileName);
  };
  return host;
}

const PROJECT_OPTIONS = ts.convertCompilerOptionsFromJson(
  ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile).config.compilerOptions,
  ROOT,
).options;

/** Type-checks `files` (unless `check` is false) and bundles `entry`; `rc-overflow` is src/. */
export function typeCheckAndBundle(files: Record<string, string>, entry: string, check = true) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-overflow-export-'));
  try {
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), content);
    }
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const sources = Object.keys(files)
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => path.join(dir, name));
    const src = path.join(ROOT, 'src/index.ts');
    const paths = { 'rc-overflow': [src], 'rc-overflow/*': [path.join(ROOT, '*')] };
    const options = { ...PROJECT_OPTIONS, types: [], baseUrl: dir, paths };
    const program = check && ts.createProgram(sources, options, hostSharingSources(options, dir));
    const diagnostics = sources
      .flatMap((file) =>
        program ? ts.getPreEmitDiagnostics(program, program.getSourceFile(file)) : [],
      )
      .filter((d) => !d.file || d.file.fileName.startsWith(dir))
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    const result = buildSync({
      entryPoints: [path.join(dir, entry)],
      absWorkingDir: dir,
      bundle: true,
      write: false,
      format: 'iife',
      target: 'chrome100',
      jsx: 'transform',
      // Our package from its sources: the es/ and lib/ its main names may predate them.
      alias: { 'rc-overflow': src, 'rc-overflow/assets': path.join(ROOT, 'assets') },
      outdir: path.join(dir, 'out'),
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    const output = (ext: string) =>
      result.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? '';
    return { diagnostics, bundle: output('.js'), css: output('.css') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function runBundle(page: Page, { bundle, css }: { bundle: string; css: string }) {
  const blank = await page.context().newPage();
  const errors: string[] = [];
  blank.on('pageerror', (e) => errors.push(e.message));
  blank.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await blank.setViewportSize({ width: 600, height: 400 });
  await blank.setContent('<!doctype html><div id="root"></div>');
  if (css) await blank.addStyleTag({ content: css });
  await blank.addScriptTag({ content: bundle });
  await blank.locator('.rc-overflow').first().waitFor();
  return { blank, errors };
}
