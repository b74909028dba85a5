import fs from 'node:fs';
import path from 'node:path';
import { docPages } from '../../../.dumi/lib/docPages';
import { openHydrated } from '../a11y-helpers';
import { itIndependentOfBase, openPage, siteUrl, waitForHydrated } from '../harness';
import { waitForList, type ListWanted } from '../shown-list';
import { brokenWordsInApiTable } from '../site-visitor-helpers';

// Each page template as a reader meets it, and the HTML files the build wrote.

const base = () => process.env.SITE_BASE || '/';
const served = (p: string) => new URL(siteUrl(p)).pathname;
const PHONE = { width: 390, height: 800 };
const REPO = 'https://github.com/react-component/overflow';

/**
 * Opens `path` with the script chunks matching `chunk` held back; resolves once everything else
 * has loaded and the page has had two idle periods to run it. `release` lets the chunk load.
 */
async function openWithChunkHeld(path: string, chunk: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // A chunk may be asked for twice (preloaded, then imported): wait until only those are open.
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
    const heroLinks = ['Live demo', 'GitHub'].map((name) =>
      hero.getByRole('link', { name }).getAttribute('href'),
    );
    expect(await Promise.all(heroLinks)).toEqual([served('/demo/base'), `${REPO}`]);
    // Only the star badge may ask for something outside, and it is blocked here.
    expect(externalRequests.every((url) => url.startsWith('https://img.shields.io/'))).toBe(true);
    const texts = async (selector: string) =>
      (await page.locator(selector).allInnerTexts()).map((t) => t.trim()).join(' | ');
    expect(await texts('h3')).toMatch(/Responsive.*No flicker.*Drop-in/);
    expect(await texts('article h2')).toMatch(
      /Live demo.*Install.*Usage.*API.*Development.*License/,
    );
    expect(await texts('article table >> nth=0 >> thead th')).toBe(
      'Property | Type | Default | Description',
    );
    expect(await texts('article table >> nth=0 >> tbody td:first-child')).toMatch(
      /^data \| renderItem \| renderRawItem \| .*maxCount .*renderRest .*suffix/,
    );
    const article = (await texts('article')).replace(/\s+/g, ' ');
    for (const text of [
      'npm install rc-overflow',
      'npm start',
      'MIT license',
      "import Overflow from 'rc-overflow';",
    ])
      expect(article).toContain(text);
    expect(await brokenWordsInApiTable(page)).toEqual([]);
    await page.locator('article').getByRole('link', { name: 'demo pages' }).click();
    await page.getByRole('heading', { name: 'base', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(served('/demo/base'));
  });

  it('has a live row that follows the window, the arrow keys and a drag, and says what shows', async () => {
    const { page } = await openHydrated('/');
    const slider = page.getByRole('slider', { name: 'Width of the live row' });
    /** Waits for the row to show what `want` says and the status to say it; its tag count. */
    const row = async (want: ListWanted) => {
      const shown = await waitForList(page.locator('.site-live-row .rc-overflow'), want);
      const status = new RegExp(`^${shown.items} of 20 tags shown$`);
      await page.locator('.site-live-row [role="status"]', { hasText: status }).waitFor();
      const rest = shown.items < 20 ? `+ ${20 - shown.items} ...` : undefined;
      expect([shown.overflows, shown.texts[shown.restIndex]]).toEqual([false, rest]);
      return shown.items;
    };
    const wide = await row({ moreItemsThan: 0, rest: true });
    await page.setViewportSize({ width: 480, height: 800 });
    const small = await row({ fewerItemsThan: wide });
    await page.setViewportSize({ width: 1280, height: 800 });
    await row({ items: wide });
    await slider.focus();
    await page.keyboard.press('Home');
    const narrow = await row({ fewerItemsThan: wide });
    expect(await slider.getAttribute('aria-valuenow')).toBe('20');
    await page.keyboard.press('ArrowRight');
    expect(await slider.getAttribute('aria-valuenow')).toBe('25');
    await page.keyboard.press('End');
    const widest = await row({ moreItemsThan: Math.max(narrow, small) });
    // A drag of the handle to a third of the row, in steps, as a hand drags.
    const box = await slider.boundingBox();
    const track = await page.locator('.site-live-row-track').boundingBox();
    if (!box || !track) throw new Error('The live row has no handle.');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width / 3, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await row({ fewerItemsThan: widest });
    expect(await slider.getAttribute('aria-valuenow')).toBe('33');
  });

  it('on a phone, shows the API table as a card per prop, every column named, whole words', async () => {
    const { page } = await openHydrated('/', { viewport: PHONE });
    const frame = page.locator('article .dumi-default-table-content').first();
    await frame.scrollIntoViewIfNeeded();
    const cells = await frame.evaluate((el) => {
      const headers = Array.from(el.querySelectorAll('thead th'), (th) => th.textContent?.trim());
      const { left, right } = el.getBoundingClientRect();
      const rows = Array.from(el.querySelectorAll<HTMLTableRowElement>('tbody tr'));
      const wrong = rows.flatMap((row) =>
        Array.from(row.cells).flatMap((cell, column) => {
          const box = cell.getBoundingClientRect();
          const label = getComputedStyle(cell, '::before').content;
          const named = column === 0 || label.includes(`"${headers[column]}"`);
          return box.left >= left - 0.5 && box.right <= right + 0.5 && named
            ? []
            : [`${row.cells[0].textContent}: ${headers[column]}`];
        }),
      );
      return { scrolls: el.scrollWidth > el.clientWidth, many: rows.length > 10, wrong };
    });
    expect(cells).toEqual({ scrolls: false, many: true, wrong: [] });
    expect(await brokenWordsInApiTable(page)).toEqual([]);
  });
});

