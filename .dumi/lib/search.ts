// The shapes of dumi's built-in search results (dumi/dist/client/theme-api/types), as far as the
// site reads them.
export interface HighlightText {
  text: string;
  highlighted?: boolean;
}

export interface SearchHint {
  type: 'page' | 'title' | 'demo' | 'content';
  link: string;
  priority: number;
  pageTitle: string;
  highlightTitleTexts: HighlightText[];
  highlightTexts: HighlightText[];
}

export interface SearchResultGroup {
  title?: string;
  hints: SearchHint[];
}

/** The path a result leads to, without its in-page anchor. */
export function resultPath(link: string): string {
  return link.replace(/[?#].*$/, '') || '/';
}

/**
 * Puts each result's parent page and path in front of its excerpt, so that a result always shows
 * title, path and parent: "Demo › /demo/raw-render — ...matched text...".
 */
export function withParentAndPath(groups: SearchResultGroup[]): SearchResultGroup[] {
  return groups.map((group) => ({
    ...group,
    hints: withoutRepeats(group.hints).map((hint) => {
      const title = hint.highlightTitleTexts.map((t) => t.text).join('');
      const parent = hint.pageTitle && hint.pageTitle !== title ? hint.pageTitle : group.title;
      const location = `${parent ? `${parent} › ` : ''}${resultPath(hint.link)}`;
      const excerpt = hint.highlightTexts.some((t) => t.text.trim()) ? hint.highlightTexts : [];
      return {
        ...hint,
        highlightTexts: [
          { text: location, highlighted: false },
          ...(excerpt.length ? [{ text: ' — ', highlighted: false }, ...excerpt] : []),
        ],
      };
    }),
  }));
}

/**
 * One result per page and title: a page and its heading of the same name ("blink" at
 * `/demo/blink` and `/demo/blink#blink`) would list the same place twice. The first, best-ranked
 * one stays.
 */
export function withoutRepeats(hints: SearchHint[]): SearchHint[] {
  const seen = new Set<string>();
  return hints.filter((hint) => {
    const key = `${resultPath(hint.link)}\n${hint.highlightTitleTexts.map((t) => t.text).join('')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Case-insensitive substring match, the rule the built-in search follows. */
export function matchesKeywords(text: string, keywords: string): boolean {
  const needle = keywords.trim().toLowerCase();
  return needle.length > 0 && text.toLowerCase().includes(needle);
}
