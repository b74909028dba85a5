import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { packAll, packageManifests } from '../../../scripts/pack.cjs';
import { createStaticServer, listen } from '../../../scripts/serve.cjs';
import { readSettled, settle } from '../../browser/antd-settle';
import { openPage } from '../../browser/harness';
import { ROOT } from '../../browser/site-build';
import { ANTD_RANGES, insideCaret } from '../antd-ranges';
import { filesUnder, integrityOf, run } from '../export-replay/replay';

/** An antd major as its users install it, and where its Select's overflow list is. */
export interface AntdMajor {
  label: string;
  dependencies: Record<string, string>;
  /** The name antd installs the overflow list under, and antd's packages that depend on it. */
  overflowName: string;
  dependents: string[];
  /** The Select's overflow class prefix (items `${it}-item`, the rest `${it}-item-rest`). */
  selectOverflow: string;
}

export const ANTD_6: AntdMajor = {
  label: 'antd 6',
  dependencies: { antd: '6.6.8', react: '^19.0.0', 'react-dom': '^19.0.0' },
  overflowName: '@rc-component/overflow',
  dependents: ['@rc-component/select', '@rc-component/menu'],
  selectOverflow: 'ant-select-content',
};

export const ANTD_5: AntdMajor = {
  label: 'antd 5',
  dependencies: { antd: '5.29.3', react: '^18.3.1', 'react-dom': '^18.3.1' },
  overflowName: 'rc-overflow',
  dependents: ['rc-select', 'rc-menu'],
  selectOverflow: 'ant-select-selection-overflow',
};

/** Where the shown counts change (a sweep every 5 px, both majors): 900 all navs fit; 840 ours
 * fits a tag the published package does not; 600 the middle; 240 one tag; 170 one tag and the
 * rest alone in a narrower box; 120 no tag, one nav; 110 no nav. */
const WIDTHS = [900, 840, 600, 240, 170, 120, 110];
const TOTAL = { tags: 20, navs: 12 };
/** The published package, beside ours in the same install under an npm alias. */
const PUBLISHED = 'published-overflow';

/** The `overrides` the With antd guide gives for `name`, the same in both locales. */
function guideOverrides(name: string): Record<string, string> {
  const found = ['antd.md', 'antd.zh-CN.md'].map((page) => {
    const markdown = fs.readFileSync(path.join(ROOT, 'docs/guide', page), 'utf8');
    const blocks = [...markdown.matchAll(/^```json\b[^\n]*\n([\s\S]*?)^```\s*$/gm)]
      .map((match) => JSON.parse(match[1]))
      .filter((block) => name in (block.overrides ?? {}));
    if (blocks.length !== 1) throw new Error(`${page} has ${blocks.length} snippets for ${name}.`);
    return JSON.stringify(blocks[0].overrides);
  });
  if (found[1] !== found[0]) throw new Error(`The guide's locales differ for ${name}.`);
  return JSON.parse(found[0]);
}

/** What a user sees of one list: its items' drawn text, its rest, parts off the row or box. */
interface ListSeen {
  items: string[];
  rest: string | null;
  belowTheRow: string[];
  pastTheBox: string[];
}
type AppSeen = Record<'Select' | 'Menu', ListSeen>;

function readOnce(page: Page, selectOverflow: string): Promise<AppSeen> {
  return page.evaluate((select) => {
    // Upstream hides an item with opacity 0 and height 0; ours adds visibility hidden.
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.opacity !== '0' && box.height * box.width > 0;
    };
    // Only text drawn on screen, not screen-reader-only (clipped) text.
    const drawnText = (el: Element) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (getComputedStyle(node.parentElement as Element).clipPath === 'none')
          text += node.textContent;
      return text.trim();
    };
    const read = (list: string, item: string): ListSeen => {
      const box = (document.querySelector(list) as Element).getBoundingClientRect();
      const children = Array.from((document.querySelector(list) as Element).children).filter(shown);
      const kind = (child: Element) =>
        child.matches(`${item}-rest`) ? 'rest' : child.matches(`${item}-suffix`) ? 'suffix' : '';
      const rest = children.find((child) => kind(child) === 'rest');
      const rects = children.map((child) => ({
        name: kind(child) || drawnText(child),
        rect: child.getBoundingClientRect(),
      }));
      const rowBottom = Math.min(...rects.map(({ rect }) => rect.bottom));
      // Layout units are 1/64 px: a part flush with the box may round past it by that much.
      const past = (rect: DOMRect) =>
        rect.left < box.left - 1 / 32 || rect.right > box.right + 1 / 32;
      return {
        items: children.filter((child) => child.matches(item) && !kind(child)).map(drawnText),
        rest: rest ? drawnText(rest) || '…' : null,
        belowTheRow: rects.filter(({ rect }) => rect.top >= rowBottom).map(({ name }) => name),
        pastTheBox: rects.filter(({ rect }) => past(rect)).map(({ name }) => name),
      };
    };
    return {
      Select: read(`.${select}`, `.${select}-item`),
      Menu: read('.ant-menu-horizontal', '.ant-menu-overflow-item'),
    };
  }, selectOverflow);
}

