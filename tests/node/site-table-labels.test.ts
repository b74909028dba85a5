import { markTableCells, type TextNode } from '../../.dumi/build/tableCells';

interface Node extends TextNode {
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

const pointer = (index: number): Node => ({
  type: 'text',
  data: { expression: { object: { property: { value: index } } } },
});
const literal = (value: string): Node => ({ type: 'text', value });
const element = (tagName: string, ...children: Node[]): Node => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});

it("markTableCells names each body cell after its column's header, texts from dumi's table or literal", () => {
  const first = element('td', element('a', literal('data')));
  const type = element('td', element('code', pointer(2)));
  const description = element('td', pointer(3));
  const table = element(
    'Table',
    element('thead', element('tr', element('th', pointer(0)), element('th', pointer(1)))),
    literal('\n'),
    element('tbody', element('tr', first, type, description)),
  );
  const texts = ['Property', ' Type ', 'ItemType[]', 'The items.'].map((value) => ({
    value,
    paraId: 0,
  }));
  markTableCells(element('root', element('p', pointer(3)), table), texts);
  expect(first.properties?.dataLabel).toBe('Property');
  expect(type.properties?.dataLabel).toBe('Type');
  // A cell past the header's columns gets no name rather than a wrong one.
  expect(description.properties?.dataLabel).toBeUndefined();
  expect(table.properties?.className).toEqual(['site-stacking-table']);
});

it('markTableCells leaves a table without a header row as it is', () => {
  const cell = element('td', literal('x'));
  const table = element('table', element('tbody', element('tr', cell)));
  markTableCells(table, []);
  expect(cell.properties).toEqual({});
  expect(table.properties).toEqual({});
});

it('markTableCells gives each table cell a paragraph of its own, and leaves other paragraphs alone', () => {
  const tree = element(
    'root',
    element('p', pointer(0)),
    element(
      'table',
      element('tr', element('td', pointer(1)), element('td', element('code', pointer(2)))),
    ),
  );
  const texts = ['Intro', 'data', 'ItemType[]'].map((value, i) => ({ value, paraId: i && 1 }));
  markTableCells(tree, texts);
  expect(texts[0].paraId).toBe(0);
  expect(new Set(texts.map((t) => t.paraId)).size).toBe(3);
});
