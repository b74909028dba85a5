import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';
import { packAll, packageManifests } from '../../../scripts/pack.cjs';
import { createStaticServer, listen } from '../../../scripts/serve.cjs';
import { menuPopupItems, readSettled } from '../../browser/antd-settle';
import { openPage } from '../../browser/harness';
import { ROOT } from '../../browser/site-build';
import { ANTD_RANGES, insideCaret } from '../antd-ranges';
import { integrityOf, readJson, run } from '../export-replay/replay';

export const ANTD_6 = {
  label: 'antd 6',
  dependencies: { antd: '6.6.8', react: '^19.0.0', 'react-dom': '^19.0.0' },
  overflow: '@rc-component/overflow',
  dependents: ['@rc-component/select', '@rc-component/menu'],
  select: 'ant-select-content',
};
export const ANTD_5: typeof ANTD_6 = {
  label: 'antd 5',
  dependencies: { antd: '5.29.3', react: '^18.3.1', 'react-dom': '^18.3.1' },
  overflow: 'rc-overflow',
  dependents: ['rc-select', 'rc-menu'],
  select: 'ant-select-selection-overflow',
};

/** Where the shown counts change (a 5 px sweep of both majors): 900 all navs fit; 840 ours fits
 * a tag the published one does not; 240 one tag; 170 in a narrower box; 120 one nav; 110 none. */
const WIDTHS = [900, 840, 600, 240, 170, 120, 110];
const LISTS = { Select: { label: 'Tag', count: 20 }, Menu: { label: 'Nav', count: 12 } };
const PUBLISHED = 'published-overflow';
const firstOf = (label: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${label} ${index + 1}`);

/** The `overrides` the With antd guide gives for `name`, the same in both locales. */
function guideOverrides(name: string): Record<string, string> {
  const found = ['antd.md', 'antd.zh-CN.md'].map((page) => {
    const markdown = fs.readFileSync(path.join(ROOT, 'docs/guide', page), 'utf8');
    const blocks = [...markdown.matchAll(/^```json\b[^\n]*\n([\s\S]*?)^```\s*$/gm)]
      .map((match) => JSON.parse(match[1]).overrides ?? {})
      .filter((overrides) => name in overrides);
    if (blocks.length !== 1) throw new Error(`${page} has ${blocks.length} snippets for ${name}.`);
    return JSON.stringify(blocks[0]);
  });
  if (found[1] !== found[0]) throw new Error(`The guide's locales differ for ${name}.`);
  return JSON.parse(found[0]);
}

/** What a user sees of the Select's and the Menu's lists: the shown items' drawn text, the
 * rest's ('…' for the Menu's icon) and the parts off the first row or past the list's box. */
