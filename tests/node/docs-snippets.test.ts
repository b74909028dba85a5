import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { packageManifests } from '../../scripts/pack.cjs';
import { ANTD_RANGES, insideCaret } from '../registry/antd-ranges';

// Snippets: the code blocks of the landing page and the guides, which visitors paste.
const ROOT = path.resolve(__dirname, '../..');
const DOCS = path.join(ROOT, 'docs');

const snippetPages = () => [
  'index.md',
  'index.zh-CN.md',
  ...fs
    .readdirSync(path.join(DOCS, 'guide'))
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => `guide/${file}`),
];

const snippets = snippetPages().flatMap((page) =>
  [
    ...fs
      .readFileSync(path.join(DOCS, page), 'utf8')
      .matchAll(/^```(?:tsx|ts)\b[^\n]*\n([\s\S]*?)^```\s*$/gm),
  ].map(([, code], index) => ({ name: `${page}, block ${index + 1}`, code })),
);

/** Each failing snippet's diagnostics, type-checked as a file of its own with the demos' options. */
function compile() {
  const configFile = path.join(ROOT, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT, undefined, configFile);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-overflow-snippets-'));
  try {
    // A fresh project's node_modules: this checkout's, where `rc-overflow` maps to src/.
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const files = snippets.map((snippet, index) => path.join(dir, `snippet${index}.tsx`));
    snippets.forEach((snippet, index) => fs.writeFileSync(files[index], snippet.code));
    const program = ts.createProgram(files, { ...options, types: [] });
    const failing = snippets.map(({ name }, index): [string, string[]] => {
      const source = program.getSourceFile(files[index]);
      const diagnostics = [
        ...program.getSyntacticDiagnostics(source),
        ...program.getSemanticDiagnostics(source),
      ];
      return [name, diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))];
    });
    return Object.fromEntries(failing.filter(([, messages]) => messages.length));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Each import's module, with " type" for a type-only one and " side effect" for a bare one. */
const importsOf = (code: string) =>
  [...code.matchAll(/^import (type )?([^';]*? from )?'([^']+)';/gm)].map(
    ([, type, clause, from]) => `${from}${type ? ' type' : ''}${clause ? '' : ' side effect'}`,
  );

/** Whether a subpath resolves to a file through the package's `exports` (exact, or a `/*` pattern). */
function isExported(subpath: string) {
  const { exports } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const [pattern, target] =
    (Object.entries(exports) as [string, unknown][]).find(
      ([key]) => key === subpath || (key.endsWith('/*') && subpath.startsWith(key.slice(0, -1))),
    ) ?? [];
  if (typeof target !== 'string' || !pattern) return false;
  return fs.existsSync(path.join(ROOT, target.replace('*', subpath.slice(pattern.length - 1))));
}

it('the snippets compile as files of their own, strictly, with the options the demos compile with', () => {
  expect(snippets.filter((s) => /^index(\.zh-CN)?\.md/.test(s.name)).length).toBeGreaterThan(1);
  expect(compile()).toEqual({});
});

it('the snippets import the stylesheet where they render Overflow (useOverflow draws its own)', () => {
  const rendering = snippets.filter((s) => /^import Overflow\b[^;]* 'rc-overflow';/m.test(s.code));
  expect(rendering.length).toBeGreaterThan(1);
  const unstyled = rendering.filter(
    (s) => !importsOf(s.code).includes('rc-overflow/assets/index.css side effect'),
  );
  expect(unstyled.map((s) => s.name)).toEqual([]);
});

it('the snippets import only files the published package exports', () => {
  const subpaths = snippets
    .flatMap((s) => importsOf(s.code))
    .filter((from) => from.startsWith('rc-overflow/'))
    .map((from) => `.${from.slice('rc-overflow'.length).split(' ')[0]}`);
  expect(subpaths.length).toBeGreaterThan(0);
  expect(subpaths.filter((subpath) => !isExported(subpath))).toEqual([]);
});

/** What a page tells users to install (`overrides`, `npm install` arguments), in blocks or inline. */
function installSnippets(markdown: string) {
  const found = { overrides: [] as [string, string][], installs: [] as string[] };
  const addOverrides = (json: string) => {
    const { overrides } = JSON.parse(json) as { overrides?: Record<string, string> };
    found.overrides.push(...Object.entries(overrides ?? {}));
  };
  for (const [, json] of markdown.matchAll(/^```json\b[^\n]*\n([\s\S]*?)^```\s*$/gm))
    addOverrides(json);
  const outsideBlocks = markdown.replace(/^```[\s\S]*?^```\s*$/gm, '');
  for (const [, inline] of outsideBlocks.matchAll(/`("overrides": \{[^`]*\})`/g))
    addOverrides(`{${inline}}`);
  const code = [
    ...[...markdown.matchAll(/^```(?:bash|sh)\b[^\n]*\n([\s\S]*?)^```\s*$/gm)].map((m) => m[1]),
    ...[...outsideBlocks.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]),
  ];
  for (const text of code)
    for (const [, args] of text.matchAll(/npm install((?: [^\s-]\S*)+)/g))
      found.installs.push(...args.trim().split(' '));
  return found;
}

const OURS = Object.fromEntries(packageManifests().map((manifest) => [manifest.name, manifest]));
const installPages = ['../README.md', ...snippetPages()];
const installsOf = (page: string) =>
  installSnippets(fs.readFileSync(path.join(DOCS, page), 'utf8'));

it('the install snippets include the overrides for antd 5 and antd 6 on the landing page and in the With antd guide', () => {
  const pages = ['index.md', 'index.zh-CN.md', 'guide/antd.md', 'guide/antd.zh-CN.md'];
  const names = (page: string) => installsOf(page).overrides.map(([name]) => name);
  expect(pages.map((page) => names(page).sort().join(' '))).toEqual(
    pages.map(() => '@rc-component/overflow rc-overflow'),
  );
});

it('the install snippets override only the names antd installs, at a range that admits the version packed under it', () => {
  const wrong = installPages.flatMap((page) =>
    installsOf(page)
      .overrides.filter(
        ([name, range]) =>
          !OURS[name] || !ANTD_RANGES[name] || !insideCaret(OURS[name].version, range),
      )
      .map(([name, range]) => `${page}: "${name}": "${range}"`),
  );
  expect(wrong).toEqual([]);
});

it('the install snippets install only names this repository packs, at a range that admits the version packed', () => {
  const installs = installPages.flatMap((page) =>
    installsOf(page).installs.map((spec) => ({ page, spec })),
  );
  expect(installs.length).toBeGreaterThan(0);
  const wrong = installs.filter(({ spec }) => {
    const [, name, range] = /^(@?[^@]+)(?:@(.+))?$/.exec(spec) ?? [];
    if (!/overflow/.test(name)) return false;
    return !OURS[name] || (range !== undefined && !insideCaret(OURS[name].version, range));
  });
  expect(wrong).toEqual([]);
});

it.each(snippetPages().filter((page) => page.endsWith('.zh-CN.md')))(
  '%s tells users to install what its English twin does',
  (page) => {
    expect(installsOf(page)).toEqual(installsOf(page.replace('.zh-CN.md', '.md')));
  },
);
