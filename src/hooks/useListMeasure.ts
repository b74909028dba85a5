import * as React from 'react';
import { flushSync } from 'react-dom';
import { SPARE, computeLayout } from '../layout';
import type { Layout } from '../layout';

// Server rendering has no layout; the same effect on both sides keeps React 16/17 quiet.
const useIsoLayoutEffect = typeof window === 'undefined' ? React.useEffect : React.useLayoutEffect;

/** Width assumed before the container is measured, while a server render may be hydrating. */
const FIRST_PASS_WIDTH = 1920;
/**
 * Set once a list has committed in this page: hydration is over, so later lists can assume the
 * viewport's width (no server render to match) and render fewer items before measuring, and can
 * render them `hidden`, out of layout, until measured.
 */
let hydrated = false;

export interface ListMeasureOptions {
  enabled: boolean;
  total: number;
  itemWidth: number;
  /** ssr="full": the first render shows every item, as the server did. */
  renderAll: boolean;
  /** Shape of the rest node for `omitted` hidden items (see `shapeOf`). */
  restShape: (omitted: number) => string;
  onVisibleChange?: (lastVisibleIndex: number) => void;
}

type ElementRef = (el: HTMLElement | null) => void;

export interface ListMeasure {
  /** Visible items; null until measured (every rendered item is shown then). */
  count: number | null;
  /** How many leading items to render. */
  rendered: number;
  /** First client pass: items are rendered `hidden`; the measurer shows those it measures. */
  pending?: boolean;
  /** How many items the rest indicator currently stands for. */
  restOmitted: number;
  containerRef: ElementRef;
  restRef: ElementRef;
  prefixRef: ElementRef;
  suffixRef: ElementRef;
  itemRef: (index: number) => ElementRef;
}

/** What the measurer needs from each commit. */
interface Committed {
  opts: ListMeasureOptions;
  layout: Layout;
  restOmitted: number;
}

const px = (value: string) => parseFloat(value) || 0;

/**
 * The measuring state of one list, kept outside React: element registry, widths, the rest-width
 * cache and the ResizeObserver. Nothing here causes a render except `setLayout`.
 */
