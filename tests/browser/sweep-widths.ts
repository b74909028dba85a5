import type { BrowserContext, Frame, Page } from 'playwright-core';
import { describeIndependentOfBase, openPage, siteUrl } from './harness';
import { holdBackApp, UNLINKED_PAGES, waitForContent } from './sweep-helpers';

// Pages at many widths: the page never scrolls sideways, and the header either shows its whole row
// on one line or, where that row does not fit, folds it behind the menu button. site-widths (npm
// test) takes three widths, hydrated, in the light theme; the sweep (sweep-widths*, npm run
// test:complete) every width, both themes, the page as served and hydrated, in four files that
// four workers share.
//
// A page is swept in a frame of a blank page of the site's origin, resized from the page itself:
// a width costs a layout (and, with the app running, a frame for its lists to measure and
// settle), not a round trip to the browser's window, and the small window around the frame is
// all that is painted. The frame is the page's window: its media queries, `vw` and `innerWidth` follow it.
//
// Why the sweep's widths catch every sideways scroll: between two widths where a media query of
// the page starts or stops applying, CSS lays the page out by the same rules, and what is wider
// than the window (a box of fixed width in a column that narrows with it) sticks out less as the
// window widens. So an overflow is at its widest at the lowest width of such a range, which is
// 320 or a media query's edge: the sweep takes every edge the page's stylesheets name. Besides,
// it takes every 16 px, for what no media query moves (a row that wraps, a script that lays out):
// an overflow by d px lasts while the window widens by d px, so one of 16 px or more is met. (A
// 19 px sideways scroll at 768 px is both: 768 is a media query's edge, and on the grid.)

/** The header's row fits from here up (English, the longer locale, needs about 1,110 px). */
export const ROW_FITS = 1120;
const NARROWEST = 320;
const WIDEST = 1920;
const STEP = 16;
const HEIGHT = 800;
const GRID = Array.from(
  { length: (WIDEST - NARROWEST) / STEP + 1 },
  (_, i) => NARROWEST + i * STEP,
);
const HOST = '/__width-sweep__';

/** The pages not found answer with status 404, which the browser logs. */
export const answers404 = (path: string) => UNLINKED_PAGES.includes(path);

