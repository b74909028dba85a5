// On a phone a four-column table would scroll sideways: with each cell's column header as
// `data-label`, global.less stacks a row into a card. Runs after dumi's text pass.
import type { IndexedText, TextNode } from './searchTexts';

/** A hast element with the properties this plugin writes. */
interface LabelledNode extends TextNode {
  value?: string;
  properties?: Record<string, unknown>;
  children?: LabelledNode[];
}

/** The text of `node`: literal text, or dumi's pointer into the page's text table. */
function textOf(node: LabelledNode, texts: IndexedText[]): string {
  if (node.type === 'text') {
    const index = node.data?.expression?.object?.property?.value;
    if (typeof index === 'number') return texts[index]?.value ?? '';
    return node.value ?? '';
  }
  return (node.children ?? []).map((child) => textOf(child, texts)).join('');
}

const elements = (node: LabelledNode, tagName: string): LabelledNode[] =>
  (node.children ?? []).filter((child) => child.type === 'element' && child.tagName === tagName);

/** Labels each body cell of every table under `tree` with its column's header text. */
export function labelTableCells(tree: LabelledNode, texts: IndexedText[]): void {
  const visit = (node: LabelledNode) => {
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
  return (tree: LabelledNode, file: { data: { texts?: IndexedText[] } }) => {
    labelTableCells(tree, file.data.texts ?? []);
  };
}
