import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../browser/site-build';
import { ANTD_RANGES, insideCaret } from './antd-ranges';
import { installedAt, NAMES } from './package';
import { prepared, readJson, workPath } from './util';

const { byName, refusal, tsc } = prepared('package');
const manifestAt = (dir: string) => readJson(path.join(dir, 'package.json'));
const filesUnder = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .sort();

describe('npm run pack:all', () => {
  it('packs one tarball for each name antd installs, at the versions package.json gives, inside the range its antd asks for', () => {
    const root = manifestAt(ROOT);
    const packed = NAMES.map((name) => {
      const { version } = manifestAt(installedAt(name));
      return [name, version, insideCaret(version, ANTD_RANGES[name].range)];
    });
    expect([fs.readdirSync(workPath('pack')).sort(), packed]).toEqual([
      [
        `rc-component-overflow-${root.alsoPublishedAs.version}.tgz`,
        `rc-overflow-${root.version}.tgz`,
      ],
      [
        ['rc-overflow', root.version, true],
        ['@rc-component/overflow', root.alsoPublishedAs.version, true],
      ],
    ]);
  });

  it('packs the same build under both names: es/, lib/, typings, the stylesheet and the documents, no sources or tests', () => {
    const [first, second] = NAMES.map(installedAt);
    const files = filesUnder(first);
    const built = /^(es|lib)\/((hooks|measure)\/)?\w+\.(js|d\.ts)$|^(es|lib)\/package\.json$/;
    const documents = ['CHANGELOG.md', 'LICENSE', 'README.md', 'assets/index.css', 'package.json'];
    expect(files.filter((file) => !built.test(file))).toEqual(documents);
    expect(files).toEqual(
      expect.arrayContaining(['es/index.js', 'es/index.d.ts', 'lib/index.js', 'lib/index.d.ts']),
    );
    expect(filesUnder(second)).toEqual(files);
    const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file));
    const own = ['package.json', 'README.md'];
    expect(
      files.filter((file) => !own.includes(file) && !read(first, file).equals(read(second, file))),
    ).toEqual([]);
  });

  it('gives each its own name, version and description, and the rest of one manifest', () => {
    const [first, second] = NAMES.map((name) => manifestAt(installedAt(name)));
    const own = { name: 0, version: 0, description: 0 };
    expect({ ...second, ...own }).toEqual({ ...first, ...own });
    // Nothing of the repository's own: no scripts, dev dependencies, overrides or second name.
    const published =
      'name version description keywords homepage repository bugs license main module types exports sideEffects files peerDependencies';
    expect(Object.keys(first).sort()).toEqual(published.split(' ').sort());
    expect([first.description, second.description]).toEqual([
      expect.stringMatching(/antd 5/),
      expect.stringMatching(/antd 6/),
    ]);
    // The peer range upstream's @rc-component/overflow 1.0.1 declares, and no dependency.
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

  it('refuses an npm publish of the repository folder, which would publish one name only', () => {
    expect(refusal).toContain('Publish the tarballs npm run pack:all writes');
  });
});

describe.each(NAMES)('the %s package', (name) => {
  const { esm, cjs, css } = byName[name];
  it('renders from Node ES modules with import and from CommonJS with require, and resolves the stylesheet through the exports map', () => {
    expect(esm).toMatch(/class="rc-overflow".*\+ 1 \.\.\./s);
    expect(cjs).toMatch(/^(object|function) responsive invalidate\n.*\+ 2 \.\.\./);
    expect(css).toBe(path.join(fs.realpathSync(installedAt(name)), 'assets/index.css'));
    expect(fs.readFileSync(css, 'utf8')).toContain('.rc-overflow');
  });
});

it('type-checks generic items, Overflow.Item and Overflow.RESPONSIVE under both names, and reports a wrong prop type', () => {
  // Errors only in the file written to have them: none here, none in any declaration.
  expect([...new Set(tsc.match(/^[^\s(]+(?=\(\d+,\d+\): error)/gm))]).toEqual(['bad.tsx']);
  expect(tsc).toContain("Property 'toFixed' does not exist on type 'string'");
  expect(tsc).toContain(
    'Type \'true\' is not assignable to type \'number | "responsive" | "invalidate" | undefined\'',
  );
});
