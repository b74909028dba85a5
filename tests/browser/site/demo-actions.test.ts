import type { Page } from 'playwright-core';
import { named, openHydrated, openWithClipboard, tabTo } from '../a11y-helpers';
import {
  DEMOS,
  capturePost,
  demoSourceOnDisk,
  PACKAGE_BUILD,
  runBundle,
  sandboxPosted,
  typeCheckAndBundle,
} from '../demo-export-helpers';
import { openPage, siteUrl, itIndependentOfBase } from '../harness';
import { TITLES } from '../site-visitor-helpers';

const BASE = DEMOS[0];
const BASE_SOURCE = demoSourceOnDisk(BASE.file).trim();
const SANDBOX = /^https:\/\/codesandbox\.io\/api\/v1\/sandboxes\/define/;
const card = (page: Page) => page.locator('.dumi-default-previewer').first();
const action = (page: Page, name: string) => card(page).getByRole('button', { name });
const editorOf = (page: Page, demo: string) =>
  card(page).getByRole('textbox', { name: `Edit the code of ${demo}` });
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const only404 = (errors: string[]) => errors.filter((e) => !/status of 404 \(Not Found\)/.test(e));
const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: number }).__pwned);

it('the previewer actions are each reached with Tab, with a ring; Space copies ("Copied" for 2000 ms); Enter shows the source in a labelled editor and hides it', async () => {
  const { page } = await openWithClipboard(BASE.page);
  const { stops } = await tabTo(page, named('Show code'));
  expect(stops.slice(stops.indexOf('Open in CodeSandbox')).join(', ')).toBe(
    'Open in CodeSandbox, Open in StackBlitz, Open in CodePen, Open in TypeScript playground, ' +
      'Open demo in a new tab, Copy code, Show code',
  );
  // Paused: time moves only through runFor, so a busy machine cannot stretch the 2000 ms.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press(' ');
  await action(page, 'Copied').waitFor();
  expect((await clipboard(page)).trim()).toBe(BASE_SOURCE);
  await page.clock.runFor(1900);
  expect(await action(page, 'Copied').count()).toBe(1);
  await page.clock.runFor(200);
  await action(page, 'Copied').waitFor({ state: 'detached' });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const shown = (await editorOf(page, 'base').inputValue()).trim();
  const expanded = await action(page, 'Hide code').getAttribute('aria-expanded');
  expect([expanded, shown]).toEqual(['true', BASE_SOURCE]);
  await page.keyboard.press('Enter');
  await action(page, 'Show code').waitFor();
  expect(await editorOf(page, 'base').count()).toBe(0);
});

it('the previewer actions run the code as typed, show an error in place of the preview, reset; copy and export the code as edited, a sandbox that type-checks and runs', async () => {
  const { page } = await openWithClipboard(BASE.page);
  const preview = card(page).locator('.dumi-default-previewer-demo');
  await action(page, 'Show code').click();
  const editor = editorOf(page, 'base');
  const original = await editor.inputValue();
  await editor.focus();
  const at = original.indexOf("'Responsive'") + "'Responsive".length;
  await editor.evaluate((area: HTMLTextAreaElement, i) => area.setSelectionRange(i, i), at);
  await page.keyboard.type(' edited');
  await preview.getByRole('button', { name: 'Responsive edited' }).waitFor();
  await editor.fill(`${original}\nconst broken = <div`);
  const error = card(page).locator('.dumi-default-previewer-demo-error');
  await error.getByText(/SyntaxError/).waitFor();
  expect(await preview.getByRole('button', { name: /Responsive/ }).isVisible()).toBe(false);
  await page.getByRole('link', { name: 'blink' }).first().waitFor();
  await action(page, 'Reset code').click();
  await preview.getByRole('button', { name: 'Responsive', exact: true }).waitFor();
  expect({
    error: await error.count(),
    code: await editor.inputValue(),
    focused: await editor.evaluate((area) => area === document.activeElement),
    reset: await action(page, 'Reset code').count(),
  }).toEqual({ error: 0, code: original.trim(), focused: true, reset: 0 });

  const edited = original.replace("'Responsive'", "'Edited'");
  await editor.fill(edited);
  await action(page, 'Copy code').click();
  await action(page, 'Copied').waitFor();
  expect(await clipboard(page)).toBe(edited);
  const posted = await capturePost(page, SANDBOX, () =>
    action(page, 'Open in CodeSandbox').click(),
  );
  const { files } = sandboxPosted(posted.request);
  expect(files['App.tsx']).toBe(edited);
  const built = typeCheckAndBundle(files, 'index.tsx');
  const { blank, errors } = await runBundle(page, built);
  await blank.getByRole('button', { name: 'Edited' }).waitFor();
  expect([built.diagnostics, errors]).toEqual([[], []]);
});

