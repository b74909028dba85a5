import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { docPages } from '../../../.dumi/lib/docPages';
import { openHydrated } from '../a11y-helpers';
import { describeIndependentOfBase, itIndependentOfBase, openPage, siteUrl } from '../harness';
import { ACTIONS, hiddenBesides, keptByPriority, readToolbar } from '../priority-demo';
import { waitForList } from '../shown-list';
import { ROOT } from '../site-build';

const SCREENSHOTS = path.join(ROOT, 'test-results');
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
  it('shows the hero with its title, text and buttons to the demos and the repository', async () => {
    const { page, externalRequests } = await openPage('/');
    const hero = page.locator('.dumi-default-hero');
    await hero.getByRole('heading', { name: 'rc-overflow', level: 1 }).waitFor();
    await hero.getByText('Auto collapse box when overflow').waitFor();
    const demoButton = hero.getByRole('link', { name: 'Live demo' });
    expect(await demoButton.getAttribute('href')).toBe(served('/demo/base'));
    const repoButton = hero.getByRole('link', { name: 'GitHub' });
    expect(await repoButton.getAttribute('href')).toBe(
      'https://github.com/react-component/overflow',
    );
    // Only the star badge may ask for something outside, and it is blocked here.
    expect(externalRequests.every((url) => url.startsWith('https://img.shields.io/'))).toBe(true);
  });

  itIndependentOfBase('shows a feature grid', async () => {
    const { page } = await openPage('/');
    for (const title of ['Responsive', 'No flicker', 'Drop-in']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
  });

  itIndependentOfBase(
    'has the README sections: live demo, install, usage, API, development, license',
    async () => {
      const { page } = await openPage('/');
      for (const name of ['Live demo', 'Install', 'Usage', 'API', 'Development', 'License']) {
        await page.getByRole('heading', { name, level: 2 }).waitFor();
      }
      const article = page.locator('article');
      expect(await article.getByRole('link', { name: 'demo pages' }).getAttribute('href')).toBe(
        served('/demo/base'),
      );
      await article.getByText('npm install rc-overflow').waitFor();
      // The usage block's (the API's examples import it too).
      await article.getByText("import Overflow from 'rc-overflow';").first().waitFor();
      await article.getByText('npm start').waitFor();
      await article.getByText('MIT license').waitFor();
    },
  );

  itIndependentOfBase(
    'documents every prop in an API table with Property, Type, Default and Description',
    async () => {
      const { page } = await openPage('/');
      // The first table; Overflow.Item's follows it.
      const table = page.locator('article table').first();
      await table.locator('thead th').first().waitFor();
      const headers = await table.locator('thead th').allInnerTexts();
      expect(headers.map((h) => h.trim())).toEqual(['Property', 'Type', 'Default', 'Description']);
      const props = (await table.locator('tbody tr td:first-child').allInnerTexts()).map((t) =>
        t.trim(),
      );
      for (const prop of [
        'data',
        'renderItem',
        'renderRawItem',
        'maxCount',
        'renderRest',
        'suffix',
      ]) {
        expect(props).toContain(prop);
      }
    },
  );

  it('follows the link to the live demo', async () => {
    const { page } = await openPage('/');
    await page.locator('article').getByRole('link', { name: 'demo pages' }).click();
    await page.getByRole('heading', { name: 'base', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(served('/demo/base'));
  });
});

describe('the demo pages', () => {
  const pages = docPages('demo').map((page) => [page.link, page.title['en-US']]);

  it.each(pages)('%s has the heading, title and a live demo', async (route, heading) => {
    const { page } = await openPage(route);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await waitForTitle(page, heading);
    await page.locator('.rc-overflow').first().waitFor();
  });

  itIndependentOfBase('base: the button toggles maxCount between Responsive and 6', async () => {
    const { page } = await openPage('/demo/base');
    const select = page.getByRole('combobox', { name: 'Item count' });
    await select.waitFor();
    const options = await select
      .locator('option')
      .evaluateAll((els) => els.map((el) => el.textContent));
    expect(options).toEqual(['0', '1', '2', '3', '5', '10', '20', '200']);
    await select.selectOption('20');
    await page.getByText('Label 0', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Responsive' }).click();
    await page.getByRole('button', { name: 'MaxCount: 6' }).waitFor();
    // Six labels shown, fourteen folded into the rest indicator.
    await page.getByText('+14...', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'MaxCount: 6' }).click();
    await page.getByRole('button', { name: 'Responsive' }).waitFor();
  });

  itIndependentOfBase(
    'base: the list sits in a box at most 300 px wide, the demo padded 32',
    async () => {
      const { page } = await openPage('/demo/base');
      const list = page.locator('.rc-overflow').first();
      await list.waitFor();
      await page.getByRole('combobox', { name: 'Item count' }).selectOption('200');
      const box = await list.evaluate((el) => {
        const frame = el.parentElement as HTMLElement;
        const demo = frame.parentElement as HTMLElement;
        return {
          maxWidth: getComputedStyle(frame).maxWidth,
          width: el.getBoundingClientRect().width,
          padding: getComputedStyle(demo).padding,
        };
      });
      expect(box.maxWidth).toBe('300px');
      expect(box.width).toBeLessThanOrEqual(300);
      expect(box.padding).toBe('32px');
    },
  );

  itIndependentOfBase(
    'blink: a list of 5 items 300 px wide and one of 2 items 180 px wide, items 90 px',
    async () => {
      const { page } = await openPage('/demo/blink');
      const lists = page.locator('.rc-overflow');
      await lists.nth(1).waitFor();
      const shape = await lists.evaluateAll((els) =>
        els.map((el) => ({
          width: (el.parentElement as HTMLElement).getBoundingClientRect().width,
          items: el.querySelectorAll('.rc-overflow-item:not(.rc-overflow-item-rest)').length,
        })),
      );
      expect(shape).toEqual([
        { width: 300, items: 5 },
        { width: 180, items: 2 },
      ]);
      const itemWidth = await page
        .getByText('Item 0', { exact: true })
        .first()
        .evaluate((el) => el.getBoundingClientRect().width);
      expect(itemWidth).toBe(90);
    },
  );

  itIndependentOfBase(
    'fill-width: the suffix input is focused on load and grows with its text',
    async () => {
      const { page } = await openPage('/demo/fill-width');
      const input = page.getByRole('textbox', { name: 'Suffix' });
      await input.waitFor();
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('aria-label') === 'Suffix',
      );
      const widthOf = () => input.evaluate((el) => el.getBoundingClientRect().width);
      const style = await input.evaluate((el) => ({
        min: getComputedStyle(el).minWidth,
        max: getComputedStyle(el).maxWidth,
      }));
      expect(style).toEqual({ min: '10px', max: '100%' });
      const empty = await widthOf();
      await page.keyboard.type('a longer suffix');
      await page.waitForFunction((w) => {
        const el = document.querySelector('input[aria-label="Suffix"]') as HTMLElement;
        return el.getBoundingClientRect().width > w + 40;
      }, empty);
    },
  );

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

  itIndependentOfBase(
    'raw-render: items come from renderRawItem and fold into the rest indicator',
    async () => {
      const { page } = await openPage('/demo/raw-render');
      await page.getByRole('combobox', { name: 'Item count' }).selectOption('20');
      await page.getByRole('button', { name: 'Responsive' }).click();
      await page.getByText('+14...', { exact: true }).waitFor();
    },
  );

  itIndependentOfBase(
    'max-rows: the rows selector sets how many rows the tags take, the rest ending the last',
    async () => {
      const { page } = await openHydrated('/demo/max-rows');
      const list = page.locator('.dumi-default-previewer-demo .rc-overflow').first();
      const rows = page.getByRole('combobox', { name: 'Rows' });
      await rows.waitFor();
      const options = await rows
        .locator('option')
        .evaluateAll((els) => els.map((el) => el.textContent));
      expect(options).toEqual(['1', '2', '3', '4']);
      // Two rows to begin with.
      expect(await rows.inputValue()).toBe('2');
      let before = await waitForList(list, { rows: 2, rest: true });
      for (const count of [1, 3, 4]) {
        await rows.selectOption(String(count));
        const now = await waitForList(list, { rows: count, rest: true });
        // The demo has 20 tags.
        expect(now.texts[now.restIndex]).toBe(`+ ${20 - now.items} ...`);
        expect(now.restIndex).toBe(now.texts.length - 1);
        expect(now.overflows).toBe(false);
        if (count > 1) expect(now.items).toBeGreaterThan(before.items);
        before = now;
      }
    },
  );

  itIndependentOfBase(
    'max-rows: the width slider changes how many tags fit in the rows',
    async () => {
      const { page } = await openHydrated('/demo/max-rows');
      const list = page.locator('.dumi-default-previewer-demo .rc-overflow').first();
      const slider = page.getByRole('slider', { name: 'List width' });
      expect(await slider.inputValue()).toBe('300');
      const wide = await waitForList(list, { rows: 2, rest: true });
      await slider.focus();
      await page.keyboard.press('Home');
      expect(await slider.inputValue()).toBe('100');
      await page.getByText('100 px', { exact: true }).waitFor();
      const narrow = await waitForList(list, { rows: 2, fewerItemsThan: wide.items });
      expect(narrow.restIndex).toBe(narrow.texts.length - 1);
      expect(narrow.overflows).toBe(false);
      await page.keyboard.press('End');
      await waitForList(list, { rows: 2, items: wide.items });
    },
  );

  itIndependentOfBase(
    'collapse-from-start: the breadcrumb shows "…" before its last crumbs; the slider changes how many',
    async () => {
      const trail = ['Home', 'docs', 'guide', 'components', 'overflow', 'api'];
      const { page } = await openHydrated('/demo/collapse-from-start');
      const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
      const list = nav.locator('.rc-overflow');
      // Crumbs after the first carry their "/" separator.
      const crumbs = (texts: string[]) => texts.map((text) => text.replace(/^\/\s*/, ''));
      const start = await waitForList(list, { rest: true });
      expect(start.restIndex).toBe(0);
      expect(crumbs(start.texts)).toEqual(['…', ...trail.slice(trail.length - start.items)]);
      // The rest gets the hidden crumbs, the first ones, in their order.
      const rest = nav.locator('.rc-overflow-item-rest [title]');
      expect(await rest.getAttribute('title')).toBe(
        trail.slice(0, trail.length - start.items).join(' / '),
      );
      expect(await nav.locator('[aria-current="page"]').innerText()).toBe('api');

      const slider = page.getByRole('slider', { name: 'Trail width' });
      await slider.focus();
      await page.keyboard.press('End');
      const wide = await waitForList(list, { items: trail.length, rest: false });
      expect(crumbs(wide.texts)).toEqual(trail);
      await page.keyboard.press('Home');
      const narrow = await waitForList(list, { items: 1, rest: true });
      expect(crumbs(narrow.texts)).toEqual(['…', 'api']);
      expect(await rest.getAttribute('title')).toBe(trail.slice(0, -1).join(' / '));
    },
  );

  itIndependentOfBase(
    'priority: at every width the toolbar shows the actions of highest priority, in its order, and "More" the others',
    async () => {
      const { page } = await openHydrated('/demo/priority');
      const slider = page.getByRole('slider', { name: 'Toolbar width' });
      // Each badge shows its action's priority, and the tooltip says it.
      const save = page.getByRole('button', { name: 'Save', exact: true });
      expect(await save.innerText()).toMatch(/^Save\s*∞$/);
      expect(await save.getAttribute('title')).toBe('Pinned: always shown');
      const undo = page.getByRole('button', { name: 'Undo', exact: true });
      expect(await undo.getAttribute('title')).toBe('Priority 5');

      await slider.focus();
      await page.keyboard.press('Home');
      expect(await slider.inputValue()).toBe('60');
      // Too narrow for Save and "More" together: Save, pinned, shows anyway.
      const narrow = await readToolbar(page, { items: 1, rest: true });
      expect(narrow).toEqual({ shown: ['Save'], more: hiddenBesides(['Save']), overflows: true });

      // Widen 10 px at a time up to the end of the slider: every count of shown actions appears,
      // each time the highest priorities (Share hides while Export, after it, shows).
      const counts = new Set<number>();
      for (let width = 60; width < 640; width += 10) {
        await page.keyboard.press('ArrowRight');
        await page.getByText(`${width + 10} px`, { exact: true }).waitFor();
        // Two frames: the list has measured its new width and settled.
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const now = await readToolbar(page);
        expect(now.shown).toEqual(keptByPriority(now.shown.length));
        expect(now.more).toEqual(hiddenBesides(now.shown));
        counts.add(now.shown.length);
      }
      expect([...counts].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
      const wide = await readToolbar(page, { items: ACTIONS.length, rest: false });
      expect(wide.overflows).toBe(false);
    },
  );

  itIndependentOfBase(
    'priority: "Show at least" keeps that many actions, by priority, when they do not fit',
    async () => {
      const { page } = await openHydrated('/demo/priority');
      const atLeast = page.getByRole('combobox', { name: 'Show at least' });
      const options = await atLeast
        .locator('option')
        .evaluateAll((els) => els.map((el) => el.textContent));
      expect(options).toEqual(['0', '1', '2', '3', '4']);
      expect(await atLeast.inputValue()).toBe('0');
      await page.getByRole('slider', { name: 'Toolbar width' }).fill('60');
      await readToolbar(page, { items: 1, rest: true });
      for (const count of [3, 4, 2]) {
        await atLeast.selectOption(String(count));
        const now = await readToolbar(page, { items: count, rest: true });
        expect(now.shown).toEqual(keptByPriority(count));
        expect(now.more).toEqual(hiddenBesides(now.shown));
        expect(now.overflows).toBe(true);
      }
      // The page itself does not scroll sideways: the toolbar's box does.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);

      // Picking a hidden action from "More" runs it.
      await page
        .getByRole('combobox', { name: 'More actions (5)' })
        .selectOption({ label: 'Export' });
      await page.getByText('Last action: Export', { exact: true }).waitFor();
    },
  );

  itIndependentOfBase(
    'vertical: the board column shows the cards that fit its height above "+ N more"; the slider changes how many',
    async () => {
      const { page } = await openHydrated('/demo/vertical');
      const column = page.getByRole('region', { name: 'In progress' });
      const list = column.locator('.rc-overflow');
      const titles = [
        'Write the release notes',
        'Fix the focus ring on the rest',
        'Review the column layout',
        'Answer the sizing question',
        'Update the playground',
        'Bench a column of 2000 cards',
        'Translate the new page',
      ];
      // Everything shown is inside the column's height, one card under the other.
      const withinHeight = () =>
        list.evaluate((element) => {
          const bottom = element.getBoundingClientRect().bottom;
          return Array.from(element.children)
            .filter((child) => child.checkVisibility({ checkVisibilityCSS: true }))
            .every((child) => child.getBoundingClientRect().bottom <= bottom + 0.5);
        });
      const cards = (texts: string[]) =>
        texts.map((text) => text.replace(/(docs|review|site)$/, ''));

      const start = await waitForList(list, { rest: true });
      expect(start.rows).toBe(start.texts.length);
      expect(start.restIndex).toBe(start.texts.length - 1);
      expect(cards(start.texts.slice(0, -1))).toEqual(titles.slice(0, start.items));
      expect(start.texts[start.restIndex]).toBe(`+ ${titles.length - start.items} more`);
      // Its tooltip lists the hidden cards, in order.
      const more = list.getByRole('button', { name: /more$/ });
      expect(await more.getAttribute('title')).toBe(titles.slice(start.items).join('\n'));
      expect(await withinHeight()).toBe(true);

      const slider = page.getByRole('slider', { name: 'Column height' });
      await slider.focus();
      await page.keyboard.press('End');
      const tall = await waitForList(list, { items: titles.length, rest: false });
      expect(cards(tall.texts)).toEqual(titles);
      await page.keyboard.press('Home');
      const short = await waitForList(list, { fewerItemsThan: start.items, rest: true });
      expect(short.texts[short.restIndex]).toBe(`+ ${titles.length - short.items} more`);
      expect(await withinHeight()).toBe(true);
    },
  );
});

describe('routes', () => {
  it('/demo redirects to /demo/base, on a direct load of the static build', async () => {
    const { page } = await openPage('/demo');
    await page.getByRole('heading', { name: 'base', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(served('/demo/base'));
  });

  it('/zh-CN/demo redirects to /zh-CN/demo/base', async () => {
    const { page } = await openPage('/zh-CN/demo');
    await page.getByRole('heading', { name: 'base', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(served('/zh-CN/demo/base'));
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

describe('the Chinese pages', () => {
  it.each([
    ['/zh-CN', '安装'],
    ...docPages('demo').map((page) => [`/zh-CN${page.link}`, page.title['zh-CN']]),
  ])('%s is translated', async (route, heading) => {
    const { page } = await openPage(route);
    await page.getByRole('heading', { name: heading }).first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('zh');
    // Chinese body text, not the English page.
    await page.waitForFunction(() =>
      /[\u4e00-\u9fff]/.test(document.querySelector('article')?.textContent ?? ''),
    );
  });
});

describeIndependentOfBase('screenshots for people to look at', () => {
  beforeAll(() => fs.mkdirSync(SCREENSHOTS, { recursive: true }));

  it.each([
    ['/', 'home', 'light'],
    ['/', 'home', 'dark'],
    ['/demo/base', 'demo-base', 'light'],
    ['/demo/base', 'demo-base', 'dark'],
  ] as const)('%s in %s (%s)', async (route, name, scheme) => {
    const { page } = await openPage(route, {
      colorScheme: scheme,
      initScript: `localStorage.setItem('dumi:prefers-color', 'auto')`,
    });
    await page.locator('.dumi-default-header').waitFor();
    await page.waitForFunction(
      (s) => document.documentElement.getAttribute('data-prefers-color') === s,
      scheme,
    );
    const suffix = base() === '/' ? '' : '-subpath';
    await page.screenshot({
      path: path.join(SCREENSHOTS, `${name}-${scheme}${suffix}.png`),
      fullPage: true,
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
