import type { Page } from 'playwright-core';
import { openHydrated } from '../a11y-helpers';
import { itIndependentOfBase, openPage, siteUrl } from '../harness';
import { brokenWordsInApiTable, PHONE } from '../site-visitor-helpers';

const base = () => process.env.SITE_BASE || '/';
/** A site path as it appears in the address bar under the router base. */
const served = (p: string) => new URL(siteUrl(p)).pathname;

async function waitForTitle(page: Page, text: string) {
  await page.waitForFunction((t) => document.title.includes(t), text);
}

/**
 * Opens `path` with the one script chunk matching `chunk` held back, and resolves once everything
 * else has loaded and the page has had two idle periods to run it; `release` lets the chunk load.
 */
async function openWithChunkHeld(path: string, chunk: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Resolves once the held requests (a chunk may be asked for twice: preloaded, then imported)
  // are the only ones open.
  let inFlight = 0;
  let heldOpen = 0;
  let othersDone = () => {};
  const onlyHeldOpen = new Promise<void>((resolve) => (othersDone = resolve));
  const count = (delta: number) => () => {
    inFlight += delta;
    if (heldOpen > 0 && inFlight === heldOpen) othersDone();
  };
  const { page } = await openPage(path, {
    waitUntil: 'domcontentloaded',
    beforeLoad: async (context) => {
      context.on('request', count(1));
      context.on('requestfinished', count(-1));
      context.on('requestfailed', count(-1));
      await context.route(chunk, async (route) => {
        heldOpen += 1;
        count(0)();
        await held;
        // The page may have gone on to another by then.
        await route.continue().catch(() => undefined);
      });
    },
  });
  await onlyHeldOpen;
  for (let i = 0; i < 2; i += 1)
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  return { page, release };
}

