import { decompressFromEncodedURIComponent } from 'lz-string';
import type { Page } from 'playwright-core';
import { named, openHydrated, tabTo } from '../a11y-helpers';
import {
  DEMOS,
  capturePost,
  decodeSandboxParameters,
  demoSourceOnDisk,
  formField,
  PACKAGE_BUILD,
  typeCheckAndBundle,
} from '../demo-export-helpers';
import { describeIndependentOfBase, openPage, siteUrl } from '../harness';
import { TITLES } from '../site-visitor-helpers';

// A demo's card: its actions (by keyboard), the live editor, the exports each button posts, and
// the standalone page /~demos/<id> with its embed, wrapper and capture modes and its "not found".

const BASE = DEMOS[0];
const ENDPOINTS = {
  sandbox: /^https:\/\/codesandbox\.io\/api\/v1\/sandboxes\/define/,
  stackblitz: /^https:\/\/stackblitz\.com\/run/,
  pen: /^https:\/\/codepen\.io\/pen\/define/,
};
const served = (p: string) => new URL(siteUrl(p)).pathname;
const card = (page: Page) => page.locator('.dumi-default-previewer').first();
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const only404 = (errors: string[]) => errors.filter((e) => !/status of 404 \(Not Found\)/.test(e));

async function allowClipboard(page: Page) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(siteUrl('/')).origin,
  });
}

/** Runs a bundle in a blank page of the same context; the errors it logged. */
async function runBundle(page: Page, bundle: string, css: string): Promise<string[]> {
  const blank = await page.context().newPage();
  const errors: string[] = [];
  blank.on('pageerror', (e) => errors.push(e.message));
  blank.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await blank.setContent('<!doctype html><div id="root"></div>');
  if (css) await blank.addStyleTag({ content: css });
  await blank.addScriptTag({ content: bundle });
  await blank.locator('.rc-overflow').first().waitFor();
  await blank.close();
  return errors;
}

