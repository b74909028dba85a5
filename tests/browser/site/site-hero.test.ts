import type { Page } from 'playwright-core';
import { openHydrated } from '../a11y-helpers';

// The landing page's live row: its handle changes the width of a box of tags, by keyboard and by
// dragging, and the box follows the window; the status says what shows.

/** Tags shown in the hero's list (not the rest), and what the status line says. */
async function heroState(page: Page) {
  return page.evaluate(() => {
    const list = document.querySelector('.site-live-row .rc-overflow') as HTMLElement;
    const children = Array.from(list.children);
    const shown = children.filter(
      (el) =>
        !el.classList.contains('rc-overflow-item-rest') &&
        el.checkVisibility({ checkVisibilityCSS: true }),
    ).length;
    const rest = list.querySelector('.rc-overflow-item-rest');
    return {
      shown,
      rest: rest && rest.checkVisibility({ checkVisibilityCSS: true }) ? rest.textContent : null,
      status: document.querySelector('.site-live-row [role="status"]')?.textContent ?? '',
      overflows: children.some(
        (el) =>
          el.checkVisibility({ checkVisibilityCSS: true }) &&
          el.getBoundingClientRect().right > list.getBoundingClientRect().right + 0.5,
      ),
    };
  });
}

/** Waits until the hero shows a count other than `from`, and the status says it. */
async function waitForChange(page: Page, from: number) {
  await page.waitForFunction((before) => {
    const status = document.querySelector('.site-live-row [role="status"]')?.textContent ?? '';
    const shown = Number(/\d+/.exec(status)?.[0]);
    return Number.isFinite(shown) && shown !== before;
  }, from);
  return heroState(page);
}

const TOTAL = 20;

describe('the live hero', () => {
  it('narrows with the arrow keys, collapsing tags into "+ N ...", and says what shows', async () => {
    const { page } = await openHydrated('/', { viewport: { width: 1280, height: 800 } });
    const slider = page.getByRole('slider', { name: 'Width of the live row' });
    await page.waitForFunction(() =>
      /\d/.test(document.querySelector('.site-live-row [role="status"]')?.textContent ?? ''),
    );
    const before = await heroState(page);
    expect(before.status).toBe(`${before.shown} of ${TOTAL} tags shown`);
    expect(before.rest).toBe(`+ ${TOTAL - before.shown} ...`);

    await slider.focus();
    await page.keyboard.press('Home');
    const narrow = await waitForChange(page, before.shown);
    expect(await slider.getAttribute('aria-valuenow')).toBe('20');
    expect(narrow.shown).toBeLessThan(before.shown);
    expect(narrow).toMatchObject({
      status: `${narrow.shown} of ${TOTAL} tags shown`,
      rest: `+ ${TOTAL - narrow.shown} ...`,
      overflows: false,
    });

    await page.keyboard.press('ArrowRight');
    expect(await slider.getAttribute('aria-valuenow')).toBe('25');
    await page.keyboard.press('End');
    const wide = await waitForChange(page, narrow.shown);
    expect(wide.shown).toBeGreaterThan(narrow.shown);
    expect(wide.status).toBe(`${wide.shown} of ${TOTAL} tags shown`);
  });

  it('follows a drag of its handle', async () => {
    const { page } = await openHydrated('/', { viewport: { width: 1280, height: 800 } });
    const handle = page.getByRole('slider', { name: 'Width of the live row' });
    await page.waitForFunction(() =>
      /\d/.test(document.querySelector('.site-live-row [role="status"]')?.textContent ?? ''),
    );
    const before = await heroState(page);
    const box = await handle.boundingBox();
    const track = await page.locator('.site-live-row-track').boundingBox();
    if (!box || !track) throw new Error('the hero has no handle');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // To a third of the row, in steps, as a hand drags.
    await page.mouse.move(track.x + track.width / 3, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    const after = await waitForChange(page, before.shown);
    expect(after.shown).toBeLessThan(before.shown);
    expect(Number(await handle.getAttribute('aria-valuenow'))).toBe(33);
    expect(after.overflows).toBe(false);
  });

  it('follows the width of the window', async () => {
    const { page } = await openHydrated('/', { viewport: { width: 1280, height: 800 } });
    await page.waitForFunction(() =>
      /\d/.test(document.querySelector('.site-live-row [role="status"]')?.textContent ?? ''),
    );
    const wide = await heroState(page);
    await page.setViewportSize({ width: 480, height: 800 });
    const narrow = await waitForChange(page, wide.shown);
    expect(narrow.shown).toBeLessThan(wide.shown);
    expect(narrow.overflows).toBe(false);
  });

  it('speaks Chinese on the Chinese landing page', async () => {
    const { page } = await openHydrated('/zh-CN/');
    await page.getByRole('slider', { name: '示例行的宽度' }).waitFor();
    await page.waitForFunction(() =>
      /^显示 \d+ \/ 20 个标签$/.test(
        document.querySelector('.site-live-row [role="status"]')?.textContent ?? '',
      ),
    );
  });
});
