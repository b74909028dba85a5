import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
// Inherited HTML attributes the table documents on purpose.
const INHERITED = ['className', 'style'];

function declaredProps(): string[] {
  const file = path.join(ROOT, 'src/Overflow.tsx');
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

function tableRows(doc: string): string[] {
  const markdown = fs.readFileSync(path.join(ROOT, 'docs', doc), 'utf8');
  const api = markdown.split(/^## API$/m)[1].split(/^## /m)[0];
  return api
    .split('\n')
    .filter((line) => line.startsWith('| ') && !/^\| (Property|属性|---)/.test(line))
    .map((line) => line.split('|')[1].trim());
}

describe('the API table on the landing page', () => {
  it('finds the props the component declares', () => {
    expect(declaredProps()).toEqual(expect.arrayContaining(['data', 'renderItem', 'maxCount']));
  });

  it.each(['index.md', 'index.zh-CN.md'])(
    '%s has one row for every prop in src/, no more',
    (doc) => {
      expect(tableRows(doc).sort()).toEqual([...declaredProps(), ...INHERITED].sort());
    },
  );
});
