import {
  matchesKeywords,
  resultPath,
  withParentAndPath,
  type SearchHint,
} from '../../.dumi/lib/search';
import { hitsToGroups, toRouterPath, type DocSearchHit } from '../../.dumi/lib/docsearch';

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

  it('match by case-insensitive substring', () => {
    expect(matchesKeywords('Raw Render', 'rAw r')).toBe(true);
    expect(matchesKeywords('fill-width', 'WIDTH')).toBe(true);
    expect(matchesKeywords('blink', 'base')).toBe(false);
    expect(matchesKeywords('blink', '  ')).toBe(false);
  });
});

// The hosted search's hits are absolute URLs of the published site; a site served under a router
// base (a project page at /rc-overflow/) must turn them into its own routes, base removed. The
// browser tests prove the hosted search at `/` and the router base on the built-in one.
describe('hosted search hits under a router base', () => {
  const hit = (url: string): DocSearchHit => ({
    objectID: url,
    type: 'lvl1',
    url,
    hierarchy: { lvl0: 'Demo', lvl1: 'fill-width' },
    content: null,
  });

  it.each([
    ['https://example.com/rc-overflow/demo/fill-width', '/demo/fill-width'],
    ['https://example.com/rc-overflow/demo/fill-width.html', '/demo/fill-width'],
    ['https://example.com/rc-overflow/demo/fill-width/', '/demo/fill-width'],
    ['https://example.com/rc-overflow/#install', '/#install'],
    ['https://example.com/rc-overflow', '/'],
    ['https://example.com/rc-overflow/index.html', '/'],
    ['https://example.com/zh-CN/demo/base', '/zh-CN/demo/base'],
    ['https://example.com/rc-overflowing/demo', '/rc-overflowing/demo'],
  ])('%s leads to %s', (url, route) => {
    expect(toRouterPath(url, '/rc-overflow/')).toBe(route);
    const [group] = hitsToGroups([hit(url)], 'fill', '/rc-overflow/');
    expect(group.hints[0].link).toBe(route);
  });

  it('at the root base, keeps the whole path', () => {
    expect(toRouterPath('https://example.com/rc-overflow/demo/base#x')).toBe(
      '/rc-overflow/demo/base#x',
    );
  });
});
