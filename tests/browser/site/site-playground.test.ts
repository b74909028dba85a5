import { decompressFromEncodedURIComponent } from 'lz-string';
import type { Page } from 'playwright-core';
import { axeViolations, openHydrated, violationLines } from '../a11y-helpers';
import {
  capturePost,
  decodeSandboxParameters,
  formField,
  PACKAGE_BUILD,
  typeCheckAndBundle,
} from '../demo-export-helpers';
import { openPage, siteUrl } from '../harness';
import { sampleData } from '../../../site/playground/sample';

// The playground page (/playground): a list with the props a visitor picks, its status line, the
// last onVisibleChange calls, the code for those props, and all of it in the URL.

const SANDBOX_ENDPOINT = /^https:\/\/codesandbox\.io\/api\/v1\/sandboxes\/define/;

/** What the preview shows, read from the DOM, and what the status line says. */
interface Shown {
  /** Items shown (not the rest, the prefix or the suffix). */
  shown: number;
  /** Labels of the shown items, in data order. */
  labels: string[];
  /** The rest's text when it shows. */
  rest: string | null;
  /** Rows the shown items and the rest take. */
  rows: number;
  status: string;
}

interface Wanted {
  shown?: number;
  moreThan?: number;
  fewerThan?: number;
  rows?: number;
  rest?: boolean;
  /** The label of the last item shown. */
  last?: string;
}

/**
 * Waits until the preview has settled into a state that `want` describes and that the status
 * line says ("Visible N of M", M being the item count input's value), and returns it. The status
 * is read in the same moment as the DOM, so the two are compared as a visitor sees them.
 */
async function settled(page: Page, want: Wanted = {}): Promise<Shown> {
  const handle = await page.waitForFunction((wanted: Wanted) => {
    const list = document.querySelector('.site-playground-list');
    const status = document.querySelector('.site-playground [role="status"]')?.textContent ?? '';
    const count = document.getElementById('site-playground-count') as HTMLInputElement | null;
    // The playground renders once the page has hydrated, from a chunk of its own.
    if (!list || !count) return false;
    const total = count.value;
    const isShown = (el: Element) =>
      el.getAttribute('aria-hidden') !== 'true' &&
      !(el as HTMLElement).hidden &&
      el.checkVisibility({ checkVisibilityCSS: true });
    const children = Array.from(list.children);
    const items = children.filter(
      (el) => !/\brc-overflow-item-(rest|prefix|suffix)\b/.test(el.className) && isShown(el),
    );
    const rest = children.find((el) => el.classList.contains('rc-overflow-item-rest'));
    const restShown = rest && isShown(rest) ? (rest.textContent ?? '') : null;
    const boxes = rest && restShown !== null ? [...items, rest] : items;
    const state = {
      shown: items.length,
      labels: items.map((el) => (el.textContent ?? '').trim()),
      rest: restShown,
      rows: new Set(boxes.map((el) => Math.round(el.getBoundingClientRect().top))).size,
      status,
    };
    const met =
      status === `Visible ${state.shown} of ${total}` &&
      (wanted.shown === undefined || state.shown === wanted.shown) &&
      (wanted.moreThan === undefined || state.shown > wanted.moreThan) &&
      (wanted.fewerThan === undefined || state.shown < wanted.fewerThan) &&
      (wanted.rows === undefined || state.rows === wanted.rows) &&
      (wanted.rest === undefined || (restShown !== null) === wanted.rest) &&
      (wanted.last === undefined || state.labels[state.labels.length - 1] === wanted.last);
    return met && state;
  }, want);
  return (await handle.jsonValue()) as Shown;
}

const rangeInput = (page: Page) =>
  page.getByRole('slider', { name: 'Container width', exact: true });
const dragHandle = (page: Page) =>
  page.getByRole('slider', { name: 'Drag to resize the container', exact: true });

/**
 * The code as the page shows it, line by line (the block renders a line per element, highlighted
 * or not), ending in a newline as the generated file does.
 */
