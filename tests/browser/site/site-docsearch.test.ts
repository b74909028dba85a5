import type { Page } from 'playwright-core';
import { openHydrated } from '../a11y-helpers';
import { type OpenedPage } from '../harness';
import { serveTestSite } from '../test-site';
import fixture from '../fixtures/docsearch-response.json';

/**
 * The hosted search: a site built with `themeConfig.docsearch` (from the DOCSEARCH_* variables,
 * set by scripts/site-build.cjs for this build) searches with Algolia DocSearch. Algolia cannot be
 * reached from here: the test answers its query address itself, from a fixture.
 */
const ALGOLIA = /\.algolia(net)?\.(net|com)\//;
const DOCSEARCH_CODE = /docsearch/i;
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
};

const base = process.env.SITE_BASE || '/';
const served = (p: string) => base + p.replace(/^\//, '');
const hostedSite = serveTestSite();

/** Counts the Web Workers the page starts: the built-in search builds its index in one. */
const COUNT_WORKERS = `
  window.__workers = 0;
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(...args) { super(...args); window.__workers += 1; }
  };
`;

/** Opens a page of the hosted-search build (the harness serves the production one). */
function openHosted(p: string): Promise<OpenedPage> {
  return openHydrated(p, { origin: hostedSite.origin() });
}

interface AlgoliaQuery {
  url: URL;
  body: { requests: { indexName: string; query: string }[] };
}

/** Answers Algolia's query address from the fixture, recording each query. */
async function answerAlgolia(page: Page): Promise<AlgoliaQuery[]> {
  const queries: AlgoliaQuery[] = [];
  await page.route(ALGOLIA, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    queries.push({ url: new URL(request.url()), body: JSON.parse(request.postData() ?? '{}') });
    return route.fulfill({
      status: 200,
      headers: { ...CORS, 'content-type': 'application/json' },
      body: JSON.stringify(fixture).split('{base}').join(base),
    });
  });
  return queries;
}

/** Script and data URLs the page requested. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

describe('hosted search (Algolia DocSearch)', () => {
  it('shows the hosted results with title and parent, and opens one on Enter', async () => {
    const { page, errors } = await openHosted('/demo/base');
    const queries = await answerAlgolia(page);
    await page.getByRole('button', { name: /Search/ }).waitFor();

    await page.locator('body').click();
    await page.keyboard.press('/');
    const modal = page.locator('.DocSearch-Modal');
    await modal.getByRole('searchbox').waitFor();
    await page.keyboard.type('Hosted');
    const hits = modal.locator('.DocSearch-Hit');
    await hits.nth(2).waitFor();
    // Grouped by the top level (lvl0); each hit's title, then its parent page.
    expect(await modal.locator('.DocSearch-Hit-source').allInnerTexts()).toEqual([
      'Demo',
      'Documentation',
    ]);
    const hit = (title: string) => hits.filter({ hasText: title });
    expect(await hit('hosted overflow index').innerText()).toContain('Raw Render');
    expect(await hit('Hosted install').innerText()).toContain('rc-overflow');
    // The same page on this site, wherever the index was crawled.
    expect(
      decodeURIComponent((await hit('Hosted install').locator('a').getAttribute('href')) ?? ''),
    ).toBe(served('/#install'));

    // Queries went to the configured app and index, with the search-only key.
    const last = queries[queries.length - 1];
    expect(last.url.host).toBe('testapp-dsn.algolia.net');
    expect(last.url.searchParams.get('x-algolia-application-id')).toBe('TESTAPP');
    expect(last.url.searchParams.get('x-algolia-api-key')).toBe('search-only-key');
    expect(last.body.requests[0]).toMatchObject({ indexName: 'rc-overflow', query: 'Hosted' });

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === served('/demo/fill-width'));
    await page.getByRole('heading', { name: 'fill-width', level: 1 }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('the default build', () => {
  it('searches its own index, and neither loads DocSearch nor contacts Algolia', async () => {
    const { page, externalRequests } = await openHydrated('/', { initScript: COUNT_WORKERS });
    const requests = recordRequests(page);
    const input = page.getByPlaceholder('Type keywords...').first();
    await input.fill('raw');
    const results = page.locator('.dumi-default-search-popover');
    await results.getByRole('heading', { name: 'Raw Render' }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __workers: number }).__workers)).toBe(
      1,
    );
    const all = [...requests, ...externalRequests];
    expect(all.filter((url) => ALGOLIA.test(url) || DOCSEARCH_CODE.test(url))).toEqual([]);
  });
});
