import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const ROOT = path.resolve(__dirname, '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let consumer: string;

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

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/compile.cjs'], { cwd: ROOT, stdio: 'ignore' });
  consumer = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-overflow-consumer-'));
  const [packed] = JSON.parse(
    execFileSync(npm, ['pack', '--json', '--pack-destination', consumer], {
      cwd: ROOT,
      encoding: 'utf8',
    }),
  ) as { filename: string }[];
  // Installs offline: the tarball unpacked as npm would, its dependencies from this checkout.
  const modules = path.join(consumer, 'node_modules');
  fs.mkdirSync(path.join(modules, '@types'), { recursive: true });
  execFileSync('tar', ['-xzf', path.join(consumer, packed.filename), '-C', consumer]);
  fs.renameSync(path.join(consumer, 'package'), path.join(modules, 'rc-overflow'));
  for (const dep of [
    'react',
    'react-dom',
    'classnames',
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

describe('the packed package', () => {
  it('ships the builds, the types and the stylesheet, and no sources or tests', () => {
    const files = execFileSync('find', ['.', '-type', 'f'], {
      cwd: path.join(consumer, 'node_modules/rc-overflow'),
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean)
      .sort();
    expect(files).toEqual(
      expect.arrayContaining([
        './es/index.js',
        './es/index.d.ts',
        './lib/index.js',
        './assets/index.css',
        './package.json',
        './LICENSE',
        './README.md',
      ]),
    );
    expect(files.some((file) => file.startsWith('./src/') || file.startsWith('./tests/'))).toBe(
      false,
    );
  });

  it('publishes exactly the builds, their types, the stylesheet and the documents', () => {
    // What `npm publish` would upload (scripts skipped: the build above is current).
    const printed = JSON.parse(
      execFileSync(npm, ['publish', '--dry-run', '--json', '--ignore-scripts'], {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
    const report = (printed.files ? printed : printed['rc-overflow']) as {
      version: string;
      files: { path: string }[];
    };
    const files = report.files.map((file) => file.path);
    const expected = /^(es|lib)\/(hooks\/)?\w+\.(js|d\.ts)$|^(es|lib)\/package\.json$/;
    const documents = ['CHANGELOG.md', 'LICENSE', 'README.md', 'assets/index.css', 'package.json'];
    expect(files.filter((file) => !expected.test(file)).sort()).toEqual(documents);
    expect(files).toEqual(
      expect.arrayContaining(['es/index.js', 'es/index.d.ts', 'lib/index.js', 'lib/index.d.ts']),
    );
    expect(report.version).toBe('1.6.0');
  });

  it('renders from Node ES modules with import', () => {
    fs.writeFileSync(
      path.join(consumer, 'esm.mjs'),
      [
        "import React from 'react';",
        "import { renderToString } from 'react-dom/server';",
        "import Overflow from 'rc-overflow';",
        "const html = renderToString(React.createElement(Overflow, { data: ['a', 'b'], renderItem: (x) => x, maxCount: 1 }));",
        'console.log(html);',
      ].join('\n'),
    );
    const html = runNode(['esm.mjs']);
    expect(html).toContain('class="rc-overflow"');
    expect(html).toContain('+ 1 ...');
  });

  it('renders from CommonJS with require', () => {
    fs.writeFileSync(
      path.join(consumer, 'cjs.cjs'),
      [
        "const React = require('react');",
        "const { renderToString } = require('react-dom/server');",
        "const Overflow = require('rc-overflow').default;",
        'console.log(typeof Overflow.Item, Overflow.RESPONSIVE, Overflow.INVALIDATE);',
        "console.log(renderToString(React.createElement(Overflow, { data: ['a', 'b', 'c'], renderItem: (x) => x, maxCount: 1 })));",
      ].join('\n'),
    );
    const output = runNode(['cjs.cjs']);
    expect(output).toMatch(/^(object|function) responsive invalidate/);
    expect(output).toContain('+ 2 ...');
  });

  it('resolves the stylesheet through the exports map', () => {
    const resolved = runNode(['-p', "require.resolve('rc-overflow/assets/index.css')"]).trim();
    expect(fs.readFileSync(resolved, 'utf8')).toContain('.rc-overflow');
  });

  describe('types', () => {
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
          files: ['check.tsx'],
        }),
      );
    });

    it('type-checks generic items, Overflow.Item and Overflow.RESPONSIVE', () => {
      fs.writeFileSync(
        path.join(consumer, 'check.tsx'),
        [
          "import React from 'react';",
          "import Overflow from 'rc-overflow';",
          "import type { OverflowProps } from 'rc-overflow';",
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
        ].join('\n'),
      );
      const result = typecheck();
      expect(result.output).toBe('');
      expect(result.ok).toBe(true);
    });

    it('reports a wrong prop type as a type error', () => {
      fs.writeFileSync(
        path.join(consumer, 'check.tsx'),
        [
          "import React from 'react';",
          "import Overflow from 'rc-overflow';",
          'export const C = () => <Overflow<string> data={["a"]} renderItem={(item) => item.toFixed(2)} maxCount={true} />;',
        ].join('\n'),
      );
      const result = typecheck();
      expect(result.ok).toBe(false);
      expect(result.output).toContain("Property 'toFixed' does not exist on type 'string'");
      expect(result.output).toContain(
        'Type \'true\' is not assignable to type \'number | "responsive" | "invalidate" | undefined\'',
      );
    });
  });
});