describe('the previewer actions', () => {
  it('are each reached with Tab, with a ring; Space copies; Enter shows the source in a labelled editor and hides it', async () => {
    const { page } = await openHydrated(BASE.page, { ownContext: true });
    await allowClipboard(page);
    const { stops } = await tabTo(page, named('Show code'));
    expect(stops.slice(stops.indexOf('Open in CodeSandbox'))).toEqual([
      'Open in CodeSandbox',
      'Open in StackBlitz',
      'Open in CodePen',
      'Open in TypeScript playground',
      'Open demo in a new tab',
      'Copy code',
      'Show code',
    ]);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press(' ');
    await card(page).getByRole('button', { name: 'Copied' }).waitFor();
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(
      demoSourceOnDisk(BASE.file).trim(),
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const hide = card(page).getByRole('button', { name: 'Hide code' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    const editor = card(page).getByRole('textbox', { name: 'Edit the code of base' });
    expect((await editor.inputValue()).trim()).toBe(demoSourceOnDisk(BASE.file).trim());
    await page.keyboard.press('Enter');
    await card(page).getByRole('button', { name: 'Show code' }).waitFor();
    expect(await editor.count()).toBe(0);
  });

  it('run the code as typed, show an error in place of the preview, reset; copy and export the code as edited', async () => {
    const { page } = await openHydrated(BASE.page, { ownContext: true });
    await allowClipboard(page);
    const preview = card(page).locator('.dumi-default-previewer-demo');
    await card(page).getByRole('button', { name: 'Show code' }).click();
    const editor = card(page).getByRole('textbox', { name: 'Edit the code of base' });
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
    // The rest of the page lives on.
    await page.getByRole('link', { name: 'blink' }).first().waitFor();
    await card(page).getByRole('button', { name: 'Reset code' }).click();
    await preview.getByRole('button', { name: 'Responsive', exact: true }).waitFor();
    expect(await error.count()).toBe(0);
    expect(await editor.inputValue()).toBe(original.trim());
    expect(await editor.evaluate((area) => area === document.activeElement)).toBe(true);
    expect(await card(page).getByRole('button', { name: 'Reset code' }).count()).toBe(0);

    const edited = original.replace("'Responsive'", "'Edited'");
    await editor.fill(edited);
    await card(page).getByRole('button', { name: 'Copy code' }).click();
    await card(page).getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(edited);
    const { request } = await capturePost(page, ENDPOINTS.sandbox, () =>
      card(page).getByRole('button', { name: 'Open in CodeSandbox' }).click(),
    );
    expect(decodeSandboxParameters(formField(request, 'parameters')).files['App.tsx'].content).toBe(
      edited,
    );
  });

  it('let Tab leave the editor, which keeps its caret while the demo focuses its own input', async () => {
    const fill = DEMOS.find((demo) => demo.file === 'fill-width.tsx')!;
    const { page } = await openHydrated(fill.page);
    await card(page).getByRole('button', { name: 'Show code' }).click();
    const editor = card(page).getByRole('textbox', { name: 'Edit the code of fill-width' });
    await editor.focus();
    await page.keyboard.press('Control+End');
    // Each key remounts the demo, which focuses its input as it mounts.
    await page.keyboard.type('\n// one');
    await page.keyboard.type(' two');
    expect((await editor.inputValue()).endsWith('// one two')).toBe(true);
    expect(await editor.evaluate((area) => area === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await editor.evaluate((area) => area === document.activeElement)).toBe(false);
  });

  it('show "Copied" for 2000 ms', async () => {
    const { page } = await openHydrated(BASE.page, { ownContext: true });
    await allowClipboard(page);
    // Paused: time moves only through runFor, so a busy machine cannot stretch the 2000 ms.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await card(page).getByRole('button', { name: 'Copy code' }).click();
    const copied = card(page).getByRole('button', { name: 'Copied' });
    await copied.waitFor();
    await page.clock.runFor(1900);
    expect(await copied.count()).toBe(1);
    await page.clock.runFor(200);
    await copied.waitFor({ state: 'detached' });
  });

  it('link to the standalone page in a new tab and to the TypeScript playground with the source, in each language', async () => {
    const { page, context } = await openHydrated(BASE.page);
    const link = card(page).getByRole('link', { name: 'Open demo in a new tab' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    const tab = await context.newPage();
    await tab.goto(await link.evaluate((a) => (a as HTMLAnchorElement).href));
    expect(new URL(tab.url()).pathname).toBe(served(`/~demos/${BASE.id}`));
    await tab.getByRole('button', { name: 'Responsive' }).waitFor();

    const playground = card(page).getByRole('link', { name: 'Open in TypeScript playground' });
    const href = (await playground.getAttribute('href')) as string;
    const prefix = 'https://www.typescriptlang.org/play?skipLibCheck=true&jsx=1#code/';
    expect(href.startsWith(prefix)).toBe(true);
    expect(decompressFromEncodedURIComponent(href.slice(prefix.length)).trim()).toBe(
      demoSourceOnDisk(BASE.file).trim(),
    );
    expect(await playground.getAttribute('target')).toBe('_blank');
    // Its icon shows its letters: points of its square left unpainted.
    const unpainted = await playground.locator('svg path').evaluate((path: SVGPathElement) => {
      let count = 0;
      for (let x = 3.25; x < 21; x += 0.5)
        for (let y = 3.25; y < 21; y += 0.5)
          if (!path.isPointInFill(new DOMPoint(x, y))) count += 1;
      return count;
    });
    expect(unpainted).toBeGreaterThan(20);
    await page.goto(siteUrl(`/zh-CN${BASE.page}`));
    const zh = card(page).locator('a[href*="typescriptlang.org"]');
    expect(await zh.getAttribute('href')).toMatch(
      /^https:\/\/www\.typescriptlang\.org\/zh\/play\?skipLibCheck=true&jsx=1#code\//,
    );
  });
});

// What each button posts (answered here; replaying it through the registries is tests/registry's).
describeIndependentOfBase('the exports', () => {
  it.each(DEMOS.map((demo) => [demo.page, demo]))(
    '%s: CodeSandbox, StackBlitz and CodePen get its source, named after the page, with the site build of rc-overflow',
    async (_page, demo) => {
      const title = TITLES[demo.page.replace('/demo/', '')];
      const { page, externalRequests } = await openHydrated(demo.page);
      const button = (name: string) => card(page).getByRole('button', { name });
      // Nothing is asked of the services until a button is used.
      expect(externalRequests.filter((url) => /codesandbox|stackblitz|codepen/.test(url))).toEqual(
        [],
      );
      const source = demoSourceOnDisk(demo.file).trim();

      const sandbox = await capturePost(page, ENDPOINTS.sandbox, () =>
        button('Open in CodeSandbox').click(),
      );
      expect(sandbox.target).toBe('POST _blank');
      expect([...new URLSearchParams(sandbox.request.postData() ?? '').keys()]).toEqual([
        'parameters',
      ]);
      const { files } = decodeSandboxParameters(formField(sandbox.request, 'parameters'));
      expect(Object.keys(files).sort()).toEqual(
        ['App.tsx', 'index.html', 'index.tsx', 'package.json', 'sandbox.config.json'].sort(),
      );
      const manifest = JSON.parse(files['package.json'].content);
      expect(manifest).toMatchObject({ main: 'index.tsx' });
      expect(manifest.name).toContain(title.toLowerCase().replace(/\s+/g, '-'));
      expect(manifest.name).not.toContain(demo.id);
      expect(manifest.description).toContain(title);
      expect(manifest.dependencies).toMatchObject({ 'rc-overflow': PACKAGE_BUILD.tarball });
      expect(Object.keys(manifest.dependencies)).toEqual(
        expect.arrayContaining(['react', 'react-dom']),
      );
      expect(Object.keys(manifest.devDependencies)).toEqual(['typescript']);
      expect(files['App.tsx'].content.trim()).toBe(source);
      const plain = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, v.content]));
      const { diagnostics, bundle, css } = typeCheckAndBundle(plain, 'index.tsx');
      expect(diagnostics).toEqual([]);
      expect(await runBundle(page, bundle, css)).toEqual([]);

      const blitz = await capturePost(page, ENDPOINTS.stackblitz, () =>
        button('Open in StackBlitz').click(),
      );
      expect(blitz.target).toBe('POST _blank');
      // A form sends its line breaks as CRLF.
      const fields = Object.fromEntries(
        [...new URLSearchParams(blitz.request.postData() ?? '')].map(([k, v]) => [
          k,
          v.replace(/\r\n/g, '\n'),
        ]),
      );
      expect(fields).toMatchObject({ 'project[title]': title, 'project[template]': 'node' });
      expect(fields['project[files][src/App.tsx]'].trim()).toBe(source);
      const blitzManifest = JSON.parse(fields['project[files][package.json]']);
      expect(blitzManifest.dependencies['rc-overflow']).toBe(PACKAGE_BUILD.tarball);
      expect(blitzManifest.scripts.dev).toBe('vite');
      expect(Object.keys(fields)).toEqual(
        expect.arrayContaining(['project[files][index.html]', 'project[files][src/main.tsx]']),
      );

      const pen = await capturePost(page, ENDPOINTS.pen, () => button('Open in CodePen').click());
      expect(pen.target).toBe('POST _blank');
      expect([...new URLSearchParams(pen.request.postData() ?? '').keys()]).toEqual(['data']);
      const data = JSON.parse(formField(pen.request, 'data'));
      expect(data).toMatchObject({
        title,
        js_pre_processor: 'typescript',
        html: expect.any(String),
      });
      const json = JSON.parse(data.json);
      expect(Object.keys(json).sort()).toEqual(['dependencies', 'description']);
      expect(json.dependencies['rc-overflow']).toBe(PACKAGE_BUILD.tarball);
      expect(data.js_external.split(';')).toContain(PACKAGE_BUILD.browser);
      expect(data.css_external).toBe(PACKAGE_BUILD.css);
      // A browser resolves no bare import: the pen reads globals.
      expect(data.js).not.toMatch(/^\s*import\s/m);

      // Its standalone page: titled after the page, in the docs' typeface.
      const font = (p: Page) =>
        p
          .locator('.rc-overflow')
          .first()
          .evaluate((el) => getComputedStyle(el).fontFamily);
      const docsFont = await font(page);
      await page.goto(siteUrl(`/~demos/${demo.id}`));
      await page.waitForFunction((t) => document.title === `${t} - rc-overflow`, title);
      expect(await font(page)).toBe(docsFont);
      expect(docsFont).not.toContain('Times');
    },
  );
});

/** Records, in order, each label the demo's toggle shows and each message the page posts. */
const RECORD_LABELS_AND_MESSAGES = `window.__events = [];
  window.addEventListener('message', (e) => window.__events.push(e.data));
  new MutationObserver(() => {
    const button = document.querySelector('#root button');
    const label = button && button.textContent;
    if (label && window.__events[window.__events.length - 1] !== label) window.__events.push(label);
  }).observe(document, { subtree: true, childList: true, characterData: true });`;
type Events = (string | { type?: string })[];
const eventsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __events: Events }).__events);
const played = (events: Events) =>
  events.filter((m) => typeof m === 'string' || m?.type === 'dumi:capture-element');

