import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { packAll, packageManifests } from '../../scripts/pack.cjs';
import { ANTD_RANGES, insideCaret } from './antd-ranges';
import { filesUnder, readJson } from './export-replay/replay';

const ROOT = path.resolve(__dirname, '../..');
// Packing and type-checking take longer than a browser step.
jest.setTimeout(120000);
const manifests = packageManifests();
const NAMES = manifests.map((manifest) => manifest.name);
const consumer = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-overflow-consumer-'));
let tarballs: Record<string, string> = {};
const installedAt = (name: string) => path.join(consumer, 'node_modules', name);
const manifestAt = (dir: string) => readJson(path.join(dir, 'package.json'));
const write = (file: string, lines: string[]) =>
  fs.writeFileSync(path.join(consumer, file), lines.join('\n'));
const runIn = (cwd: string, command: string, args: string[]) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(async () => {
  tarballs = await packAll({ outDir: path.join(consumer, 'pack') });
  // Installed offline: each tarball unpacked as npm would, React and its types from this checkout.
  fs.mkdirSync(path.join(consumer, 'node_modules/@types'), { recursive: true });
  for (const [name, tarball] of Object.entries(tarballs)) {
    const unpacked = fs.mkdtempSync(path.join(consumer, 'unpacked-'));
    execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
    fs.mkdirSync(path.dirname(installedAt(name)), { recursive: true });
    fs.renameSync(path.join(unpacked, 'package'), installedAt(name));
  }
  const deps = ['react', 'react-dom', 'scheduler', 'loose-envify', 'js-tokens', 'csstype'];
  for (const dep of [...deps, '@types/react', '@types/react-dom', '@types/prop-types']) {
    const from = path.join(ROOT, 'node_modules', dep);
    if (fs.existsSync(from)) fs.symlinkSync(from, installedAt(dep), 'dir');
  }
  write('package.json', [JSON.stringify({ name: 'consumer', private: true })]);
});

afterAll(() => fs.rmSync(consumer, { recursive: true, force: true }));

describe('npm run pack:all', () => {
  it('packs one tarball for each name antd installs, at the versions package.json gives, inside the range its antd asks for', () => {
    const root = manifestAt(ROOT);
    expect(fs.readdirSync(path.join(consumer, 'pack')).sort()).toEqual([
      `rc-component-overflow-${root.alsoPublishedAs.version}.tgz`,
      `rc-overflow-${root.version}.tgz`,
    ]);
    const packed = NAMES.map((name) => {
      const { version } = manifestAt(installedAt(name));
      return [name, version, insideCaret(version, ANTD_RANGES[name].range)];
    });
    expect([Object.keys(tarballs), packed]).toEqual([
      ['rc-overflow', '@rc-component/overflow'],
      [
        ['rc-overflow', root.version, true],
        ['@rc-component/overflow', root.alsoPublishedAs.version, true],
      ],
    ]);
  });

  it('packs the same build under both names: es/, lib/, typings, assets/, changelog, licence', () => {
    const [first, second] = NAMES.map(installedAt);
    const files = filesUnder(first).filter((file) => !['package.json', 'README.md'].includes(file));
    expect(filesUnder(second)).toEqual(filesUnder(first));
    const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file));
    expect(files.filter((file) => !read(first, file).equals(read(second, file)))).toEqual([]);
  });

  it('gives each its own name, version and description, and the rest of one manifest', () => {
    const [first, second] = NAMES.map((name) => manifestAt(installedAt(name)));
    const own = ['name', 'version', 'description'];
    // Names and versions differ (see above), descriptions by the antd they name (below).
    expect({ ...second, name: 0, version: 0, description: 0 }).toEqual({
      ...first,
      name: 0,
      version: 0,
      description: 0,
    });
    // Nothing of the repository's own: no scripts, dev dependencies, overrides or second name.
    const published =
      'keywords homepage repository bugs license main module types exports sideEffects files peerDependencies';
    expect(Object.keys(first).sort()).toEqual([...own, ...published.split(' ')].sort());
    expect([first.description, second.description]).toEqual([
      expect.stringMatching(/antd 5/),
      expect.stringMatching(/antd 6/),
    ]);
    // The peer range upstream's @rc-component/overflow 1.0.1 declares (no dependency: see above).
    const upstream = manifestAt(path.join(ROOT, 'node_modules/@rc-component/overflow'));
    expect(first.peerDependencies).toEqual(upstream.peerDependencies);
  });

  it.each(NAMES)(
    'gives %s a README under its own name that says which antd installs which name',
    (name) => {
      const readme = fs.readFileSync(path.join(installedAt(name), 'README.md'), 'utf8');
      expect(readme.split('\n')[0]).toBe(`# ${name}`);
      for (const [other, { antd }] of Object.entries(ANTD_RANGES))
        expect(readme).toMatch(new RegExp(`${antd}[^\n]*\`${other}\`|\`${other}\`[^\n]*${antd}`));
      const imports = [...readme.matchAll(/from '([^']+)'|import '([^']+)'/g)]
        .map((m) => m[1] ?? m[2])
        .filter((spec) => /overflow/.test(spec));
      expect(imports).not.toEqual([]);
      expect(imports.filter((spec) => !spec.startsWith(name))).toEqual([]);
    },
  );
});

