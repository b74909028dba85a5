import type { Locator, Page } from 'playwright-core';
import { named, openHydrated, tabTo } from '../a11y-helpers';
import { describeIndependentOfBase } from '../harness';
import { ACTIONS, hiddenBesides, keptByPriority, readToolbar } from '../priority-demo';
import { waitForList, type ListWanted } from '../shown-list';
import { PHONE } from '../site-visitor-helpers';

const demoList = (page: Page) => page.locator('.dumi-default-previewer-demo .rc-overflow').first();

async function shownLine(list: Locator, want: ListWanted = {}) {
  const { texts, overflows } = await waitForList(list, want);
  return `${texts.join(' | ')}${overflows ? ' (overflows)' : ''}`;
}

async function expectRestReadAsDrawn(page: Page, list: Locator, count: number, besides = 0) {
  await page.getByRole('combobox', { name: 'Item count' }).first().selectOption(String(count));
  const { items, texts, restIndex } = await waitForList(list, { rest: true });
  const tree = await list.ariaSnapshot();
  const rest = `+${count - items + besides}...`;
  const seen = [texts[restIndex], tree.includes(rest), tree.includes(`Label ${count - 1}`)];
  expect(seen).toEqual([rest, true, false]);
}

async function expectEveryControlReached(page: Page) {
  const controls = await page
    .locator('.dumi-default-previewer-demo')
    .first()
    .locator('button, select, input, a[href]')
    .evaluateAll((els: HTMLInputElement[]) =>
      els.map((el) => el.ariaLabel || (el.labels?.[0] ?? el).innerText.trim()),
    );
  const { stops } = await tabTo(page, named('Open in CodeSandbox'));
  expect(controls.filter((control) => !control || !stops.includes(control))).toEqual([]);
}

