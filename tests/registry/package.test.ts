import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { findTestChrome, CHROME_ARGS } from '../../scripts/chrome.cjs';
import { packAll, packageManifests } from '../../scripts/pack.cjs';
import { ANTD_RANGES, insideCaret } from './antd-ranges';
import { consumerLock, type Lock } from './offline-lock';

const ROOT = path.resolve(__dirname, '../..');
// Packing and installing take longer than a browser step.
jest.setTimeout(120000);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const manifests = packageManifests();
const NAMES = manifests.map((manifest) => manifest.name);
let consumer: string;
/** The tarballs `npm run pack:all` wrote, by name. */
let tarballs: Record<string, string>;

/** Runs node in the consumer project and returns what it printed. */
function runNode(args: string[]): string {
  return execFileSync(process.execPath, args, { cwd: consumer, encoding: 'utf8' });
}

function typecheck(): { ok: boolean; output: string } {
  const tsc = require.resolve('typescript/bin/tsc');
  try {
    const output = execFileSync(process.execPath, [tsc, '-p', 'tsconfig.json', '--noEmit'], {
      cwd: consumer,
      encoding: 'utf8',
    });
    return { ok: true, output };
  } catch (error) {
    return { ok: false, output: String((error as { stdout?: string }).stdout) };
  }
}

