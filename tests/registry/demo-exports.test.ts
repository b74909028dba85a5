import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { openPage } from '../browser/harness';
import * as replay from './demo-exports';
import { integrityOf, prepared, readJson, servedPath } from './util';

// Every export of every demo, the playground's code and an edited demo, as its service runs it
// (setup.ts prepared them): each must render what the site renders, with no console error, and
// nothing loads from outside but what the replay answers for the CDNs and the published site.
const { tarballUrl, captured, pages, outside } = prepared('demo-exports') as {
  tarballUrl: string;
  captured: replay.Captured[];
  pages: Record<replay.Service, string[]>;
  outside: Record<string, string | null>;
};
const site = replay.publishedSiteOf(tarballUrl);

it.each(['CodeSandbox', 'StackBlitz'] as const)(
  'installs rc-overflow for %s from the tarball the site publishes',
  (service) => {
    const { pathname } = new URL(tarballUrl);
    expect(pathname).toMatch(new RegExp(`^${site.base}pkg/[^/]+/rc-overflow\\.tgz$`));
    // What npm installed, by the integrity npm recorded, is the site's file.
    const integrity = integrityOf(replay.siteFile(site, pathname) as string);
    // Each page is two folders below its install (<install>/<export>/out, <install>/dist/<export>).
    const installs = [...new Set(pages[service].map((page) => path.resolve(page, '../..')))];
    const locked = installs.map(
      (dir) => readJson(path.join(dir, 'package-lock.json')).packages['node_modules/rc-overflow'],
    );
    expect(locked).toEqual(installs.map(() => expect.objectContaining({ integrity })));
  },
);

it.each(replay.SERVICES)(
  "runs every demo, the playground's code and the edited demo exported to %s as the site shows them",
  async (service) => {
    const problems: string[] = [];
    let current = captured[0].name;
    const fromSite = new Set<string>();
    // Every console error and uncaught exception, from any script: a pen loads from outside.
    const beforeLoad = async (context: BrowserContext) => {
      context.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${current}: ${message.text()}`);
      });
      context.on('weberror', (error) => problems.push(`${current}: ${error.error().message}`));
      await context.route(
        (url) => url.hostname !== '127.0.0.1',
        async (route) => {
          const url = route.request().url();
          const file = outside[url] ?? replay.siteFile(site, url);
          if (!file) problems.push(`${current}: no ${url}`);
          if (url.startsWith(site.origin) && /\/pkg\/[^/]+\/[^/]+\.js$/.test(url))
            fromSite.add(current);
          // A pen and its externals are on different hosts: CDNs send this header.
          const headers = { 'Access-Control-Allow-Origin': '*' };
          await route.fulfill(file ? { path: file, headers } : { status: 404 });
        },
      );
    };
    const origin = process.env.REGISTRY_ORIGIN;
    const served = pages[service].map((dir) => `${servedPath(dir)}/`);
    const { page } = await openPage(served[0], { origin, beforeLoad });
    for (const [index, { name, site: expected }] of captured.entries()) {
      current = name;
      if (index > 0) await page.goto(origin + served[index]);
      const view = { container: '#root', scope: '#root', ready: '#root .rc-overflow' };
      const shown = await replay.settledFingerprint(page, view);
      if (JSON.stringify(shown) !== JSON.stringify(expected))
        problems.push(
          `${name} shows ${JSON.stringify(shown)}, the site ${JSON.stringify(expected)}`,
        );
      // A pen takes our package from the site's browser build, not from a CDN's copy of a release.
      if (service === 'CodePen' && !fromSite.has(name))
        problems.push(`${name}: not the site's build`);
    }
    expect(problems).toEqual([]);
    // The code edited in place is what the service receives (a form sends line breaks as CRLF).
    const { files, edited, site: view } = captured.at(-1) as replay.Captured;
    const app = files[service].pen ?? files[service]['src/App.tsx'] ?? files[service]['App.tsx'];
    if (service === 'CodePen') expect(JSON.parse(app).js).toContain(replay.EDIT.to);
    else expect(app.replace(/\r\n/g, '\n')).toBe(edited);
    // The site's view of it shows the edit, so matching that view proves the export has it.
    expect(view.flatMap((list) => list.shown)).toContain(replay.EDIT.shown);
  },
);
