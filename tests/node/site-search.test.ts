import { resultPath, withParentAndPath, type SearchHint } from '../../.dumi/lib/search';

const hint = (over: Partial<SearchHint>): SearchHint => ({
  type: 'title',
  link: '/demo/raw-render#raw-render',
  priority: 1,
  pageTitle: 'Raw Render',
  highlightTitleTexts: [{ text: 'Raw Render', highlighted: true }],
  highlightTexts: [],
  ...over,
});

describe('search results', () => {
  it('list a page and its heading of the same name once', () => {
    const page = hint({ type: 'page', link: '/demo/blink', pageTitle: 'blink' });
    const heading = hint({ type: 'title', link: '/demo/blink#blink', pageTitle: 'blink' });
    const other = hint({ link: '/demo/base', highlightTitleTexts: [{ text: 'base' }] });
    for (const h of [page, heading]) h.highlightTitleTexts = [{ text: 'blink', highlighted: true }];
    const [group] = withParentAndPath([{ title: 'Demo', hints: [page, heading, other] }]);
    expect(group.hints.map((h) => h.link)).toEqual(['/demo/blink', '/demo/base']);
  });

  it('strip anchors and queries from the path they show', () => {
    expect(resultPath('/demo/base#base')).toBe('/demo/base');
    expect(resultPath('/?a=1#x')).toBe('/');
    expect(resultPath('#api')).toBe('/');
  });

  it('name the group as parent when the hit is the page itself', () => {
    const [group] = withParentAndPath([{ title: 'Demo', hints: [hint({})] }]);
    expect(group.hints[0].highlightTexts).toEqual([
      { text: 'Demo › /demo/raw-render', highlighted: false },
    ]);
  });

  it('name the page as parent of a heading, and keep the excerpt', () => {
    const [group] = withParentAndPath([
      {
        title: 'Home',
        hints: [
          hint({
            link: '/#install',
            pageTitle: 'rc-overflow',
            highlightTitleTexts: [{ text: 'rc-overflow - Install' }],
            highlightTexts: [{ text: 'npm install ' }, { text: 'rc-overflow', highlighted: true }],
          }),
        ],
      },
    ]);
    expect(group.hints[0].highlightTexts.map((t) => t.text).join('')).toBe(
      'rc-overflow › / — npm install rc-overflow',
    );
  });
});
