import type { useSiteSearch } from 'dumi';

// The result types of dumi's exported search hook.
type SearchNavResult = ReturnType<typeof useSiteSearch>['result'][number];
export type SearchResultGroup = Pick<SearchNavResult, 'title' | 'hints'>;
export type SearchHint = SearchResultGroup['hints'][number];

type Texts = SearchHint['highlightTexts'];

const textOf = (texts: Texts) => texts.map((t) => t.text).join('');

export const resultPath = (link: string) => link.replace(/[?#].*$/, '') || '/';

/** Where a result leads: a page and its heading of the same name are one place. */
const place = (hint: SearchHint) => `${resultPath(hint.link)}\n${textOf(hint.highlightTitleTexts)}`;

// Each result's parent and path before its excerpt; of one place's results, the best-ranked stays.
export function withParentAndPath(groups: SearchResultGroup[]): SearchResultGroup[] {
  return groups.map((group) => {
    const hints = group.hints.filter(
      (hint, index, all) => all.findIndex((other) => place(other) === place(hint)) === index,
    );
    return {
      ...group,
      hints: hints.map((hint) => {
        const title = textOf(hint.highlightTitleTexts);
        const parent = hint.pageTitle && hint.pageTitle !== title ? hint.pageTitle : group.title;
        const location = `${parent ? `${parent} › ` : ''}${resultPath(hint.link)}`;
        const highlightTexts: Texts = [{ text: location, highlighted: false }];
        if (textOf(hint.highlightTexts).trim())
          highlightTexts.push({ text: ' — ', highlighted: false }, ...hint.highlightTexts);
        return { ...hint, highlightTexts };
      }),
    };
  });
}
