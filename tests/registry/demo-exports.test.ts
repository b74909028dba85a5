import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { openPage } from '../browser/harness';
import * as replay from './demo-exports';
import { integrityOf, prepared, readJson, servedPath } from './util';

// Every export of every demo, the playground's code and an edited demo, as its service runs it
// (setup.ts prepared them), and nothing loaded from outside but what the replay answers.
const { tarballUrl, captured, pages, outside } = prepared('demo-exports');
const site = replay.publishedSiteOf(tarballUrl);

it.each(['CodeSandbox', 'StackBlitz'])(
  'installs rc-overflow for %s from the tarball the site publishes',
  (service) => {
    const { pathname } = new URL(tarballUrl);
    expect(pathname).toMatch(new RegExp(`^${site.base}pkg/[^/]+/rc-overflow\\.tgz$`));
    // Each page is two folders below its install (<install>/<export>/out, <install>/dist/<export>).
    const lockOf = (page: string) => readJson(path.resolve(page, '../../package-lock.json'));
    const locked = pages[service].map(
      (page: string) => lockOf(page).packages['node_modules/rc-overflow'].integrity,
    );
    expect(new Set(locked)).toEqual(
      new Set([integrityOf(replay.siteFile(site, pathname) as string)]),
    );
  },
);

it.each(replay.SERVICES)(
  "runs every demo, the playground's code and the edited demo exported to %s as the site shows them",
  async (service) => {
    const [problems, fromSite] = [[] as string[], new Set<string>()];
    let current = captured[0].name;
    // Every console error and uncaught exception, from any script: a pen loads from outside.
    const beforeLoad = async (context: BrowserContext) => {
      context.on(
        'console',
        (m) => m.type() === 'error' && problems.push(`${current}: ${m.text()}`),
      );
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
    const served = pages[service].map((dir: string) => `${servedPath(dir)}/`);
    const { page } = await openPage(served[0], { origin, beforeLoad });
    const shown = [];
    for (const [index, { name }] of captured.entries()) {
      current = name;
      if (index > 0) await page.goto(origin + served[index]);
      const lists = await replay.settledFingerprint(page, ['#root', '#root', '#root .rc-overflow']);
      // A pen takes our package from the site's browser build, not from a CDN's copy of a release.
      shown.push({ name, lists, ours: service !== 'CodePen' || fromSite.has(name) });
    }
    // The code edited in place is what the service receives (a form sends line breaks as CRLF);
    // the site's view of it shows the edit, so matching that view proves the export has it.
    const { files, edited, site: view } = captured.at(-1);
    const app = files[service].pen ?? files[service]['src/App.tsx'] ?? files[service]['App.tsx'];
    const sent = service === 'CodePen' ? JSON.parse(app).js : app.replace(/\r\n/g, '\n');
    const viewed = view.flatMap((list: { shown: string[] }) => list.shown);
    expect({ problems, shown, sent, viewed }).toEqual({
      problems: [],
      shown: captured.map(({ name, site }: replay.Captured) => ({ name, lists: site, ours: true })),
      sent: service === 'CodePen' ? expect.stringContaining(replay.EDIT.to) : edited,
      viewed: expect.arrayContaining([replay.EDIT.shown]),
    });
  },
);