it('the previewer actions let Tab leave the editor, which keeps its caret while the demo focuses its own input', async () => {
  const { page } = await openHydrated('/demo/fill-width');
  await action(page, 'Show code').click();
  const editor = editorOf(page, 'fill-width');
  const focused = () => editor.evaluate((area) => area === document.activeElement);
  await editor.focus();
  await page.keyboard.press('Control+End');
  // Each key remounts the demo, which focuses its input as it mounts.
  await page.keyboard.type('\n// one two');
  const typed = (await editor.inputValue()).endsWith('// one two');
  expect([typed, await focused()]).toEqual([true, true]);
  await page.keyboard.press('Tab');
  expect(await focused()).toBe(false);
});

it('the previewer actions link to the standalone page in a new tab and to the TypeScript playground, its icon lettered, in each language', async () => {
  const { page, context } = await openHydrated(BASE.page);
  const link = card(page).getByRole('link', { name: 'Open demo in a new tab' });
  const playground = card(page).getByRole('link', { name: 'Open in TypeScript playground' });
  const attributes = (a: typeof link) =>
    a.evaluate((el) => ['href', 'target', 'rel'].map((n) => el.getAttribute(n)).join(' '));
  expect(await attributes(link)).toMatch(/ _blank .*noopener/);
  const play = /^https:\/\/www\.typescriptlang\.org\/play\?\S+ _blank/;
  expect(await attributes(playground)).toMatch(play);
  const tab = await context.newPage();
  await tab.goto(await link.evaluate((a) => (a as HTMLAnchorElement).href));
  expect(new URL(tab.url()).pathname).toBe(new URL(siteUrl(`/~demos/${BASE.id}`)).pathname);
  await tab.getByRole('button', { name: 'Responsive' }).waitFor();
  const unpainted = await playground.locator('svg path').evaluate((path: SVGPathElement) => {
    let count = 0;
    for (let x = 3.25; x < 21; x += 0.5)
      for (let y = 3.25; y < 21; y += 0.5) if (!path.isPointInFill(new DOMPoint(x, y))) count += 1;
    return count;
  });
  expect(unpainted).toBeGreaterThan(20);
  await page.goto(siteUrl(`/zh-CN${BASE.page}`));
  const zh = await card(page).locator('a[href*="typescriptlang.org"]').getAttribute('href');
  expect(zh).toMatch(/^https:\/\/www\.typescriptlang\.org\/zh\/play\?/);
});