describe('a demo page while its code loads', () => {
  it('is usable only with its content: the header waits for the page, then its toggle works', async () => {
    const { page, release } = await openWithChunkHeld(
      '/demo/base',
      /\/docs__demo__base\.md\.\w+\.async\.js$/,
    );
    // Half a page interactive would drop a click on the other half.
    const toggle = page.getByRole('button', { name: 'Demo pages' });
    expect([await toggle.isDisabled(), await toggle.getAttribute('aria-expanded')]).toEqual([
      true,
      'true',
    ]);
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

  // dumi puts the demos' code in a chunk of its own ("demos"), loaded when a demo first renders.
  it("keeps a demo's controls disabled until its code has come; a link taken meanwhile leads on, with no error", async () => {
    const { page, release } = await openWithChunkHeld('/demo/base', /\/demos\.\w+\.async\.js$/);
    expect(await page.getByRole('button', { name: 'Responsive' }).isDisabled()).toBe(true);
    await page.locator('.dumi-default-header').getByRole('link', { name: '中文' }).click();
    release();
    await page.waitForURL((url) => url.pathname === served('/zh-CN/demo/base'));
    await page.getByRole('button', { name: 'Responsive' }).click();
    await page.getByRole('button', { name: 'MaxCount: 6' }).waitFor();
    await page.getByRole('button', { name: '显示代码' }).click();
    await page.getByRole('textbox', { name: /编辑/ }).waitFor();
  });
});

// What the hydration runtime (.dumi/runtime/hydration.tsx) exists for.
describe('hydration', () => {
  it("starts the app's script only once the prerendered page has been painted", async () => {
    const { page } = await openPage('/', {
      initScript: `window.__appScripts = [];
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node.nodeName === 'SCRIPT' && /\\/umi\\.\\w+\\.js$/.test(node.src || ''))
              window.__appScripts.push(
                performance.getEntriesByName('first-contentful-paint').length > 0,
              );
      }).observe(document, { subtree: true, childList: true });`,
    });
    await waitForHydrated(page);
    expect(
      await page.evaluate(() => (window as { __appScripts?: boolean[] }).__appScripts),
    ).toEqual([true]);
  });

  it("keeps the page's markup when its own menu link is clicked the moment it hydrates", async () => {
    // A route change before the content has hydrated must wait for it: React would otherwise
    // discard the content's markup and log error 421, which fails this test.
    const { page } = await openPage('/demo/base', {
      initScript: `new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-hydrated')) return;
        observer.disconnect();
        const link = [...document.querySelectorAll('.dumi-default-sidebar a')]
          .find((a) => a.textContent === 'base');
        window.__clickedOnHydration = Boolean(link);
        link?.click();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });`,
    });
    await page.getByRole('button', { name: 'Responsive' }).click();
    await page.getByRole('button', { name: 'MaxCount: 6' }).waitFor();
    const clicked = await page.evaluate(
      () => (window as { __clickedOnHydration?: boolean }).__clickedOnHydration,
    );
    expect([clicked, new URL(page.url()).pathname]).toEqual([true, served('/demo/base')]);
  });
});

describe('routes', () => {
  it('answers /favicon.ico, which browsers ask for whatever the page declares, with an icon', async () => {
    const icon = await fetch(siteUrl('/favicon.ico'));
    // An ICO file's header: reserved 0, type 1 (icon).
    expect([icon.status, ...new Uint8Array(await icon.arrayBuffer()).subarray(0, 4)]).toEqual([
      200, 0, 0, 1, 0,
    ]);
  });

  it('sets the document title and og:title from each page\'s own, "<page> – rc-overflow"', async () => {
    const { page } = await openPage('/');
    for (const [link, title] of [
      [null, 'rc-overflow'],
      ['fill-width', 'fill-width – rc-overflow'],
      ['Raw Render', 'Raw Render – rc-overflow'],
      ['collapse-from-start', 'collapse-from-start – rc-overflow'],
      ['FAQ', 'FAQ – rc-overflow'],
    ]) {
      if (link)
        await page.locator('.dumi-default-sidebar').getByRole('link', { name: link }).click();
      await page.waitForFunction(
        (t) =>
          document.title === t &&
          document.querySelector('meta[property="og:title"]')?.getAttribute('content') === t,
        title,
      );
    }
  });

  it.each([
    ['/index.html', '/', 'rc-overflow'],
    ['/demo/base/index.html', '/demo/base', 'base'],
    ['/zh-CN/index.html', '/zh-CN', 'rc-overflow'],
  ])('%s, as static hosts spell it, shows its page once hydrated', async (route, to, heading) => {
    // Console errors (React's hydration errors among them) fail the test.
    const { page } = await openPage(route);
    await waitForHydrated(page);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'PAGE NOT FOUND' }).count()).toBe(0);
    const trim = (p: string) => p.replace(/(.)\/$/, '$1');
    expect(trim(new URL(page.url()).pathname)).toBe(trim(served(to)));
  });

  itIndependentOfBase('loading a URL with a hash scrolls to that heading', async () => {
    const { page } = await openPage('/#usage');
    await page.waitForFunction(() => {
      const top = document.getElementById('usage')?.getBoundingClientRect().top ?? -1;
      return window.scrollY > 0 && top >= 0 && top < 200;
    });
  });
});

