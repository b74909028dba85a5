import { openHydrated } from '../a11y-helpers';
import { serveTestSite } from '../test-site';

// The test build has `themeConfig.docsearch`: Algolia's answers come from here.
const ALGOLIA = /\.algolia(net)?\.(net|com)\//;
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
};
const base = process.env.SITE_BASE || '/';
const served = (p: string) => base + p.replace(/^\//, '');
const hostedSite = serveTestSite();

const hit = (id: number, path: string, lvl0: string, lvl1: string, lvl2: string | null) => ({
  objectID: String(id),
  type: lvl2 ? 'lvl2' : 'lvl1',
  url: `https://overflow.example.com${served(path)}`,
  hierarchy: { lvl0, lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
});
const HITS = [
  hit(1, '/hosted-hit', 'Demo', 'Hosted fill-width', null),
  hit(2, '/#install', 'Documentation', 'rc-overflow', 'Hosted install'),
  hit(3, '/demo/raw-render#raw-render', 'Demo', 'Raw Render', 'hosted overflow index'),
];
const ANSWER = { hits: HITS, nbHits: 3, page: 0, nbPages: 1, hitsPerPage: 20, query: 'Hosted' };

it('hosted search (Algolia DocSearch) queries the configured index with the search-only key, lists the hits by group, opens one on Enter', async () => {
  const { page } = await openHydrated('/hosted-search', { origin: hostedSite.origin() });
  const queries: { url: URL; body: { requests: object[] } }[] = [];
  await page.route(ALGOLIA, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    queries.push({ url: new URL(request.url()), body: JSON.parse(request.postData() ?? '{}') });
    return route.fulfill({
      headers: { ...CORS, 'content-type': 'application/json' },
      body: JSON.stringify({ results: [ANSWER] }),
    });
  });
  await page.getByRole('button', { name: /Search/ }).waitFor();
  await page.locator('body').click();
  await page.keyboard.press('/');
  const modal = page.locator('.DocSearch-Modal');
  await modal.getByRole('searchbox').waitFor();
  await page.keyboard.type('Hosted');
  const hits = modal.locator('.DocSearch-Hit');
  await hits.nth(2).waitFor();
  const sources = await modal.locator('.DocSearch-Hit-source').allInnerTexts();
  expect(sources).toEqual(['Demo', 'Documentation']);
  const indexHit = await hits.filter({ hasText: 'hosted overflow index' }).innerText();
  expect(indexHit).toContain('Raw Render');
  const install = hits.filter({ hasText: 'Hosted install' });
  expect(await install.innerText()).toContain('rc-overflow');
  const href = (await install.locator('a').getAttribute('href')) ?? '';
  expect(decodeURIComponent(href)).toBe(served('/#install'));
  const { url, body } = queries[queries.length - 1];
  expect({ host: url.host, query: Object.fromEntries(url.searchParams), body }).toMatchObject({
    host: 'testapp-dsn.algolia.net',
    query: { 'x-algolia-application-id': 'TESTAPP', 'x-algolia-api-key': 'search-only-key' },
    body: { requests: [{ indexName: 'rc-overflow', query: 'Hosted' }] },
  });
  await page.keyboard.press('Enter');
  await page.waitForURL((next) => next.pathname === served('/hosted-hit'));
  await page.getByRole('heading', { name: 'Hosted hit (test only)', level: 1 }).waitFor();
});
