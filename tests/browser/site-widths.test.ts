import type { Page } from 'playwright-core';
import { completeRun, describeIndependentOfBase, openPage } from './harness';
import { builtPages, UNLINKED_PAGES, waitForContent } from './sweep-helpers';

// Every page at every common width, from the narrowest phone to a wide desktop: the page never
// scrolls sideways, and the header either shows its whole row on one line or, where that row does
// not fit, folds it behind the menu button. Each page loads once; the window is then resized.
// npm test takes the narrowest phone and each side of where the header folds; the complete run
// (npm run test:complete) the other widths.

// The header's row fits from here up (English, the longer locale, needs about 1,110 px).
const ROW_FITS = 1120;
const QUICK_WIDTHS = [320, 1100, 1280];
const WIDTHS = completeRun ? [390, 768, 900, 1024, 1920] : QUICK_WIDTHS;

/**
 * Lets the page settle after a resize: two frames for layout and measuring, then the end of any
 * transition the new width started (the header's menu panel fades between its two layouts).
 */
const settle = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  });

/** How wide the page is, and how its header is laid out, at the current window width. */
function measure(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('.dumi-default-header');
    const result = {
      pageWidth: document.documentElement.scrollWidth,
      header: null as null | {
        menuButton: boolean;
        wrapped: string[];
        outside: string[];
      },
    };
    if (!header) return result;
    const items = Array.from(
      header.querySelectorAll<HTMLElement>(
        '.dumi-default-logo, .dumi-default-navbar > li > a, .dumi-default-navbar-collapse-btn, .dumi-default-header-right-aside > *',
      ),
    );
    // An item is on one line when all its boxes (text lines, icons, images) overlap vertically.
    const onOneLine = (item: HTMLElement) => {
      const boxes: DOMRect[] = [];
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // A pop-up menu (the theme's) lists its choices one a line, by design.
        if (!node.textContent?.trim() || node.parentElement?.closest('[role="menu"]')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        boxes.push(...Array.from(range.getClientRects()));
      }
      item.querySelectorAll('img, svg, .site-external-link-icon').forEach((el) => {
        if (!el.closest('[role="menu"]')) boxes.push(el.getBoundingClientRect());
      });
      const shown = boxes.filter((box) => box.width > 0 && box.height > 0);
      if (shown.length < 2) return true;
      const lowestTop = Math.max(...shown.map((box) => box.top));
      const highestBottom = Math.min(...shown.map((box) => box.bottom));
      return lowestTop < highestBottom;
    };
    const describe = (el: HTMLElement) =>
      (el.getAttribute('aria-label') || el.textContent || el.className).trim().slice(0, 30);
    const menuButton = Boolean(
      document.querySelector('.dumi-default-header-menu-btn')?.checkVisibility(),
    );
    // In the row, every item is within the window; behind the button, the menu is closed.
    const outside = menuButton
      ? []
      : items.filter((item) => {
          const box = item.getBoundingClientRect();
          return box.left < 0 || box.right > innerWidth;
        });
    result.header = {
      menuButton,
      wrapped: items.filter((item) => !onOneLine(item)).map(describe),
      outside: outside.map(describe),
    };
    return result;
  });
}

describeIndependentOfBase(`every page at ${WIDTHS.join(', ')} px`, () => {
  const pages = [...builtPages(), ...UNLINKED_PAGES];

  it.each(pages)(
    '%s: no sideways scroll; header items on one line, folded when too wide',
    async (path) => {
      // The unlinked pages answer with status 404, which the browser logs.
      const { page } = await openPage(path, { allowConsoleErrors: UNLINKED_PAGES.includes(path) });
      await waitForContent(page);
      const seen: Record<number, unknown> = {};
      const expected: Record<number, unknown> = {};
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await settle(page);
        const { pageWidth, header } = await measure(page);
        seen[width] = { 'page width': pageWidth, header };
        expected[width] = {
          'page width': Math.min(pageWidth, width),
          header: header && {
            // Folded below the width the row needs, a row from there up.
            menuButton: width < ROW_FITS,
            wrapped: [],
            outside: [],
          },
        };
      }
      expect(seen).toEqual(expected);
    },
  );
});
