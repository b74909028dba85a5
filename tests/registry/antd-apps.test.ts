import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { packageManifests } from '../../scripts/pack.cjs';
import { openPage } from '../browser/harness';
import { appPath, MAJORS, PUBLISHED } from './antd-apps';
import { ANTD_RANGES, insideCaret } from './antd-ranges';
import { integrityOf, prepared, readJson, servedPath } from './util';

/** Where the shown counts change (a 5 px sweep of both majors): 900 all navs fit; 840 ours fits
 * a tag the published one does not; 240 one tag; 170 in a narrower box; 120 one nav; 110 none. */
const WIDTHS = [900, 840, 600, 240, 170, 120, 110];
const firstOf = (label: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${label} ${index + 1}`);
const ITEMS = { Select: firstOf('Tag', 20), Menu: firstOf('Nav', 12) };
const POPUP = '.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)';
type List = { items: string[]; rest: string | null; wrong: string[] };
type Seen = Record<keyof typeof ITEMS, List> & { popup: string[] };

/** What a user sees of the Select's and the Menu's lists once antd's motions have ended and ten
 * frames agree (upstream's lists take several): the shown items' drawn text, the rest's ('…' for
 * the Menu's icon), the parts off the first row or past the list's box, and the Menu popup's items. */
async function read(page: Page, select: string): Promise<Seen> {
  // A fresh count: the last read's would pass a layout that has not caught up with a resize.
  await page.evaluate(() => delete (window as { seen?: unknown }).seen);
  const handle = await page.waitForFunction(
    ([select, POPUP]) => {
      // Upstream hides an item with opacity 0 and height 0; ours adds visibility hidden.
      const shown = (el: Element) => {
        const [style, box] = [getComputedStyle(el), el.getBoundingClientRect()];
        return style.visibility !== 'hidden' && style.opacity !== '0' && box.height * box.width > 0;
      };
      // Only text drawn on screen, not screen-reader-only (clipped) text.
      const drawn = (el: Element) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        let text = '';
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (getComputedStyle(node.parentElement as Element).clipPath === 'none')
            text += node.textContent;
        return text.trim();
      };
      const list = (selector: string, item: string) => {
        const root = document.querySelector(selector) as Element;
        const box = root.getBoundingClientRect();
        const parts = Array.from(root.children)
          .filter(shown)
          .map((el) => ({ el, rect: el.getBoundingClientRect(), text: drawn(el) }));
        const rest = parts.find(({ el }) => el.matches(`${item}-rest`));
        const rowBottom = Math.min(...parts.map(({ rect }) => rect.bottom));
        // Layout units are 1/64 px: a part flush with the box may round past it by that much.
        const past = (r: DOMRect) => r.left < box.left - 1 / 32 || r.right > box.right + 1 / 32;
        const items = parts.filter(({ el }) =>
          el.matches(`${item}:not(${item}-rest, ${item}-suffix)`),
        );
        return {
          items: items.map(({ text }) => text),
          rest: rest ? rest.text || '…' : null,
          wrong: parts
            .filter(({ rect }) => rect.top >= rowBottom || past(rect))
            .map(({ el, text }) => text || el.className),
        };
      };
      const popups = document.querySelectorAll(POPUP);
      const popup = popups[popups.length - 1]?.querySelectorAll('.ant-menu-item') ?? [];
      const seen = JSON.stringify({
        Select: list(`.${select}`, `.${select}-item`),
        Menu: list('.ant-menu-horizontal', '.ant-menu-overflow-item'),
        popup: Array.from(popup, (el) => el.textContent?.trim()),
      });
      const ends = (a: Animation) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime));
      const ending = document.getAnimations().some((a) => a.playState === 'running' && ends(a));
      const store = window as unknown as { seen?: { last: string; same: number } };
      const same = !ending && store.seen?.last === seen ? store.seen.same + 1 : 0;
      store.seen = { last: seen, same };
      return same >= 10 && seen;
    },
    [select, POPUP],
    { polling: 'raf' },
  );
  return JSON.parse((await handle.jsonValue()) as string);
}

describe.each(MAJORS)('the $label app', (major) => {
  const name = major.overflow;
  const ours = packageManifests().find((manifest) => manifest.name === name)?.version ?? '';
  const { range } = ANTD_RANGES[name];
  const { bundled, tarball, copies } = prepared(major.label);

  it(`installs, with the guide's override, one ${name}, ours, for antd's Select and Menu, bundled from its ES modules, the published one aliased in its place`, () => {
    const from = (inputs: string[], dir: string) =>
      inputs.length > 0 && inputs.every((input) => input.startsWith(`node_modules/${dir}/`));
    const one = `${appPath(major, 'node_modules', name)}@${ours}`;
    const lock = readJson(appPath(major, 'package-lock.json')).packages;
    const published = lock[`node_modules/${PUBLISHED}`].version;
    const manifest = (dependent: string) =>
      readJson(appPath(major, 'node_modules', dependent, 'package.json'));
    expect({
      bundled: [from(bundled.ours, `${name}/es`), from(bundled.published, PUBLISHED)],
      others: copies.filter((copy: string) => !copy.endsWith(` -> ${one}`)),
      missing: major.dependents.filter((dependent) => !copies.includes(`${dependent} -> ${one}`)),
      locked: lock[`node_modules/${name}`],
      // The alias is what antd installs as published: the range its packages ask for.
      alias: [published === ours, insideCaret(published, range)],
      asked: major.dependents.map((dependent) => manifest(dependent).dependencies[name]),
    }).toEqual({
      bundled: [true, true],
      others: [],
      missing: [],
      alias: [false, true],
      locked: expect.objectContaining({
        version: ours,
        resolved: `file:${path.relative(appPath(major), tarball)}`,
        integrity: integrityOf(tarball),
      }),
      asked: major.dependents.map(() => range),
    });
  });

  it(`shows in the Select and Menu at least what the published package shows at ${WIDTHS.join(', ')} px, on one row, inside the box, and the Menu's hidden items in its popup`, async () => {
    const apps = await Promise.all(
      ['ours', 'published'].map(async (app) => {
        const messages: string[] = [];
        const beforeLoad = async (context: BrowserContext) => {
          context.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
        };
        const served = servedPath(appPath(major, 'dist', `${app}.html`));
        const viewport = { width: WIDTHS[0], height: 600 };
        const origin = process.env.REGISTRY_ORIGIN;
        const { page } = await openPage(served, { origin, viewport, beforeLoad });
        await page.locator('.ant-menu-horizontal').waitFor();
        return { page, messages };
      }),
    );
    const readAt = (width: number) =>
      Promise.all(
        apps.map(async ({ page }) => {
          await page.setViewportSize({ width, height: 600 });
          return read(page, major.select);
        }),
      );
    const [seen, expected]: object[][] = [[], []];
    for (const width of WIDTHS) {
      const [mine, theirs] = await readAt(width);
      for (const list of ['Select', 'Menu'] as const) {
        const [{ items, rest, wrong }, published] = [mine[list], theirs[list]];
        const hidden = ITEMS[list].length - items.length;
        // What the published package shows more of; a row that runs past its box sets no bar.
        const more = published.wrong.length === 0 && items.length < published.items.length;
        const restShown = hidden === 0 ? null : list === 'Menu' ? '…' : `+ ${hidden} ...`;
        const want = { items: ITEMS[list].slice(0, items.length), rest: restShown, wrong: [] };
        seen.push({ width, list, items, rest, wrong, published: more && published.items.length });
        expected.push({ width, list, ...want, published: false });
      }
    }
    expect(seen).toEqual(expected);
    // At 420 px, the Menu's popup lists the items it does not show, as the published one does.
    const [mine, theirs] = (await readAt(420)).map(({ Menu }) => Menu.items.length);
    const listed = await Promise.all(
      apps.map(async ({ page }) => {
        await page.locator('.ant-menu-horizontal > .ant-menu-overflow-item-rest').hover();
        await page.locator(POPUP).last().waitFor();
        return (await read(page, major.select)).popup;
      }),
    );
    const menu = ITEMS.Menu;
    const expectedListed = [true, true, menu.slice(mine), menu.slice(theirs)];
    expect([mine >= theirs, mine < menu.length, ...listed]).toEqual(expectedListed);
    const logged = new Set(apps[1].messages);
    expect(apps[0].messages.filter((message) => !logged.has(message))).toEqual([]);
  });
});