describe.each(NAMES)('the %s package', (name) => {
  const index = NAMES.indexOf(name);

  it('publishes exactly the builds, their types, the stylesheet and the documents: no sources or tests', () => {
    const printed = JSON.parse(
      runIn(consumer, 'npm', ['publish', '--dry-run', '--json', tarballs[name]]),
    );
    const report = printed.files ? printed : printed[name];
    const files: string[] = report.files.map((file: { path: string }) => file.path);
    const built = /^(es|lib)\/((hooks|measure)\/)?\w+\.(js|d\.ts)$|^(es|lib)\/package\.json$/;
    const documents = ['CHANGELOG.md', 'LICENSE', 'README.md', 'assets/index.css', 'package.json'];
    expect(files.filter((file) => !built.test(file)).sort()).toEqual(documents);
    expect(files).toEqual(
      expect.arrayContaining(['es/index.js', 'es/index.d.ts', 'lib/index.js', 'lib/index.d.ts']),
    );
    expect([report.name, report.version]).toEqual([name, manifests[index].version]);
  });

  it('renders from Node ES modules with import, and from CommonJS with require', () => {
    const render = (data: string) =>
      `console.log(renderToString(React.createElement(Overflow, { data: ${data}, renderItem: (x) => x, maxCount: 1 })));`;
    write(`esm-${index}.mjs`, [
      "import React from 'react';",
      "import { renderToString } from 'react-dom/server';",
      `import Overflow from '${name}';`,
      render("['a', 'b']"),
    ]);
    const html = runIn(consumer, process.execPath, [`esm-${index}.mjs`]);
    expect(html).toMatch(/class="rc-overflow".*\+ 1 \.\.\./s);
    write(`cjs-${index}.cjs`, [
      "const React = require('react');",
      "const { renderToString } = require('react-dom/server');",
      `const Overflow = require('${name}').default;`,
      'console.log(typeof Overflow.Item, Overflow.RESPONSIVE, Overflow.INVALIDATE);',
      render("['a', 'b', 'c']"),
    ]);
    const output = runIn(consumer, process.execPath, [`cjs-${index}.cjs`]);
    expect(output).toMatch(/^(object|function) responsive invalidate\n.*\+ 2 \.\.\./);
  });

  it('resolves the stylesheet through the exports map', () => {
    const resolve = `require.resolve('${name}/assets/index.css')`;
    const resolved = runIn(consumer, process.execPath, ['-p', resolve]).trim();
    expect(resolved).toBe(path.join(fs.realpathSync(installedAt(name)), 'assets/index.css'));
    expect(fs.readFileSync(resolved, 'utf8')).toContain('.rc-overflow');
  });
});

it('refuses an npm publish of the repository folder, which would publish one name only', () => {
  expect(() => runIn(ROOT, 'npm', ['publish', '--dry-run'])).toThrow(
    'Publish the tarballs npm run pack:all writes',
  );
});

// Every file in one tsc run: checking React's and our declarations is most of its time.
describe('types', () => {
  let output = '';
  /** The files tsc reported errors in (each error starts a line with its file). */
  const filesWithErrors = () => [...new Set(output.match(/^[^\s(]+(?=\(\d+,\d+\): error)/gm))];

  beforeAll(() => {
    const good = NAMES.map((name, index) => {
      write(`good-${index}.tsx`, [
        "import React from 'react';",
        `import Overflow from '${name}';`,
        `import type { OverflowProps } from '${name}';`,
        'interface Tag { id: number; label: string }',
        'const tags: Tag[] = [{ id: 1, label: "one" }];',
        'const props: OverflowProps<Tag> = { data: tags, itemKey: "id" };',
        'export const A = () => (',
        '  <Overflow<Tag> {...props} maxCount={Overflow.RESPONSIVE}',
        '    renderItem={(tag, { index }) => <span>{tag.label.toUpperCase()}{index}</span>}',
        '    renderRest={(omitted) => `+${omitted.length}`} />',
        ');',
        'export const B = () => (',
        '  <Overflow<Tag> data={tags} renderRawItem={(tag) => <Overflow.Item key={tag.id}>{tag.label}</Overflow.Item>} />',
        ');',
      ]);
      return `good-${index}.tsx`;
    });
    write('bad.tsx', [
      "import React from 'react';",
      `import Overflow from '${NAMES[1]}';`,
      'export const C = () => <Overflow<string> data={["a"]} renderItem={(item) => item.toFixed(2)} maxCount={true} />;',
    ]);
    const options =
      '"strict": true, "jsx": "react", "module": "NodeNext", "moduleResolution": "NodeNext"';
    const files = JSON.stringify([...good, 'bad.tsx']);
    write('tsconfig.json', [
      `{ "compilerOptions": { ${options}, "esModuleInterop": true, "types": [] }, "files": ${files} }`,
    ]);
    try {
      runIn(consumer, process.execPath, [require.resolve('typescript/bin/tsc'), '--noEmit']);
    } catch (error) {
      output = String((error as { stdout?: string }).stdout);
    }
  });

  it('type-checks generic items, Overflow.Item and Overflow.RESPONSIVE under both names, and reports a wrong prop type', () => {
    // Errors only in the file written to have them: none here, none in any declaration.
    expect(filesWithErrors()).toEqual(['bad.tsx']);
    expect(output).toContain("Property 'toFixed' does not exist on type 'string'");
    expect(output).toContain(
      'Type \'true\' is not assignable to type \'number | "responsive" | "invalidate" | undefined\'',
    );
  });
});
