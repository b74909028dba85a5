import type { Locator, Page } from 'playwright-core';
import { named, openHydrated, tabTo } from '../a11y-helpers';
import { describeIndependentOfBase } from '../harness';
import { ACTIONS, hiddenBesides, keptByPriority, readToolbar } from '../priority-demo';
import { waitForList } from '../shown-list';
import { PHONE } from '../site-visitor-helpers';

// The demos of the docs, one test a demo page (one load, then the phone width on the same page):
// what shows as it opens, what each control does, by keyboard, and what the rest indicator reads.

const demoList = (page: Page) => page.locator('.dumi-default-previewer-demo .rc-overflow').first();

/** The rest reads "+N..." (as the demo draws it) for exactly the hidden items, which are not read. */
async function expectRestReadAsDrawn(page: Page, list: Locator, count: number) {
  await page.getByRole('combobox', { name: 'Item count' }).first().selectOption(String(count));
  await waitForList(list, { rest: true });
  const { shown, rest, restNodes } = await list.evaluate((root) => {
    const items = root.querySelectorAll(
      ':scope > .rc-overflow-item:not(.rc-overflow-item-rest, .rc-overflow-item-suffix):not([aria-hidden="true"])',
    );
    const restItem = root.querySelector(':scope > .rc-overflow-item-rest') as HTMLElement;
    return { shown: items.length, rest: restItem.innerText, restNodes: restItem.childNodes.length };
  });
  expect({ rest, restNodes }).toEqual({ rest: `+${count - shown}...`, restNodes: 1 });
  const tree = await list.ariaSnapshot();
  expect(tree).toContain(`+${count - shown}...`);
  expect(tree).toContain('Label 0');
  expect(tree).not.toContain(`Label ${count - 1}`);
}

/** Tab from the top reaches every control of the first demo, each with a ring (see tabTo). */
async function expectEveryControlReached(page: Page) {
  const demo = page.locator('.dumi-default-previewer-demo').first();
  const controls = await demo.evaluate((root) =>
    Array.from(root.querySelectorAll<HTMLElement>('button, select, input, a[href]'), (el) =>
      (
        el.getAttribute('aria-label') ||
        (el as HTMLInputElement).labels?.[0]?.innerText ||
        el.innerText ||
        ''
      ).trim(),
    ),
  );
  expect(controls).not.toContain('');
  const { stops } = await tabTo(page, named('Open in CodeSandbox'));
  for (const control of controls) expect(stops).toContain(control);
}