type Seen = Record<keyof typeof LISTS, { items: string[]; rest: string | null; wrong: string[] }>;
const read = (page: Page, select: string): Promise<Seen> =>
  readSettled(page, (settled) =>
    settled.evaluate((select) => {
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
          .map((el) => ({
            el,
            rect: el.getBoundingClientRect(),
            extra: el.matches(`${item}-rest, ${item}-suffix`),
          }));
        const rest = parts.find(({ el }) => el.matches(`${item}-rest`));
        const rowBottom = Math.min(...parts.map(({ rect }) => rect.bottom));
        // Layout units are 1/64 px: a part flush with the box may round past it by that much.
        const past = (rect: DOMRect) =>
          rect.left < box.left - 1 / 32 || rect.right > box.right + 1 / 32;
        return {
          items: parts
            .filter(({ el, extra }) => el.matches(item) && !extra)
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
      return {
        Select: list(`.${select}`, `.${select}-item`),
        Menu: list('.ant-menu-horizontal', '.ant-menu-overflow-item'),
      };
    }, select),
  );

/** What is wrong with ours beside the published package at one width, in words. */
function problemsAt(width: number, ours: Seen, published: Seen): string[] {
  return Object.entries(LISTS).flatMap(([list, { label, count }]) => {
    const [mine, theirs] = [ours[list as keyof Seen], published[list as keyof Seen]];
    const hidden = count - mine.items.length;
    const rest = hidden === 0 ? null : list === 'Menu' ? '…' : `+ ${hidden} ...`;
    const problems = [
      // A published row that runs past its box sets no bar to meet.
      theirs.wrong.length === 0 && mine.items.length < theirs.items.length
        ? `ours shows ${mine.items.length}, the published package ${theirs.items.length}`
        : '',
      JSON.stringify(mine.items) !== JSON.stringify(firstOf(label, mine.items.length))
        ? `ours shows ${mine.items}`
        : '',
      mine.rest !== rest ? `ours' rest is ${mine.rest}, not ${rest}` : '',
      ...mine.wrong.map((part) => `off the row or past the box: ${part}`),
    ];
    return problems.filter(Boolean).map((problem) => `${width} px, ${list}: ${problem}`);
  });
}

/** An app on `major` installed once with npm: antd, the published overflow list under an npm
 * alias (the range antd asks for) and the With antd guide's `overrides` pointed at our tarball.
 * Ours must be the one copy under its name and show, beside the published one, at least what it
 * shows, on one row, inside the box, with no console message it does not log. */
export function describeAntdApp(major: typeof ANTD_6): void {
  const name = major.overflow;
  const ours = packageManifests().find((manifest) => manifest.name === name)?.version ?? '';
  const { range } = ANTD_RANGES[name];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-overflow-antd-'));
  const [app, modules] = [path.join(work, 'app'), path.join(work, 'app/node_modules')];
  const bundled: Record<string, string[]> = {};
  let [tarball, origin, overrides] = ['', '', {} as Record<string, string>];
  let server: Server | undefined;

  beforeAll(async () => {
    tarball = (await packAll({ outDir: path.join(work, 'pack'), names: [name] }))[name];
    overrides = guideOverrides(name);
    const dependencies = { ...major.dependencies, [PUBLISHED]: `npm:${name}@${range}` };
    // The guide's snippet, our tarball for its range (the registry lacks our version).
    const manifest = { dependencies, overrides: { ...overrides, [name]: `file:${tarball}` } };
    fs.mkdirSync(app, { recursive: true });
    fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify(manifest));
    // The app's sources at their paths here, so its import of the shared app resolves.
    const entryPoints = ['tests/registry/antd-apps/app.tsx'];
    for (const file of [...entryPoints, 'tests/browser/pages/shared/antd-app.tsx']) {
      fs.mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
      fs.copyFileSync(path.join(ROOT, file), path.join(app, file));
    }
    await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel', 'error'], app);
    // The published app: the same install bundled with the published package in place of ours.
    const aliases = { ours: {}, published: { [name]: `./node_modules/${PUBLISHED}` } };
    for (const [page, alias] of Object.entries(aliases)) {
      const { metafile } = await build({
        absWorkingDir: app,
        entryPoints,
        outfile: `dist/${page}.js`,
        alias,
        define: { 'process.env.NODE_ENV': '"development"' },
        bundle: true,
        jsx: 'transform',
        metafile: true,
        logLevel: 'error',
      });
      bundled[page] = Object.keys(metafile.inputs).filter((input) => /overflow\//.test(input));
      const head =
        '<meta name="viewport" content="width=device-width, initial-scale=1"><style>body{margin:0}</style>';
      const html = `<!doctype html><html lang="en"><head><title>antd app</title>${head}</head><body><div id="root"></div><script src="${page}.js"></script></body></html>`;
      fs.writeFileSync(path.join(app, `dist/${page}.html`), html);
    }
    const dist = path.join(app, 'dist');
    server = createStaticServer({ root: dist, mounts: { '/__tests__/': dist } });
    origin = `http://127.0.0.1:${await listen(server)}`;
  }, 600000);

  afterAll(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    fs.rmSync(work, { recursive: true, force: true });
  });

  it(`the guide's override for ${major.label} names ${name} with a range that admits ours (${ours})`, () => {
    expect(Object.keys(overrides)).toEqual([name]);
    expect([overrides[name], insideCaret(ours, overrides[name])]).toEqual([overrides[name], true]);
  });

  it(`installs one ${name} in the ${major.label} app, ours, for antd's Select and Menu, the published one aliased`, async () => {
    type Node = { version: string; path: string; dependencies?: Record<string, Node> };
    const listed = (node: Node, parent: string): string[] =>
      Object.entries(node.dependencies ?? {}).flatMap(([child, sub]) => [
        ...(child === name ? [`${parent} -> ${sub.path}@${sub.version}`] : []),
        ...listed(sub, child),
      ]);
    const args = ['ls', name, '--all', '--json', '--long', '--loglevel', 'error'];
    const copies = listed(JSON.parse(await run('npm', args, app)), 'the app');
    const one = `${path.join(modules, name)}@${ours}`;
    expect(copies).toEqual(
      expect.arrayContaining(major.dependents.map((dependent) => `${dependent} -> ${one}`)),
    );
    expect(new Set(copies.map((copy) => copy.split(' -> ')[1]))).toEqual(new Set([one]));
    const lock = readJson(path.join(app, 'package-lock.json')).packages;
    const resolved = `file:${path.relative(app, tarball)}`;
    const integrity = integrityOf(tarball);
    expect(lock[`node_modules/${name}`]).toMatchObject({ version: ours, resolved, integrity });
    const published = lock[`node_modules/${PUBLISHED}`].version;
    // The alias is what antd installs as published: the range its packages ask for.
    expect([published === ours, insideCaret(published, range)]).toEqual([false, true]);
    const asked = major.dependents.map(
      (dependent) =>
        `${dependent}: ${readJson(path.join(modules, dependent, 'package.json')).dependencies[name]}`,
    );
    expect(asked).toEqual(major.dependents.map((dependent) => `${dependent}: ${range}`));
  });

  it(`bundles ours from its ES modules build into the ${major.label} app, the published one in its place`, () => {
    const from = (inputs: string[], dir: string) =>
      inputs.length > 0 && inputs.every((input) => input.startsWith(dir));
    expect([
      from(bundled.ours, `node_modules/${name}/es/`),
      from(bundled.published, `node_modules/${PUBLISHED}/`),
    ]).toEqual([true, true]);
  });

  /** Opens both apps, each with every console message it logs. */
  const openBoth = () =>
    Promise.all(
      ['ours', 'published'].map(async (page) => {
        const messages: string[] = [];
        const beforeLoad = async (context: BrowserContext) => {
          context.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
        };
        const opened = await openPage(`/__tests__/${page}.html`, {
          origin,
          viewport: { width: WIDTHS[0], height: 600 },
          beforeLoad,
        });
        await opened.page.locator('.ant-menu-horizontal').waitFor();
        return { page: opened.page, messages };
      }),
    );

  it(`shows in ${major.label}'s Select and Menu at least what the published package shows at ${WIDTHS.join(', ')} px, on one row, inside the box, and the Menu's hidden items in its popup`, async () => {
    const apps = await openBoth();
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
        return { shown, listed: await menuPopupItems(page) };
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
}
