// On a phone a four-column table would scroll sideways: with each cell's column header as
// `data-label`, global.less stacks a row into a card. Runs after dumi's text pass.
import { textIndex, type IndexedText, type TextNode } from './tableCellParagraphs';

function textOf(node: TextNode, texts: IndexedText[]): string {
  if (node.type !== 'text')
    return (node.children ?? []).map((child) => textOf(child, texts)).join('');
  const index = textIndex(node);
  return index === undefined ? (node.value ?? '') : (texts[index]?.value ?? '');
}

const elements = (node: TextNode, tagName: string): TextNode[] =>
  (node.children ?? []).filter((child) => child.type === 'element' && child.tagName === tagName);

export function labelTableCells(tree: TextNode, texts: IndexedText[]): void {
  const visit = (node: TextNode) => {
    // dumi has made a Markdown table its `Table` builtin by now, which passes props to <table>.
    if (node.type !== 'element' || (node.tagName !== 'table' && node.tagName !== 'Table')) {
      node.children?.forEach(visit);
      return;
    }
    const [head] = elements(node, 'thead').flatMap((thead) => elements(thead, 'tr'));
    if (!head) return;
    const labels = elements(head, 'th').map((th) => textOf(th, texts).trim());
    elements(node, 'tbody')
      .flatMap((tbody) => elements(tbody, 'tr'))
      .forEach((row) =>
        elements(row, 'td').forEach((cell, column) => {
          if (!labels[column]) return;
          cell.properties = { ...cell.properties, dataLabel: labels[column] };
        }),
      );
    node.properties = { ...node.properties, className: ['site-stacking-table'] };
  };
  visit(tree);
}

export function rehypeTableCellLabels() {
  return (tree: TextNode, file: { data: { texts?: IndexedText[] } }) => {
    labelTableCells(tree, file.data.texts ?? []);
  };
}
