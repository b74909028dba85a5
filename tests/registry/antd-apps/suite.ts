import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { packAll, packageManifests } from '../../../scripts/pack.cjs';
import { createStaticServer, listen } from '../../../scripts/serve.cjs';
import { insideCaret } from '../antd-ranges';
import { settle } from '../../browser/antd-settle';
import { openPage } from '../../browser/harness';
import {
  bundleApp,
  copiesOf,
  guideOverrides,
  installApp,
  integrityOf,
  type AntdMajor,
  type InstalledApp,
} from './installed-app';
import { problemsAt, seenIn } from './seen';

/** The widths swept, 900 px down to 120 px by 30, in three bands: one test, one pair of pages each. */
const WIDTHS = Array.from({ length: 27 }, (_, index) => 900 - index * 30);
const BANDS = [WIDTHS.slice(0, 9), WIDTHS.slice(9, 18), WIDTHS.slice(18)];
/** What the app renders (antd-apps/app.tsx). */
const TOTAL = { tags: 20, navs: 12 };
/** Packing, two installs from the registry and two bundles: only the setup has this long. */
const SETUP_TIMEOUT = 10 * 60 * 1000;

/**
 * An app on `major`, installed with npm from the registry twice, as its users install it: once as
 * it is (the published overflow list antd depends on) and once with the `overrides` the With
 * antd guide gives, pointed at our tarball. Ours must be the one copy installed, and in Chromium
 * show at least what the published package shows, on one row, inside the box, with no console
 * message the published package's app does not log, at every width from 900 px to 120 px.
 */
