// dumi's search joins the texts of one "paragraph" (a `<p>`, a list, the page root) without a
// separator, so a table's cells ran together ("PropertyTypeDefault…"). This rehype plugin (after
// dumi's text pass, through `extraRehypePlugins`) makes each table cell a paragraph of its own.

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

export function textIndex(node: TextNode): number | undefined {
  const index = node.data?.expression?.object?.property?.value;
  return node.type === 'text' && typeof index === 'number' ? index : undefined;
}

export interface IndexedText {
  value: string;
  paraId: number;
  tocIndex?: number;
}

function textIndexes(node: TextNode): number[] {
  const own = textIndex(node);
  return [...(own === undefined ? [] : [own]), ...(node.children ?? []).flatMap(textIndexes)];
}

export function separateTableCells(tree: TextNode, texts: IndexedText[]): void {
  let nextParaId = texts.reduce((max, text) => Math.max(max, text.paraId), -1) + 1;
  const visit = (node: TextNode) => {
    if (node.type === 'element' && (node.tagName === 'td' || node.tagName === 'th')) {
      const cell = nextParaId++;
      textIndexes(node).forEach((index) => {
        if (texts[index]) texts[index].paraId = cell;
      });
      return;
    }
    node.children?.forEach(visit);
  };
  visit(tree);
}

export function rehypeSearchableTableCells() {
  return (tree: TextNode, file: { data: { texts?: IndexedText[] } }) => {
    if (file.data.texts) separateTableCells(tree, file.data.texts);
  };
}
