import type { Locator } from 'playwright-core';
import { openHydrated } from '../a11y-helpers';

// What a visitor sees on opening a demo page before touching anything, and the recipes at work.

/** The list's shown items (without rest, prefix and suffix), the rest's text, and whether the row fits its box. */
async function state(list: Locator) {
  return list.evaluate((root) => {
    const shown = (Array.from(root.children) as HTMLElement[]).filter(
      (child) => child.getAttribute('aria-hidden') !== 'true',
    );
    const rest = shown.find((child) => child.classList.contains('rc-overflow-item-rest'));
    const items = shown.filter(
      (child) => child !== rest && !/-item-(prefix|suffix)\b/.test(child.className),
    );
    const box = (root.parentElement as HTMLElement).getBoundingClientRect();
    return {
      items: items.map((item) => item.innerText.trim()),
      rest: rest ? rest.innerText.trim() : null,
      fits: shown.every((child) => child.getBoundingClientRect().right <= box.right + 0.5),
    };
  });
}

async function settled(list: Locator) {
  // Two frames after hydration: the row has been decided before the first.
  await list.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return state(list);
}

describe('the demo pages, as they open', () => {
  it.each(['/demo/base', '/demo/fill-width', '/demo/raw-render', '/zh-CN/demo/base'])(
    '%s shows a collapsed row in its 300 px box, untouched',
    async (route) => {
      const { page } = await openHydrated(route);
      const list = page.locator('.dumi-default-previewer-demo .rc-overflow').first();
      const now = await settled(list);
      expect(now.items.length).toBeGreaterThan(0);
      expect(now.rest).toBe(`+${20 - now.items.length}...`);
      expect(now.fits).toBe(true);
    },
  );

  it('each demo page says what to notice', async () => {
    for (const route of ['/demo/base', '/demo/blink', '/demo/max-rows', '/demo/priority']) {
      const { page } = await openHydrated(route);
      await page.locator('article').getByText('What to notice:').first().waitFor();
    }
  });
});

describe('the recipes', () => {
  it('tag select: a tag added with Enter joins the count; removing one brings a hidden one back', async () => {
    const { page } = await openHydrated('/guide/recipes');
    const form = page.locator('form').filter({ has: page.getByLabel('New tag') });
    const list = form.locator('.rc-overflow');
    const before = await settled(list);
    expect(before.rest).toMatch(/^\+\d+$/);
    const hidden = Number(before.rest?.slice(1));
    await page.getByLabel('New tag').fill('hooks');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (want) =>
        Array.from(document.querySelectorAll('form .rc-overflow-item-rest')).some(
          (rest) => (rest as HTMLElement).innerText.trim() === want,
        ),
      `+${hidden + 1}`,
    );
    await form
      .getByRole('button', { name: `Remove ${before.items[0].replace('×', '').trim()}` })
      .click();
    const after = await settled(list);
    expect(after.rest).toBe(`+${hidden}`);
    expect(after.fits).toBe(true);
  });

  it('toolbar: "More" lists exactly the actions missing from the row, and picking one acts', async () => {
    const { page } = await openHydrated('/guide/recipes');
    const toolbar = page.getByRole('group', { name: 'Formatting' });
    const shown = await toolbar
      .locator(':scope > :not([aria-hidden="true"]) > button')
      .allInnerTexts();
    const more = page.getByRole('combobox', { name: 'More actions' });
    const listed = await more.locator('option:not([disabled])').allInnerTexts();
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
    expect(listed.length).toBeGreaterThan(0);
    await more.selectOption(listed[0]);
    await page.getByText(`Last action: ${listed[0]}`).waitFor();
  });

  it('avatar group: a narrower group shows fewer avatars, the "+N" naming the hidden ones', async () => {
    const { page } = await openHydrated('/guide/recipes');
    const team = page.getByRole('list', { name: 'Team' });
    const wide = await settled(team);
    const slider = page.getByRole('slider', { name: 'Width' });
    await slider.focus();
    await page.keyboard.press('Home');
    await page.waitForFunction(
      (count) =>
        Array.from(document.querySelectorAll('ul[aria-label="Team"] > li')).filter(
          (li) =>
            li.getAttribute('aria-hidden') !== 'true' &&
            !li.classList.contains('rc-overflow-item-rest'),
        ).length < count,
      wide.items.length,
    );
    const narrow = await settled(team);
    expect(narrow.fits).toBe(true);
    const title = await team.locator('.rc-overflow-item-rest [title]').getAttribute('title');
    expect(title?.split(', ').length).toBe(Number(narrow.rest?.slice(1)));
  });
});
