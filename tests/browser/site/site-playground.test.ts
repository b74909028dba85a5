import { decompressFromEncodedURIComponent } from 'lz-string';
import type { Page } from 'playwright-core';
import { axeViolations, openHydrated, openWithClipboard, violationLines } from '../a11y-helpers';
import {
  capturePost,
  PACKAGE_BUILD,
  runBundle,
  sandboxPosted,
  typeCheckAndBundle,
} from '../demo-export-helpers';
import { waitForList, type ListWanted } from '../shown-list';
import { sampleData } from '../../../site/playground/sample';
import { setTheme } from '../site-visitor-helpers';

async function settled(page: Page, want: ListWanted = {}, besides = 0) {
  const shown = await waitForList(page.locator('.site-playground-list'), want);
  const total = await page.getByLabel('Item count', { exact: true }).inputValue();
  const status = `Visible ${shown.items - besides} of ${total}`;
  await page.getByRole('status').getByText(status, { exact: true }).waitFor();
  const labels = shown.texts.filter((_, i) => i !== shown.restIndex);
  return { ...shown, shown: shown.items, labels, rest: shown.texts[shown.restIndex] ?? null };
}

const form = (page: Page) =>
  page.locator('.site-playground').evaluate((root) => {
    const entries = Array.from(root.querySelectorAll<HTMLInputElement>('input, select'), (el) => {
      const label = el.getAttribute('aria-label') || el.labels?.[0]?.textContent?.trim() || '';
      const name = el.type === 'radio' ? el.name.replace('site-playground-', '') : label;
      const key = `${name}${el.matches(':disabled') ? ' (disabled)' : ''}`;
      if (el.type === 'radio') return el.checked ? [key, label] : null;
      return [key, el.type === 'checkbox' ? el.checked : el.value];
    });
    return Object.fromEntries(entries.filter((entry) => entry !== null));
  });
const disabled = async (page: Page) =>
  Object.keys(await form(page))
    .filter((key) => key.endsWith(' (disabled)'))
    .sort();

const slider = (name: string) => (page: Page) => page.getByRole('slider', { name, exact: true });
const rangeInput = slider('Container width');
const dragHandle = slider('Drag to resize the container');
const field = (page: Page, name: string) => page.getByRole('spinbutton', { name });

async function shownCode(page: Page): Promise<string> {
  const lines = page.locator('.site-playground-code pre > div');
  await lines.first().waitFor();
  const texts = await lines.evaluateAll((els) =>
    els.map((l) => (l.textContent ?? '').replace(/\n$/, '')),
  );
  return `${texts.join('\n')}\n`;
}

const calls = (page: Page) =>
  page
    .getByRole('list', { name: 'Last ten onVisibleChange calls, newest first' })
    .locator('li code')
    .allInnerTexts();