/** Every file under `dir`, by its path from there. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const installedAt = (name: string) => path.join(consumer, 'node_modules', name);

beforeAll(async () => {
  consumer = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-overflow-consumer-'));
  tarballs = await packAll({ outDir: path.join(consumer, 'pack') });
  // Installs offline: each tarball unpacked as npm would, their dependencies from this checkout.
  const modules = path.join(consumer, 'node_modules');
  fs.mkdirSync(path.join(modules, '@types'), { recursive: true });
  for (const [name, tarball] of Object.entries(tarballs)) {
    const unpacked = fs.mkdtempSync(path.join(consumer, 'unpacked-'));
    execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
    fs.mkdirSync(path.dirname(installedAt(name)), { recursive: true });
    fs.renameSync(path.join(unpacked, 'package'), installedAt(name));
  }
  for (const dep of [
    'react',
    'react-dom',
    'scheduler',
    'loose-envify',
    'js-tokens',
    '@types/react',
    '@types/react-dom',
    '@types/prop-types',
    'csstype',
  ]) {
    const from = path.join(ROOT, 'node_modules', dep);
    if (fs.existsSync(from)) fs.symlinkSync(from, path.join(modules, dep), 'dir');
  }
  fs.writeFileSync(
    path.join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true }),
  );
});

afterAll(() => {
  if (consumer) fs.rmSync(consumer, { recursive: true, force: true });
});

describe('npm run pack:all', () => {
  it('packs one tarball for each name antd installs, at the versions package.json gives', () => {
    const root = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(NAMES).toEqual(['rc-overflow', '@rc-component/overflow']);
    expect(Object.keys(tarballs)).toEqual(NAMES);
    expect(fs.readdirSync(path.join(consumer, 'pack')).sort()).toEqual(
      [
        `rc-overflow-${root.version}.tgz`,
        `rc-component-overflow-${root.alsoPublishedAs.version}.tgz`,
      ].sort(),
    );
    expect(manifests.map((manifest) => manifest.version)).toEqual([
      root.version,
      root.alsoPublishedAs.version,
    ]);
  });

  it.each(NAMES)('packs %s at a version inside the range its antd asks for', (name) => {
    const { version } = JSON.parse(
      fs.readFileSync(path.join(installedAt(name), 'package.json'), 'utf8'),
    );
    expect([name, version, insideCaret(version, ANTD_RANGES[name].range)]).toEqual([
      name,
      version,
      true,
    ]);
  });

  it('packs the same build under both names: es/, lib/, typings, assets/, changelog, licence', () => {
    const [first, second] = NAMES.map(installedAt);
    const files = filesUnder(first).filter((file) => !['package.json', 'README.md'].includes(file));
    expect(filesUnder(second)).toEqual(filesUnder(first));
    expect(files).toEqual(
      expect.arrayContaining(['es/index.js', 'lib/index.d.ts', 'assets/index.css']),
    );
    const differing = files.filter(
      (file) =>
        !fs.readFileSync(path.join(first, file)).equals(fs.readFileSync(path.join(second, file))),
    );
    expect(differing).toEqual([]);
  });

  it('gives each its own name, version and description, and the rest of one manifest', () => {
    const [first, second] = NAMES.map((name) =>
      JSON.parse(fs.readFileSync(path.join(installedAt(name), 'package.json'), 'utf8')),
    );
    const own = ['name', 'version', 'description'];
    for (const field of own) expect(first[field]).not.toEqual(second[field]);
    const rest = (manifest: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(manifest).filter(([field]) => !own.includes(field)));
    expect(rest(second)).toEqual(rest(first));
    // Nothing of the repository's own: no scripts, dev dependencies, overrides or second name.
    expect(Object.keys(first).sort()).toEqual(
      [
        ...own,
        'keywords',
        'homepage',
        'repository',
        'bugs',
        'license',
        'main',
        'module',
        'types',
        'exports',
        'sideEffects',
        'files',
        'peerDependencies',
      ].sort(),
    );
    expect(first.description).toMatch(/antd 5/);
    expect(second.description).toMatch(/antd 6/);
    // The peer range upstream's @rc-component/overflow 1.0.1 declares, and no dependency.
    const upstream = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'node_modules/@rc-component/overflow/package.json'), 'utf8'),
    );
    expect(first.peerDependencies).toEqual(upstream.peerDependencies);
    expect(first.dependencies).toBeUndefined();
  });

  it.each(NAMES)(
    'gives %s a README under its own name that says which antd installs which name',
    (name) => {
      const readme = fs.readFileSync(path.join(installedAt(name), 'README.md'), 'utf8');
      expect(readme.split('\n')[0]).toBe(`# ${name}`);
      for (const [other, { antd }] of Object.entries(ANTD_RANGES))
        expect(readme).toMatch(new RegExp(`${antd}[^\n]*\`${other}\`|\`${other}\`[^\n]*${antd}`));
      const imports = [...readme.matchAll(/from '([^']+)'|import '([^']+)'/g)].map(
        (m) => m[1] ?? m[2],
      );
      expect(imports.filter((spec) => /overflow/.test(spec))).not.toEqual([]);
      expect(imports.filter((spec) => /overflow/.test(spec) && !spec.startsWith(name))).toEqual([]);
    },
  );
});

describe.each(NAMES)('the %s package', (name) => {
  it('ships the builds, the types and the stylesheet, and no sources or tests', () => {
    const files = filesUnder(installedAt(name));
    expect(files).toEqual(
      expect.arrayContaining([
        'es/index.js',
        'es/index.d.ts',
        'lib/index.js',
        'assets/index.css',
        'package.json',
        'LICENSE',
        'README.md',
      ]),
    );
    expect(files.some((file) => file.startsWith('src/') || file.startsWith('tests/'))).toBe(false);
  });

  it('publishes exactly the builds, their types, the stylesheet and the documents', () => {
    // What `npm publish <tarball>` would upload.
    const printed = JSON.parse(
      execFileSync(npm, ['publish', '--dry-run', '--json', tarballs[name]], {
        cwd: consumer,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
    const report = (printed.files ? printed : printed[name]) as {
      name: string;
      version: string;
      files: { path: string }[];
    };
    const files = report.files.map((file) => file.path);
    const expected = /^(es|lib)\/((hooks|measure)\/)?\w+\.(js|d\.ts)$|^(es|lib)\/package\.json$/;
    const documents = ['CHANGELOG.md', 'LICENSE', 'README.md', 'assets/index.css', 'package.json'];
    expect(files.filter((file) => !expected.test(file)).sort()).toEqual(documents);
    expect(files).toEqual(
      expect.arrayContaining(['es/index.js', 'es/index.d.ts', 'lib/index.js', 'lib/index.d.ts']),
    );
    expect([report.name, report.version]).toEqual([
      name,
      manifests.find((manifest) => manifest.name === name)?.version,
    ]);
  });

  it('renders from Node ES modules with import', () => {
    const file = `esm-${NAMES.indexOf(name)}.mjs`;
    fs.writeFileSync(
      path.join(consumer, file),
      [
        "import React from 'react';",
        "import { renderToString } from 'react-dom/server';",
        `import Overflow from '${name}';`,
        "const html = renderToString(React.createElement(Overflow, { data: ['a', 'b'], renderItem: (x) => x, maxCount: 1 }));",
        'console.log(html);',
      ].join('\n'),
    );
    const html = runNode([file]);
    expect(html).toContain('class="rc-overflow"');
    expect(html).toContain('+ 1 ...');
  });

  it('renders from CommonJS with require', () => {
    const file = `cjs-${NAMES.indexOf(name)}.cjs`;
    fs.writeFileSync(
      path.join(consumer, file),
      [
        "const React = require('react');",
        "const { renderToString } = require('react-dom/server');",
        `const Overflow = require('${name}').default;`,
        'console.log(typeof Overflow.Item, Overflow.RESPONSIVE, Overflow.INVALIDATE);',
        "console.log(renderToString(React.createElement(Overflow, { data: ['a', 'b', 'c'], renderItem: (x) => x, maxCount: 1 })));",
      ].join('\n'),
    );
    const output = runNode([file]);
    expect(output).toMatch(/^(object|function) responsive invalidate/);
    expect(output).toContain('+ 2 ...');
  });

  it('resolves the stylesheet through the exports map', () => {
    const resolved = runNode(['-p', `require.resolve('${name}/assets/index.css')`]).trim();
    expect(resolved).toBe(path.join(fs.realpathSync(installedAt(name)), 'assets/index.css'));
    expect(fs.readFileSync(resolved, 'utf8')).toContain('.rc-overflow');
  });
});

it('refuses an npm publish of the repository folder, which would publish one name only', () => {
  let output = '';
  try {
    execFileSync(npm, ['publish', '--dry-run'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    output = String((error as { stderr?: Buffer }).stderr);
  }
  expect(output).toContain('Publish the tarballs npm run pack:all writes');
});

// Every file in one tsc run: checking React's and our declarations is most of its time.
describe('types', () => {
  let result: { ok: boolean; output: string };
  /** The files tsc reported errors in (each error starts a line with its file). */
  const filesWithErrors = () =>
    new Set(
      result.output
        .split('\n')
        .map((line) => /^([^\s(]+)\(\d+,\d+\): error/.exec(line)?.[1])
        .filter(Boolean),
    );
  const good = (name: string) =>
    [
      "import React from 'react';",
      `import Overflow from '${name}';`,
      `import type { OverflowProps } from '${name}';`,
      'interface Tag { id: number; label: string }',
      'const tags: Tag[] = [{ id: 1, label: "one" }];',
      'const props: OverflowProps<Tag> = { data: tags, itemKey: "id" };',
      'export const A = () => (',
      '  <Overflow<Tag>',
      '    {...props}',
      '    maxCount={Overflow.RESPONSIVE}',
      '    renderItem={(tag, { index }) => <span>{tag.label.toUpperCase()}{index}</span>}',
      '    renderRest={(omitted) => `+${omitted.length}`}',
      '  />',
      ');',
      'export const B = () => (',
      '  <Overflow<Tag> data={tags} renderRawItem={(tag) => <Overflow.Item key={tag.id}>{tag.label}</Overflow.Item>} />',
      ');',
    ].join('\n');
  const goodFiles = NAMES.map((_, index) => `good-${index}.tsx`);

  beforeAll(() => {
    fs.writeFileSync(
      path.join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          jsx: 'react',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          esModuleInterop: true,
          skipLibCheck: false,
          noEmit: true,
          types: [],
        },
        files: [...goodFiles, 'bad.tsx'],
      }),
    );
    NAMES.forEach((name, index) =>
      fs.writeFileSync(path.join(consumer, goodFiles[index]), good(name)),
    );
    fs.writeFileSync(
      path.join(consumer, 'bad.tsx'),
      [
        "import React from 'react';",
        `import Overflow from '${NAMES[1]}';`,
        'export const C = () => <Overflow<string> data={["a"]} renderItem={(item) => item.toFixed(2)} maxCount={true} />;',
      ].join('\n'),
    );
    result = typecheck();
  });

  it('type-checks generic items, Overflow.Item and Overflow.RESPONSIVE under both names', () => {
    // Errors only in the file written to have them: none here, none in any declaration.
    expect([...filesWithErrors()]).toEqual(['bad.tsx']);
  });

  it('reports a wrong prop type as a type error', () => {
    expect(result.ok).toBe(false);
    expect(filesWithErrors().has('bad.tsx')).toBe(true);
    expect(result.output).toContain("Property 'toFixed' does not exist on type 'string'");
    expect(result.output).toContain(
      'Type \'true\' is not assignable to type \'number | "responsive" | "invalidate" | undefined\'',
    );
  });
});