describe('the standalone demo page /~demos/<id>', () => {
  it('shows only the demo, hydrating the button painted first, with nothing asked outside', async () => {
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
    expect(same).toBe(true);
    const chrome =
      '.dumi-default-header, .dumi-default-sidebar, .dumi-default-footer, .dumi-default-content-footer, .dumi-default-previewer-actions';
    expect(await page.locator(chrome).count()).toBe(0);
    expect(externalRequests).toEqual([]);
  });

  it('can be embedded in an iframe on another site (no frame-busting)', async () => {
    const { page } = await openPage('/');
    const headers = (await page.request.get(siteUrl(`/~demos/${BASE.id}`))).headers();
    expect(headers['x-frame-options']).toBeUndefined();
    expect(headers['content-security-policy'] ?? '').not.toMatch(/frame-ancestors/);
    const demoUrl = siteUrl(`/~demos/${BASE.id}`);
    const embedder = siteUrl(`/__tests__/demo-embed.html?src=${encodeURIComponent(demoUrl)}`);
    await page.goto(embedder.replace('//127.0.0.1:', '//localhost:'));
    const frame = page.frameLocator('#demo');
    await frame.getByRole('button', { name: 'Responsive' }).click();
    await frame.getByRole('button', { name: 'MaxCount: 6' }).waitFor();
  });

  it('?wrapper shows the previewer card with its actions, minus open-standalone', async () => {
    const { page } = await openPage(`/~demos/${BASE.id}?wrapper`);
    const wrapper = page.locator('.dumi-default-previewer');
    await wrapper.getByRole('button', { name: 'Responsive' }).waitFor();
    for (const name of ['Show code', 'Copy code', 'Open in CodeSandbox'])
      await wrapper.getByRole('button', { name }).waitFor();
    await wrapper.getByRole('link', { name: 'Open in TypeScript playground' }).waitFor();
    expect(await wrapper.getByRole('link', { name: 'Open demo in a new tab' }).count()).toBe(0);
    expect(await page.locator('.dumi-default-header').count()).toBe(0);
  });

  it('?capture plays the declared motions, then posts dumi:capture-element once', async () => {
    // Recorded by the page itself: the motions can start before the load event.
    const { page } = await openPage(`/~demos/${BASE.id}?capture`, {
      initScript: RECORD_LABELS_AND_MESSAGES,
      fakeClock: true,
    });
    await page.waitForFunction(() =>
      (window as unknown as { __events: Events }).__events.some(
        (m) => typeof m === 'object' && m?.type === 'dumi:capture-element',
      ),
    );
    const all = await eventsOf(page);
    expect(played(all)).toEqual([
      'Responsive',
      'MaxCount: 6',
      'Responsive',
      { type: 'dumi:capture-element', value: '[id|=root]' },
    ]);
    await page.clock.runFor(10_000);
    expect(await eventsOf(page)).toEqual(all);
  });

  it('without ?capture the motions do not play', async () => {
    const { page } = await openHydrated(`/~demos/${BASE.id}`, {
      initScript: RECORD_LABELS_AND_MESSAGES,
      fakeClock: true,
    });
    await page.clock.runFor(10_000);
    expect(played(await eventsOf(page))).toEqual(['Responsive']);
  });

  it('says "Demo <id> not found :(" for an unknown or hostile id, as inert text, in the docs\' typeface, with a link home', async () => {
    const HOSTILE = [
      'no-such-demo',
      '<script>alert(1)</script>',
      '"><svg onload=alert(1)>',
      "'><iframe src=javascript:alert(1)></iframe>",
      'javascript:alert(1)',
      '{{constructor.constructor("alert(1)")()}}',
      '<style>body{display:none}</style>',
      '<img src=x onerror="window.__pwned=1">',
      '\u202Egnp.exe',
      'x'.repeat(2000),
    ];
    const { page, errors } = await openPage('/', {
      allowConsoleErrors: true,
      initScript: `window.alert = () => { window.__pwned = 1; };`,
    });
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      return dialog.dismiss();
    });
    for (const id of HOSTILE) {
      await page.goto(siteUrl(`/~demos/${encodeURIComponent(id)}`));
      await page.getByText('not found :(').waitFor();
      expect((await heading(page).innerText()).trim()).toBe(`Demo ${id} not found :(`);
      expect(await page.locator('#root').locator('script, svg, iframe, style, img').count()).toBe(
        0,
      );
      expect(await page.title()).toBe('Demo not found - rc-overflow');
      expect(await page.evaluate(() => document.documentElement.lang)).toBeTruthy();
      expect(await page.locator('body').isVisible()).toBe(true);
    }
    expect(await heading(page).evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
      /sans-serif/,
    );
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL(siteUrl('/'));
    await page.locator('.dumi-default-header').waitFor();
    expect(only404(errors)).toEqual([]);
  });

  it('/_demos/<id> redirects to /~demos/<id>, keeping the query string, known or not', async () => {
    const { page, errors } = await openPage(`/_demos/${BASE.id}?wrapper&x=1`, {
      allowConsoleErrors: true,
    });
    await page.waitForURL(siteUrl(`/~demos/${BASE.id}?wrapper&x=1`));
    await page
      .locator('.dumi-default-previewer')
      .getByRole('button', { name: 'Show code' })
      .waitFor();
    const hostile = '<img src=x onerror="window.__pwned=1">';
    await page.goto(siteUrl(`/_demos/${encodeURIComponent(hostile)}?capture`));
    await page.waitForURL(
      (url) => url.pathname.startsWith(served('/~demos/')) && url.search === '?capture',
    );
    await page.getByText(`Demo ${hostile} not found :(`).waitFor();
    expect(await page.locator('#root img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(only404(errors)).toEqual([]);
  });
});
