import { separateTableCells, type IndexedText, type TextNode } from '../../.dumi/lib/searchTexts';

const text = (index: number): TextNode => ({
  type: 'text',
  data: { expression: { object: { property: { value: index } } } },
});
const element = (tagName: string, ...children: TextNode[]): TextNode => ({
  type: 'element',
  tagName,
  children,
});

describe('separateTableCells', () => {
  it('gives each table cell a paragraph of its own, and leaves other paragraphs alone', () => {
    const tree = element(
      'root',
      element('p', text(0)),
      element(
        'table',
        element('tr', element('td', text(1)), element('td', element('code', text(2)))),
      ),
    );
    const texts: IndexedText[] = [
      { value: 'Intro', paraId: 0 },
      { value: 'data', paraId: 1 },
      { value: 'ItemType[]', paraId: 1 },
    ];
    separateTableCells(tree, texts);
    expect(texts[0].paraId).toBe(0);
    expect(new Set(texts.map((t) => t.paraId)).size).toBe(3);
  });
});
