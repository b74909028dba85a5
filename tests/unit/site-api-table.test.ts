import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
// Inherited HTML attributes the table documents on purpose.
const INHERITED = ['className', 'style'];

/** The names of the members of `interface OverflowProps` in a TypeScript file. */
function propsDeclaredIn(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'OverflowProps') {
      node.members.forEach((member) => {
        if (member.name && ts.isIdentifier(member.name)) names.push(member.name.text);
      });
    }
  });
  return names;
}

function declaredProps(): string[] {
  return propsDeclaredIn(path.join(ROOT, 'src/Overflow.tsx'));
}

/** The props of the published line before this version (1.5's API, as the upstream package has it). */
function previousProps(): string[] {
  return propsDeclaredIn(path.join(ROOT, 'node_modules/@rc-component/overflow/lib/Overflow.d.ts'));
}

interface Row {
  name: string;
  /** The in-page anchor the name links to. */
  anchor: string | null;
  description: string;
}

function read(doc: string): string {
  return fs.readFileSync(path.join(ROOT, 'docs', doc), 'utf8');
}

function tableRows(doc: string): Row[] {
  const api = read(doc)
    .split(/^## API$/m)[1]
    .split(/^## /m)[0];
  return api
    .split('\n')
    .filter((line) => line.startsWith('| ') && !/^\| (Property|属性|---)/.test(line))
    .map((line) => {
      const cells = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
      const link = /^\[(\w+)\]\(#([\w-]+)\)$/.exec(cells[1]);
      return {
        name: link ? link[1] : cells[1],
        anchor: link ? link[2] : null,
        description: cells[4],
      };
    });
}

/** The ids dumi gives the page's headings: the heading text, lower-cased, `.` dropped. */
function headingIds(doc: string): string[] {
  return [...read(doc).matchAll(/^#{2,4} (.+)$/gm)].map((m) =>
    m[1].trim().toLowerCase().replace(/[.]/g, '').replace(/\s+/g, '-'),
  );
}

const DOCS = ['index.md', 'index.zh-CN.md'];

/** The changelog's release (`1.6.0`, `Unreleased`) whose "Added" list names `prop` in bold. */
function releaseAdding(prop: string): string {
  const changelog = fs.readFileSync(path.join(ROOT, 'CHANGELOG.md'), 'utf8');
  const releases = changelog.split(/^## /m).slice(1);
  const adding = releases.find((release) => {
    const added = release.split(/^### Added$/m)[1]?.split(/^### /m)[0] ?? '';
    return new RegExp(`\\*\\*\`${prop}[\`=]`).test(added);
  });
  return adding ? adding.split('\n')[0].trim() : 'none';
}

/** How each page marks the release that added a prop: unreleased props as the next one. */
const MARKERS: Record<string, Record<string, string>> = {
  'index.md': { '1.6.0': '1.6.0', Unreleased: 'next' },
  'index.zh-CN.md': { '1.6.0': '1.6.0', Unreleased: '下一版本' },
};

describe('the API table on the landing page', () => {
  it('finds the props the component declares, and those of the line before', () => {
    expect(declaredProps()).toEqual(expect.arrayContaining(['data', 'renderItem', 'maxCount']));
    expect(previousProps()).toEqual(expect.arrayContaining(['data', 'renderItem', 'ssr']));
  });

  it.each(DOCS)('%s has one row for every prop in src/, no more', (doc) => {
    expect(
      tableRows(doc)
        .map((row) => row.name)
        .sort(),
    ).toEqual([...declaredProps(), ...INHERITED].sort());
  });

  it.each(DOCS)('%s links every prop to a section of its own on the page', (doc) => {
    const ids = headingIds(doc);
    for (const row of tableRows(doc)) {
      expect([row.name, row.anchor]).toEqual([row.name, row.name.toLowerCase()]);
      expect(ids).toContain(row.anchor);
    }
  });

  it.each(DOCS)(
    '%s marks exactly the props added since 1.5, with the changelog section that adds them',
    (doc) => {
      const before = new Set([...previousProps(), ...INHERITED]);
      for (const row of tableRows(doc)) {
        const marker = /^\*([^*]+)\*/.exec(row.description)?.[1] ?? null;
        const wanted = before.has(row.name) ? null : MARKERS[doc][releaseAdding(row.name)];
        expect([row.name, marker]).toEqual([row.name, wanted]);
      }
    },
  );
});
