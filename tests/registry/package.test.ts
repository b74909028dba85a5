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

it('packs one tarball for each name antd installs, at the versions package.json gives, inside the range its antd asks for', () => {
  const root = manifestAt(ROOT);
  const packed = NAMES.map((name) => {
    const { version } = manifestAt(installedAt(name));
    return [name, version, insideCaret(version, ANTD_RANGES[name].range)];
  });
  const [first, second] = [root.version, root.alsoPublishedAs.version];
  expect([fs.readdirSync(workPath('pack')).sort(), packed]).toEqual([
    [`rc-component-overflow-${second}.tgz`, `rc-overflow-${first}.tgz`],
    [
      ['rc-overflow', first, true],
      ['@rc-component/overflow', second, true],
    ],
  ]);
});

it('packs the same build under both names: es/, lib/, typings, the stylesheet and the documents, no sources or tests', () => {
  const [first, second] = NAMES.map(installedAt);
  const files = filesUnder(first);
  // Each module of src/, in its folder: the folders are read from src/, not listed by hand.
  const folders = fs
    .readdirSync(path.join(ROOT, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const built = new RegExp(
    `^(es|lib)/((${folders.join('|')})/)?\\w+\\.(js|d\\.ts)$|^(es|lib)/package\\.json$`,
  );
  const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file));
  const own = ['package.json', 'README.md'];
  const entries = ['es/index.js', 'es/index.d.ts', 'lib/index.js', 'lib/index.d.ts'];
  const same = (file: string) => own.includes(file) || read(first, file).equals(read(second, file));
  const documents = ['CHANGELOG.md', 'LICENSE', 'README.md', 'assets/index.css', 'package.json'];
  expect(files).toEqual(expect.arrayContaining(entries));
  expect(files.filter((file) => !built.test(file))).toEqual(documents);
  expect([filesUnder(second), files.filter(same)]).toEqual([files, files]);
});

it('gives each its own name, version and description, and the rest of one manifest', () => {
  const [first, second] = NAMES.map((name) => manifestAt(installedAt(name)));
  const own = { name: 0, version: 0, description: 0 };
  // Nothing of the repository's own (scripts, dev dependencies, overrides, a second name), and the
  // peer range upstream's @rc-component/overflow 1.0.1 declares.
  const published =
    'name version description keywords homepage repository bugs license main module types exports sideEffects files peerDependencies';
  const upstream = manifestAt(path.join(ROOT, 'node_modules/@rc-component/overflow'));
  expect([{ ...second, ...own }, Object.keys(first).sort(), first.peerDependencies]).toEqual([
    { ...first, ...own },
    published.split(' ').sort(),
    upstream.peerDependencies,
  ]);
  expect(`${first.description} | ${second.description}`).toMatch(/antd 5.* \| .*antd 6/);
});

for (const name of NAMES)
  it(`gives ${name} a README under its own name that says which antd installs which name`, () => {
    const readme = fs.readFileSync(path.join(installedAt(name), 'README.md'), 'utf8');
    const imports = [...readme.matchAll(/from '([^']+)'|import '([^']+)'/g)]
      .map((m) => m[1] ?? m[2])
      .filter((spec) => /overflow/.test(spec));
    const says = ([other, { antd }]: [string, { antd: string }]) =>
      new RegExp(`${antd}[^\n]*\`${other}\`|\`${other}\`[^\n]*${antd}`).test(readme);
    expect({
      title: readme.split('\n')[0],
      says: Object.entries(ANTD_RANGES).map(says),
      imports: imports.length > 0,
      others: imports.filter((spec) => !spec.startsWith(name)),
    }).toEqual({ title: `# ${name}`, says: [true, true], imports: true, others: [] });
  });

it('refuses an npm publish of the repository folder, which would publish one name only', () => {
  expect(refusal).toContain('Publish the tarballs npm run pack:all writes');
});

for (const name of NAMES)
  it(`renders ${name} from Node ES modules with import and from CommonJS with require, and resolves the stylesheet through the exports map`, () => {
    const { esm, cjs, css } = byName[name];
    expect(esm).toMatch(/class="rc-overflow".*\+ 1 \.\.\./s);
    expect(cjs).toMatch(/^(object|function) responsive invalidate\n.*\+ 2 \.\.\./);
    expect(css).toBe(path.join(fs.realpathSync(installedAt(name)), 'assets/index.css'));
    expect(fs.readFileSync(css, 'utf8')).toContain('.rc-overflow');
  });

it('type-checks generic items, Overflow.Item and Overflow.RESPONSIVE under both names, and reports a wrong prop type', () => {
  // Errors only in the file written to have them: none here, none in any declaration.
  const errors = [...tsc.matchAll(/^([^\s(]+)\(\d+,\d+\): error TS\d+: (.*)/gm)];
  expect(errors.map(([, file, text]) => `${file}: ${text}`)).toEqual([
    expect.stringContaining("bad.tsx: Property 'toFixed' does not exist on type 'string'"),
    expect.stringContaining(
      `bad.tsx: Type 'true' is not assignable to type 'number | "responsive" | "invalidate" | undefined'`,
    ),
  ]);
});
