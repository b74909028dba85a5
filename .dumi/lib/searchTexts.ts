/**
 * dumi indexes a page's text for search by "paragraph": every text under one `<p>`, list or the
 * page root is joined without a separator. A table is not a paragraph, so its cells ran together
 * in results ("PropertyTypeDefaultDescriptiondata…"). This rehype plugin (run after dumi's own
 * text pass, through `extraRehypePlugins`) makes each table cell a paragraph of its own.
 */

/** The parts of a hast node this plugin reads. */
export interface TextNode {
  type: string;
  tagName?: string;
  children?: TextNode[];
  /** dumi points each text at its entry in the page's text table (`$$contentTexts[i].value`). */
  data?: { expression?: { object?: { property?: { value?: unknown } } } };
}

/** One entry of the text table dumi builds for search. */
export interface IndexedText {
  value: string;
  paraId: number;
  tocIndex?: number;
}

/** Indexes of the text-table entries rendered inside `node`. */
function textIndexes(node: TextNode): number[] {
  const own = node.data?.expression?.object?.property?.value;
  const here = node.type === 'text' && typeof own === 'number' ? [own] : [];
  return [...here, ...(node.children ?? []).flatMap(textIndexes)];
}

/** Gives the texts of each table cell a paragraph id no other text has. */
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
