import type { Page, Request } from 'playwright-core';
import { axeViolations, openHydrated, violationLines } from './a11y-helpers';
import { type OpenedPage } from './harness';
import { serveTestSite } from './test-site';
import fixture from './fixtures/docsearch-response.json';

/**
 * The hosted search: a site built with `themeConfig.docsearch` (from the DOCSEARCH_* variables)
 * queries Algolia instead of its own index. The test build sets them (scripts/site-build.cjs);
 * Algolia cannot be reached from here, so its answer comes from a fixture.
 */
const ALGOLIA = /\.algolia(net)?\.(net|com)\//;
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
  return openHydrated(p, { initScript: COUNT_WORKERS, origin: hostedSite.origin() });
}

interface AlgoliaQuery {
  url: string;
  headers: Record<string, string>;
  body: { query?: string; hitsPerPage?: number };
}

/** Answers Algolia's query endpoint with `answer`, recording each query. */
async function answerAlgolia(
  page: Page,
  answer: (request: Request) => { status: number; body: string } | 'fail' | 'hang',
): Promise<AlgoliaQuery[]> {
  const queries: AlgoliaQuery[] = [];
  await page.route(ALGOLIA, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    queries.push({
      url: request.url(),
      headers: await request.allHeaders(),
      body: request.postDataJSON(),
    });
    const result = answer(request);
    if (result === 'fail') return route.abort('internetdisconnected');
    // Never answered: the page gives up on its own.
    if (result === 'hang') return undefined;
    return route.fulfill({
      status: result.status,
      headers: { ...CORS, 'content-type': 'application/json' },
      body: result.body,
    });
  });
  return queries;
}

const hitsUnderBase = () => JSON.stringify(fixture).split('{base}').join(base);

