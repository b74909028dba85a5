import { openPage, siteUrl } from './harness';
import { linksOn, stripBase, waitForContent, type Link } from './sweep-helpers';

// A crawl of the built site from `/`: every internal link and anchor resolves.

describe('site sweep', () => {
  const pages = new Set<string>();

  it('resolves every internal link and anchor reachable from /', async () => {
    const queue = ['/'];
    const idsOn = new Map<string, Set<string>>();
    const broken: string[] = [];
    const anchors: Link[] = [];
    let checked = 0;
    const { page } = await openPage('/');
    while (queue.length > 0) {
      const current = queue.shift() as string;
      if (pages.has(current)) continue;
      pages.add(current);
      const response = await page.goto(siteUrl(current));
      if (!response || response.status() >= 400) {
        broken.push(`${current} answered ${response?.status()}`);
        continue;
      }
      await waitForContent(page);
      idsOn.set(
        current,
        new Set(
          await page.evaluate(() => Array.from(document.querySelectorAll('[id]'), (el) => el.id)),
        ),
      );
      for (const href of await linksOn(page)) {
        const [pathname, hash] = href.split('#');
        const target = stripBase(pathname);
        checked += 1;
        if (hash) anchors.push({ from: current, href: `${target}#${hash}` });
        if (!pages.has(target) && !queue.includes(target)) queue.push(target);
      }
    }
    // Each anchor must name an element on its target page.
    for (const { from, href } of anchors) {
      const [target, hash] = href.split('#');
      const id = decodeURIComponent(hash);
      if (!idsOn.get(target)?.has(id)) broken.push(`${from} links to ${href}, which has no #${id}`);
    }
    process.stdout.write(
      `sweep: ${checked} links checked (${anchors.length} with anchors) on ${pages.size} pages\n`,
    );
    expect(broken).toEqual([]);
    expect(pages.size).toBeGreaterThanOrEqual(10);
  }, 300000);
});
