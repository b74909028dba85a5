import { openPage, siteUrl } from '../harness';
import { DEMOS } from '../demo-export-helpers';

const BASE = DEMOS[0];

/** Records, in order, each label the demo's toggle shows and each message the page posts. */
const RECORD_LABELS_AND_MESSAGES = `window.__events = [];
  window.addEventListener('message', (e) => window.__events.push(e.data));
  new MutationObserver(() => {
    const button = document.querySelector('#root button');
    const label = button && button.textContent;
    if (label && window.__events[window.__events.length - 1] !== label) window.__events.push(label);
  }).observe(document, { subtree: true, childList: true, characterData: true });`;

describe('the standalone demo page /~demos/<id>', () => {
  it('shows only the demo, with no navbar, menu or footer', async () => {
    const { page, externalRequests } = await openPage(`/~demos/${BASE.id}`);
    await page.getByRole('button', { name: 'Responsive' }).waitFor();
    expect(await page.locator('.dumi-default-header, .dumi-default-sidebar').count()).toBe(0);
    expect(await page.locator('.dumi-default-footer, .dumi-default-content-footer').count()).toBe(
      0,
    );
    expect(await page.locator('.dumi-default-previewer-actions').count()).toBe(0);
    expect(externalRequests).toEqual([]);
  });

  it('hydrates the prerendered demo: the button painted first is the one that works', async () => {
    // Kept from the first paint: a page drawn again on the client (not hydrated) replaces it.
    const KEEP_FIRST_BUTTON = `document.addEventListener('DOMContentLoaded', () => {
      window.__firstButton = document.querySelector('#root button');
    });`;
    const { page } = await openPage(`/~demos/${BASE.id}`, { initScript: KEEP_FIRST_BUTTON });
    await page.getByRole('button', { name: 'Responsive' }).click();
    await page.getByRole('button', { name: 'MaxCount: 6' }).waitFor();
    const same = await page.evaluate(() => {
      const first = (window as { __firstButton?: Element | null }).__firstButton;
      return Boolean(first) && first === document.querySelector('#root button');
    });
    expect(same).toBe(true);
  });

  // One test per demo: each page is closed before the next opens (a loop kept them all open and
  // running, the blinking demo among them, under one test's timeout).
  it.each(DEMOS.map((demo) => [demo.id]))('renders the demo %s', async (id) => {
    const { page } = await openPage(`/~demos/${id}`);
    await page.locator('.rc-overflow').first().waitFor();
  });

  it('can be embedded in an iframe on another site (no frame-busting)', async () => {
    const { page } = await openPage('/');
    const response = await page.request.get(siteUrl(`/~demos/${BASE.id}`));
    const headers = response.headers();
    expect(headers['x-frame-options']).toBeUndefined();
    expect(headers['content-security-policy'] ?? '').not.toMatch(/frame-ancestors/);
    // Another origin (localhost, not 127.0.0.1) embeds the demo in an iframe.
    const demoUrl = siteUrl(`/~demos/${BASE.id}`);
    const embedder = siteUrl(`/__tests__/demo-embed.html?src=${encodeURIComponent(demoUrl)}`);
    await page.goto(embedder.replace('//127.0.0.1:', '//localhost:'));
    const frame = page.frameLocator('#demo');
    await frame.getByRole('button', { name: 'Responsive' }).click();
    await frame.getByRole('button', { name: 'MaxCount: 6' }).waitFor();
    expect(new URL(page.url()).hostname).toBe('localhost');
  });

  it('?wrapper shows the previewer card with its actions, minus open-standalone', async () => {
    const { page } = await openPage(`/~demos/${BASE.id}?wrapper`);
    const card = page.locator('.dumi-default-previewer');
    await card.getByRole('button', { name: 'Responsive' }).waitFor();
    await card.getByRole('button', { name: 'Show code' }).waitFor();
    await card.getByRole('button', { name: 'Copy code' }).waitFor();
    await card.getByRole('button', { name: 'Open in CodeSandbox' }).waitFor();
    await card.getByRole('link', { name: 'Open in TypeScript playground' }).waitFor();
    expect(await card.getByRole('link', { name: 'Open demo in a new tab' }).count()).toBe(0);
    expect(await page.locator('.dumi-default-header').count()).toBe(0);
  });

  it('?capture plays the declared motions, then posts dumi:capture-element for the root', async () => {
    // The page itself records, in order, each label the toggle shows and each message posted:
    // the motions start when the demo commits, which can be before the load event on a busy
    // machine, so polling from the test could miss the 500 ms state.
    const { page } = await openPage(`/~demos/${BASE.id}?capture`, {
      initScript: RECORD_LABELS_AND_MESSAGES,
      fakeClock: true,
    });
    type Events = (string | { type?: string })[];
    const eventsOf = () =>
      page.evaluate(() => (window as unknown as { __events: Events }).__events);
    await page.waitForFunction(() =>
      (window as unknown as { __events: Events }).__events.some(
        (m) => typeof m === 'object' && m && m.type === 'dumi:capture-element',
      ),
    );
    // The base demo declares: click the toggle, wait 500 ms, click it again; the capture is last.
    const all = await eventsOf();
    const events = all.filter(
      (m) => typeof m === 'string' || (m && m.type === 'dumi:capture-element'),
    );
    expect(events).toEqual([
      'Responsive',
      'MaxCount: 6',
      'Responsive',
      { type: 'dumi:capture-element', value: '[id|=root]' },
    ]);
    // Nothing is captured twice or played again afterwards: the fake clock runs every timer
    // due in the next 10 s at once.
    await page.clock.runFor(10_000);
    expect(await eventsOf()).toEqual(all);
  });

  it('without ?capture the motions do not play', async () => {
    const { page } = await openPage(`/~demos/${BASE.id}`, {
      initScript: RECORD_LABELS_AND_MESSAGES,
      fakeClock: true,
    });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.getByRole('button', { name: 'Responsive' }).waitFor();
    // Far past the declared motions' 500 ms, at once: a played motion would have left its labels.
    await page.clock.runFor(10_000);
    const events = await page.evaluate(
      () => (window as unknown as { __events: unknown[] }).__events,
    );
    expect(
      events.filter(
        (e) => typeof e === 'string' || (e as { type?: string })?.type === 'dumi:capture-element',
      ),
    ).toEqual(['Responsive']);
  });

  // A static host answers an unknown path with 404.html and status 404, which Chrome reports
  // on the console; that report is the only error these pages may log.
  const only404 = (errors: string[]) => errors.every((e) => /status of 404 \(Not Found\)/.test(e));

  it('says exactly "Demo <id> not found :(" for an unknown id, as text, on a direct load', async () => {
    const { page, errors } = await openPage('/~demos/no-such-demo', { allowConsoleErrors: true });
    await page.getByText('Demo no-such-demo not found :(').waitFor();
    const heading = page.getByRole('heading', { level: 1 });
    expect((await heading.innerText()).trim()).toBe('Demo no-such-demo not found :(');

    const hostile = '<img src=x onerror="window.__pwned=1">';
    const { page: second, errors: secondErrors } = await openPage(
      `/~demos/${encodeURIComponent(hostile)}`,
      { allowConsoleErrors: true },
    );
    await second.getByText(`Demo ${hostile} not found :(`).waitFor();
    expect(await second.locator('#root img').count()).toBe(0);
    expect(await second.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(only404(errors) && only404(secondErrors)).toBe(true);
  });

  it('/_demos/<id> redirects to /~demos/<id>, keeping the query string, on a direct load', async () => {
    const { page } = await openPage(`/_demos/${BASE.id}?wrapper&x=1`);
    await page.waitForURL(siteUrl(`/~demos/${BASE.id}?wrapper&x=1`));
    await page
      .locator('.dumi-default-previewer')
      .getByRole('button', { name: 'Show code' })
      .waitFor();

    const { page: unknown, errors } = await openPage('/_demos/nothing-here?capture', {
      allowConsoleErrors: true,
    });
    await unknown.waitForURL(siteUrl('/~demos/nothing-here?capture'));
    await unknown.getByText('Demo nothing-here not found :(').waitFor();
    expect(only404(errors)).toBe(true);
  });

  it("an unknown id is said in the docs' typeface, with a link back to the home page", async () => {
    const { page } = await openPage('/~demos/nope', { allowConsoleErrors: true });
    const heading = page.getByRole('heading', { name: 'Demo nope not found :(', level: 1 });
    await heading.waitFor();
    const font = await heading.evaluate((el) => getComputedStyle(el).fontFamily);
    expect(font).toMatch(/sans-serif/);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL(siteUrl('/'));
    await page.locator('.dumi-default-header').waitFor();
  });
});