describeIndependentOfBase('the demo pages', () => {
  it('base: a collapsed row in its 300 px box; Space and Enter toggle maxCount 6; the rest reads as drawn', async () => {
    const { page } = await openHydrated('/demo/base');
    const list = demoList(page);
    expect(await shownLine(list, { rest: true })).toMatch(/^(Label \d+ \| )+\+\d+\.\.\.$/);
    expect(await list.evaluate((el) => getComputedStyle(el.parentElement!).maxWidth)).toBe('300px');
    await tabTo(page, named('Responsive'));
    await page.keyboard.press(' ');
    await page.getByText('+14...', { exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Responsive' }).waitFor();
    await tabTo(page, (f) => f.tag === 'select', 2);
    await page.keyboard.press('End');
    await expectRestReadAsDrawn(page, list, 200);
  });

  it('raw-render: items from renderRawItem fold into the rest; every control is reached', async () => {
    const { page } = await openHydrated('/demo/raw-render');
    await expectEveryControlReached(page);
    await expectRestReadAsDrawn(page, demoList(page), 20);
    await page.getByRole('button', { name: 'Responsive' }).click();
    await page.getByText('+14...', { exact: true }).waitFor();
  });

  it('blink: a list of 5 items 300 px wide and one of 2 in 180 px, 90 px items', async () => {
    const { page } = await openHydrated('/demo/blink');
    await expectEveryControlReached(page);
    const lists = page.locator('.dumi-default-previewer-demo .rc-overflow');
    await lists.nth(1).waitFor();
    const shape = await lists.evaluateAll((els) =>
      els.map((el) => {
        const items = el.querySelectorAll('.rc-overflow-item:not(.rc-overflow-item-rest)');
        const width = (e: Element | null) => e?.getBoundingClientRect().width;
        return `${width(el.parentElement)} px: ${items.length} of ${width(items[0])} px`;
      }),
    );
    expect(shape).toEqual(['300 px: 5 of 90 px', '180 px: 2 of 90 px']);
  });

  it('fill-width: the suffix input has focus on load, a ring, grows with its text and stays in its row', async () => {
    const { page } = await openHydrated('/demo/fill-width');
    const input = page.getByRole('textbox', { name: 'Suffix' });
    const widths = () =>
      input.evaluate((el) => [el.clientWidth, el.closest('.rc-overflow')!.clientWidth]);
    await page.waitForFunction(() => document.activeElement?.ariaLabel === 'Suffix');
    const [empty] = await widths();
    await page.keyboard.type('a longer suffix');
    await page.waitForFunction((w) => document.activeElement!.clientWidth > w + 40, empty);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await input.evaluate((el) => el.matches(':focus:focus-visible'))).toBe(true);
    await page.setViewportSize(PHONE);
    await input.fill('x'.repeat(80));
    const [inputWidth, rowWidth] = await widths();
    expect(inputWidth <= rowWidth && rowWidth <= 300).toBe(true);
    await input.fill('');
    await expectRestReadAsDrawn(page, demoList(page), 200, 1);
  });

  it('max-rows: rows and width, by keyboard, keep the tags in the rows chosen, the rest last, at 1280 and 390 px', async () => {
    const { page } = await openHydrated('/demo/max-rows');
    await expectEveryControlReached(page);
    const list = demoList(page);
    const rows = page.getByRole('combobox', { name: 'Rows' });
    const restLast = /^([\w-]+ \| )+\+ \d+ \.\.\.$/;
    let before = await waitForList(list, { rows: 2, rest: true });
    for (const count of [3, 4]) {
      await rows.selectOption(String(count));
      const now = await waitForList(list, { rows: count, rest: true });
      const seen = [now.items > before.items, now.texts.at(-1), await shownLine(list)];
      expect(seen).toEqual([true, `+ ${20 - now.items} ...`, expect.stringMatching(restLast)]);
      before = now;
    }
    await page.getByRole('slider', { name: 'List width' }).focus();
    await page.keyboard.press('Home');
    await page.getByText('100 px', { exact: true }).waitFor();
    expect(await shownLine(list, { rows: 4, fewerItemsThan: before.items })).toMatch(restLast);
    await page.keyboard.press('End');
    await page.setViewportSize(PHONE);
    await rows.selectOption('1');
    expect(await shownLine(list, { rows: 1 })).toMatch(restLast);
  });

  it('collapse-from-start: "…" first and the current page last, the hidden crumbs in its title, at 1280 and 390 px', async () => {
    const trail = ['Home', 'docs', 'guide', 'components', 'overflow', 'api'];
    const { page } = await openHydrated('/demo/collapse-from-start');
    await expectEveryControlReached(page);
    const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
    const read = async (want: ListWanted) => {
      const shown = await shownLine(nav.locator('.rc-overflow'), want);
      const hidden = await nav.locator('.rc-overflow-item-rest [title]').getAttribute('title');
      return `${shown.replace(/\/\s*/g, '')}${want.rest ? ` (${hidden})` : ''}`;
    };
    const start = await read({ rest: true });
    const shown = start.split(' (')[0].split(' | ').length - 1;
    const hidden = trail.slice(0, -shown).join(' / ');
    const current = await nav.locator('[aria-current="page"]').innerText();
    expect([start, current]).toEqual([`… | ${trail.slice(-shown).join(' | ')} (${hidden})`, 'api']);
    const slider = page.getByRole('slider', { name: 'Trail width' });
    await slider.focus();
    await page.keyboard.press('End');
    expect(await read({ rest: false, rows: 1 })).toBe(trail.join(' | '));
    await page.setViewportSize(PHONE);
    await slider.focus();
    await page.keyboard.press('Home');
    const one = await read({ items: 1, rest: true });
    expect(one).toBe(`… | api (${trail.slice(0, -1).join(' / ')})`);
  });

  it('priority: at every width the actions of highest priority, in order, "More" the others; "Show at least" and keys', async () => {
    const { page } = await openHydrated('/demo/priority');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.getAttribute('title')).toBe('Pinned: always shown');
    await tabTo(page, named('Toolbar width'));
    await page.keyboard.press('Home');
    const one = { shown: ['Save'], more: hiddenBesides(['Save']), overflows: true };
    expect(await readToolbar(page, { items: 1, rest: true })).toEqual(one);
    // 20 px at a time (every action is wider): each count of actions appears, the highest priorities.
    const counts = new Set<number>();
    for (let width = 80; width <= 640; width += 20) {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.getByText(`${width} px`, { exact: true }).waitFor();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
      const { shown, more } = await readToolbar(page);
      expect([shown, more]).toEqual([keptByPriority(shown.length), hiddenBesides(shown)]);
      counts.add(shown.length);
    }
    expect([...counts].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await readToolbar(page, { items: ACTIONS.length, rest: false })).overflows).toBe(false);
    await page.keyboard.press('Home');
    await tabTo(page, named('Show at least'), 1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect((await readToolbar(page, { items: 2, rest: true })).shown).toEqual(keptByPriority(2));
    const { stops } = await tabTo(page, named(/^More actions/), 4);
    expect(stops.join(', ').replace(/\s+/g, ' ')).toBe('Save ∞, Undo 5, More actions (5)');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Last action: Undo', { exact: true }).waitFor();
    await page
      .getByRole('combobox', { name: 'More actions (5)' })
      .selectOption({ label: 'Export' });
    await page.getByText('Last action: Export', { exact: true }).waitFor();
    await page.setViewportSize(PHONE);
    await page.getByRole('combobox', { name: 'Show at least' }).selectOption('4');
    const four = await readToolbar(page, { items: 4, rest: true, rows: 1 });
    const card = page.locator('.dumi-default-previewer-demo').first();
    const inCard = await card.evaluate(
      (el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= innerWidth,
    );
    expect([four.shown, inCard]).toEqual([keptByPriority(4), true]);
  });

  it('vertical: the column shows the cards that fit its height above "+ N more"; the slider changes how many', async () => {
    const { page } = await openHydrated('/demo/vertical');
    const list = page.getByRole('region', { name: 'In progress' }).locator('.rc-overflow');
    const read = async (want: ListWanted) => {
      const { texts, rows, overflows } = await waitForList(list, want);
      const within = await list.evaluate((el) =>
        Array.from(el.children).every(
          (child) =>
            child.getBoundingClientRect().bottom <= el.getBoundingClientRect().bottom + 0.5,
        ),
      );
      expect([rows, overflows, within]).toEqual([texts.length, false, true]);
      return texts.map((text) => text.replace(/(docs|review|site)$/, ''));
    };
    const start = await read({ rest: true });
    const more = await list.getByRole('button', { name: /more$/ }).getAttribute('title');
    expect([...start.slice(0, 2), start.at(-1), more?.split('\n').length]).toEqual([
      'Write the release notes',
      'Fix the focus ring on the rest',
      `+ ${8 - start.length} more`,
      8 - start.length,
    ]);
    await page.getByRole('slider', { name: 'Column height' }).focus();
    await page.keyboard.press('End');
    expect((await read({ items: 7, rest: false })).at(-1)).toBe('Translate the new page');
    await page.keyboard.press('Home');
    const short = await read({ fewerItemsThan: start.length - 1, rest: true });
    expect(short.at(-1)).toBe(`+ ${8 - short.length} more`);
  });

  it('the recipes: a tag added joins the count, one removed brings a hidden one back; "More" lists what is missing; a narrower group shows fewer avatars', async () => {
    const { page } = await openHydrated('/guide/recipes');
    const form = page.locator('form').filter({ has: page.getByLabel('New tag') });
    const tags = await waitForList(form.locator('.rc-overflow'), { rest: true });
    const hidden = Number(tags.texts[tags.restIndex].slice(1));
    const rest = form.locator('.rc-overflow-item-rest');
    await page.getByLabel('New tag').fill('hooks');
    await page.keyboard.press('Enter');
    await rest.getByText(`+${hidden + 1}`, { exact: true }).waitFor();
    const first = tags.texts[0].replace('×', '').trim();
    await form.getByRole('button', { name: `Remove ${first}` }).click();
    await rest.getByText(`+${hidden}`, { exact: true }).waitFor();
    expect((await waitForList(form.locator('.rc-overflow'))).overflows).toBe(false);

    const shown = await page
      .getByRole('group', { name: 'Formatting' })
      .locator(':scope > :not([aria-hidden="true"]) > button')
      .allInnerTexts();
    const menu = page.getByRole('combobox', { name: 'More actions' });
    const listed = await menu.locator('option:not([disabled])').allInnerTexts();
    const all = [...shown, ...listed].join(' ');
    expect(all).toBe('Bold Italic Underline Link Quote Code List Table');
    await menu.selectOption(listed[0]);
    await page.getByText(`Last action: ${listed[0]}`).waitFor();

    const team = page.getByRole('list', { name: 'Team' });
    const wide = await waitForList(team);
    await page.getByRole('slider', { name: 'Width' }).focus();
    await page.keyboard.press('Home');
    const narrow = await waitForList(team, { fewerItemsThan: wide.items, rest: true });
    const title = await team.locator('.rc-overflow-item-rest [title]').getAttribute('title');
    const count = Number(/\d+/.exec(narrow.texts[narrow.restIndex])?.[0]);
    expect([narrow.overflows, title?.split(', ').length]).toEqual([false, count]);
  });
});