/** A blank page of the site's origin, to hold the frame the pages are swept in. */
async function serveHost(context: BrowserContext): Promise<void> {
  await context.route(`**${HOST}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!DOCTYPE html><html lang="en"><title>Width sweep</title><body style="margin:0">',
    }),
  );
}

/** Loads `path` in the host's frame, in place of the last; resolves with the frame. */
async function loadInFrame(page: Page, path: string): Promise<Frame> {
  await page.evaluate(
    ([url, height]) =>
      new Promise((resolve) => {
        document.querySelector('iframe')?.remove();
        const frame = document.createElement('iframe');
        frame.name = 'swept';
        frame.style.cssText = `display:block;border:0;width:1280px;height:${height}px`;
        frame.addEventListener('load', resolve, { once: true });
        frame.src = url;
        document.body.append(frame);
      }),
    [siteUrl(path), HEIGHT] as const,
  );
  return page.frame({ name: 'swept' }) as Frame;
}

/** The widths where a media query of the frame's stylesheets starts or stops applying. */
function mediaQueryEdges(frame: Frame): Promise<number[]> {
  return frame.evaluate(() => {
    const edges = new Set<number>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSMediaRule) {
          for (const [, bound, px] of rule.media.mediaText.matchAll(
            /\((min|max)-width:\s*([\d.]+)px\)/g,
          )) {
            // A max-width query applies up to its width and stops one pixel above it.
            edges.add(bound === 'min' ? Math.ceil(Number(px)) : Math.floor(Number(px)) + 1);
          }
        }
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    return [...edges];
  });
}

/**
 * Resizes the host's frame through `widths`; lists each width where the page in it scrolls
 * sideways or its header is not as it should be. With the app running (`scripted`), each width
 * waits for the page's next frame, where lists measure and settle; and for the end of any
 * transition the width started.
 */
export function wrongWidths(page: Page, widths: number[], scripted: boolean) {
  return page.evaluate(
    async ({ widths, scripted, rowFits }) => {
      const frame = document.querySelector('iframe') as HTMLIFrameElement;
      const win = frame.contentWindow as Window & typeof globalThis;
      const doc = win.document;
      // The task after the next frame: its layout done, and its resize observers (a list
      // measures there and commits at once, with flushSync).
      const nextFrame = () =>
        new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 0)));

      // An item is on one line when all its boxes (text lines, icons, images) overlap vertically.
      const onOneLine = (item: Element) => {
        const boxes: DOMRect[] = [];
        const walker = doc.createTreeWalker(item, win.NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          // The theme's choices are a native list, which the browser draws apart from the row.
          if (!node.textContent?.trim() || node.parentElement?.closest('select')) continue;
          const range = doc.createRange();
          range.selectNodeContents(node);
          boxes.push(...Array.from(range.getClientRects()));
        }
        item.querySelectorAll('img, svg, .site-external-link-icon').forEach((el) => {
          boxes.push(el.getBoundingClientRect());
        });
        const shown = boxes.filter((box) => box.width > 0 && box.height > 0);
        if (shown.length < 2) return true;
        const lowestTop = Math.max(...shown.map((box) => box.top));
        const highestBottom = Math.min(...shown.map((box) => box.bottom));
        return lowestTop < highestBottom;
      };
      const describe = (el: Element) =>
        (el.getAttribute('aria-label') || el.textContent || el.className).trim().slice(0, 30);
      const measure = (width: number) => {
        const { scrollWidth, clientWidth } = doc.documentElement;
        const header = doc.querySelector('.dumi-default-header');
        if (!header) return { sideways: scrollWidth - clientWidth, header: 'none' };
        const items = Array.from(
          header.querySelectorAll(
            '.dumi-default-logo, .dumi-default-navbar > li > a, .dumi-default-navbar-collapse-btn, .dumi-default-header-right-aside > *',
          ),
        );
        const menuButton = Boolean(
          doc.querySelector('.dumi-default-header-menu-btn')?.checkVisibility(),
        );
        return {
          sideways: scrollWidth - clientWidth,
          header: {
            // Folded below the width the row needs, a row from there up.
            folded: menuButton === width < rowFits ? 'as it should' : menuButton,
            wrapped: items.filter((item) => !onOneLine(item)).map(describe),
            // In the row, every item is within the window; behind the button, the menu is closed.
            outside: menuButton
              ? []
              : items
                  .filter((item) => {
                    const box = item.getBoundingClientRect();
                    return box.left < 0 || box.right > width;
                  })
                  .map(describe),
          },
        };
      };
      const wrong: Record<number, unknown> = {};
      for (const width of widths) {
        frame.style.width = `${width}px`;
        if (scripted) await nextFrame();
        const transitions = doc.getAnimations().filter((a) => a instanceof win.CSSTransition);
        await Promise.all(transitions.map((transition) => transition.finished.catch(() => null)));
        const seen = measure(width);
        const { header } = seen;
        const right =
          seen.sideways <= 0 &&
          (typeof header === 'string' ||
            (header.folded === 'as it should' &&
              header.wrapped.length === 0 &&
              header.outside.length === 0));
        if (!right) wrong[width] = seen;
      }
      return wrong;
    },
    { widths, scripted, rowFits: ROW_FITS },
  );
}

/** Switches the page in the frame to `theme`: with the site's switch where it has one. */
async function chooseTheme(frame: Frame, theme: 'light' | 'dark', scripted: boolean) {
  const select = frame.locator('.site-color-switch select');
  if (scripted && (await select.count()) > 0) {
    await select.selectOption(theme);
  } else {
    // What the page's head script does with a saved choice, before the app runs.
    await frame.evaluate((color) => {
      localStorage.setItem('dumi:prefers-color', color);
      document.documentElement.setAttribute('data-prefers-color', color);
    }, theme);
  }
  await frame.waitForFunction(
    (color) => document.documentElement.getAttribute('data-prefers-color') === color,
    theme,
  );
}

/** Opens the host page for `path` (404 pages log their status); the app held back if `served`. */
export async function openHost(path: string, served: boolean): Promise<Page> {
  const { page } = await openPage(HOST, {
    allowConsoleErrors: answers404(path),
    // Painted is only this window; the frame in it is as wide as each width swept.
    viewport: { width: 320, height: 200 },
    reducedMotion: 'reduce',
    beforeLoad: async (context) => {
      await serveHost(context);
      if (served) await holdBackApp(context);
    },
  });
  return page;
}

/** The hydrated page at `widths` in the light theme (npm test's three widths). */
export async function hydratedWrongWidths(path: string, widths: number[]) {
  const page = await openHost(path, false);
  await waitForContent(await loadInFrame(page, path));
  return wrongWidths(page, widths, true);
}

/**
 * One test per page of `pages`: every 16 px from 320 to 1,920 and each media query's edge, in the
 * light theme, then the dark one, on the page as served (its app's script held back), then
 * hydrated.
 */
export function describeWidthSweep(pages: string[]): void {
  describeIndependentOfBase(
    `every page at every ${STEP} px from ${NARROWEST} to ${WIDEST} and at each media query's edge`,
    () => {
      it.each(pages)(
        '%s, light and dark, as served and hydrated: no sideways scroll; header items on one line, folded when too wide',
        async (path) => {
          const wrong: Record<string, unknown> = {};
          for (const scripted of [false, true]) {
            const page = await openHost(path, !scripted);
            const frame = await loadInFrame(page, path);
            if (scripted) await waitForContent(frame);
            const edges = await mediaQueryEdges(frame);
            // The stylesheets were read: dumi's phone layout ends at 768 px, our header's row at 1120.
            expect(edges).toEqual(expect.arrayContaining([768, ROW_FITS]));
            const widths = [...new Set([...GRID, ...edges])]
              .filter((width) => width >= NARROWEST && width <= WIDEST)
              .sort((a, b) => a - b);
            for (const theme of ['light', 'dark'] as const) {
              await chooseTheme(frame, theme, scripted);
              const state = `${scripted ? 'hydrated' : 'served'}, ${theme}`;
              wrong[state] = await wrongWidths(page, widths, scripted);
            }
            // As served, the app's script was held back (had its name changed, it would not be).
            const hydrated = await frame.evaluate(() =>
              document.documentElement.hasAttribute('data-hydrated'),
            );
            expect({ scripted, hydrated }).toEqual({ scripted, hydrated: scripted });
          }
          expect(wrong).toEqual({
            'served, light': {},
            'served, dark': {},
            'hydrated, light': {},
            'hydrated, dark': {},
          });
        },
      );
    },
  );
}
