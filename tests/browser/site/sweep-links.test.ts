import { openPage, siteUrl } from '../harness';
import { builtPages, linksOn, stripBase, waitForContent, type Link } from '../sweep-helpers';

// Every internal link and anchor on every page the build wrote resolves: each page is read in a
// test of its own (its links and its ids), then every link is checked against what was read.

const idsOn = new Map<string, Set<string>>();
const links: Link[] = [];
const pages = builtPages();

describe('site sweep: links', () => {
  it.each(pages)('reads the links and ids of %s', async (path) => {
    const { page } = await openPage(path);
    await waitForContent(page);
    const ids = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[id]'), (el) => el.id),
    );
    // A page that redirects (/demo to its first demo) is read where it lands.
    const landed = stripBase(new URL(page.url()).pathname);
    idsOn.set(path, new Set(ids));
    idsOn.set(landed, new Set(ids));
    for (const href of await linksOn(page)) links.push({ from: path, href });
  });

  it('resolves every internal link and anchor of those pages', async () => {
    expect(idsOn.size).toBeGreaterThanOrEqual(pages.length);
    const broken: string[] = [];
    const targets = new Set<string>();
    for (const { from, href } of links) {
      const [pathname, hash] = href.split('#');
      const target = stripBase(pathname);
      targets.add(target);
      const ids = idsOn.get(target);
      if (!ids) broken.push(`${from} links to ${target}, which the build did not write`);
      else if (hash && !ids.has(decodeURIComponent(hash)))
        broken.push(`${from} links to ${href}, which has no #${decodeURIComponent(hash)}`);
    }
    // A link to a page the build did not write as such must still answer.
    const { page } = await openPage('/');
    for (const line of broken.filter((b) => b.endsWith('did not write'))) {
      const target = line.split(' links to ')[1].split(',')[0];
      const response = await page.goto(siteUrl(target));
      if (response && response.status() < 400) broken.splice(broken.indexOf(line), 1);
    }
    process.stdout.write(
      `sweep: ${links.length} links to ${targets.size} pages checked, on ${idsOn.size} pages\n`,
    );
    expect(broken).toEqual([]);
  });
});