it('the playground sets the width with the range input and with the handle, by keys and by dragging; the rest says how many are hidden; shows what maxCount (a number, invalidate), maxRows and collapseFrom ask for', async () => {
  const { page } = await openHydrated('/playground?count=60&itemWidth=60&width=400');
  const before = await settled(page, { rest: true });
  const handle = dragHandle(page);
  const values = async () => {
    const aria = ['min', 'now', 'max'].map((a) => handle.getAttribute(`aria-value${a}`));
    return [await rangeInput(page).inputValue(), ...(await Promise.all(aria))].join(' ');
  };
  await rangeInput(page).fill('140');
  const narrow = await settled(page, { fewerItemsThan: before.shown });
  expect([await values(), narrow.rest]).toEqual(['140 40 140 960', `+ ${60 - narrow.shown} ...`]);
  await rangeInput(page).press('End');
  const wide = await settled(page, { moreItemsThan: before.shown });
  expect([await values(), wide.rest]).toEqual(['960 40 960 960', `+ ${60 - wide.shown} ...`]);

  await handle.focus();
  await page.keyboard.press('Home');
  await settled(page, { fewerItemsThan: narrow.shown + 1 });
  expect(await values()).toBe('40 40 40 960');

  const grip = (await handle.boundingBox())!;
  const box = (await page.locator('.site-playground-box').boundingBox())!;
  const from = { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 };
  const to = box.x + 700;
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to, from.y, { steps: 6 });
  await page.mouse.up();
  await settled(page, { moreItemsThan: narrow.shown });
  const width = Number(await handle.getAttribute('aria-valuenow'));
  const followed = Math.abs(width - (to - (from.x - box.x - box.width) - box.x)) <= 1;
  const boxWidth = (await page.locator('.site-playground-box').boundingBox())?.width;
  const seen = [followed, await rangeInput(page).inputValue(), boxWidth];
  expect(seen).toEqual([true, `${width}`, width]);

  await rangeInput(page).fill('400');
  const one = await settled(page, { items: before.shown });
  await page.getByRole('radio', { name: 'A number' }).check();
  await field(page, 'maxCount number').fill('3');
  expect((await settled(page, { items: 3 })).rest).toBe('+ 57 ...');
  await page.getByRole('radio', { name: 'Invalidate' }).check();
  await settled(page, { items: 60, rest: false });
  await field(page, 'maxCount number').fill('7');
  await settled(page, { items: 7, rest: true });
  expect(await page.getByRole('radio', { name: 'A number' }).isChecked()).toBe(true);
  await page.getByRole('radio', { name: 'Responsive' }).check();
  await settled(page, { items: one.shown, rows: 1 });
  await field(page, 'maxRows (responsive mode)').fill('3');
  expect((await settled(page, { rows: 3, moreItemsThan: one.shown })).labels[0]).toBe('react 1');
  await page.getByRole('radio', { name: 'Start' }).check();
  await page.getByText('collapseFrom="start"').first().waitFor();
  expect((await settled(page, { rows: 3 })).labels.at(-1)).toBe('toolbar 60');
});

it('the playground lists the last ten onVisibleChange calls, newest first', async () => {
  const { page } = await openHydrated('/playground?count=100&itemWidth=40');
  let last = await settled(page);
  await dragHandle(page).focus();
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press(i % 2 === 0 ? 'Home' : 'End');
    last = await settled(
      page,
      i % 2 === 0 ? { fewerItemsThan: last.shown } : { moreItemsThan: last.shown },
    );
  }
  await page.locator('.site-playground-calls li').nth(9).waitFor();
  const [newest, other, ...older] = await calls(page);
  const alternating = Array.from({ length: 8 }, (_, i) => (i % 2 ? other : newest));
  const wanted = [`onVisibleChange(${last.shown - 1})`, true, alternating];
  expect([newest, other !== newest, older]).toEqual(wanted);
});

it('the playground stacks the items in a column with orientation "vertical", kept in the address', async () => {
  const { page } = await openHydrated('/playground?count=60&width=200');
  await settled(page, { rows: 1 });
  await page.getByRole('radio', { name: 'Vertical (a column)' }).check();
  const { shown, labels, rest, rows } = await settled(page, { rest: true, moreItemsThan: 1 });
  const wanted = sampleData(shown).map((item) => item.label);
  expect({ labels, rest, rows }).toEqual({
    labels: wanted,
    rest: `+ ${60 - shown} ...`,
    rows: shown + 1,
  });
  await page.waitForFunction(() => /[?&]orientation=vertical\b/.test(location.search));
  expect(await disabled(page)).toContain('maxRows (responsive mode) (disabled)');
  await page.getByRole('radio', { name: 'Horizontal (a row)' }).check();
  await settled(page, { rows: 1 });
  await page.waitForFunction(() => !location.search.includes('orientation'));
});