const firstOf = (label: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${label} ${index + 1}`);

/** Ours beside the published package at one width: what is wrong with ours, in words. */
function problemsAt(width: number, ours: AppSeen, published: AppSeen): string[] {
  const problems: string[] = [];
  for (const [list, label, count] of [
    ['Select', 'Tag', TOTAL.tags],
    ['Menu', 'Nav', TOTAL.navs],
  ] as const) {
    const [mine, theirs] = [ours[list], published[list]];
    const at = `${width} px, ${list}`;
    // A published row that runs past its box sets no bar to meet.
    if (theirs.pastTheBox.length === 0 && mine.items.length < theirs.items.length)
      problems.push(`${at}: ours shows ${mine.items.length}, published ${theirs.items.length}`);
    if (JSON.stringify(mine.items) !== JSON.stringify(firstOf(label, mine.items.length)))
      problems.push(`${at}: ours shows ${JSON.stringify(mine.items)}`);
    const hidden = count - mine.items.length;
    const rest = hidden === 0 ? null : list === 'Menu' ? '…' : `+ ${hidden} ...`;
    if (mine.rest !== rest) problems.push(`${at}: ours' rest is ${mine.rest}, not ${rest}`);
    if (mine.belowTheRow.length > 0) problems.push(`${at}: off the row: ${mine.belowTheRow}`);
    if (mine.pastTheBox.length > 0) problems.push(`${at}: past the box: ${mine.pastTheBox}`);
  }
  return problems;
}

/**
 * An app on `major`, installed once with npm from the registry: antd as published, the published
 * overflow list beside it under an npm alias (at the range antd asks for, so the version antd
 * installs without the override), and the With antd guide's `overrides` pointed at our tarball.
 * Ours must be the one copy under its name, and in Chromium show at least what the published
 * package shows (antd bundled with it in place of ours), on one row, inside the box, with no
 * console message the published one does not log, at each width where the counts change.
 */
