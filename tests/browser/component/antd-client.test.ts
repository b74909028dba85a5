import type { Page } from 'playwright-core';
import { menuPopupItems, readSettled } from '../antd-settle';
import { openPage } from '../harness';
import { waitForList, type ShownList } from '../shown-list';

// What a user sees of antd's Select and Menu: the visible tags and menu items, and the rest.
interface ClientState {
  tags: string[];
  tagRest: string;
  menuItems: string[];
  menuHasRest: boolean;
}

/** Reads once both libraries have settled (see readSettled). */
const readState = (page: Page): Promise<ClientState> => readSettled(page, readOnce);

/** What the Select and the Menu show (shown-list.ts), the empty search box left out. */
async function readOnce(page: Page): Promise<ClientState> {
  const select = await waitForList(page.locator('.ant-select-selection-overflow'));
  const menu = await waitForList(page.locator('.ant-menu-horizontal'));
  const items = (list: ShownList) => list.texts.filter((text, i) => i !== list.restIndex && text);
  return {
    tags: items(select),
    tagRest: select.texts[select.restIndex] ?? '',
    menuItems: items(menu),
    menuHasRest: menu.restIndex >= 0,
  };
}

async function observe(path: string) {
  const { page } = await openPage(path);
  await page.locator('.ant-select-selection-overflow').waitFor();
  await page.locator('.ant-menu-horizontal').waitFor();
  const narrow = await readState(page);
  const submenu = await menuPopupItems(page);
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.setWidths(520, 640));
  const wide = await readState(page);
  await page.evaluate(() => window.setWidths(180, 260));
  const tight = await readState(page);
  return { narrow, submenu, wide, tight };
}

describe('antd 5 with rc-overflow swapped for ours', () => {
  let upstream: Awaited<ReturnType<typeof observe>>;
  let ours: Awaited<ReturnType<typeof observe>>;

  beforeAll(async () => {
    upstream = await observe('/__tests__/antd-client.upstream.html');
    ours = await observe('/__tests__/antd-client.html');
  });

  it('shows the same tags and the same "+ N ..." rest in a 300 px multiple Select', () => {
    expect(upstream.narrow.tags.length).toBeGreaterThan(0);
    expect(upstream.narrow.tagRest).toMatch(/^\+ \d+ \.\.\.$/);
    expect(ours.narrow.tags).toEqual(upstream.narrow.tags);
    expect(ours.narrow.tagRest).toEqual(upstream.narrow.tagRest);
  });

  it('shows the same menu items in a 400 px horizontal Menu, with an overflow submenu', () => {
    expect(upstream.narrow.menuHasRest).toBe(true);
    expect(ours.narrow.menuItems).toEqual(upstream.narrow.menuItems);
    expect(ours.narrow.menuHasRest).toBe(true);
  });

  it('lists the hidden menu items in the overflow submenu', () => {
    const hidden = Array.from({ length: 12 }, (_, i) => `Nav ${i + 1}`).slice(
      upstream.narrow.menuItems.length,
    );
    expect(upstream.submenu).toEqual(hidden);
    expect(ours.submenu).toEqual(hidden);
  });

  it('agrees again after both are resized wider and narrower', () => {
    expect(ours.wide).toEqual(upstream.wide);
    expect(ours.tight).toEqual(upstream.tight);
    expect(ours.wide.tags.length).toBeGreaterThan(ours.narrow.tags.length);
    expect(ours.tight.tags.length).toBeLessThan(ours.narrow.tags.length);
  });
});