/** The version installed in this checkout's node_modules. */
const installedVersion = (name: string): string =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'))
    .version;

/** Each place `npm ls --json --long` lists a package called `name`, with who depends on it. */
interface Listed {
  dependent: string;
  version: string;
  path: string;
}
interface LsNode {
  version?: string;
  path?: string;
  dependencies?: Record<string, LsNode>;
}
function listed(tree: LsNode, name: string, dependent = 'the app'): Listed[] {
  return Object.entries(tree.dependencies ?? {}).flatMap(([child, node]) => [
    ...(child === name
      ? [{ dependent, version: String(node.version), path: String(node.path) }]
      : []),
    ...listed(node, name, child),
  ]);
}

describe('in an antd 5 app installed from the tarball, without overrides', () => {
  let app: string;
  let written: Lock;

  beforeAll(() => {
    const tarball = tarballs['rc-overflow'];
    app = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-overflow-antd-app-'));
    fs.copyFileSync(tarball, path.join(app, path.basename(tarball)));
    const dependencies = {
      antd: installedVersion('antd'),
      react: installedVersion('react'),
      'react-dom': installedVersion('react-dom'),
      'rc-overflow': `file:${path.basename(tarball)}`,
    };
    fs.writeFileSync(
      path.join(app, 'package.json'),
      JSON.stringify({ name: 'antd-app', version: '1.0.0', private: true, dependencies }, null, 2),
    );
    // A plain `npm install --offline` fails: the cache holds the tarballs but not every registry
    // document npm would read to choose versions. So the app gets a lock, cut out of ours: antd,
    // react and react-dom with everything they need, at the paths and versions we installed, and
    // our tarball for rc-overflow. antd's rc-select, rc-menu and rc-picker ask for
    // rc-overflow@^1.3.1; npm takes the lock as it is only because ours (1.6.x) is in that range. Were it
    // not (a 1.0.0 tarball, tried by hand), npm would look for a matching rc-overflow in the
    // registry: offline that fails with ENOTCACHED, online it would add a second copy.
    const packed = JSON.parse(
      fs.readFileSync(path.join(installedAt('rc-overflow'), 'package.json'), 'utf8'),
    ) as { version: string; license: string; peerDependencies: Record<string, string> };
    const integrity = crypto.createHash('sha512').update(fs.readFileSync(tarball)).digest('base64');
    written = consumerLock({
      ours: JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as Lock,
      name: 'antd-app',
      dependencies,
      local: {
        'rc-overflow': {
          version: packed.version,
          resolved: dependencies['rc-overflow'],
          integrity: `sha512-${integrity}`,
          license: packed.license,
          peerDependencies: packed.peerDependencies,
        },
      },
    });
    fs.writeFileSync(path.join(app, 'package-lock.json'), `${JSON.stringify(written, null, 2)}\n`);
    // npm's complaints, if any, end up in the error that fails the tests.
    execFileSync(npm, ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: app,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  });

  afterAll(() => {
    if (app) fs.rmSync(app, { recursive: true, force: true });
  });

  it('installs offline exactly the lock it was given, with no overrides', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(app, 'package.json'), 'utf8'));
    expect(pkg.overrides).toBeUndefined();
    // npm writes the lock back; had it resolved anything anew, a path, a version or a tarball's
    // integrity would differ.
    const after = JSON.parse(fs.readFileSync(path.join(app, 'package-lock.json'), 'utf8')) as Lock;
    const installed = (lock: Lock) =>
      Object.entries(lock.packages)
        .map(([where, entry]) => `${where}@${entry.version} ${entry.integrity}`)
        .sort();
    expect(installed(after)).toEqual(installed(written));
  });

  it("lists one rc-overflow, ours, for the app and for antd's Select and Menu", () => {
    const ours = manifests[0].version;
    const tree = JSON.parse(
      execFileSync(npm, ['ls', 'rc-overflow', '--json', '--long'], {
        cwd: app,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    ) as LsNode;
    const copies = listed(tree, 'rc-overflow');
    expect(copies.map((copy) => copy.dependent)).toEqual(
      expect.arrayContaining(['the app', 'rc-select', 'rc-menu']),
    );
    expect([...new Set(copies.map((copy) => `${copy.path}@${copy.version}`))]).toEqual([
      `${path.join(app, 'node_modules/rc-overflow')}@${ours}`,
    ]);
    // npm ls takes versions from npm's record of the install; the tarball's own word is this.
    const installed = JSON.parse(
      fs.readFileSync(path.join(app, 'node_modules/rc-overflow/package.json'), 'utf8'),
    );
    expect(installed.version).toBe(ours);
  });

  it('bundles ours into antd\'s Select, which shows "+ N ..." for the tags that do not fit', async () => {
    // The page is the app's own source, so every import resolves from the app's node_modules.
    fs.mkdirSync(path.join(app, 'src'));
    fs.copyFileSync(path.join(__dirname, 'antd-select.tsx'), path.join(app, 'src/index.tsx'));
    const { metafile } = await build({
      absWorkingDir: app,
      entryPoints: ['src/index.tsx'],
      outfile: 'dist/index.js',
      bundle: true,
      format: 'iife',
      target: 'chrome100',
      define: { 'process.env.NODE_ENV': '"development"' },
      metafile: true,
      logLevel: 'error',
    });
    const bundled = Object.keys(metafile.inputs).filter((input) => input.includes('rc-overflow/'));
    expect(bundled.length).toBeGreaterThan(0);
    expect(bundled.filter((input) => !input.startsWith('node_modules/rc-overflow/es/'))).toEqual(
      [],
    );
    fs.writeFileSync(
      path.join(app, 'dist/index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>antd app</title></head>' +
        '<body><div id="root"></div><script src="index.js"></script></body></html>',
    );

    const browser = await chromium.launch({
      executablePath: findTestChrome(),
      args: CHROME_ARGS,
      headless: true,
    });
    try {
      const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(pathToFileURL(path.join(app, 'dist/index.html')).href);
      await page.locator('.ant-select-selection-overflow-item-rest').waitFor({ state: 'visible' });

      const seen = await page.evaluate(() => {
        const box = (
          document.querySelector('.ant-select-selector') as Element
        ).getBoundingClientRect();
        const items = Array.from(
          document.querySelectorAll(
            '.ant-select-selection-overflow-item:not(.ant-select-selection-overflow-item-rest):not(.ant-select-selection-overflow-item-suffix)',
          ),
        );
        const isShown = (item: Element) => getComputedStyle(item).visibility !== 'hidden';
        return {
          tags: items.filter(isShown).map((item) => {
            const rect = item.getBoundingClientRect();
            return {
              text: (item.textContent ?? '').trim(),
              inside:
                rect.left >= box.left &&
                rect.right <= box.right &&
                rect.top >= box.top &&
                rect.bottom <= box.bottom,
            };
          }),
          rest: (
            document.querySelector('.ant-select-selection-overflow-item-rest')?.textContent ?? ''
          ).trim(),
          hidden: items
            .filter((item) => !isShown(item))
            .map((item) => {
              const style = getComputedStyle(item);
              return {
                position: style.position,
                opacity: style.opacity,
                visibility: style.visibility,
              };
            }),
        };
      });

      expect(seen.tags.length).toBeGreaterThan(0);
      expect(seen.tags.length).toBeLessThan(20);
      expect(seen.rest).toBe(`+ ${20 - seen.tags.length} ...`);
      expect(seen.tags.filter((tag) => !tag.inside)).toEqual([]);
      expect(seen.tags.map((tag) => tag.text)).toEqual(
        Array.from({ length: seen.tags.length }, (_, index) => `Tag ${index + 1}`),
      );
      // Ours hides an item out of flow and transparent as 1.5.0 does, and once measured also
      // `visibility: hidden`, so it takes no focus. (Ours mounts only the hidden items that could
      // fit, not all of them.)
      expect(seen.hidden.length).toBeGreaterThan(0);
      expect(
        seen.hidden.filter(
          (item) =>
            item.position !== 'absolute' || item.opacity !== '0' || item.visibility !== 'hidden',
        ),
      ).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