/** Script and data URLs the page requested. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

describe('hosted search (Algolia DocSearch)', () => {
  it('shows the hosted results with title, path and parent, and opens one on Enter', async () => {
    const { page } = await openHosted('/demo/base');
    const requests = recordRequests(page);
    const queries = await answerAlgolia(page, () => ({ status: 200, body: hitsUnderBase() }));
    // Nothing of the search is loaded before the box is used.
    expect(requests.filter((url) => /search-(hosted|local)/.test(url))).toEqual([]);

    await page.locator('body').click();
    await page.keyboard.press('/');
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
    // Typed on a paused fake clock, so however slowly the keys arrive, the 150 ms debounce only
    // runs out once the word is complete; then the clock flows again.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.keyboard.type('Hosted');
    while (queries.length === 0) await page.clock.runFor(50);
    await page.clock.resume();
    const results = page.locator('.dumi-default-search-popover');
    const links = results.getByRole('link');
    await links.first().waitFor();
    expect(await links.count()).toBe(3);
    // Title, then parent page › path; grouped by the top level (lvl0), as the built-in search.
    const hit = (title: string) =>
      links.filter({ has: page.getByRole('heading', { name: title }) });
    expect(await hit('Hosted fill-width').innerText()).toContain('Demo › /demo/fill-width');
    expect(await hit('Hosted install').innerText()).toContain('rc-overflow › /');
    const content = hit('Hosted raw render');
    expect(await content.innerText()).toContain('Raw Render › /demo/raw-render');
    expect(await content.innerText()).toContain('hosted overflow index');
    expect(decodeURIComponent((await content.getAttribute('href')) as string)).toBe(
      served('/demo/raw-render#raw-render'),
    );
    expect(await results.getByRole('term').allInnerTexts()).toEqual(['Demo', 'Documentation']);

    expect(violationLines(await axeViolations(page, '.dumi-default-search-popover'))).toEqual([]);

    // One request per settled query, to the configured app and index, with the search-only key.
    const last = queries[queries.length - 1];
    expect(last.url).toBe('https://testapp-dsn.algolia.net/1/indexes/rc-overflow/query');
    expect(last.headers['x-algolia-application-id']).toBe('TESTAPP');
    expect(last.headers['x-algolia-api-key']).toBe('search-only-key');
    expect(last.body).toEqual({ query: 'Hosted', hitsPerPage: 10 });
    expect(queries.length).toBe(1);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === served('/demo/fill-width'));
    await page.getByRole('heading', { name: 'fill-width', level: 1 }).waitFor();

    // The built-in index was never loaded: no chunk, no worker.
    expect(requests.some((url) => /search-hosted/.test(url))).toBe(true);
    expect(requests.filter((url) => /search-local/.test(url))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __workers: number }).__workers)).toBe(
      0,
    );
  });

  it('says why when the service fails or cannot be reached, and recovers', async () => {
    const { page, errors } = await openHosted('/');
    let mode: 'error' | 'offline' | 'ok' = 'error';
    await answerAlgolia(page, () =>
      mode === 'offline'
        ? 'fail'
        : mode === 'error'
          ? { status: 403, body: '{"message":"Invalid API key"}' }
          : { status: 200, body: hitsUnderBase() },
    );
    const input = page.getByPlaceholder('Type keywords...').first();
    const results = page.locator('.dumi-default-search-popover');
    await input.fill('overflow');
    await results.getByRole('alert').getByText('refused the query (HTTP 403)').waitFor();
    expect(violationLines(await axeViolations(page, '.dumi-default-search-popover'))).toEqual([]);

    mode = 'offline';
    await input.fill('overflow render');
    await results.getByRole('alert').getByText('cannot be reached').waitFor();

    mode = 'ok';
    await input.fill('hosted');
    await results.getByRole('link').first().waitFor();
    expect(await results.getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
  });
  it('gives up on a service that does not answer, with a message', async () => {
    const { page, errors } = await openHosted('/');
    // Fake timers from here on: the 8 s the page waits for Algolia pass at once.
    await page.clock.install();
    const queries = await answerAlgolia(page, () => 'hang');
    const engineLoaded = page.waitForResponse((response) => /search-hosted/.test(response.url()));
    const input = page.getByPlaceholder('Type keywords...').first();
    await input.fill('overflow');
    const results = page.locator('.dumi-default-search-popover');
    await results.getByText('Loading').waitFor();
    // The hosted engine is a chunk of its own: once it has arrived, move the fake clock on until
    // its debounced query has gone out (each step also lets the page run the chunk).
    await engineLoaded;
    while (queries.length === 0) await page.clock.runFor(50);
    expect(queries.length).toBe(1);
    await page.clock.runFor(8000);
    await results.getByRole('alert').getByText('did not answer in time').waitFor();
    expect(errors).toEqual([]);
  });
});

describe('the default build', () => {
  it('searches its own index and never contacts Algolia', async () => {
    const { page, externalRequests } = await openHydrated('/', { initScript: COUNT_WORKERS });
    const requests = recordRequests(page);
    const input = page.getByPlaceholder('Type keywords...').first();
    await input.fill('raw');
    const results = page.locator('.dumi-default-search-popover');
    await results.getByRole('heading', { name: 'Raw Render' }).first().waitFor();
    expect(requests.some((url) => /search-local/.test(url))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __workers: number }).__workers)).toBe(
      1,
    );
    expect([...requests, ...externalRequests].filter((url) => ALGOLIA.test(url))).toEqual([]);
  });

  it('prerenders the search box disabled, so nothing is typed into it before hydration', async () => {
    const { page, url } = await openHydrated('/');
    const html = await (await page.request.get(url('/'))).text();
    const prerendered = html.match(/<input[^>]*dumi-default-search-bar-input[^>]*>/)?.[0];
    // Only a prerendered build (SSR) has the box in its HTML.
    if (prerendered) expect(prerendered).toMatch(/\sdisabled(=|\s|>|\/)/);
    expect(await page.getByPlaceholder('Type keywords...').first().isEnabled()).toBe(true);
  });
});