it('the playground pins the item itemPriority picks, and shows as many as minVisible asks, whether they fit or not', async () => {
  const { page } = await openHydrated('/playground?count=20&width=300');
  const plain = await settled(page, { rest: true });
  await page.getByLabel('itemPriority (responsive mode)').selectOption('pinLast');
  await page.getByText('itemPriority={(_, index)').first().waitFor();
  const pinned = await settled(page, { rest: true });
  expect(pinned.labels).toEqual([...plain.labels.slice(0, pinned.shown - 1), 'responsive 20']);
  await page.getByLabel('itemPriority (responsive mode)').selectOption('none');
  await field(page, 'minVisible (responsive mode)').fill('15');
  const fifteen = await settled(page, { items: 15, rest: true });
  expect(fifteen.labels).toEqual(sampleData(15).map((item) => item.label));
  expect((await calls(page))[0]).toBe('onVisibleChange(14)');
});

it('the playground keeps its settings in the URL, which brings them back; Reset sets every prop and the address to the defaults', async () => {
  const { page } = await openHydrated('/playground');
  const state = async (on: Page, want: ListWanted, besides = 0) => ({
    shown: await settled(on, want, besides),
    form: await form(on),
    code: await shownCode(on),
  });
  const defaults = await state(page, { rest: true });
  expect(defaults.form).toMatchObject({ 'Item count': '20', 'Container width': '300' });
  await page.getByLabel('Item count', { exact: true }).fill('45');
  await field(page, 'Fixed item width (px)').fill('50');
  await field(page, 'maxRows (responsive mode)').fill('2');
  await page.getByRole('radio', { name: 'Start' }).check();
  await page.getByLabel('itemPriority (responsive mode)').selectOption('pinFirst');
  await field(page, 'minVisible (responsive mode)').fill('3');
  await page.getByRole('checkbox', { name: 'Prefix' }).check();
  await page.getByLabel('Rest indicator').selectOption('custom');
  await dragHandle(page).focus();
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('width') === '290');
  const before = await state(page, { rows: 2 }, 1);
  const url = new URL(page.url());
  const wanted = 'count=45&width=290&itemWidth=50&maxCount=responsive&rows=2&from=start';
  const rest = 'priority=pinFirst&min=3&prefix=1&suffix=0&rest=custom';
  const query = (search: string | URLSearchParams) =>
    Object.fromEntries(new URLSearchParams(search));
  expect(query(url.searchParams)).toEqual(query(`${wanted}&${rest}`));
  const { page: again } = await openHydrated(`/playground${url.search}`);
  expect(await state(again, { rows: 2 }, 1)).toEqual(before);
  await again.getByRole('button', { name: 'Reset', exact: true }).click();
  expect(await state(again, { items: defaults.shown.shown })).toEqual(defaults);
  expect(new URL(again.url()).search).toBe('');
});

it('the playground fits a phone: the list within the column, nothing sideways, the first control right below', async () => {
  const { page } = await openHydrated('/playground', { viewport: { width: 390, height: 844 } });
  await settled(page, { rest: true });
  const [column, box, grip, count] = (await Promise.all(
    [
      page.locator('.site-playground'),
      page.locator('.site-playground-box'),
      dragHandle(page),
      page.getByLabel('Item count', { exact: true }),
    ].map((l) => l.boundingBox()),
  )) as { x: number; y: number; width: number; height: number }[];
  expect({
    sideways: (await page.evaluate(() => document.documentElement.scrollWidth)) > 390,
    boxInColumn: box.x >= column.x && grip.x + grip.width <= column.x + column.width,
    controlBelow: count.y > box.y + box.height && count.y < box.y + box.height + 200,
  }).toEqual({ sideways: false, boxInColumn: true, controlBelow: true });
});