describe('the exported HTML (docs-dist/)', () => {
  const files: Record<string, { html: string; head: string }> = {};
  beforeAll(() => {
    const root = process.env.SITE_RUN_DIR as string;
    for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.html')) continue;
      const html = fs.readFileSync(path.join(root, file), 'utf8');
      files[file.split(path.sep).join('/')] = {
        html,
        head: html.slice(0, html.search(/<\/head>/i)),
      };
    }
  });
  const prerendered = (html: string) => /<div id="root">(?!<\/div>)/.test(html);
  const standalone = () =>
    Object.keys(files).filter((f) => /^~demos\/docs-[^/:]+\/index\.html$/.test(f));

  it('says on every page its language from the first byte, one zoomable viewport, one theme script, no NUL', () => {
    const wrong = Object.entries(files).flatMap(([file, { html, head }]) => {
      const lang = /^<!DOCTYPE html>\s*<html\b[^>]*\slang="([^"]*)"/i.exec(html)?.[1];
      const viewports = head.match(/<meta[^>]*name="viewport"[^>]*>/gi) ?? [];
      const scripts = head.match(/<script(?![^>]*\ssrc=)[^>]*>[\s\S]*?<\/script>/gi) ?? [];
      // A redirect's page shows nothing: its one script sends the reader on.
      const redirect = head.includes('http-equiv="refresh"');
      return [
        lang !== (file.startsWith('zh-CN/') ? 'zh' : 'en') && `lang ${lang}`,
        (viewports.length !== 1 ||
          !viewports[0].includes('content="width=device-width, initial-scale=1"')) &&
          `viewports ${viewports}`,
        !redirect &&
          !(
            scripts.length === 1 && /dumi:prefers-color[\s\S]*data-prefers-color/.test(scripts[0])
          ) &&
          `${scripts.length} head scripts`,
        html.includes('\u0000') && 'a NUL character',
      ].flatMap((problem) => (problem ? [`${file}: ${problem}`] : []));
    });
    expect({ files: Object.keys(files).length > 10, wrong }).toEqual({ files: true, wrong: [] });
    // The Chinese pages' text reads whole however it met the renderer's chunks.
    expect(files['zh-CN/index.html'].html).toContain('href="#浏览器测试"');
  });

  it('redirects /demo and /_demos/<id> without JavaScript: a refresh and a canonical link', () => {
    const demos = ['demo', 'guide'].flatMap((folder) => docPages(folder)).flatMap((p) => p.demos);
    expect(standalone().length).toBe(demos.length);
    const wrong = [
      ['demo/index.html', 'demo/base'],
      ['zh-CN/demo/index.html', 'zh-CN/demo/base'],
      ...standalone().map((file) => [`_${file.slice(1)}`, file.replace(/\/index\.html$/, '')]),
    ].filter(([file, target]) => {
      const head = files[file]?.head ?? '';
      const url = base() + target;
      const refresh = `<meta http-equiv="refresh" content="0; url=${url}">`;
      return !(head.includes(refresh) && head.includes(`<link rel="canonical" href="${url}">`));
    });
    expect(wrong).toEqual([]);
  });

  it('carries each prerendered page whole and in reading order, titled and described', () => {
    // React streams what loaded late to the end, in hidden parts its inline scripts move into
    // place (`$RC`, `$RS`); the export places them (.dumi/lib/streamedParts.ts).
    const pages = Object.keys(files).filter((f) => prerendered(files[f].html));
    const described = (head: string) => {
      const all = head.match(/<meta[^>]*name="description"[^>]*>/gi) ?? [];
      return all.length === 1 && /content="The &quot;[^"]+&quot; demo of rc-overflow/.test(all[0]);
    };
    const faq = files['guide/faq/index.html'].head;
    expect({
      pages: pages.length > 5,
      notFound: prerendered(files['404.html'].html),
      streamed: pages.filter((f) =>
        /\$R[A-Z]\(|<div hidden id="S:|<!--\$\?-->/.test(files[f].html),
      ),
      undescribed: pages.filter((f) => standalone().includes(f) && !described(files[f].head)),
      title: /<title[^>]*>([^<]*)<\/title>/.exec(faq)?.[1],
      ogTitle: /<meta[^>]*property="og:title"[^>]*content="([^"]*)"/.exec(faq)?.[1],
    }).toEqual({
      pages: true,
      notFound: false,
      streamed: [],
      undescribed: [],
      title: 'FAQ – rc-overflow',
      ogTitle: 'FAQ – rc-overflow',
    });
    // The content is in #root itself: the home page's hero among the first markup.
    const home = files['index.html'].html;
    const root = home.indexOf('<div id="root">');
    expect(home.indexOf('id="site-hero"', root)).toBeGreaterThan(root);
    expect(home.indexOf('id="site-hero"')).toBeLessThan(home.indexOf('</body>'));
  });
});