async function shownCode(page: Page): Promise<string> {
  // The playground renders from a chunk of its own, once the page has hydrated.
  await page.locator('.site-playground-code pre > div').first().waitFor();
  const lines = await page
    .locator('.site-playground-code pre > div')
    .evaluateAll((elements) => elements.map((line) => (line.textContent ?? '').replace(/\n$/, '')));
  return `${lines.join('\n')}\n`;
}

/** The "onVisibleChange(n)" entries of the calls list, newest first. */
async function calls(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Last ten onVisibleChange calls, newest first' });
  return list.locator('li code').allInnerTexts();
}

describe('the playground', () => {
  it('changes what shows with the Container width range input, and says it', async () => {
    const { page } = await openHydrated('/playground?count=60&itemWidth=60');
    const before = await settled(page, { rest: true });
    expect(before.status).toBe(`Visible ${before.shown} of 60`);

    const range = rangeInput(page);
    await range.fill('140');
    const narrow = await settled(page, { fewerThan: before.shown });
    expect(await dragHandle(page).getAttribute('aria-valuenow')).toBe('140');
    expect(narrow.rest).toBe(`+ ${60 - narrow.shown} ...`);

    // Keys on the native slider: End goes to its maximum.
    await range.press('End');
    const wide = await settled(page, { moreThan: before.shown });
    expect(await range.inputValue()).toBe('960');
    expect(await dragHandle(page).getAttribute('aria-valuenow')).toBe('960');
    expect(wide.rest).toBe(`+ ${60 - wide.shown} ...`);
  });

  it('moves the same width with the handle on the box edge, by arrow keys and by dragging', async () => {
    const { page } = await openHydrated('/playground?count=60&itemWidth=60&width=400');
    const before = await settled(page);
    const handle = dragHandle(page);
    expect(await handle.getAttribute('aria-valuemin')).toBe('40');
    expect(await handle.getAttribute('aria-valuemax')).toBe('960');

    await handle.focus();
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('ArrowLeft');
    const narrow = await settled(page, { fewerThan: before.shown });
    expect(await handle.getAttribute('aria-valuenow')).toBe('320');
    expect(await rangeInput(page).inputValue()).toBe('320');
    await page.keyboard.press('ArrowRight');
    expect(await handle.getAttribute('aria-valuenow')).toBe('330');

    const grip = await handle.boundingBox();
    const box = await page.locator('.site-playground-box').boundingBox();
    if (!grip || !box) throw new Error('the preview has no handle');
    const from = { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 };
    // The box's edge keeps its distance from the pointer as the handle follows it.
    const grabOffset = from.x - (box.x + box.width);
    const to = box.x + 700;
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to, from.y, { steps: 6 });
    await page.mouse.up();
    const wide = await settled(page, { moreThan: narrow.shown });
    const width = Number(await handle.getAttribute('aria-valuenow'));
    expect(Math.abs(width - (to - grabOffset - box.x))).toBeLessThanOrEqual(1);
    expect(await rangeInput(page).inputValue()).toBe(String(width));
    const boxWidth = (await page.locator('.site-playground-box').boundingBox())?.width;
    expect(boxWidth).toBe(width);
    expect(wide.shown).toBeGreaterThan(narrow.shown);
  });

  it('lists the last ten onVisibleChange calls, newest first', async () => {
    const { page } = await openHydrated('/playground?count=100&itemWidth=40');
    let last = await settled(page);
    const handle = dragHandle(page);
    await handle.focus();
    // Twelve changes of the visible count: the list keeps the last ten.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press(i % 2 === 0 ? 'Home' : 'End');
      last = await settled(
        page,
        i % 2 === 0 ? { fewerThan: last.shown } : { moreThan: last.shown },
      );
    }
    await page.waitForFunction(
      () => document.querySelectorAll('.site-playground-calls li').length === 10,
    );
    const entries = await calls(page);
    expect(entries).toHaveLength(10);
    expect(entries[0]).toBe(`onVisibleChange(${last.shown - 1})`);
    // Alternating widths: each call reports the other of two counts.
    expect(new Set(entries.filter((_, i) => i % 2 === 0)).size).toBe(1);
    expect(new Set(entries.filter((_, i) => i % 2 === 1)).size).toBe(1);
    expect(entries[1]).not.toBe(entries[0]);
  });

  it('shows what a number maxCount, invalidate, maxRows and collapseFrom ask for', async () => {
    const { page } = await openHydrated('/playground?count=60&itemWidth=60&width=400');
    const one = await settled(page);

    await page.getByRole('radio', { name: 'A number' }).check();
    await page.getByRole('spinbutton', { name: 'maxCount number' }).fill('3');
    const three = await settled(page, { shown: 3 });
    expect(three.rest).toBe('+ 57 ...');
    // Typing a number picks "a number" by itself.
    await page.getByRole('radio', { name: 'Invalidate' }).check();
    await settled(page, { shown: 60, rest: false });
    await page.getByRole('spinbutton', { name: 'maxCount number' }).fill('7');
    await settled(page, { shown: 7, rest: true });
    expect(await page.getByRole('radio', { name: 'A number' }).isChecked()).toBe(true);

    await page.getByRole('radio', { name: 'Responsive' }).check();
    await settled(page, { shown: one.shown, rows: 1 });
    await page.getByRole('spinbutton', { name: 'maxRows (responsive mode)' }).fill('3');
    const threeRows = await settled(page, { rows: 3, moreThan: one.shown });
    expect(threeRows.labels[0]).toBe('react 1');

    await page.getByRole('radio', { name: 'Start' }).check();
    const fromStart = await settled(page, { rows: 3 });
    expect(fromStart.labels[fromStart.labels.length - 1]).toBe('toolbar 60');
    expect(fromStart.labels[0]).not.toBe('react 1');
    expect(await shownCode(page)).toContain('collapseFrom="start"');
  });

  it('stacks the items in a column with orientation "vertical", in the address and the code', async () => {
    const { page } = await openHydrated('/playground?count=60&width=200');
    await settled(page, { rows: 1 });
    await page.getByRole('radio', { name: 'Vertical (a column)' }).check();
    // One item a row, as many as the column's height takes above the rest.
    const column = await settled(page, { rest: true, moreThan: 1 });
    expect(column.rows).toBe(column.shown + 1);
    expect(column.labels).toEqual(sampleData(column.shown).map((item) => item.label));
    expect(column.rest).toBe(`+ ${60 - column.shown} ...`);
    await page.waitForFunction(() => /[?&]orientation=vertical\b/.test(location.search));
    const code = await shownCode(page);
    expect(code).toContain('orientation="vertical"');
    // A column never wraps: maxRows does not apply.
    expect(
      await page.getByRole('spinbutton', { name: 'maxRows (responsive mode)' }).isDisabled(),
    ).toBe(true);

    await page.getByRole('radio', { name: 'Horizontal (a row)' }).check();
    await settled(page, { rows: 1 });
    await page.waitForFunction(() => !location.search.includes('orientation'));
  });

  it('shows what itemPriority and minVisible ask for, and writes them in the code', async () => {
    const { page } = await openHydrated('/playground?count=20&width=300');
    const plain = await settled(page, { rest: true });
    const priority = page.getByLabel('itemPriority (responsive mode)');
    expect(await priority.locator('option').allInnerTexts()).toEqual([
      'None (the usual order)',
      'Pin the first item (Infinity)',
      'Pin the last item (Infinity)',
      'Shorter labels first',
    ]);

    // The last item, pinned, shows after the first ones that fit beside it and the rest.
    await priority.selectOption('pinLast');
    const pinned = await settled(page, { rest: true, last: 'responsive 20' });
    // It is wider than most: it may leave room for fewer than the list showed.
    expect(pinned.shown).toBeLessThanOrEqual(plain.shown);
    expect(pinned.labels).toEqual([...plain.labels.slice(0, pinned.shown - 1), 'responsive 20']);
    expect(await shownCode(page)).toContain(
      'itemPriority={(_, index) => (index === data.length - 1 ? Infinity : 0)}',
    );

    // Shorter first: no hidden label is shorter than a shown one, and no fewer of them fit.
    await priority.selectOption('shorterFirst');
    // The code and the list render from the same settings: once it says so, the list uses them.
    await page
      .locator('.site-playground-code')
      .getByText('-item.label.length', { exact: false })
      .waitFor();
    const shorter = await settled(page, { rest: true });
    expect(shorter.shown).toBeGreaterThanOrEqual(plain.shown);
    expect(shorter.labels).not.toEqual(plain.labels);
    const hidden = sampleData(20)
      .map((item) => item.label)
      .filter((label) => !shorter.labels.includes(label));
    const longestShown = Math.max(...shorter.labels.map((label) => label.length));
    expect(Math.min(...hidden.map((label) => label.length))).toBeGreaterThanOrEqual(longestShown);
    expect(shorter.rest).toBe(`+ ${hidden.length} ...`);
    expect(await shownCode(page)).toContain('itemPriority={(item) => -item.label.length}');

    // minVisible shows that many, by the same order, whether they fit or not.
    await priority.selectOption('none');
    await page.getByRole('spinbutton', { name: 'minVisible (responsive mode)' }).fill('15');
    const fifteen = await settled(page, { shown: 15, rest: true });
    expect(fifteen.labels).toEqual(sampleData(15).map((item) => item.label));
    expect(fifteen.status).toBe('Visible 15 of 20');
    const code = await shownCode(page);
    expect(code).toContain('minVisible={15}');
    expect(code).not.toContain('itemPriority');
    expect((await calls(page))[0]).toBe('onVisibleChange(14)');
  });

  it('keeps its settings in the URL, and the URL brings them back', async () => {
    const { page } = await openHydrated('/playground');
    await settled(page);
    await page.getByLabel('Item count', { exact: true }).fill('45');
    await page.getByRole('spinbutton', { name: 'Fixed item width (px)' }).fill('50');
    await page.getByRole('spinbutton', { name: 'maxRows (responsive mode)' }).fill('2');
    await page.getByRole('radio', { name: 'Start' }).check();
    await page.getByLabel('itemPriority (responsive mode)').selectOption('pinFirst');
    await page.getByRole('spinbutton', { name: 'minVisible (responsive mode)' }).fill('3');
    await page.getByRole('checkbox', { name: 'Prefix' }).check();
    await page.getByLabel('Rest indicator').selectOption('custom');
    await dragHandle(page).focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('width') === '290');
    const before = await settled(page, { rows: 2 });

    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      count: '45',
      width: '290',
      itemWidth: '50',
      maxCount: 'responsive',
      rows: '2',
      from: 'start',
      priority: 'pinFirst',
      min: '3',
      prefix: '1',
      suffix: '0',
      rest: 'custom',
    });

    const { page: again } = await openHydrated(`/playground${url.search}`);
    const after = await settled(again, { rows: 2 });
    expect(after).toEqual(before);
    expect(await again.getByLabel('Item count', { exact: true }).inputValue()).toBe('45');
    expect(await rangeInput(again).inputValue()).toBe('290');
    expect(await again.getByRole('radio', { name: 'Fixed', exact: true }).isChecked()).toBe(true);
    expect(await again.getByRole('radio', { name: 'Start' }).isChecked()).toBe(true);
    expect(await again.getByLabel('itemPriority (responsive mode)').inputValue()).toBe('pinFirst');
    expect(
      await again.getByRole('spinbutton', { name: 'minVisible (responsive mode)' }).inputValue(),
    ).toBe('3');
    expect(await again.getByRole('checkbox', { name: 'Prefix' }).isChecked()).toBe(true);
    expect(await again.getByLabel('Rest indicator').inputValue()).toBe('custom');
    expect(await shownCode(again)).toBe(await shownCode(page));
  });

  it('loads the defaults from a query it cannot read, and says nothing of it', async () => {
    // The harness fails the test on any console error.
    const { page, errors } = await openHydrated(
      '/playground?count=abc&width=-5&maxCount=zzz&rows=0&priority=pinMiddle&min=-1',
    );
    await settled(page);
    expect(await page.getByLabel('Item count', { exact: true }).inputValue()).toBe('20');
    expect(await rangeInput(page).inputValue()).toBe('300');
    expect(await page.getByRole('radio', { name: 'Responsive' }).isChecked()).toBe(true);
    expect(
      await page.getByRole('spinbutton', { name: 'maxRows (responsive mode)' }).inputValue(),
    ).toBe('1');
    expect(await page.getByLabel('itemPriority (responsive mode)').inputValue()).toBe('none');
    expect(
      await page.getByRole('spinbutton', { name: 'minVisible (responsive mode)' }).inputValue(),
    ).toBe('0');
    expect(errors).toEqual([]);
  });

  it('fits a phone: the list within the column, nothing sideways, the preview above the props', async () => {
    const { page } = await openHydrated('/playground', { viewport: { width: 390, height: 844 } });
    await settled(page, { rest: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const column = await page.locator('.site-playground').boundingBox();
    const box = await page.locator('.site-playground-box').boundingBox();
    const grip = await dragHandle(page).boundingBox();
    const count = await page.getByLabel('Item count', { exact: true }).boundingBox();
    if (!column || !box || !grip || !count) throw new Error('the playground is not laid out');
    // The default list and its handle, whole, inside the page's column.
    expect(box.x).toBeGreaterThanOrEqual(column.x);
    expect(grip.x + grip.width).toBeLessThanOrEqual(column.x + column.width);
    // The first control a few lines below the list it changes, not a screen away.
    const below = count.y - (box.y + box.height);
    expect(below).toBeGreaterThan(0);
    expect(below).toBeLessThan(200);
  });

  it('disables the props that do not apply, and leaves them out of the code', async () => {
    const { page } = await openHydrated(
      '/playground?maxCount=invalidate&rows=2&from=start&rest=custom&priority=pinLast&min=2',
    );
    await settled(page, { shown: 20 });
    const maxRows = page.getByRole('spinbutton', { name: 'maxRows (responsive mode)' });
    const priority = page.getByLabel('itemPriority (responsive mode)');
    const minVisible = page.getByRole('spinbutton', { name: 'minVisible (responsive mode)' });
    const start = page.getByRole('radio', { name: 'Start' });
    const rest = page.getByLabel('Rest indicator');
    // Invalidate hides nothing: no rows to limit, nothing to collapse, no rest.
    expect(await maxRows.isDisabled()).toBe(true);
    expect(await priority.isDisabled()).toBe(true);
    expect(await minVisible.isDisabled()).toBe(true);
    expect(await start.isDisabled()).toBe(true);
    expect(await rest.isDisabled()).toBe(true);
    expect(await shownCode(page)).not.toMatch(
      /maxRows|itemPriority|minVisible|collapseFrom|renderRest|restStyle/,
    );
    expect(violationLines(await axeViolations(page))).toEqual([]);

    // A number collapses, from either end, but takes no rows.
    await page.getByRole('radio', { name: 'A number' }).check();
    await settled(page, { shown: 5 });
    expect(await maxRows.isDisabled()).toBe(true);
    expect(await priority.isDisabled()).toBe(true);
    expect(await minVisible.isDisabled()).toBe(true);
    expect(await start.isEnabled()).toBe(true);
    expect(await rest.isEnabled()).toBe(true);
    const numbered = await shownCode(page);
    expect(numbered).toContain('collapseFrom="start"');
    expect(numbered).toContain('renderRest=');
    expect(numbered).not.toMatch(/maxRows|itemPriority|minVisible/);

    await page.getByRole('radio', { name: 'Responsive' }).check();
    await settled(page, { rows: 2 });
    expect(await maxRows.isEnabled()).toBe(true);
    expect(await priority.isEnabled()).toBe(true);
    expect(await minVisible.isEnabled()).toBe(true);
    const responsive = await shownCode(page);
    expect(responsive).toContain('maxRows={2}');
    expect(responsive).toContain('itemPriority=');
    expect(responsive).toContain('minVisible={2}');
  });

  it('resets every prop, and the address, to the defaults', async () => {
    const { page: plain } = await openHydrated('/playground');
    const defaults = await settled(plain, { rest: true });
    const defaultCode = await shownCode(plain);

    const { page } = await openHydrated(
      '/playground?count=45&width=500&itemWidth=50&maxCount=3&from=start&prefix=1&rest=custom&priority=pinLast&min=4',
    );
    await settled(page, { shown: 3 });
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    expect(await settled(page, { shown: defaults.shown })).toEqual(defaults);
    expect(await page.getByLabel('Item count', { exact: true }).inputValue()).toBe('20');
    expect(await rangeInput(page).inputValue()).toBe('300');
    expect(await page.getByRole('radio', { name: 'Responsive' }).isChecked()).toBe(true);
    expect(
      await page.getByRole('radio', { name: 'Varied (as wide as the label)' }).isChecked(),
    ).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Prefix' }).isChecked()).toBe(false);
    expect(await page.getByLabel('itemPriority (responsive mode)').inputValue()).toBe('none');
    expect(
      await page.getByRole('spinbutton', { name: 'minVisible (responsive mode)' }).inputValue(),
    ).toBe('0');
    expect(await shownCode(page)).toBe(defaultCode);
    expect(new URL(page.url()).search).toBe('');
  });

  it('speaks Chinese on /zh-CN/playground', async () => {
    const { page } = await openHydrated('/zh-CN/playground');
    await page.getByRole('heading', { name: '演练场', level: 1 }).waitFor();
    await page.getByLabel('条目数量', { exact: true }).waitFor();
    await page.getByRole('slider', { name: '容器宽度', exact: true }).waitFor();
    await page.getByRole('slider', { name: '拖动以调整容器宽度', exact: true }).waitFor();
    await page.getByRole('radio', { name: '自适应（responsive）' }).waitFor();
    await page.getByRole('radio', { name: '纵向（一列）' }).waitFor();
    await page.getByRole('button', { name: '复制', exact: true }).waitFor();
    await page.waitForFunction(() =>
      /^可见 \d+ \/ 20 项$/.test(
        document.querySelector('.site-playground [role="status"]')?.textContent ?? '',
      ),
    );
    const tsLink = page.getByRole('link', { name: '在 TypeScript Playground 中打开' });
    expect(await tsLink.getAttribute('href')).toMatch(/^https:\/\/www\.typescriptlang\.org\/zh\//);
  });

  it('has no axe-core violation with a prefix, a suffix and a raw rest, in light and in dark', async () => {
    const { page } = await openHydrated('/playground?prefix=1&suffix=1&rest=raw');
    await settled(page);
    expect(violationLines(await axeViolations(page))).toEqual([]);
    // Dark through the attribute the theme's switch sets, its colour fades ended.
    await page.evaluate(() => {
      document.documentElement.setAttribute('data-prefers-color', 'dark');
      for (const a of document.getAnimations()) if (a instanceof CSSTransition) a.finish();
    });
    const colours = ['color-contrast', 'link-in-text-block'];
    expect(violationLines(await axeViolations(page, undefined, colours))).toEqual([]);
  });
});

describe('the playground code', () => {
  it('copies the code for the current props', async () => {
    // Its clock is installed after load: the tab is not reset for a later test.
    const { page, context } = await openHydrated('/playground?rows=2&rest=raw', {
      ownContext: true,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(siteUrl('/')).origin,
    });
    // A paused fake clock: the "Copied" feedback lasts 2000 ms of it, however busy the machine.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await shownCode(page));
    expect(copied).toContain('maxRows={2}');
    expect(copied).toContain('renderRawRest=');
    await page.clock.runFor(2100);
    await page.getByRole('button', { name: 'Copy', exact: true }).waitFor();
  });

  it('shows the component first, highlighted, with the sample it lays out below', async () => {
    const { page } = await openHydrated('/playground?rows=2');
    await page.getByRole('region', { name: 'The JSX for these props' }).scrollIntoViewIfNeeded();
    const lines = (await shownCode(page)).split('\n');
    const element = lines.findIndex((line) => line.includes('<Overflow<ItemType>'));
    expect(element).toBeGreaterThan(0);
    expect(element).toBeLessThan(8);
    expect(lines.findIndex((line) => line.includes('maxRows={2}'))).toBeGreaterThan(element);
    expect(lines.findIndex((line) => line.startsWith('const WORDS'))).toBeGreaterThan(element);
    // Highlighted: the tokens of the code in several colours, as the docs' code blocks.
    await page.locator('.site-playground-code pre .token.tag').first().waitFor();
    const colours = await page
      .locator('.site-playground-code pre .token')
      .evaluateAll((tokens) => new Set(tokens.map((token) => getComputedStyle(token).color)).size);
    expect(colours).toBeGreaterThanOrEqual(3);
  });

  it('links to the TypeScript playground with the code compressed in', async () => {
    const { page } = await openHydrated('/playground?count=7&maxCount=3');
    const link = page.getByRole('link', { name: 'Open in TypeScript playground' });
    const href = (await link.getAttribute('href')) as string;
    const prefix = 'https://www.typescriptlang.org/play?skipLibCheck=true&jsx=1#code/';
    expect(href.startsWith(prefix)).toBe(true);
    const code = await shownCode(page);
    expect(decompressFromEncodedURIComponent(href.slice(prefix.length))).toBe(code);
    expect(code).toContain('maxCount={3}');
    expect(await link.getAttribute('target')).toBe('_blank');
  });

  it('posts a sandbox of the code that type-checks, bundles and runs', async () => {
    const { page } = await openHydrated(
      '/playground?count=60&itemWidth=48&rows=3&prefix=1&rest=custom&priority=pinLast&min=2',
    );
    const code = await shownCode(page);
    expect(code).toContain('itemPriority=');
    expect(code).toContain('minVisible={2}');
    const { request, target } = await capturePost(page, SANDBOX_ENDPOINT, () =>
      page.getByRole('button', { name: 'Open in CodeSandbox' }).click(),
    );
    expect(target).toBe('POST _blank');
    const { files } = decodeSandboxParameters(formField(request, 'parameters'));
    expect(files['App.tsx'].content).toBe(code);
    expect(JSON.parse(files['package.json'].content).dependencies['rc-overflow']).toBe(
      PACKAGE_BUILD.tarball,
    );

    const plain = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, v.content]));
    const { diagnostics, bundle, css } = typeCheckAndBundle(plain, 'index.tsx');
    expect(diagnostics).toEqual([]);
    const blank = await page.context().newPage();
    const errors: string[] = [];
    blank.on('pageerror', (e) => errors.push(e.message));
    blank.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await blank.setContent('<!doctype html><div id="root"></div>');
    await blank.addStyleTag({ content: css });
    await blank.addScriptTag({ content: bundle });
    // The exported list lays out as the preview did: prefix, items, the custom rest.
    await blank
      .locator('.rc-overflow-item-rest')
      .getByText(/^\+\d+$/)
      .waitFor();
    expect(errors).toEqual([]);
  });
});

describe("the playground's JavaScript", () => {
  it('is downloaded by its own page only', async () => {
    /** Paths of the scripts a page requests until `ready` holds. */
    const scriptsOf = async (path: string, ready: string) => {
      const urls: string[] = [];
      const { page } = await openPage(path, {
        beforeLoad: async (context) => {
          context.on('request', (request) => {
            if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
          });
        },
      });
      await page.locator(ready).first().waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      return urls;
    };
    // The playground's list shows once its chunk has loaded.
    const own = await scriptsOf('/playground', '.site-playground-list');
    expect(own.some((url) => /\/playground\.[0-9a-f]+\.async\.js$/.test(url))).toBe(true);
    for (const path of ['/', '/demo/base']) {
      const scripts = await scriptsOf(path, 'html[data-hydrated]');
      expect(scripts.filter((url) => /playground/.test(url))).toEqual([]);
    }
  });
});