// The site's export flow, once per template: every demo's exports run in the registry layer
// (tests/registry/demo-exports.test.ts), each as its service runs it.
const EXPORTED = DEMOS.filter(({ page }) => page === '/demo/priority');
itIndependentOfBase.each(EXPORTED.map((demo) => [demo.page, demo]))(
  '%s: CodeSandbox, StackBlitz and CodePen get its source, named after the page, with the site build of rc-overflow; the sandbox runs; its standalone page is titled after it, in the docs typeface',
  async (_page, demo) => {
    const title = TITLES[demo.page.replace('/demo/', '')];
    const { page, externalRequests } = await openHydrated(demo.page);
    const early = externalRequests.filter((url) => /codesandbox|stackblitz|codepen/.test(url));
    expect(early).toEqual([]);
    const post = (endpoint: RegExp, name: string) =>
      capturePost(page, endpoint, () => action(page, name).click());
    const sandbox = await post(SANDBOX, 'Open in CodeSandbox');
    const blitz = await post(/^https:\/\/stackblitz\.com\/run/, 'Open in StackBlitz');
    const pen = await post(/^https:\/\/codepen\.io\/pen\/define/, 'Open in CodePen');
    const { files, manifest } = sandboxPosted(sandbox.request);
    const source = demoSourceOnDisk(demo.file).trim();
    const [blitzForm, penForm] = [blitz, pen].map(({ request }) =>
      decodeURIComponent(request.postData()?.replace(/\+/g, ' ') ?? '').replace(/\r\n/g, '\n'),
    );
    const has = (form: string) => [form.includes(title), form.includes(PACKAGE_BUILD.tarball)];
    expect({
      targets: [sandbox.target, blitz.target, pen.target],
      app: files['App.tsx'].trim(),
      manifest: [manifest.description.includes(title), manifest.dependencies['rc-overflow']],
      blitz: [blitzForm.includes(source), ...has(blitzForm)],
      pen: has(penForm),
    }).toEqual({
      targets: Array(3).fill('POST _blank'),
      app: source,
      manifest: [true, PACKAGE_BUILD.tarball],
      blitz: [true, true, true],
      pen: [true, true],
    });
    const { errors } = await runBundle(page, typeCheckAndBundle(files, 'index.tsx', false));
    expect(errors).toEqual([]);
    const font = () => page.$eval('.rc-overflow', (el) => getComputedStyle(el).fontFamily);
    const docsFont = await font();
    await page.goto(siteUrl(`/~demos/${demo.id}`));
    await page.waitForFunction((t) => document.title === `${t} - rc-overflow`, title);
    expect([await font(), docsFont.includes('Times')]).toEqual([docsFont, false]);
  },
);

const RECORD_LABELS_AND_MESSAGES = `window.__events = [];
  window.addEventListener('message', (e) => e.data?.type === 'dumi:capture-element' && window.__events.push(e.data));
  new MutationObserver(() => {
    const label = document.querySelector('#root button')?.textContent;
    if (label && window.__events[window.__events.length - 1] !== label) window.__events.push(label);
  }).observe(document, { subtree: true, childList: true, characterData: true });`;

it('the standalone demo page /~demos/<id> shows only the demo, hydrating the button painted first, with nothing asked outside; /_demos/<id>?wrapper leads to it with the card minus open-standalone', async () => {
  const { page, externalRequests } = await openPage(`/~demos/${BASE.id}`, {
    initScript: `document.addEventListener('DOMContentLoaded', () => {
      window.__firstButton = document.querySelector('#root button');
    });`,
  });
  await page.getByRole('button', { name: 'Responsive' }).click();
  await page.getByRole('button', { name: 'MaxCount: 6' }).waitFor();
  const same = await page.evaluate(() => {
    const first = (window as { __firstButton?: Element | null }).__firstButton;
    return Boolean(first) && first === document.querySelector('#root button');
  });
  const chrome =
    '.dumi-default-header, .dumi-default-sidebar, .dumi-default-footer, .dumi-default-previewer-actions';
  expect([same, await page.locator(chrome).count(), externalRequests]).toEqual([true, 0, []]);

  await page.goto(siteUrl(`/_demos/${BASE.id}?wrapper&x=1`));
  await page.waitForURL(siteUrl(`/~demos/${BASE.id}?wrapper&x=1`));
  const wrapper = page.locator('.dumi-default-previewer');
  for (const name of ['Responsive', 'Show code', 'Copy code', 'Open in CodeSandbox'])
    await wrapper.getByRole('button', { name }).waitFor();
  await wrapper.getByRole('link', { name: 'Open in TypeScript playground' }).waitFor();
  expect(await wrapper.getByRole('link', { name: 'Open demo in a new tab' }).count()).toBe(0);
  expect(await page.locator('.dumi-default-header').count()).toBe(0);
});