function createMeasurer(setLayout: (layout: Layout) => void) {
  let committed: Committed;
  // Registered elements by slot: container, prefix, suffix, rest, then the items.
  const els: (HTMLElement | null)[] = [];
  const refs: ElementRef[] = [];
  const widths = new WeakMap<Element, number>();
  let available = 0;
  let gap = 0;
  let restShape = '';
  // Rest widths, by "count shape" (exact) and by shape alone (predicts counts not yet seen).
  const restWidths = new Map<string, number>();
  let observer: ResizeObserver | undefined;
  /** Elements to watch from the next frame on. */
  let later: Element[] = [];
  /** Set while the observer's callback runs (and commits). */
  let inObserver = false;
  /** Border-box sizes as last measured, to spot what a commit of ours resized. */
  const boxes = new WeakMap<Element, string>();
  let reported: number | undefined;
  /** The committed layout the last request was made from. */
  let asked: Layout | undefined;
  let burst = 0;
  let burstTimer: ReturnType<typeof setTimeout> | undefined;
  let lastWidth = 0;
  let frozen = false;

  const watch = (el: HTMLElement | null) => {
    if (!el || !observer) return;
    if (inObserver) later.push(el);
    else observer.observe(el);
  };

  /**
   * The element's border box. Inside the observer's callback a size change could be reported in
   * this frame only for elements deeper than all those just reported (else a "loop limit" error):
   * an element our own commit resized there is watched again from the next frame instead.
   */
  function boxOf(el: Element): DOMRect {
    const box = el.getBoundingClientRect();
    const size = `${box.width} ${box.height}`;
    if (inObserver && size !== boxes.get(el) && observer) {
      observer.unobserve(el);
      later.push(el);
    }
    boxes.set(el, size);
    return box;
  }

  function outerWidth(el: Element): number {
    const style = getComputedStyle(el);
    return boxOf(el).width + px(style.marginLeft) + px(style.marginRight);
  }

  /** A stable callback ref per slot, so React never detaches and re-attaches it. */
  const refFor = (slot: number) =>
    (refs[slot] ||= (el) => {
      const prev = els[slot];
      if (prev && prev !== el && observer) observer.unobserve(prev);
      els[slot] = el;
      watch(el);
    });
  const itemEls = (count: number) => els.slice(4, 4 + count);

  function measureContainer() {
    const container = els[0];
    if (!container) return;
    const style = getComputedStyle(container);
    available =
      boxOf(container).width -
      px(style.paddingLeft) -
      px(style.paddingRight) -
      px(style.borderLeftWidth) -
      px(style.borderRightWidth);
    gap = px(style.columnGap);
  }

  function measureRest() {
    const rest = els[3];
    if (!rest) return;
    const width = outerWidth(rest);
    const key = `${committed.restOmitted} ${restShape}`;
    const known = restWidths.get(key);
    // Same content, new width: styles changed, so every other remembered width is suspect too.
    if (known !== undefined && known !== width) restWidths.clear();
    restWidths.set(key, width);
    restWidths.set(restShape, width);
  }

  function restWidth(omitted: number): number | undefined {
    const shape = committed.opts.restShape(omitted);
    return restWidths.get(`${omitted} ${shape}`) || restWidths.get(shape);
  }

  /** False once the layout is caught looping: a burst of changes at one container width. */
  function allowChange(): boolean {
    if (available !== lastWidth) burst = 0;
    lastWidth = available;
    // The burst ends after 100 ms without a change (a synchronous loop never lets a timer run).
    clearTimeout(burstTimer);
    burstTimer = setTimeout(() => (burst = 0), 100);
    // More changes than 30 in one burst can only be a loop (React gives up at 50).
    if (!frozen && ++burst > 30) {
      frozen = true;
      if (process.env.NODE_ENV !== 'production') {
        console.error(
          'rc-overflow: the layout did not settle (item or rest widths keep changing with the visible count); measuring stopped.',
        );
      }
    }
    return !frozen;
  }

  /**
   * Decides from the stored sizes and commits if the answer changed. `sync` (the observer's own
   * call) commits at once; inside a commit React applies an update at once anyway.
   */
  function settle(sync?: boolean) {
    const { opts, layout } = committed;
    const { total, onVisibleChange } = opts;
    const rendered = Math.min(total, layout.cap);
    const [, prefix, suffix] = els;
    const itemWidths = itemEls(rendered).map((el) => (el && widths.get(el)) || 0);
    // Nothing laid out (display: none, or no layout engine): wait instead of rendering every item.
    if (available <= 0 && !itemWidths.some(Boolean)) return;
    const next = computeLayout({
      total,
      widths: itemWidths,
      available,
      gap,
      prefix: prefix ? widths.get(prefix) || 0 : undefined,
      suffix: suffix ? widths.get(suffix) || 0 : undefined,
      itemWidth: opts.itemWidth,
      rest: restWidth,
    });
    const count = layout.count;
    // Same count: nothing to commit. A new cap waits for the next change of count, except while
    // measuring (count null), when more items must be rendered to be measured.
    if (next.count === count && (count !== null || Math.min(total, next.cap) <= rendered)) {
      if (count !== null && count !== reported) {
        reported = count;
        if (onVisibleChange) onVisibleChange(count - 1);
      }
      return;
    }
    // One request per committed layout: React commits a new layout object for each, so a second
    // can only be StrictMode re-running this commit's effects, with the same measurements.
    if (asked === layout || !allowChange()) return;
    asked = layout;
    if (sync) flushSync(() => setLayout(next));
    else setLayout(next);
  }

  function onResize(entries: ResizeObserverEntry[]) {
    for (const { target } of entries) {
      if (target === els[0]) measureContainer();
      else if (target === els[3]) measureRest();
      else widths.set(target, outerWidth(target));
    }
    inObserver = true;
    settle(true);
    inObserver = false;
    // A timer runs once this frame's observer loop is over, so watching resumes with the next frame.
    const due = later;
    later = [];
    if (due.length) setTimeout(() => due.forEach((el) => observer && observer.observe(el)));
  }

  return {
    containerRef: refFor(0),
    prefixRef: refFor(1),
    suffixRef: refFor(2),
    restRef: refFor(3),
    itemRef: (index: number) => refFor(4 + index),

    /** Starts observing (while measuring); returns the cleanup. */
    start() {
      if (!window.ResizeObserver) return undefined;
      const ro = (observer = new ResizeObserver(onResize));
      els.forEach(watch);
      return () => {
        ro.disconnect();
        observer = undefined;
      };
    },

    /** After every commit: measure what this render may have changed, then decide. */
    commit(next: Committed) {
      // Only we change the layout state: a commit without a new layout is new input, not a loop.
      if (committed && next.layout === committed.layout) burst = 0;
      committed = next;
      hydrated = true;
      if (!next.opts.enabled) return;
      restShape = next.opts.restShape(next.restOmitted);
      measureContainer();
      measureRest();
      // The prefix, suffix and rendered items again, not just new ones (a margin can change without
      // a resize notice), but only up to a few past the container's width: the layout stops there.
      let sum = 0;
      let spare = SPARE;
      [els[1], els[2], ...itemEls(next.layout.cap)].some((el, i, list) => {
        // A first pass is rendered `hidden`: show it in batches that double in size, so the
        // browser lays out about as many items as fit instead of the whole pass.
        if (next.layout.pending && el && el.hidden) {
          list.slice(i, 2 * i + 16).forEach((e) => e && (e.hidden = false));
        }
        const width = el ? outerWidth(el) : 0;
        if (el) widths.set(el, width);
        return (sum += width) > available && !spare--;
      });
      settle();
    },
  };
}

/**
 * Measures the list with one ResizeObserver and decides how many items show. Sizes live in refs;
 * each change is decided once and committed before paint (layout effect or flushSync).
 */
export default function useListMeasure(opts: ListMeasureOptions): ListMeasure {
  const { enabled, total, itemWidth, renderAll } = opts;
  const [layout, setLayout] = React.useState<Layout>(() => ({
    count: null,
    pending: enabled && hydrated && !renderAll,
    cap:
      renderAll || !(itemWidth > 0)
        ? Infinity
        : Math.ceil(((hydrated && innerWidth) || FIRST_PASS_WIDTH) / itemWidth),
  }));
  const { count } = layout;
  // With nothing measured yet, show the rest for all but one item: the most digits it can need.
  // (An empty list measures nothing and shows no rest.)
  const restOmitted = total - (count === null ? 1 : count);

  const ref = React.useRef<ReturnType<typeof createMeasurer> | undefined>(undefined);
  const measurer = (ref.current ||= createMeasurer(setLayout));

  // One observer while measuring; made in an effect so StrictMode's remount makes it again.
  useIsoLayoutEffect(() => (enabled ? measurer.start() : undefined), [enabled]);

  useIsoLayoutEffect(() => measurer.commit({ opts, layout, restOmitted }));

  return { ...measurer, ...layout, rendered: Math.min(total, layout.cap), restOmitted };
}