export function describeAntdApp(major: AntdMajor): void {
  const name = major.overflowName;
  const ourVersion = packageManifests().find((manifest) => manifest.name === name)?.version;
  if (!ourVersion) throw new Error(`package.json publishes no ${name}.`);

  describe(`an ${major.label} app installed from the npm registry`, () => {
    let work = '';
    let tarball = '';
    let overrides: Record<string, string> = {};
    let ours: InstalledApp;
    let published: InstalledApp;
    const bundled: { ours: string[]; published: string[] } = { ours: [], published: [] };
    let server: Server | undefined;
    let origin = '';

    beforeAll(async () => {
      work = fs.mkdtempSync(path.join(os.tmpdir(), `rc-overflow-${major.label.replace(' ', '')}-`));
      tarball = (await packAll({ outDir: path.join(work, 'pack'), names: [name] }))[name];
      overrides = guideOverrides(name);
      // One at a time: two installs at once only compete for the same cores and cache.
      published = await installApp(path.join(work, 'published'), {
        dependencies: major.dependencies,
      });
      // The guide's snippet with our tarball for its version range, which npm does not have yet
      // (the first test checks the range admits the version packed).
      ours = await installApp(path.join(work, 'ours'), {
        dependencies: major.dependencies,
        overrides: { ...overrides, [name]: `file:${tarball}` },
      });
      bundled.published = await bundleApp(published.dir, name);
      bundled.ours = await bundleApp(ours.dir, name);
      server = createStaticServer({
        root: work,
        mounts: {
          '/__tests__/ours/': path.join(ours.dir, 'dist'),
          '/__tests__/published/': path.join(published.dir, 'dist'),
        },
      });
      origin = `http://127.0.0.1:${await listen(server)}`;
    }, SETUP_TIMEOUT);

    afterAll(async () => {
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
      if (work) fs.rmSync(work, { recursive: true, force: true });
      if (ours && published)
        console.log(
          `${major.label}: npm install took ${published.installSeconds.toFixed(1)} s as published, ` +
            `${ours.installSeconds.toFixed(1)} s with the override`,
        );
    });

    it(`the guide's override names ${name} with a range that admits ours (${ourVersion})`, () => {
      expect(Object.keys(overrides)).toEqual([name]);
      expect([overrides[name], insideCaret(ourVersion, overrides[name])]).toEqual([
        overrides[name],
        true,
      ]);
    });

    it(`installs exactly one ${name}, ours, for antd's Select and Menu`, async () => {
      const { listed, locked, onDisk } = await copiesOf(ours.dir, name);
      expect(listed.map((copy) => copy.dependent)).toEqual(
        expect.arrayContaining(major.dependents),
      );
      expect([...new Set(listed.map((copy) => `${copy.path}@${copy.version}`))]).toEqual([
        `${path.join(ours.dir, 'node_modules', name)}@${ourVersion}`,
      ]);
      expect(locked).toEqual([
        expect.objectContaining({
          where: `node_modules/${name}`,
          version: ourVersion,
          resolved: `file:${path.relative(ours.dir, tarball)}`,
          integrity: integrityOf(tarball),
        }),
      ]);
      expect(onDisk).toEqual([ourVersion]);
    });

    it(`installs the published ${name} without the override: the other half of the comparison`, async () => {
      const { listed, onDisk } = await copiesOf(published.dir, name);
      expect(listed.map((copy) => copy.dependent)).toEqual(
        expect.arrayContaining(major.dependents),
      );
      expect(onDisk.length).toBeGreaterThan(0);
      expect(onDisk.filter((version) => version === ourVersion)).toEqual([]);
    });

    it('bundles the one installed copy into each app', () => {
      for (const inputs of [bundled.ours, bundled.published]) {
        expect(inputs.length).toBeGreaterThan(0);
        expect(inputs.filter((input) => !input.startsWith(`node_modules/${name}/`))).toEqual([]);
      }
      // Ours from its ES modules build, as its manifest's `module` says.
      expect(bundled.ours.filter((input) => !input.startsWith(`node_modules/${name}/es/`))).toEqual(
        [],
      );
    });

    /** Opens both apps at `width`; collects every console message of each. */
    async function openBoth(width: number) {
      const viewport = { width, height: 600 };
      const opened = await Promise.all(
        (['ours', 'published'] as const).map(async (app) => {
          const messages: string[] = [];
          const { page } = await openPage(`/__tests__/${app}/index.html`, {
            origin,
            viewport,
            beforeLoad: async (context) => {
              context.on('console', (message) =>
                messages.push(`${message.type()}: ${message.text()}`),
              );
            },
          });
          await page.locator(`.${major.selectOverflow}`).waitFor();
          await page.locator('.ant-menu-horizontal').waitFor();
          return { page, messages };
        }),
      );
      return { ours: opened[0], published: opened[1] };
    }

    it.each(BANDS.map((band) => [band[0], band[band.length - 1], band]))(
      'shows at least what the published package shows from %i px down to %i px, on one row, inside the box',
      async (_from, _to, band) => {
        const apps = await openBoth(band[0]);
        const problems: string[] = [];
        for (const width of band) {
          const seen = await Promise.all(
            [apps.ours.page, apps.published.page].map(async (page: Page) => {
              await page.setViewportSize({ width, height: 600 });
              return seenIn(page, major.selectOverflow);
            }),
          );
          problems.push(...problemsAt(width, seen[0], seen[1], TOTAL));
        }
        expect(problems).toEqual([]);
        // Messages of ours: what its app logs that the published package's app does not.
        const theirs = new Set(apps.published.messages);
        expect(apps.ours.messages.filter((message) => !theirs.has(message))).toEqual([]);
      },
    );

    it('lists the menu items that do not fit in its overflow popup, as the published package does', async () => {
      const apps = await openBoth(420);
      const popups = await Promise.all(
        [apps.ours.page, apps.published.page].map(async (page) => {
          const seen = await seenIn(page, major.selectOverflow);
          await page.locator('.ant-menu-horizontal > .ant-menu-overflow-item-rest').hover();
          const popup = page
            .locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)')
            .last();
          await popup.waitFor({ state: 'visible' });
          await settle(page);
          const listed = (await popup.locator('.ant-menu-item').allTextContents()).map((text) =>
            text.trim(),
          );
          return { shown: seen.menu.items, listed };
        }),
      );
      const navs = Array.from({ length: TOTAL.navs }, (_, index) => `Nav ${index + 1}`);
      const [mine, theirs] = popups;
      expect(theirs.listed).toEqual(navs.slice(theirs.shown.length));
      expect(mine.listed).toEqual(navs.slice(mine.shown.length));
      expect(mine.shown.length).toBeGreaterThanOrEqual(theirs.shown.length);
      expect(mine.listed.length).toBeGreaterThan(0);
    });
  });
}
