import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  apiSectionsMarkdown,
  apiTableMarkdown,
  remarkApiTable,
  type ApiData,
} from '../../.dumi/build/apiTable';

const ROOT = path.resolve(__dirname, '../..');
// Inherited HTML attributes the table documents on purpose.
const INHERITED = ['className', 'style'];
const LOCALES = { 'en-US': ['index.md', 'api.md'], 'zh-CN': ['index.zh-CN.md', 'api.zh-CN.md'] };
const api = JSON.parse(fs.readFileSync(path.join(ROOT, 'docs/api.json'), 'utf8')) as ApiData;
const rows = api.tables.Overflow;
const nameOf = (row: (typeof rows)[number]) => (typeof row.name === 'string' ? row.name : '');

/** The names of the members of `interface OverflowProps` in a TypeScript file. */
const propsDeclaredIn = (file: string) =>
  ts
    .createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
    .statements.filter(ts.isInterfaceDeclaration)
    .filter((node) => node.name.text === 'OverflowProps')
    .flatMap((node) => node.members.map((member) => member.name))
    .filter((name) => name && ts.isIdentifier(name))
    .map((name) => (name as ts.Identifier).text);

const declaredProps = () => propsDeclaredIn(path.join(ROOT, 'src/Overflow.tsx'));
/** 1.5's props, as upstream has them. */
const previousProps = () =>
  propsDeclaredIn(path.join(ROOT, 'node_modules/@rc-component/overflow/lib/Overflow.d.ts'));

const read = (doc: string) => fs.readFileSync(path.join(ROOT, 'docs', doc), 'utf8');

/** The changelog's release (`1.6.0`, `Unreleased`) whose "Added" list names `prop` in bold. */
function releaseAdding(prop: string): string {
  const changelog = fs.readFileSync(path.join(ROOT, 'CHANGELOG.md'), 'utf8');
  const adding = changelog
    .split(/^## /m)
    .slice(1)
    .find((release) => {
      const added = release.split(/^### Added$/m)[1]?.split(/^### /m)[0] ?? '';
      return new RegExp(`\\*\\*\`${prop}[\`=]`).test(added);
    });
  return adding ? adding.split('\n')[0].trim() : 'none';
}

it('the API table has one row for every prop in src/, no more', () => {
  expect(rows.map(nameOf).sort()).toEqual([...declaredProps(), ...INHERITED].sort());
});

it.each(Object.entries(LOCALES))(
  'puts the table on the %s home page and every section on its API page, in its words',
  (locale, [home, page]) => {
    expect(read(home)).toContain(`<!-- api-table Overflow ${locale} -->`);
    expect(read(page)).toContain(`<!-- api-sections Overflow ${locale} -->`);
    expect(read(page)).toContain(`<!-- api-sections Overflow.Item ${locale} -->`);
    for (const table of Object.values(api.tables))
      for (const row of table)
        for (const text of [row.name, row.default, row.description, row.details])
          if (text && typeof text !== 'string') expect(text[locale]).toBeTruthy();
    for (const about of Object.values(api.about)) expect(about[locale]).toBeTruthy();
  },
);

it.each(Object.keys(LOCALES))(
  'the %s table links every prop to its section on the API page',
  (locale) => {
    const sections = apiSectionsMarkdown(api, 'Overflow', locale);
    const headings = [...sections.matchAll(/^### (.+)$/gm)].map((m) => m[1]);
    const table = apiTableMarkdown(api, 'Overflow', locale);
    const links = [...table.matchAll(/^\| \[(\w+)\]\(([^)]+)\)/gm)];
    const page = locale === 'en-US' ? '/api' : '/zh-CN/api';
    expect(headings).toEqual(rows.map(nameOf));
    expect(links.map(([, name, to]) => [name, to])).toEqual(
      rows.map((row) => [nameOf(row), `${page}#${nameOf(row).toLowerCase()}`]),
    );
  },
);

it('the API table marks exactly the props added since 1.5, with the changelog release that adds them', () => {
  const before = new Set([...previousProps(), ...INHERITED]);
  const release: Record<string, string> = { '1.6.0': '1.6.0', Unreleased: 'next' };
  for (const row of rows) {
    const wanted = before.has(nameOf(row)) ? undefined : release[releaseAdding(nameOf(row))];
    expect([nameOf(row), row.since]).toEqual([nameOf(row), wanted]);
  }
});

it('the API table writes a Markdown table per locale: anchors, version marks, pipes kept inside cells', () => {
  const zh = apiTableMarkdown(api, 'Overflow', 'zh-CN').split('\n');
  expect(zh[0]).toBe('| 属性 | 类型 | 默认值 | 说明 |');
  expect(zh).toContain(
    "| [collapseFrom](/zh-CN/api#collapsefrom) | `'end' \\| 'start'` | `'end'` | *1.6.0* 从哪一端隐藏条目。 |",
  );
  expect(apiTableMarkdown(api, 'Overflow', 'en-US')).toMatch(/\| \*next\* The fewest items/);
  expect(() => apiTableMarkdown(api, 'Overflow.Nothing', 'en-US')).toThrow(/no table/);
});

it('dates the API page and sends its edit link by docs/api.json, the file its text comes from', () => {
  const page = { data: { embeds: [], frontmatter: { filename: 'docs/api.md', lastUpdated: 0 } } };
  const placeholder = { type: 'html', value: '<!-- api-sections Overflow en-US -->' };
  const parse = () => ({ type: 'root', children: [] });
  remarkApiTable.call({ parse } as never)({ type: 'root', children: [placeholder] } as never, page);
  const git = execFileSync('git', ['log', '-1', '--format=%at', 'docs/api.json'], { cwd: ROOT });
  expect(page.data.frontmatter).toEqual({
    filename: 'docs/api.json',
    lastUpdated: Number(git.toString()) * 1000,
  });
});