it('the standalone demo page /~demos/<id> can be embedded in an iframe on another site (no frame-busting)', async () => {
  const { page } = await openPage('/');
  const demoUrl = siteUrl(`/~demos/${BASE.id}`);
  const headers = (await page.request.get(demoUrl)).headers();
  expect(headers['x-frame-options']).toBeUndefined();
  expect(headers['content-security-policy'] ?? '').not.toMatch(/frame-ancestors/);
  const embedder = siteUrl(`/__tests__/demo-embed.html?src=${encodeURIComponent(demoUrl)}`);
  await page.goto(embedder.replace('//127.0.0.1:', '//localhost:'));
  await page.frameLocator('#demo').getByRole('button', { name: 'Responsive' }).click();
  await page.frameLocator('#demo').getByRole('button', { name: 'MaxCount: 6' }).waitFor();
});

const CAPTURED = { type: 'dumi:capture-element', value: '[id|=root]' };
it.each([
  ['?capture', ['Responsive', 'MaxCount: 6', 'Responsive', CAPTURED]],
  ['', ['Responsive']],
])(
  '/~demos/<id>%s plays the declared motions, then posts dumi:capture-element once, only with ?capture',
  async (query, played) => {
    // Recorded by the page itself: the motions can start before the load event.
    const { page } = await openHydrated(`/~demos/${BASE.id}${query}`, {
      initScript: RECORD_LABELS_AND_MESSAGES,
      fakeClock: true,
    });
    const events = () =>
      page.evaluate(() => (window as unknown as { __events: unknown[] }).__events);
    await page.waitForFunction(
      (n) => (window as unknown as { __events: unknown[] }).__events.length >= n,
      played.length,
    );
    await page.clock.runFor(10_000);
    expect(await events()).toEqual(played);
  },
);

it('the standalone demo page /~demos/<id> says "Demo <id> not found :(" for an unknown or hostile id, also by /_demos/, as inert text, in the docs\' typeface, with a link home', async () => {
  const HOSTILE = [
    'no-such-demo',
    '"><svg onload=alert(1)>',
    '<img src=x onerror="window.__pwned=1">',
    '\u202Egnp.exe',
    'x'.repeat(2000),
  ];
  const { page, errors } = await openPage('/', {
    allowConsoleErrors: true,
    initScript: `window.alert = () => { window.__pwned = 1; };`,
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => dialogs.push(dialog.message()) && dialog.dismiss());
  const heading = page.getByRole('heading', { level: 1 });
  const shows = async (id: string) => {
    await page.getByText('not found :(').waitFor();
    const markup = await page.locator('#root').locator('script, svg, iframe, style, img').count();
    const lang = Boolean(await page.evaluate(() => document.documentElement.lang));
    const seen = [(await heading.innerText()).trim(), markup, await page.title(), lang].join(' | ');
    expect(seen).toBe(`Demo ${id} not found :( | 0 | Demo not found - rc-overflow | true`);
  };
  for (const id of HOSTILE) {
    await page.goto(siteUrl(`/~demos/${encodeURIComponent(id)}`));
    await shows(id);
  }
  await page.goto(siteUrl(`/_demos/${encodeURIComponent(HOSTILE[2])}?capture`));
  await page.waitForURL(
    (url) => url.href.startsWith(siteUrl('/~demos/')) && url.search === '?capture',
  );
  await shows(HOSTILE[2]);
  expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/sans-serif/);
  expect([await pwned(page), dialogs]).toEqual([undefined, []]);
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await page.waitForURL(siteUrl('/'));
  await page.locator('.dumi-default-header').waitFor();
  expect(only404(errors)).toEqual([]);
});