describe('the landing page', () => {
  it('shows the hero, the features, the README sections and an API table whose names no line breaks', async () => {
    const { page, externalRequests } = await openHydrated('/');
    const hero = page.locator('.dumi-default-hero');
    await hero.getByRole('heading', { name: 'rc-overflow', level: 1 }).waitFor();
    await hero.getByText('Auto collapse box when overflow').waitFor();
    expect(await hero.getByRole('link', { name: 'Live demo' }).getAttribute('href')).toBe(
      served('/demo/base'),
    );
    expect(await hero.getByRole('link', { name: 'GitHub' }).getAttribute('href')).toBe(
      'https://github.com/react-component/overflow',
    );
    // Only the star badge may ask for something outside, and it is blocked here.
    expect(externalRequests.every((url) => url.startsWith('https://img.shields.io/'))).toBe(true);
    for (const title of ['Responsive', 'No flicker', 'Drop-in'])
      await page.getByRole('heading', { name: title }).waitFor();
    for (const name of ['Live demo', 'Install', 'Usage', 'API', 'Development', 'License'])
      await page.getByRole('heading', { name, level: 2 }).waitFor();
    const article = page.locator('article');
    for (const text of ['npm install rc-overflow', 'npm start', 'MIT license'])
      await article.getByText(text).waitFor();
    await article.getByText("import Overflow from 'rc-overflow';").first().waitFor();
    const table = page.locator('article table').first();
    const headers = await table.locator('thead th').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(['Property', 'Type', 'Default', 'Description']);
    const props = await table.locator('tbody tr td:first-child').allInnerTexts();
    expect(props.map((t) => t.trim())).toEqual(
      expect.arrayContaining([
        'data',
        'renderItem',
        'renderRawItem',
        'maxCount',
        'renderRest',
        'suffix',
      ]),
    );
    expect(await brokenWordsInApiTable(page)).toEqual([]);
    await article.getByRole('link', { name: 'demo pages' }).click();
    await page.getByRole('heading', { name: 'base', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(served('/demo/base'));
  });

  itIndependentOfBase(
    'on a phone, shows the API table as a card per prop, every column named, whole words',
    async () => {
      const { page } = await openHydrated('/', { viewport: PHONE });
      const frame = page.locator('article .dumi-default-table-content').first();
      await frame.scrollIntoViewIfNeeded();
      expect(await brokenWordsInApiTable(page)).toEqual([]);
      const cells = await frame.evaluate((el) => {
        const headers = Array.from(el.querySelectorAll('thead th'), (th) => th.textContent?.trim());
        const { left, right } = el.getBoundingClientRect();
        return {
          scrolls: el.scrollWidth > el.clientWidth,
          count: el.querySelectorAll('tbody td').length,
          wrong: Array.from(el.querySelectorAll<HTMLTableRowElement>('tbody tr')).flatMap((row) =>
            Array.from(row.cells).flatMap((cell, column) => {
              const box = cell.getBoundingClientRect();
              const label = getComputedStyle(cell, '::before').content;
              const nameOk = column === 0 || label.includes(`"${headers[column]}"`);
              return box.left >= left - 0.5 && box.right <= right + 0.5 && nameOk
                ? []
                : [`${row.cells[0].textContent}: ${headers[column]}`];
            }),
          ),
        };
      });
      expect(cells.count).toBeGreaterThan(20);
      expect({ scrolls: cells.scrolls, wrong: cells.wrong }).toEqual({ scrolls: false, wrong: [] });
    },
  );
});

describe('the demo pages while their code loads', () => {
  it('become usable only with their content: a control works once the page around it can', async () => {
    // The page's own code is held back; everything else loads.
    const { page, release } = await openWithChunkHeld(
      '/demo/base',
      /\/docs__demo__base\.md\.\w+\.async\.js$/,
    );
    // Once everything else has loaded and run, the header is still not handed to React: half a
    // page would be interactive, and a click on the other half would be dropped.
    const toggle = page.getByRole('button', { name: 'Demo pages' });
    expect(await toggle.isDisabled()).toBe(true);
    // On a demo page the Demo sub-menu starts open; Enter on its toggle closes it.
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    release();
    await page.waitForFunction(
      () =>
        !document.querySelector<HTMLButtonElement>('.dumi-default-navbar-collapse-btn')?.disabled,
    );
    await toggle.press('Enter');
    await page.waitForFunction(
      () =>
        document
          .querySelector('.dumi-default-navbar-collapse-btn')
          ?.getAttribute('aria-expanded') === 'false',
    );
  });

  it('a link followed while the demo code is on its way leads to its page, with no error', async () => {
    // dumi puts the demos' code in a chunk of its own ("demos"), loaded when a demo first renders.
    const { page, release } = await openWithChunkHeld('/demo/base', /\/demos\.\w+\.async\.js$/);
    await page.locator('.dumi-default-header').getByRole('link', { name: '中文' }).click();
    release();
    await page.waitForURL((url) => url.pathname === served('/zh-CN/demo/base'));
    await page.waitForFunction(
      () => !document.querySelector('fieldset.site-inert-until-hydrated[disabled]'),
    );
    await page.getByRole('button', { name: '显示代码' }).click();
    await page.getByRole('textbox', { name: /编辑/ }).waitFor();
  });
});

describe('routes', () => {
  it.each(['', '/zh-CN'])('%s/demo redirects to %s/demo/base, on a direct load', async (prefix) => {
    const { page } = await openPage(`${prefix}/demo`);
    await page.getByRole('heading', { name: 'base', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(served(`${prefix}/demo/base`));
  });

  it('an unknown route shows a 404 page with a way home and a title of its own', async () => {
    // The document itself answers 404, which the browser logs; nothing else may.
    const { page, errors } = await openPage('/no-such-page', { allowConsoleErrors: true });
    await page.getByRole('heading', { name: 'PAGE NOT FOUND' }).waitFor();
    await waitForTitle(page, 'PAGE NOT FOUND');
    await page.getByRole('link', { name: /Back to homepage/ }).click();
    await page.locator('.dumi-default-hero').waitFor();
    expect(new URL(page.url()).pathname).toBe(base());
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });

  it('answers /favicon.ico, which browsers ask for whatever the page declares, with an icon', async () => {
    const { page } = await openPage('/');
    const icon = await page.request.get(siteUrl('/favicon.ico'));
    expect(icon.status()).toBe(200);
    // An ICO file's header: reserved 0, type 1 (icon).
    expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  it('every page sets the document title from its own title, "<page> – rc-overflow"', async () => {
    // The title and og:title, exactly, once they are both the one expected.
    const titled = (want: string) =>
      page.waitForFunction(
        (t) =>
          document.title === t &&
          document.querySelector('meta[property="og:title"]')?.getAttribute('content') === t,
        want,
      );
    const { page } = await openPage('/');
    await titled('rc-overflow');
    await page.locator('.dumi-default-sidebar').getByRole('link', { name: 'fill-width' }).click();
    await titled('fill-width – rc-overflow');
    await page.locator('.dumi-default-sidebar').getByRole('link', { name: 'Raw Render' }).click();
    await titled('Raw Render – rc-overflow');
    await page
      .locator('.dumi-default-sidebar')
      .getByRole('link', { name: 'collapse-from-start' })
      .click();
    await titled('collapse-from-start – rc-overflow');
    await page.locator('.dumi-default-sidebar').getByRole('link', { name: 'FAQ' }).click();
    await titled('FAQ – rc-overflow');
  });

  it('the prerendered HTML carries the same title, before any script runs', async () => {
    const { page, url } = await openPage('/');
    const html = await (await page.request.get(url('/guide/faq'))).text();
    expect(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]).toBe('FAQ – rc-overflow');
    expect(html).toMatch(/<meta[^>]*property="og:title"[^>]*content="FAQ – rc-overflow"/);
  });

  it.each([
    ['/index.html', '/', 'rc-overflow'],
    ['/demo/base/index.html', '/demo/base', 'base'],
    ['/zh-CN/index.html', '/zh-CN', 'rc-overflow'],
  ])('%s, as static hosts spell it, shows its page once hydrated', async (route, path, heading) => {
    // Console errors (React's hydration errors among them) fail the test.
    const { page } = await openPage(route);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'PAGE NOT FOUND' }).count()).toBe(0);
    expect(new URL(page.url()).pathname.replace(/(.)\/$/, '$1')).toBe(
      served(path).replace(/(.)\/$/, '$1'),
    );
  });

  it('loading a URL with a hash scrolls to that heading', async () => {
    const { page } = await openPage('/#usage');
    const heading = page.getByRole('heading', { name: 'Usage', level: 2 });
    await heading.waitFor();
    await page.waitForFunction(() => {
      const el = document.getElementById('usage');
      if (!el) return false;
      const top = el.getBoundingClientRect().top;
      return window.scrollY > 0 && top >= 0 && top < 200;
    });
  });
});

// What the hydration runtime (.dumi/runtime/hydration.tsx) exists for; the README's
// "dumi internals we rely on" names these tests.
describe('hydration', () => {
  it("keeps a demo's controls disabled until its code has come, then they work", async () => {
    // The demos' code (dumi's chunk of demo modules) is held back; everything else loads.
    const { page, release } = await openWithChunkHeld('/demo/base', /\/demos\.\w+\.async\.js$/);
    // The prerendered demo shows; a click on it before its code runs would do nothing.
    expect(await page.getByRole('button', { name: 'Responsive' }).isDisabled()).toBe(true);
    release();
    await page.getByRole('button', { name: 'Responsive' }).click();
    await page.getByRole('button', { name: 'MaxCount: 6' }).waitFor();
  });

  it("starts the app's script only once the prerendered page has been painted", async () => {
    // Records, for each script of the app added to the page, whether the page had painted.
    const RECORD_APP_SCRIPTS = `window.__appScripts = [];
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node.nodeName === 'SCRIPT' && /\\/umi\\.\\w+\\.js$/.test(node.src || ''))
              window.__appScripts.push(
                performance.getEntriesByName('first-contentful-paint').length > 0,
              );
      }).observe(document, { subtree: true, childList: true });`;
    const { page } = await openPage('/', { initScript: RECORD_APP_SCRIPTS });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const painted = await page.evaluate(
      () => (window as { __appScripts?: boolean[] }).__appScripts,
    );
    expect(painted).toEqual([true]);
  });

  it("keeps the page's markup when its own menu link is clicked the moment it hydrates", async () => {
    // React hydrates the page's content in a pass after the layout around it. A route change
    // before then (here to the same page: the content stays, the location changes) must wait
    // for it: React would otherwise discard the content's markup and report error 421 on the
    // console, which fails this test.
    const CLICK_ON_HYDRATION = `new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      const link = [...document.querySelectorAll('.dumi-default-sidebar a')]
        .find((a) => a.textContent === 'base');
      window.__clickedOnHydration = Boolean(link);
      link?.click();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });`;
    const { page } = await openPage('/demo/base', { initScript: CLICK_ON_HYDRATION });
    await page.getByRole('button', { name: 'Responsive' }).click();
    await page.getByRole('button', { name: 'MaxCount: 6' }).waitFor();
    const clicked = await page.evaluate(
      () => (window as { __clickedOnHydration?: boolean }).__clickedOnHydration,
    );
    expect(clicked).toBe(true);
    expect(new URL(page.url()).pathname).toBe(served('/demo/base'));
  });
});
