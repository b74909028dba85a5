// After dumi's text pass: each cell a search paragraph of its own (dumi's search ran a table's
// cells together, "PropertyTypeDefault…"), and its column's header as `data-label`, by which
// global.less stacks a row into a card on a phone.

/** The parts of a hast node the table plugins read and write. */
export interface TextNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: TextNode[];
  /** dumi points each text at its entry in the page's text table (`$$contentTexts[i].value`). */
  data?: { expression?: { object?: { property?: { value?: unknown } } } };
}

type IndexedText = { value: string; paraId: number };

function textIndex(node: TextNode): number | undefined {
  const index = node.data?.expression?.object?.property?.value;
  return node.type === 'text' && typeof index === 'number' ? index : undefined;
}

function textOf(node: TextNode, texts: IndexedText[]): string {
  if (node.type !== 'text')
    return (node.children ?? []).map((child) => textOf(child, texts)).join('');
  const index = textIndex(node);
  return index === undefined ? (node.value ?? '') : (texts[index]?.value ?? '');
}

const elements = (node: TextNode, tagName: string): TextNode[] =>
  (node.children ?? []).filter((child) => child.type === 'element' && child.tagName === tagName);

function labelCells(table: TextNode, texts: IndexedText[]): void {
  const [head] = elements(table, 'thead').flatMap((thead) => elements(thead, 'tr'));
  if (!head) return;
  const labels = elements(head, 'th').map((th) => textOf(th, texts).trim());
  for (const row of elements(table, 'tbody').flatMap((tbody) => elements(tbody, 'tr')))
    elements(row, 'td').forEach((cell, column) => {
      if (labels[column]) cell.properties = { ...cell.properties, dataLabel: labels[column] };
    });
  table.properties = { ...table.properties, className: ['site-stacking-table'] };
}

export function markTableCells(tree: TextNode, texts: IndexedText[]): void {
  let nextParaId = texts.reduce((max, text) => Math.max(max, text.paraId), -1) + 1;
  // `cell`: the paragraph of the table cell `node` is in, which every text in that cell joins.
  const visit = (node: TextNode, cell?: number) => {
    // dumi has made a Markdown table its `Table` builtin by now, which passes props to <table>.
    if (node.tagName === 'table' || node.tagName === 'Table') labelCells(node, texts);
    const index = textIndex(node);
    if (cell !== undefined && index !== undefined && texts[index]) texts[index].paraId = cell;
    const inCell =
      cell ?? (node.tagName === 'td' || node.tagName === 'th' ? nextParaId++ : undefined);
    node.children?.forEach((child) => visit(child, inCell));
  };
  visit(tree);
}

export function rehypeTableCells() {
  return (tree: TextNode, file: { data: { texts?: IndexedText[] } }) =>
    markTableCells(tree, file.data.texts ?? []);
}
