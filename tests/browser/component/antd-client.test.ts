import type { Page } from 'playwright-core';
import { menuPopupItems, readSettled } from '../antd-settle';
import { openPage } from '../harness';
import { waitForList, type ShownList } from '../shown-list';

// What a user sees of antd 5's Select and Menu with rc-overflow swapped for ours, beside the
// published one: the shown tags and menu items (the empty search box left out), and the rest.
const readOnce = async (page: Page) => {
  const select = await waitForList(page.locator('.ant-select-selection-overflow'));
  const menu = await waitForList(page.locator('.ant-menu-horizontal'));
  const items = (list: ShownList) => list.texts.filter((text, i) => i !== list.restIndex && text);
  return {
    tags: items(select),
    tagRest: select.texts[select.restIndex] ?? '',
    menuItems: items(menu),
    menuHasRest: menu.restIndex >= 0,
  };
};

async function observe(path: string) {
  const { page } = await openPage(path);
  await page.locator('.ant-menu-horizontal').waitFor();
  const narrow = await readSettled(page, readOnce);
  const submenu = await menuPopupItems(page);
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.setWidths(520, 640));
  const wide = await readSettled(page, readOnce);
  await page.evaluate(() => window.setWidths(180, 260));
  return { narrow, submenu, wide, tight: await readSettled(page, readOnce) };
}

describe('antd 5 with rc-overflow swapped for ours', () => {
  let upstream: Awaited<ReturnType<typeof observe>>;
  let ours: typeof upstream;

  beforeAll(async () => {
    upstream = await observe('/__tests__/antd-client.upstream.html');
    ours = await observe('/__tests__/antd-client.html');
  });

  it('shows the same tags and "+ N ..." rest in a 300 px Select, the same items in a 400 px Menu', () => {
    expect(upstream.narrow).toMatchObject({ tagRest: expect.stringMatching(/^\+ \d+ \.\.\.$/) });
    expect(upstream.narrow).toMatchObject({ tags: expect.arrayContaining(['Tag 1']) });
    expect(upstream.narrow.menuHasRest).toBe(true);
    expect(ours.narrow).toEqual(upstream.narrow);
  });

  it('lists the hidden menu items in the overflow submenu', () => {
    const navs = Array.from({ length: 12 }, (_, i) => `Nav ${i + 1}`);
    const hidden = navs.slice(upstream.narrow.menuItems.length);
    expect([upstream.submenu, ours.submenu]).toEqual([hidden, hidden]);
  });

  it('agrees again after both are resized wider and narrower', () => {
    expect([ours.wide, ours.tight]).toEqual([upstream.wide, upstream.tight]);
    expect(ours.wide.tags.length).toBeGreaterThan(ours.narrow.tags.length);
    expect(ours.tight.tags.length).toBeLessThan(ours.narrow.tags.length);
  });
});
