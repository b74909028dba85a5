import fs from 'node:fs';
import path from 'node:path';
import { docPages } from '../../../.dumi/build/docPages';
import API from '../../../docs/api.json';
import { openHydrated } from '../a11y-helpers';
import { itIndependentOfBase, openPage, siteUrl, waitForHydrated } from '../harness';
import { waitForList, type ListWanted } from '../shown-list';
import { runBundle, typeCheckAndBundle } from '../demo-export-helpers';
import { ROOT } from '../site-build';
import { brokenWordsInApiTable, PHONE, served, unreadableCells } from '../site-visitor-helpers';

const base = () => process.env.SITE_BASE || '/';
const REPO = 'https://github.com/react-component/overflow';
const ENTRY = `import React from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
createRoot(document.getElementById('root') as HTMLElement).render(<App />);`;

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

it('has a live row that follows the window, the arrow keys and a drag, and says what shows; the hero, the features, the README sections, an API table whose names no line breaks, a card a prop on a phone', async () => {
  const { page, externalRequests } = await openHydrated('/');
  const slider = page.getByRole('slider', { name: 'Width of the live row' });
  const row = async (want: ListWanted) => {
    const shown = await waitForList(page.locator('.site-live-row .rc-overflow'), want);
    const status = new RegExp(`^${shown.items} of 20 tags shown$`);
    await page.locator('.site-live-row [role="status"]', { hasText: status }).waitFor();
    const rest = shown.items < 20 ? `+ ${20 - shown.items} ...` : undefined;
    expect([shown.overflows, shown.texts[shown.restIndex]]).toEqual([false, rest]);
    return shown.items;
  };
  const wide = await row({ moreItemsThan: 0, rest: true });
  await page.setViewportSize(PHONE);
  const small = await row({ fewerItemsThan: wide });
  const frame = page.locator('article .dumi-default-table-content').first();
  expect({
    scrolls: await frame.evaluate((el) => el.scrollWidth > el.clientWidth),
    rows: (await frame.locator('tbody tr').count()) > 10,
    unreadable: await unreadableCells(frame),
    broken: await brokenWordsInApiTable(page),
  }).toEqual({ scrolls: false, rows: true, unreadable: [], broken: [] });
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
  const box = (await slider.boundingBox())!;
  const track = (await page.locator('.site-live-row-track').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(track.x + track.width / 3, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await row({ fewerItemsThan: widest });
  expect(await slider.getAttribute('aria-valuenow')).toBe('33');
  const hero = page.locator('.dumi-default-hero');
  await hero.getByRole('heading', { name: 'rc-overflow', level: 1 }).waitFor();
  await hero.getByText('Auto collapse box when overflow').waitFor();
  const href = (name: string) => hero.getByRole('link', { name }).getAttribute('href');
  const texts = async (selector: string) =>
    (await page.locator(selector).allInnerTexts()).map((t) => t.trim()).join(' | ');
  expect({
    links: [await href('Live demo'), await href('GitHub')],
    outside: externalRequests.filter((url) => !url.startsWith('https://img.shields.io/')),
    features: await texts('h3'),
    sections: await texts('article h2'),
    columns: await texts('article table >> nth=0 >> thead th'),
    props: await texts('article table >> nth=0 >> tbody td:first-child'),
    article: (await texts('article')).replace(/\s+/g, ' '),
    broken: await brokenWordsInApiTable(page),
  }).toEqual({
    links: [served('/demo/base'), REPO],
    outside: [],
    features: expect.stringMatching(/Responsive.*No flicker.*Drop-in/),
    sections: expect.stringMatching(/Live demo.*Install.*Usage.*API.*Development.*License/),
    columns: 'Property | Type | Default | Description',
    props: expect.stringMatching(
      /^data \| renderItem \| renderRawItem \| .*maxCount .*renderRest .*suffix/,
    ),
    article: expect.stringMatching(
      /npm install rc-overflow.*import Overflow from 'rc-overflow';.*npm start.*MIT license/,
    ),
    broken: [],
  });
  for (const doc of ['index.md', 'index.zh-CN.md']) {
    const markdown = fs.readFileSync(path.join(ROOT, 'docs', doc), 'utf8');
    const app = /^```tsx\b[^\n]*\n([\s\S]*?)^```\s*$/m.exec(markdown)?.[1] ?? '';
    const built = typeCheckAndBundle({ 'index.tsx': ENTRY, 'App.tsx': app }, 'index.tsx', false);
    const { blank } = await runBundle(page, built);
    const { texts } = await waitForList(blank.locator('.rc-overflow'), { items: 5, rows: 1 });
    const words = 'react overflow layout responsive collapse';
    expect([doc, texts.join(' '), built.css.includes('.rc-overflow')]).toEqual([doc, words, true]);
  }
  await page.locator('article').getByRole('link', { name: 'demo pages' }).click();
  await page.getByRole('heading', { name: 'base', level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe(served('/demo/base'));
});

it('a demo page while its code loads is usable only with its content: the header waits for the page, then its toggle works', async () => {
  const { page, release } = await openWithChunkHeld(
    '/demo/base',
    /\/docs__demo__base\.md\.\w+\.async\.js$/,
  );
  const toggle = page.getByRole('button', { name: 'Demo pages' });
  const state = [await toggle.isDisabled(), await toggle.getAttribute('aria-expanded')];
  expect(state).toEqual([true, 'true']);
  release();
  await page.locator('.dumi-default-navbar-collapse-btn:enabled').waitFor();
  await toggle.press('Enter');
  await page.locator('.dumi-default-navbar-collapse-btn[aria-expanded="false"]').waitFor();
});

it("a demo page while its code loads keeps a demo's controls disabled until its code has come; a link taken meanwhile leads on, with no error", async () => {
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

it("keeps the page's markup when its own menu link is clicked the moment it hydrates", async () => {
  // A route change before hydration must wait for it, or React drops the markup (error 421).
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

it('routes answers /favicon.ico, which browsers ask for whatever the page declares, with an icon', async () => {
  const icon = await fetch(siteUrl('/favicon.ico'));
  const header = new Uint8Array(await icon.arrayBuffer()).subarray(0, 4);
  expect([icon.status, ...header]).toEqual([200, 0, 0, 1, 0]);
});

it('routes starts the app\'s script only once the prerendered page has been painted; sets the document title and og:title from each page\'s own, "<page> – rc-overflow", its heading its title; the migration guide carries the changelog', async () => {
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
  const scripts = await page.evaluate(() => (window as { __appScripts?: boolean[] }).__appScripts);
  expect(scripts).toEqual([true]);
  for (const link of [null, 'Raw Render', 'Migrating from 1.5', 'FAQ']) {
    const title = link ? `${link} – rc-overflow` : 'rc-overflow';
    if (link) await page.locator('.dumi-default-sidebar').getByRole('link', { name: link }).click();
    if (link) await page.getByRole('heading', { name: link, level: 1 }).waitFor();
    if (link?.startsWith('Migrating'))
      for (const name of ['Unreleased', '1.6.0', 'Added', 'Changed', 'Fixed'])
        await page.getByRole('heading', { name, exact: true }).first().waitFor();
    await page.waitForFunction(
      (t) =>
        document.title === t &&
        document.querySelector('meta[property="og:title"]')?.getAttribute('content') === t,
      title,
    );
  }
});

it('routes shows /index.html, /demo/base/index.html and /zh-CN/index.html, as static hosts spell them, once hydrated', async () => {
  const { page } = await openPage('/');
  const trim = (p: string) => p.replace(/(.)\/$/, '$1');
  for (const [route, to, heading] of [
    ['/index.html', '/', 'rc-overflow'],
    ['/demo/base/index.html', '/demo/base', 'base'],
    ['/zh-CN/index.html', '/zh-CN', 'rc-overflow'],
  ]) {
    await page.goto(siteUrl(route));
    await waitForHydrated(page);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    const notFound = await page.getByRole('heading', { name: 'PAGE NOT FOUND' }).count();
    expect([notFound, trim(new URL(page.url()).pathname)]).toEqual([0, trim(served(to))]);
  }
});

itIndependentOfBase(
  "routes loading a URL with a hash scrolls to that heading, or to that prop's row of the API table, and stays",
  async () => {
    const { page } = await openPage('/#usage');
    for (const [path, id] of [
      ['/#usage', 'usage'],
      ['/zh-CN/#maxrows', 'maxrows'],
    ]) {
      if (id !== 'usage') await page.goto(siteUrl(path));
      await waitForHydrated(page);
      // In view once two frames have passed with no scroll: the layout's own scroll has ended.
      await page.waitForFunction(async (target) => {
        const before = window.scrollY;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const top = document.getElementById(target)?.getBoundingClientRect().top ?? -1;
        return window.scrollY === before && window.scrollY > 0 && top >= 0 && top < 200;
      }, id);
    }
  },
);

const files: Record<string, { html: string; head: string }> = {};
beforeAll(() => {
  const root = process.env.SITE_RUN_DIR as string;
  for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const html = file.endsWith('.html') ? fs.readFileSync(path.join(root, file), 'utf8') : '';
    if (html) files[file.split(path.sep).join('/')] = { html, head: html.split(/<\/head>/i)[0] };
  }
});
const prerendered = (html: string) => /<div id="root">(?!<\/div>)/.test(html);
const standalone = () =>
  Object.keys(files).filter((f) => /^~demos\/docs-[^/:]+\/index\.html$/.test(f));

it('the exported HTML (docs-dist/) says on every page its language from the first byte, one zoomable viewport, one theme script, no NUL', () => {
  const wrong = Object.entries(files).flatMap(([file, { html, head }]) => {
    const lang = /^<!DOCTYPE html>\s*<html\b[^>]*\slang="([^"]*)"/i.exec(html)?.[1];
    const viewports = head.match(/<meta[^>]*name="viewport"[^>]*>/gi) ?? [];
    const scripts = head.match(/<script(?![^>]*\ssrc=)[^>]*>[\s\S]*?<\/script>/gi) ?? [];
    const redirect = head.includes('http-equiv="refresh"');
    return [
      lang !== (file.startsWith('zh-CN/') ? 'zh' : 'en') && `lang ${lang}`,
      (viewports.length !== 1 ||
        !viewports[0].includes('content="width=device-width, initial-scale=1"')) &&
        `viewports ${viewports}`,
      !redirect &&
        !(scripts.length === 1 && /dumi:prefers-color[\s\S]*data-prefers-color/.test(scripts[0])) &&
        `${scripts.length} head scripts`,
      html.includes('\u0000') && 'a NUL character',
    ].flatMap((problem) => (problem ? [`${file}: ${problem}`] : []));
  });
  expect({ files: Object.keys(files).length > 10, wrong }).toEqual({ files: true, wrong: [] });
  expect(files['zh-CN/index.html'].html).toContain('href="#浏览器测试"');
});

it("the exported HTML (docs-dist/) keeps every id the home page had, without JavaScript: its headings', the props' on their table rows; the API page has a section per prop", () => {
  const props = API.tables.Overflow.map(({ name }) => `${name}`.toLowerCase());
  const headings = {
    '': 'live-demo install usage api overflowitem development tests browser-tests license',
    'zh-CN/': '在线示例 安装 使用 api overflowitem 开发 测试 浏览器测试 许可证',
  };
  const missing = Object.entries(headings).flatMap(([dir, words]) => {
    const ids = words.split(' ');
    const { html } = files[`${dir}index.html`];
    const api = files[`${dir}api/index.html`].html;
    return [
      ...ids.filter((id) => !html.includes(` id="${id}"`)).map((id) => `/${dir}#${id}`),
      ...props.filter((id) => !html.includes(`<tr id="${id}">`)).map((id) => `/${dir} row ${id}`),
      ...props.filter((id) => !api.includes(` id="${id}"`)).map((id) => `/${dir}api#${id}`),
    ];
  });
  expect(missing).toEqual([]);
});

it('the exported HTML (docs-dist/) redirects /demo and /_demos/<id> without JavaScript: a refresh and a canonical link', () => {
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

it('in the app, /demo leads to /demo/base in each language, keeping the query', async () => {
  const { page } = await openHydrated('/guide/faq');
  for (const [from, to] of [
    ['/demo', '/demo/base'],
    ['/zh-CN/demo', '/zh-CN/demo/base'],
  ]) {
    // A visit the router handles, as a link or Back would: no exported page answers it.
    await page.evaluate(
      (url) => {
        history.pushState(null, '', url);
        dispatchEvent(new PopStateEvent('popstate'));
      },
      `${served(from)}?wrapper`,
    );
    await page.waitForURL((url) => url.pathname === served(to) && url.search === '?wrapper');
    await page.getByRole('heading', { name: 'base', level: 1 }).waitFor();
  }
});

it('the exported HTML (docs-dist/) carries each prerendered page whole and in reading order, titled and described', () => {
  // React streams late parts to the end, placed by inline scripts; the export places them.
  const pages = Object.keys(files).filter((f) => prerendered(files[f].html));
  const described = (head: string) => {
    const all = head.match(/<meta[^>]*name="description"[^>]*>/gi) ?? [];
    return all.length === 1 && /content="The &quot;[^"]+&quot; demo of rc-overflow/.test(all[0]);
  };
  const faq = files['guide/faq/index.html'].head;
  const home = files['index.html'].html;
  const hero = home.indexOf('id="site-hero"', home.indexOf('<div id="root">'));
  expect({
    pages: pages.length > 5,
    notFound: prerendered(files['404.html'].html),
    streamed: pages.filter((f) => /\$R[A-Z]\(|<div hidden id="S:|<!--\$\?-->/.test(files[f].html)),
    undescribed: pages.filter((f) => standalone().includes(f) && !described(files[f].head)),
    titles: [/<title[^>]*>([^<]*)<\/title>/, /property="og:title"[^>]*content="([^"]*)"/].map(
      (pattern) => pattern.exec(faq)?.[1],
    ),
    heroInRoot: hero > 0 && hero < home.indexOf('</body>'),
  }).toEqual({
    pages: true,
    notFound: false,
    streamed: [],
    undescribed: [],
    titles: ['FAQ – rc-overflow', 'FAQ – rc-overflow'],
    heroInRoot: true,
  });
});