it('the playground disables the props that do not apply; axe-clean with a prefix, a suffix and a raw rest, in light and dark', async () => {
  const { page } = await openHydrated(
    '/playground?maxCount=invalidate&rows=2&from=start&rest=raw&prefix=1&suffix=1&priority=pinLast&min=2',
  );
  const props = ['maxRows', 'itemPriority', 'minVisible'].map(
    (p) => `${p} (responsive mode) (disabled)`,
  );
  await settled(page, { items: 22 }, 2);
  const inapplicable = [...props, 'collapseFrom (disabled)', 'Rest indicator (disabled)'];
  expect(await disabled(page)).toEqual(inapplicable.sort());
  await page.getByRole('radio', { name: 'A number' }).check();
  await settled(page, { items: 7, rest: true }, 2);
  expect(await disabled(page)).toEqual(props.sort());
  expect(violationLines(await axeViolations(page))).toEqual([]);
  await setTheme(page, 'dark');
  const colours = ['color-contrast', 'link-in-text-block'];
  expect(violationLines(await axeViolations(page, colours))).toEqual([]);
  await page.getByRole('radio', { name: 'Responsive' }).check();
  await settled(page, { rows: 2 }, 2);
  expect(await disabled(page)).toEqual([]);
});

it('the playground links its Chinese page to the Chinese TypeScript playground', async () => {
  const { page } = await openHydrated('/zh-CN/playground');
  const tsLink = page.getByRole('link', { name: '在 TypeScript Playground 中打开' });
  expect(await tsLink.getAttribute('href')).toMatch(/^https:\/\/www\.typescriptlang\.org\/zh\//);
});

it('the playground code shows the code for the props, highlighted, and copies it ("Copied" for 2000 ms)', async () => {
  // Its clock is installed after load: the tab is not reset for a later test.
  const { page } = await openWithClipboard('/playground?rows=2&rest=raw');
  await page.locator('.site-playground-code pre .token.tag').first().waitFor();
  const colours = await page
    .locator('.site-playground-code pre .token')
    .evaluateAll((tokens) => new Set(tokens.map((token) => getComputedStyle(token).color)).size);
  expect(colours).toBeGreaterThanOrEqual(3);
  // Paused: time moves only through runFor, however busy the machine.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await page.getByRole('button', { name: 'Copied', exact: true }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await shownCode(page));
  expect(copied).toMatch(/maxRows=\{2\}[\s\S]*renderRawRest=/);
  await page.clock.runFor(2100);
  await page.getByRole('button', { name: 'Copy', exact: true }).waitFor();
});

it('the playground code links to the TypeScript playground with the code, and posts a sandbox of it that type-checks, bundles and runs', async () => {
  const { page } = await openHydrated(
    '/playground?count=60&itemWidth=48&rows=3&prefix=1&rest=custom&priority=pinLast&min=2',
  );
  const code = await shownCode(page);
  expect(code).toMatch(/itemPriority=[\s\S]*minVisible=\{2\}/);
  const link = page.getByRole('link', { name: 'Open in TypeScript playground' });
  const href = (await link.getAttribute('href')) as string;
  const prefix = 'https://www.typescriptlang.org/play?skipLibCheck=true&jsx=1#code/';
  expect(href.startsWith(prefix)).toBe(true);
  expect(decompressFromEncodedURIComponent(href.slice(prefix.length))).toBe(code);
  expect(await link.getAttribute('target')).toBe('_blank');

  const sandbox = /^https:\/\/codesandbox\.io\/api\/v1\/sandboxes\/define/;
  const { request, target } = await capturePost(page, sandbox, () =>
    page.getByRole('button', { name: 'Open in CodeSandbox' }).click(),
  );
  const { files, manifest } = sandboxPosted(request);
  const built = typeCheckAndBundle(files, 'index.tsx');
  const { blank, errors } = await runBundle(page, built);
  await blank.locator('.rc-overflow-item-rest', { hasText: /^\+\d+$/ }).waitFor();
  const sent = [target, files['App.tsx'], manifest.dependencies['rc-overflow']];
  expect(sent).toEqual(['POST _blank', code, PACKAGE_BUILD.tarball]);
  expect([built.diagnostics, errors]).toEqual([[], []]);
});
