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
const LISTS = { Select: { label: 'Tag', count: 20 }, Menu: { label: 'Nav', count: 12 } };
const POPUP = '.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)';
const firstOf = (label: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${label} ${index + 1}`);

/** What a user sees of the Select's and the Menu's lists once antd's motions have ended and ten
 * frames agree (upstream's lists take several): the shown items' drawn text, the rest's ('…' for
 * the Menu's icon), the parts off the first row or past the list's box, and the items the Menu's
 * open popup lists. */
type List = { items: string[]; rest: string | null; wrong: string[] };
type Seen = Record<keyof typeof LISTS, List> & { popup: string[] };
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
        const box = (document.querySelector(selector) as Element).getBoundingClientRect();
        const parts = Array.from((document.querySelector(selector) as Element).children)
          .filter(shown)
          .map((el) => ({ el, rect: el.getBoundingClientRect() }));
        const rest = parts.find(({ el }) => el.matches(`${item}-rest`));
        const rowBottom = Math.min(...parts.map(({ rect }) => rect.bottom));
        // Layout units are 1/64 px: a part flush with the box may round past it by that much.
        const past = (rect: DOMRect) =>
          rect.left < box.left - 1 / 32 || rect.right > box.right + 1 / 32;
        return {
          items: parts
            .filter(({ el }) => el.matches(item) && !el.matches(`${item}-rest, ${item}-suffix`))
            .map(({ el }) => drawn(el)),
          rest: rest ? drawn(rest.el) || '…' : null,
          wrong: parts
            .filter(({ rect }) => rect.top >= rowBottom || past(rect))
            .map(
              ({ el, rect }) =>
                `${drawn(el) || el.className} at ${rect.left}-${rect.right}, ${rect.top}`,
            ),
        };
      };
      const popup = Array.from(document.querySelectorAll(POPUP))
        .at(-1)
        ?.querySelectorAll('.ant-menu-item');
      const seen = JSON.stringify({
        Select: list(`.${select}`, `.${select}-item`),
        Menu: list('.ant-menu-horizontal', '.ant-menu-overflow-item'),
        popup: Array.from(popup ?? []).map((item) => (item.textContent ?? '').trim()),
      });
      const ends = (a: Animation) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime));
      const ending = document.getAnimations().some((a) => a.playState === 'running' && ends(a));
      const store = window as unknown as { seen?: { last: string; same: number } };
      const same = !ending && store.seen?.last === seen ? store.seen.same + 1 : 0;
      store.seen = { last: seen, same };
      return same >= 10 && JSON.parse(seen);
    },
    [select, POPUP],
    { polling: 'raf' },
  );
  return handle.jsonValue();
}

function problemsAt(width: number, ours: Seen, published: Seen): string[] {
  return Object.entries(LISTS).flatMap(([list, { label, count }]) => {
    const [mine, theirs] = [ours, published].map((seen) => seen[list as keyof typeof LISTS]);
    const hidden = count - mine.items.length;
    const rest = hidden === 0 ? null : list === 'Menu' ? '…' : `+ ${hidden} ...`;
    const problems = [
      // A published row that runs past its box sets no bar to meet.
      theirs.wrong.length === 0 && mine.items.length < theirs.items.length
        ? `ours shows ${mine.items.length}, the published package ${theirs.items.length}`
        : '',
      `${mine.items}` !== `${firstOf(label, mine.items.length)}` ? `ours shows ${mine.items}` : '',
      mine.rest !== rest ? `ours' rest is ${mine.rest}, not ${rest}` : '',
      ...mine.wrong.map((part) => `off the row or past the box: ${part}`),
    ];
    return problems.filter(Boolean).map((problem) => `${width} px, ${list}: ${problem}`);
  });
}

describe.each(MAJORS)('the $label app', (major) => {
  const name = major.overflow;
  const ours = packageManifests().find((manifest) => manifest.name === name)?.version ?? '';
  const { range } = ANTD_RANGES[name];
  const { bundled, tarball, copies } = prepared(major.label);

  it(`installs, with the guide's override, one ${name}, ours, for antd's Select and Menu, bundled from its ES modules, the published one aliased in its place`, () => {
    const from = (inputs: string[], dir: string) =>
      inputs.length > 0 && inputs.every((input) => input.startsWith(dir));
    expect(from(bundled.ours, `node_modules/${name}/es/`)).toBe(true);
    expect(from(bundled.published, `node_modules/${PUBLISHED}/`)).toBe(true);
    const one = `${appPath(major, 'node_modules', name)}@${ours}`;
    expect(copies).toEqual(
      expect.arrayContaining(major.dependents.map((dependent) => `${dependent} -> ${one}`)),
    );
    expect(new Set(copies.map((copy: string) => copy.split(' -> ')[1]))).toEqual(new Set([one]));
    const lock = readJson(appPath(major, 'package-lock.json')).packages;
    const resolved = `file:${path.relative(appPath(major), tarball)}`;
    const integrity = integrityOf(tarball);
    expect(lock[`node_modules/${name}`]).toMatchObject({ version: ours, resolved, integrity });
    const published = lock[`node_modules/${PUBLISHED}`].version;
    // The alias is what antd installs as published: the range its packages ask for.
    expect([published === ours, insideCaret(published, range)]).toEqual([false, true]);
    const manifest = (dependent: string) =>
      readJson(appPath(major, 'node_modules', dependent, 'package.json'));
    const asked = major.dependents.map((dependent) => manifest(dependent).dependencies[name]);
    expect(asked).toEqual(major.dependents.map(() => range));
  });

  it(`shows in the Select and Menu at least what the published package shows at ${WIDTHS.join(', ')} px, on one row, inside the box, and the Menu's hidden items in its popup`, async () => {
    const apps = await Promise.all(
      ['ours', 'published'].map(async (page) => {
        const messages: string[] = [];
        const beforeLoad = async (context: BrowserContext) => {
          context.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
        };
        const viewport = { width: WIDTHS[0], height: 600 };
        const served = servedPath(appPath(major, 'dist', `${page}.html`));
        const origin = process.env.REGISTRY_ORIGIN;
        const opened = await openPage(served, { origin, viewport, beforeLoad });
        await opened.page.locator('.ant-menu-horizontal').waitFor();
        return { page: opened.page, messages };
      }),
    );
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const [mine, theirs] = await Promise.all(
        apps.map(async ({ page }) => {
          await page.setViewportSize({ width, height: 600 });
          return read(page, major.select);
        }),
      );
      problems.push(...problemsAt(width, mine, theirs));
    }
    expect(problems).toEqual([]);
    // At 420 px, the Menu's popup lists the items it does not show, as the published one does.
    const [mine, theirs] = await Promise.all(
      apps.map(async ({ page }) => {
        await page.setViewportSize({ width: 420, height: 600 });
        const shown = (await read(page, major.select)).Menu.items.length;
        await page.locator('.ant-menu-horizontal > .ant-menu-overflow-item-rest').hover();
        await page.locator(POPUP).last().waitFor();
        return { shown, listed: (await read(page, major.select)).popup };
      }),
    );
    const navs = firstOf('Nav', LISTS.Menu.count);
    expect([theirs.listed, mine.listed]).toEqual([
      navs.slice(theirs.shown),
      navs.slice(mine.shown),
    ]);
    expect([mine.shown >= theirs.shown, mine.listed.length > 0]).toEqual([true, true]);
    const logged = new Set(apps[1].messages);
    expect(apps[0].messages.filter((message) => !logged.has(message))).toEqual([]);
  });
});
