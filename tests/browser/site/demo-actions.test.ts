import { decompressFromEncodedURIComponent } from 'lz-string';
import type { Page } from 'playwright-core';
import { describeIndependentOfBase, openPage, siteUrl } from '../harness';
import {
  DEMOS,
  capturePost,
  decodeSandboxParameters,
  demoSourceOnDisk,
  formField,
  PACKAGE_BUILD,
  typeCheckAndBundle,
} from '../demo-export-helpers';

const BASE = DEMOS[0];
const PLAYGROUND_ENDPOINT = /^https:\/\/codepen\.io\/pen\/define/;
const SANDBOX_ENDPOINT = /^https:\/\/codesandbox\.io\/api\/v1\/sandboxes\/define/;

function actions(page: Page) {
  return page.locator('.dumi-default-previewer').first();
}

/** Runs a bundle in a blank page of the same context and waits for the demo to render. */
async function runBundle(page: Page, bundle: string, css = ''): Promise<string[]> {
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

describe('previewer actions on a demo page', () => {
  it('shows the TSX code in a labelled editor, and hides it', async () => {
    const { page } = await openPage(BASE.page);
    const card = actions(page);
    const show = card.getByRole('button', { name: 'Show code' });
    await show.click();
    const hide = card.getByRole('button', { name: 'Hide code' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    const editor = card.getByRole('textbox', { name: 'Edit the code of base' });
    expect((await editor.inputValue()).trim()).toBe(demoSourceOnDisk(BASE.file).trim());
    await hide.click();
    await card.getByRole('button', { name: 'Show code' }).waitFor();
    expect(await editor.count()).toBe(0);
  });

  it('runs the code as it is typed, shows an error in place of the preview, and resets', async () => {
    const { page } = await openPage(BASE.page);
    const card = actions(page);
    const preview = card.locator('.dumi-default-previewer-demo');
    await card.getByRole('button', { name: 'Show code' }).click();
    const editor = card.getByRole('textbox', { name: 'Edit the code of base' });
    const original = await editor.inputValue();
    // Typed with the keyboard, at the end of the suffix's initial text.
    await editor.focus();
    const at = original.indexOf("'Responsive'") + "'Responsive".length;
    await editor.evaluate(
      (area: HTMLTextAreaElement, offset) => area.setSelectionRange(offset, offset),
      at,
    );
    await page.keyboard.type(' edited');
    await preview.getByRole('button', { name: 'Responsive edited' }).waitFor();

    await editor.fill(`${original}
const broken = <div`);
    const error = card.locator('.dumi-default-previewer-demo-error');
    await error.getByText(/SyntaxError/).waitFor();
    expect(await preview.getByRole('button', { name: /Responsive/ }).isVisible()).toBe(false);
    // The rest of the page lives on.
    await page.getByRole('link', { name: 'blink' }).first().waitFor();

    await card.getByRole('button', { name: 'Reset code' }).click();
    await preview.getByRole('button', { name: 'Responsive', exact: true }).waitFor();
    expect(await error.count()).toBe(0);
    const reset = card.getByRole('textbox', { name: 'Edit the code of base' });
    expect(await reset.inputValue()).toBe(original.trim());
    expect(await reset.evaluate((area) => area === document.activeElement)).toBe(true);
    expect(await card.getByRole('button', { name: 'Reset code' }).count()).toBe(0);
  });

  it('lets Tab leave the editor, and keeps the caret when the demo focuses its own input', async () => {
    const fill = DEMOS.find((demo) => demo.file === 'fill-width.tsx')!;
    const { page } = await openPage(fill.page);
    const card = actions(page);
    await card.getByRole('button', { name: 'Show code' }).click();
    const editor = card.getByRole('textbox', { name: 'Edit the code of fill-width' });
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

  it('copies and exports the code as edited', async () => {
    const { page, context } = await openPage(BASE.page, { ownContext: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(siteUrl('/')).origin,
    });
    const card = actions(page);
    await card.getByRole('button', { name: 'Show code' }).click();
    const editor = card.getByRole('textbox', { name: 'Edit the code of base' });
    const edited = (await editor.inputValue()).replace("'Responsive'", "'Edited'");
    await editor.fill(edited);
    await card.getByRole('button', { name: 'Copy code' }).click();
    await card.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(edited);
    const { request } = await capturePost(page, SANDBOX_ENDPOINT, () =>
      card.getByRole('button', { name: 'Open in CodeSandbox' }).click(),
    );
    const { files } = decodeSandboxParameters(formField(request, 'parameters'));
    expect(files['App.tsx'].content).toBe(edited);
  });

  it('copies the code and shows "Copied" for 2000 ms', async () => {
    // Its clock is installed after load: the tab is not reset for a later test.
    const { page, context } = await openPage(BASE.page, { ownContext: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(siteUrl('/')).origin,
    });
    // A fake clock, paused: time moves only through runFor, so a busy machine cannot stretch
    // (or use up) the 2000 ms. An installed clock otherwise still follows real time.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const card = actions(page);
    await card.getByRole('button', { name: 'Copy code' }).click();
    const copied = card.getByRole('button', { name: 'Copied' });
    await copied.waitFor();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.trim()).toBe(demoSourceOnDisk(BASE.file).trim());
    await page.clock.runFor(1900);
    expect(await copied.count()).toBe(1);
    await page.clock.runFor(200);
    await copied.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Copy code' }).waitFor();
  });

  it('opens the demo on its standalone page in a new tab', async () => {
    const { page, context } = await openPage(BASE.page);
    const link = actions(page).getByRole('link', { name: 'Open demo in a new tab' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    // What the browser does with a target="_blank" link: its address in a tab of its own. (Waiting
    // for the browser's own new window after a click timed out now and then on a loaded machine
    // with a full Chromium, though the link and its target were right.)
    const href = await link.evaluate((a) => (a as HTMLAnchorElement).href);
    const tab = await context.newPage();
    await tab.goto(href);
    await tab.waitForURL((url) => url.pathname === new URL(siteUrl(`/~demos/${BASE.id}`)).pathname);
    await tab.getByRole('button', { name: 'Responsive' }).waitFor();
    expect(await tab.locator('.dumi-default-header').count()).toBe(0);
  });

  it('links to the TypeScript playground with the exact demo source compressed in', async () => {
    const { page } = await openPage(BASE.page);
    const link = actions(page).getByRole('link', { name: 'Open in TypeScript playground' });
    const href = (await link.getAttribute('href')) as string;
    const prefix = 'https://www.typescriptlang.org/play?skipLibCheck=true&jsx=1#code/';
    expect(href.startsWith(prefix)).toBe(true);
    const source = decompressFromEncodedURIComponent(href.slice(prefix.length));
    expect(source.trim()).toBe(demoSourceOnDisk(BASE.file).trim());
    expect(await link.getAttribute('target')).toBe('_blank');

    const { page: zh } = await openPage(`/zh-CN${BASE.page}`);
    const zhLink = zh.locator('.dumi-default-previewer a[href*="typescriptlang.org"]').first();
    const zhHref = (await zhLink.getAttribute('href')) as string;
    expect(
      zhHref.startsWith('https://www.typescriptlang.org/zh/play?skipLibCheck=true&jsx=1#code/'),
    ).toBe(true);
  });
});

describeIndependentOfBase('sandbox export', () => {
  for (const demo of DEMOS) {
    it(`posts a sandbox of ${demo.page} that type-checks, bundles and runs`, async () => {
      const { page, externalRequests } = await openPage(demo.page);
      const { request, target } = await capturePost(page, SANDBOX_ENDPOINT, () =>
        actions(page).getByRole('button', { name: 'Open in CodeSandbox' }).click(),
      );
      expect(request.method()).toBe('POST');
      expect(target).toBe('POST _blank');
      const fields = [...new URLSearchParams(request.postData() ?? '').keys()];
      expect(fields).toEqual(['parameters']);
      const { files } = decodeSandboxParameters(formField(request, 'parameters'));
      expect(Object.keys(files).sort()).toEqual(
        ['App.tsx', 'index.html', 'index.tsx', 'package.json', 'sandbox.config.json'].sort(),
      );
      const manifest = JSON.parse(files['package.json'].content);
      expect(manifest.main).toBe('index.tsx');
      expect(manifest.dependencies['rc-overflow']).toBe(PACKAGE_BUILD.tarball);
      expect(Object.keys(manifest.dependencies)).toEqual(
        expect.arrayContaining(['rc-overflow', 'react', 'react-dom']),
      );
      expect(Object.keys(manifest.devDependencies)).toEqual(['typescript']);
      expect(files['App.tsx'].content.trim()).toBe(demoSourceOnDisk(demo.file).trim());
      expect(files['index.tsx'].content).toContain('createRoot');

      const plain = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, v.content]));
      const { diagnostics, bundle, css } = typeCheckAndBundle(plain, 'index.tsx');
      expect(diagnostics).toEqual([]);
      expect(await runBundle(page, bundle, css)).toEqual([]);
      // The POST was answered locally; outside requests (the badge) were all blocked.
      expect(externalRequests.some((url) => SANDBOX_ENDPOINT.test(url))).toBe(false);
    });
  }
});

describeIndependentOfBase('playground export', () => {
  it('asks nothing of the playground service until the button is used', async () => {
    const { page, externalRequests } = await openPage(BASE.page, { waitUntil: 'networkidle' });
    await actions(page).getByRole('button', { name: 'Open in CodePen' }).waitFor();
    expect(externalRequests.filter((url) => /codepen/.test(url))).toEqual([]);
  });

  for (const demo of DEMOS) {
    it(`posts ${demo.page} as data CodePen documents, loading the site's build`, async () => {
      const { page } = await openPage(demo.page);
      const button = actions(page).getByRole('button', { name: 'Open in CodePen' });
      await button.waitFor();
      const { request, target } = await capturePost(page, PLAYGROUND_ENDPOINT, () =>
        button.click(),
      );
      expect(target).toBe('POST _blank');
      expect([...new URLSearchParams(request.postData() ?? '').keys()]).toEqual(['data']);
      const data = JSON.parse(formField(request, 'data'));
      expect(data).toMatchObject({ js_pre_processor: 'typescript', html: expect.any(String) });
      expect(data.title).toBeTruthy();
      const json = JSON.parse(data.json);
      expect(Object.keys(json).sort()).toEqual(['dependencies', 'description']);
      expect(json.dependencies['rc-overflow']).toBe(PACKAGE_BUILD.tarball);
      expect(data.js_external.split(';')).toContain(PACKAGE_BUILD.browser);
      expect(data.css_external).toBe(PACKAGE_BUILD.css);
      // A browser resolves no bare import: the pen reads globals (run by demo-exports-run).
      expect(data.js).not.toMatch(/^\s*import\s/m);
    });
  }
});