describeIndependentOfBase('the demo pages', () => {
  it('base: a collapsed row in its 300 px box; Space and Enter toggle maxCount 6; the rest reads as drawn', async () => {
    const { page } = await openHydrated('/demo/base');
    const list = demoList(page);
    const start = await waitForList(list, { rest: true });
    expect(start.texts[start.restIndex]).toBe(`+${20 - start.items}...`);
    expect(start.overflows).toBe(false);
    await page.locator('article').getByText('What to notice:').first().waitFor();
    const box = await list.evaluate((el) => ({
      maxWidth: getComputedStyle(el.parentElement as Element).maxWidth,
      padding: getComputedStyle((el.parentElement as Element).parentElement as Element).padding,
    }));
    expect(box).toEqual({ maxWidth: '300px', padding: '32px' });
    const select = page.getByRole('combobox', { name: 'Item count' });
    expect(await select.locator('option').allInnerTexts()).toEqual([
      '0',
      '1',
      '2',
      '3',
      '5',
      '10',
      '20',
      '200',
    ]);
    await tabTo(page, named('Responsive'));
    await page.keyboard.press(' ');
    await page.getByText('+14...', { exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Responsive' }).waitFor();
    await tabTo(page, (f) => f.tag === 'select', 2);
    await page.keyboard.press('End');
    expect(await select.inputValue()).toBe('200');
    for (const count of [200, 20, 5]) {
      if (count !== 5) await expectRestReadAsDrawn(page, list, count);
    }
  });

  it('raw-render: items from renderRawItem fold into the rest; every control is reached', async () => {
    const { page } = await openHydrated('/demo/raw-render');
    await expectEveryControlReached(page);
    const list = demoList(page);
    await expectRestReadAsDrawn(page, list, 20);
    await page.getByRole('button', { name: 'Responsive' }).click();
    await page.getByText('+14...', { exact: true }).waitFor();
  });

  it('blink: a list of 5 items 300 px wide and one of 2 in 180 px, 90 px items, their rest read as drawn', async () => {
    const { page } = await openHydrated('/demo/blink');
    await expectEveryControlReached(page);
    const lists = page.locator('.dumi-default-previewer-demo .rc-overflow');
    await lists.nth(1).waitFor();
    const shape = await lists.evaluateAll((els) =>
      els.map((el) => ({
        width: (el.parentElement as HTMLElement).getBoundingClientRect().width,
        items: el.querySelectorAll('.rc-overflow-item:not(.rc-overflow-item-rest)').length,
      })),
    );
    expect(shape).toEqual([
      { width: 300, items: 5 },
      { width: 180, items: 2 },
    ]);
    const item = page.getByText('Item 0', { exact: true }).first();
    expect(await item.evaluate((el) => el.getBoundingClientRect().width)).toBe(90);
    for (let i = 0; i < 2; i += 1) {
      const rest = lists.nth(i).locator(':scope > .rc-overflow-item-rest:not([aria-hidden])');
      if ((await rest.count()) === 0) continue;
      expect(await lists.nth(i).ariaSnapshot()).toContain((await rest.innerText()).trim());
    }
  });

  it('fill-width: the suffix input has focus on load, a ring, grows with its text and stays in its row', async () => {
    const { page } = await openHydrated('/demo/fill-width');
    const input = page.getByRole('textbox', { name: 'Suffix' });
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Suffix',
    );
    expect(
      await input.evaluate((el) => [getComputedStyle(el).minWidth, getComputedStyle(el).maxWidth]),
    ).toEqual(['10px', '100%']);
    const empty = await input.evaluate((el) => el.getBoundingClientRect().width);
    await page.keyboard.type('a longer suffix');
    expect(await input.inputValue()).toBe('a longer suffix');
    await page.waitForFunction((w) => {
      const el = document.querySelector('input[aria-label="Suffix"]') as HTMLElement;
      return el.getBoundingClientRect().width > w + 40;
    }, empty);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(
      await input.evaluate((el) => el === document.activeElement && el.matches(':focus-visible')),
    ).toBe(true);
    for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
      await page.setViewportSize(viewport);
      await input.fill('');
      await input.pressSequentially('x'.repeat(80));
      const [inputWidth, rowWidth] = await input.evaluate((el) => [
        el.getBoundingClientRect().width,
        (el.closest('.rc-overflow') as Element).getBoundingClientRect().width,
      ]);
      expect(rowWidth).toBeLessThanOrEqual(300);
      expect(inputWidth).toBeLessThanOrEqual(rowWidth);
    }
    await input.fill('');
    await expectRestReadAsDrawn(page, demoList(page), 200);
  });

  it('max-rows: rows and width, by keyboard, keep the tags in the rows chosen, the rest last, at 1280 and 390 px', async () => {
    const { page } = await openHydrated('/demo/max-rows');
    await expectEveryControlReached(page);
    const list = demoList(page);
    const rows = page.getByRole('combobox', { name: 'Rows' });
    expect(await rows.locator('option').allInnerTexts()).toEqual(['1', '2', '3', '4']);
    expect(await rows.inputValue()).toBe('2');
    let before = await waitForList(list, { rows: 2, rest: true });
    for (const count of [1, 3, 4]) {
      await rows.selectOption(String(count));
      const now = await waitForList(list, { rows: count, rest: true });
      expect(now.texts[now.restIndex]).toBe(`+ ${20 - now.items} ...`);
      expect(now.restIndex).toBe(now.texts.length - 1);
      expect(now.overflows).toBe(false);
      if (count > 1) expect(now.items).toBeGreaterThan(before.items);
      before = now;
    }
    await page.getByRole('slider', { name: 'List width' }).focus();
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('slider', { name: 'List width' }).inputValue()).toBe('290');
    await page.keyboard.press('Home');
    await page.getByText('100 px', { exact: true }).waitFor();
    const narrow = await waitForList(list, { rows: 4, fewerItemsThan: before.items });
    expect(narrow.restIndex).toBe(narrow.texts.length - 1);
    expect(narrow.overflows).toBe(false);
    await page.keyboard.press('End');
    await page.setViewportSize(PHONE);
    for (const count of [4, 1, 3]) {
      await rows.selectOption(String(count));
      const shown = await waitForList(list, { rows: count });
      expect({
        overflows: shown.overflows,
        restLast: shown.restIndex === shown.texts.length - 1,
      }).toEqual({ overflows: false, restLast: true });
    }
  });

  it('collapse-from-start: "…" first and the current page last, the hidden crumbs in its title, at 1280 and 390 px', async () => {
    const trail = ['Home', 'docs', 'guide', 'components', 'overflow', 'api'];
    const { page } = await openHydrated('/demo/collapse-from-start');
    await expectEveryControlReached(page);
    const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
    const list = nav.locator('.rc-overflow');
    const crumbs = (texts: string[]) => texts.map((text) => text.replace(/^\/\s*/, ''));
    const rest = nav.locator('.rc-overflow-item-rest [title]');
    const start = await waitForList(list, { rest: true });
    expect(start.restIndex).toBe(0);
    expect(crumbs(start.texts)).toEqual(['…', ...trail.slice(trail.length - start.items)]);
    expect(await rest.getAttribute('title')).toBe(
      trail.slice(0, trail.length - start.items).join(' / '),
    );
    expect(await nav.locator('[aria-current="page"]').innerText()).toBe('api');
    for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
      await page.setViewportSize(viewport);
      await page.getByRole('slider', { name: 'Trail width' }).focus();
      await page.keyboard.press('End');
      const wide = await waitForList(list, { moreItemsThan: 1, rows: 1 });
      if (viewport === PHONE) expect(crumbs(wide.texts).at(-1)).toBe('api');
      else expect(crumbs(wide.texts)).toEqual(trail);
      await page.keyboard.press('Home');
      const narrow = await waitForList(list, { items: 1, rest: true, rows: 1 });
      expect(crumbs(narrow.texts)).toEqual(['…', 'api']);
      expect(await rest.getAttribute('title')).toBe(trail.slice(0, -1).join(' / '));
      for (const shown of [wide, narrow]) expect(shown.overflows).toBe(false);
    }
  });

  it('priority: at every width the actions of highest priority, in order, "More" the others; "Show at least" and keys', async () => {
    const { page } = await openHydrated('/demo/priority');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.innerText()).toMatch(/^Save\s*∞$/);
    expect(await save.getAttribute('title')).toBe('Pinned: always shown');
    expect(
      await page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title'),
    ).toBe('Priority 5');
    await tabTo(page, named('Toolbar width'));
    await page.keyboard.press('Home');
    // Too narrow for Save and "More" together: Save, pinned, shows anyway.
    expect(await readToolbar(page, { items: 1, rest: true })).toEqual({
      shown: ['Save'],
      more: hiddenBesides(['Save']),
      overflows: true,
    });
    // 10 px at a time to the end: every count of actions appears, each the highest priorities.
    const counts = new Set<number>();
    for (let width = 70; width <= 640; width += 10) {
      await page.keyboard.press('ArrowRight');
      await page.getByText(`${width} px`, { exact: true }).waitFor();
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      const now = await readToolbar(page);
      expect(now.shown).toEqual(keptByPriority(now.shown.length));
      expect(now.more).toEqual(hiddenBesides(now.shown));
      counts.add(now.shown.length);
    }
    expect([...counts].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await readToolbar(page, { items: ACTIONS.length, rest: false })).overflows).toBe(false);
    await page.keyboard.press('Home');
    const atLeast = page.getByRole('combobox', { name: 'Show at least' });
    expect(await atLeast.locator('option').allInnerTexts()).toEqual(['0', '1', '2', '3', '4']);
    await tabTo(page, named('Show at least'), 1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await atLeast.inputValue()).toBe('2');
    const two = await readToolbar(page, { items: 2, rest: true });
    expect(two.shown).toEqual(keptByPriority(2));
    const { stops } = await tabTo(page, named(/^More actions/), 4);
    expect(stops.map((stop) => stop.replace(/\s+/g, ' '))).toEqual([
      'Save ∞',
      'Undo 5',
      `More actions (${hiddenBesides(two.shown).length})`,
    ]);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Last action: Undo', { exact: true }).waitFor();
    // Picking a hidden action from "More" runs it.
    await page
      .getByRole('combobox', { name: 'More actions (5)' })
      .selectOption({ label: 'Export' });
    await page.getByText('Last action: Export', { exact: true }).waitFor();
    for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
      await page.setViewportSize(viewport);
      for (const count of [3, 4]) {
        await atLeast.selectOption(String(count));
        const now = await readToolbar(page, { items: count, rest: true, rows: 1 });
        expect(now.shown).toEqual(keptByPriority(count));
        expect(now.more).toEqual(hiddenBesides(now.shown));
        expect(now.overflows).toBe(true);
        // What does not fit scrolls inside the toolbar's box: the card neither scrolls nor sticks out.
        const card = await page
          .locator('.dumi-default-previewer-demo')
          .first()
          .evaluate((el) => ({
            scrolls: el.scrollWidth > el.clientWidth,
            inWindow: el.getBoundingClientRect().right <= innerWidth,
          }));
        expect(card).toEqual({ scrolls: false, inWindow: true });
      }
    }
  });

  it('vertical: the column shows the cards that fit its height above "+ N more"; the slider changes how many', async () => {
    const titles = [
      'Write the release notes',
      'Fix the focus ring on the rest',
      'Review the column layout',
      'Answer the sizing question',
      'Update the playground',
      'Bench a column of 2000 cards',
      'Translate the new page',
    ];
    const { page } = await openHydrated('/demo/vertical');
    const list = page.getByRole('region', { name: 'In progress' }).locator('.rc-overflow');
    const withinHeight = () =>
      list.evaluate((element) => {
        const bottom = element.getBoundingClientRect().bottom;
        return Array.from(element.children)
          .filter((child) => child.checkVisibility({ checkVisibilityCSS: true }))
          .every((child) => child.getBoundingClientRect().bottom <= bottom + 0.5);
      });
    const cards = (texts: string[]) => texts.map((text) => text.replace(/(docs|review|site)$/, ''));
    const start = await waitForList(list, { rest: true });
    expect(start.rows).toBe(start.texts.length);
    expect(cards(start.texts.slice(0, -1))).toEqual(titles.slice(0, start.items));
    expect(start.texts[start.restIndex]).toBe(`+ ${titles.length - start.items} more`);
    const more = list.getByRole('button', { name: /more$/ });
    expect(await more.getAttribute('title')).toBe(titles.slice(start.items).join('\n'));
    expect(await withinHeight()).toBe(true);
    const slider = page.getByRole('slider', { name: 'Column height' });
    await slider.focus();
    await page.keyboard.press('End');
    expect(cards((await waitForList(list, { items: titles.length, rest: false })).texts)).toEqual(
      titles,
    );
    await page.keyboard.press('Home');
    const short = await waitForList(list, { fewerItemsThan: start.items, rest: true });
    expect(short.texts[short.restIndex]).toBe(`+ ${titles.length - short.items} more`);
    expect(await withinHeight()).toBe(true);
  });

  it('the recipes: a tag added joins the count, one removed brings a hidden one back; "More" lists what is missing; a narrower group shows fewer avatars', async () => {
    const { page } = await openHydrated('/guide/recipes');
    const form = page.locator('form').filter({ has: page.getByLabel('New tag') });
    const tags = await waitForList(form.locator('.rc-overflow'), { rest: true });
    const hidden = Number(tags.texts[tags.restIndex].slice(1));
    await page.getByLabel('New tag').fill('hooks');
    await page.keyboard.press('Enter');
    const restSays = (n: number) =>
      form.locator('.rc-overflow-item-rest', { hasText: new RegExp(`^\\+${n}$`) }).waitFor();
    await restSays(hidden + 1);
    await form
      .getByRole('button', { name: `Remove ${tags.texts[0].replace('×', '').trim()}` })
      .click();
    await restSays(hidden);
    expect((await waitForList(form.locator('.rc-overflow'))).overflows).toBe(false);

    const toolbar = page.getByRole('group', { name: 'Formatting' });
    const shown = await toolbar
      .locator(':scope > :not([aria-hidden="true"]) > button')
      .allInnerTexts();
    const menu = page.getByRole('combobox', { name: 'More actions' });
    const listed = await menu.locator('option:not([disabled])').allInnerTexts();
    expect(listed.length).toBeGreaterThan(0);
    expect([...shown, ...listed]).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Link',
      'Quote',
      'Code',
      'List',
      'Table',
    ]);
    await menu.selectOption(listed[0]);
    await page.getByText(`Last action: ${listed[0]}`).waitFor();

    const team = page.getByRole('list', { name: 'Team' });
    const wide = await waitForList(team);
    await page.getByRole('slider', { name: 'Width' }).focus();
    await page.keyboard.press('Home');
    const narrow = await waitForList(team, { fewerItemsThan: wide.items, rest: true });
    expect(narrow.overflows).toBe(false);
    const restTitle = await team.locator('.rc-overflow-item-rest [title]').getAttribute('title');
    expect(restTitle?.split(', ').length).toBe(
      Number(/\d+/.exec(narrow.texts[narrow.restIndex])?.[0]),
    );
  });
});
