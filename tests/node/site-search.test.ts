import { resultPath, withParentAndPath, type SearchHint } from '../../.dumi/browser/search';

const hint = (over: Partial<SearchHint>): SearchHint => ({
  type: 'title',
  link: '/demo/raw-render#raw-render',
  priority: 1,
  pageTitle: 'Raw Render',
  highlightTitleTexts: [{ text: 'Raw Render', highlighted: true }],
  highlightTexts: [],
  ...over,
});
const hints = (title: string, ...list: SearchHint[]) =>
  withParentAndPath([{ title, hints: list }])[0].hints;

it('search results list a page and its heading of the same name once', () => {
  const blink = {
    pageTitle: 'blink',
    highlightTitleTexts: [{ text: 'blink', highlighted: true }],
  };
  const page = hint({ ...blink, type: 'page', link: '/demo/blink' });
  const heading = hint({ ...blink, link: '/demo/blink#blink' });
  const other = hint({ link: '/demo/base', highlightTitleTexts: [{ text: 'base' }] });
  expect(hints('Demo', page, heading, other).map((h) => h.link)).toEqual([
    '/demo/blink',
    '/demo/base',
  ]);
});

it('search results strip anchors and queries from the path they show', () => {
  expect(['/demo/base#base', '/?a=1#x', '#api'].map(resultPath)).toEqual(['/demo/base', '/', '/']);
});

it('search results name the group as parent of the page itself, the page as parent of a heading, and keep the excerpt', () => {
  expect(hints('Demo', hint({}))[0].highlightTexts).toEqual([
    { text: 'Demo › /demo/raw-render', highlighted: false },
  ]);
  const heading = hint({
    link: '/#install',
    pageTitle: 'rc-overflow',
    highlightTitleTexts: [{ text: 'rc-overflow - Install' }],
    highlightTexts: [{ text: 'npm install ' }, { text: 'rc-overflow', highlighted: true }],
  });
  expect(
    hints('Home', heading)[0]
      .highlightTexts.map((t) => t.text)
      .join(''),
  ).toBe('rc-overflow › / — npm install rc-overflow');
});