export function describeAntdApp(major: AntdMajor): void {
  const name = major.overflowName;
  const ours = packageManifests().find((manifest) => manifest.name === name)?.version ?? '';
  const range = ANTD_RANGES[name].range;

  describe(`an ${major.label} app installed from the npm registry with the guide's override`, () => {
    const work = fs.mkdtempSync(
      path.join(os.tmpdir(), `rc-overflow-${major.label.replace(' ', '')}-`),
    );
    const app = path.join(work, 'app');
    const modules = path.join(app, 'node_modules');
    let tarball = '';
    let overrides: Record<string, string> = {};
    const bundled: Record<string, string[]> = {};
    let server: Server | undefined;
    let origin = '';

    beforeAll(
      async () => {
        tarball = (await packAll({ outDir: path.join(work, 'pack'), names: [name] }))[name];
        overrides = guideOverrides(name);
        fs.mkdirSync(path.join(app, 'src'), { recursive: true });
        const manifest = {
          name: 'antd-app',
          version: '1.0.0',
          private: true,
          dependencies: { ...major.dependencies, [PUBLISHED]: `npm:${name}@${range}` },
          // The guide's snippet, with our tarball for its range (the registry lacks our version).
          overrides: { ...overrides, [name]: `file:${tarball}` },
        };
        fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify(manifest, null, 2));
        fs.copyFileSync(path.join(__dirname, 'app.tsx'), path.join(app, 'src/index.tsx'));
        await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel', 'error'], app);
        // The published app is the same install bundled with the published package in place of ours.
        for (const [page, alias] of [
          ['ours', {}],
          ['published', { [name]: `./node_modules/${PUBLISHED}` }],
        ] as const) {
          const { metafile } = await build({
            absWorkingDir: app,
            entryPoints: ['src/index.tsx'],
            outfile: `dist/${page}.js`,
            bundle: true,
            format: 'iife',
            jsx: 'transform',
            alias,
            define: { 'process.env.NODE_ENV': '"development"' },
            metafile: true,
            logLevel: 'error',
          });
          bundled[page] = Object.keys(metafile.inputs).filter((input) => /overflow\//.test(input));
          fs.writeFileSync(
            path.join(app, `dist/${page}.html`),
            '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>antd app</title>' +
              '<meta name="viewport" content="width=device-width, initial-scale=1">' +
              `<style>body{margin:0}</style></head><body><div id="root"></div><script src="${page}.js"></script></body></html>`,
          );
        }
        server = createStaticServer({
          root: work,
          mounts: { '/__tests__/': path.join(app, 'dist') },
        });
        origin = `http://127.0.0.1:${await listen(server)}`;
      },
      10 * 60 * 1000,
    );

    afterAll(async () => {
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
      fs.rmSync(work, { recursive: true, force: true });
    });

    it(`the guide's override names ${name} with a range that admits ours (${ours})`, () => {
      expect(Object.keys(overrides)).toEqual([name]);
      expect([overrides[name], insideCaret(ours, overrides[name])]).toEqual([
        overrides[name],
        true,
      ]);
    });

    it(`installs one ${name}, ours, for antd's Select and Menu, and the published one aliased`, async () => {
      const tree = JSON.parse(
        await run('npm', ['ls', name, '--all', '--json', '--long', '--loglevel', 'error'], app),
      );
      type Node = { version: string; path: string; dependencies?: Record<string, Node> };
      const listed = (node: Node, parent: string): string[] =>
        Object.entries(node.dependencies ?? {}).flatMap(([child, sub]) => [
          ...(child === name ? [`${parent} -> ${sub.path}@${sub.version}`] : []),
          ...listed(sub, child),
        ]);
      const copies = listed(tree, 'the app');
      for (const dependent of major.dependents)
        expect(copies).toContain(`${dependent} -> ${path.join(modules, name)}@${ours}`);
      expect(new Set(copies.map((copy) => copy.split(' -> ')[1]))).toEqual(
        new Set([`${path.join(modules, name)}@${ours}`]),
      );
      const lock = JSON.parse(fs.readFileSync(path.join(app, 'package-lock.json'), 'utf8'));
      expect(lock.packages[`node_modules/${name}`]).toMatchObject({
        version: ours,
        resolved: `file:${path.relative(app, tarball)}`,
        integrity: integrityOf(tarball),
      });
      // On disk: ours under its name and the published one under the alias, nothing else.
      const onDisk = filesUnder(modules)
        .filter((file) => file.endsWith('package.json'))
        .map((file) => [file, JSON.parse(fs.readFileSync(path.join(modules, file), 'utf8'))])
        .filter(([, manifest]) => manifest.name === name)
        .map(([file, manifest]) => `${path.dirname(file)}@${manifest.version}`);
      const published = lock.packages[`node_modules/${PUBLISHED}`].version;
      expect(onDisk.sort()).toEqual([`${name}@${ours}`, `${PUBLISHED}@${published}`].sort());
      // The alias is what antd installs as published: the range its packages ask for.
      expect([published === ours, insideCaret(published, range)]).toEqual([false, true]);
      for (const dependent of major.dependents) {
        const manifest = JSON.parse(
          fs.readFileSync(path.join(modules, dependent, 'package.json'), 'utf8'),
        );
        expect(`${dependent}: ${manifest.dependencies[name]}`).toBe(`${dependent}: ${range}`);
      }
    });

    it('bundles ours from its ES modules build, and the published one in its place', () => {
      expect(bundled.ours.length).toBeGreaterThan(0);
      expect(bundled.ours.filter((input) => !input.startsWith(`node_modules/${name}/es/`))).toEqual(
        [],
      );
      expect(bundled.published.length).toBeGreaterThan(0);
      expect(
        bundled.published.filter((input) => !input.startsWith(`node_modules/${PUBLISHED}/`)),
      ).toEqual([]);
    });

    /** Opens both apps at `width`, each with every console message it logs. */
    const openBoth = (width: number) =>
      Promise.all(
        ['ours', 'published'].map(async (app) => {
          const messages: string[] = [];
          const { page } = await openPage(`/__tests__/${app}.html`, {
            origin,
            viewport: { width, height: 600 },
            beforeLoad: async (context) => {
              context.on('console', (message) =>
                messages.push(`${message.type()}: ${message.text()}`),
              );
            },
          });
          await page.locator('.ant-menu-horizontal').waitFor();
          return { page, messages };
        }),
      );

    it(`shows at least what the published package shows at ${WIDTHS.join(', ')} px, on one row, inside the box`, async () => {
      const apps = await openBoth(WIDTHS[0]);
      const problems: string[] = [];
      for (const width of WIDTHS) {
        const [mine, theirs] = await Promise.all(
          apps.map(async ({ page }) => {
            await page.setViewportSize({ width, height: 600 });
            return readSettled(page, (settled) => readOnce(settled, major.selectOverflow));
          }),
        );
        problems.push(...problemsAt(width, mine, theirs));
      }
      expect(problems).toEqual([]);
      const theirs = new Set(apps[1].messages);
      expect(apps[0].messages.filter((message) => !theirs.has(message))).toEqual([]);
    });

    it('lists the menu items that do not fit in its overflow popup, as the published package does', async () => {
      const [mine, theirs] = await Promise.all(
        (await openBoth(420)).map(async ({ page }) => {
          const seen = await readSettled(page, (settled) =>
            readOnce(settled, major.selectOverflow),
          );
          await page.locator('.ant-menu-horizontal > .ant-menu-overflow-item-rest').hover();
          const popup = page
            .locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)')
            .last();
          await popup.waitFor({ state: 'visible' });
          await settle(page);
          const listed = await popup.locator('.ant-menu-item').allTextContents();
          return { shown: seen.Menu.items.length, listed: listed.map((text) => text.trim()) };
        }),
      );
      const navs = firstOf('Nav', TOTAL.navs);
      expect(theirs.listed).toEqual(navs.slice(theirs.shown));
      expect(mine.listed).toEqual(navs.slice(mine.shown));
      expect(mine.shown).toBeGreaterThanOrEqual(theirs.shown);
      expect(mine.listed.length).toBeGreaterThan(0);
    });
  });
}
