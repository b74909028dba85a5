// The measuring state of one list, kept outside React: it reads sizes after each commit or resize
// and asks for a new layout when the answer changes.
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { computeLayout } from '../layout';
import type { Layout } from '../layout';
import { CONTAINER, PREFIX, REST, SUFFIX, FIRST_ITEM, createElementRegistry } from './registry';
import { createLoopGuard } from './loopGuard';
import { createRestWidthCache, shapeOf } from './restWidths';

export interface ListMeasureOptions {
  enabled: boolean;
  total: number;
  itemWidth: number;
  /** Items render their own element (`renderRawItem`), whose class and style any render may change. */
  rawItems: boolean;
  /** ssr="full": the first render shows every item, as the server did. */
  renderAll: boolean;
  /** The rest's content for `omitted` hidden items. */
  restContent: (omitted: number) => ReactNode;
  /** The rest renders its own element (`renderRawRest`): measured, never predicted by shape. */
  rawRest: boolean;
  /** The container's class and the caller's inline style for it: a change may restyle every item. */
  className?: string;
  style?: object;
  /** Rows the visible children may wrap into (1 in a column). */
  maxRows: number;
  /** The items stack top to bottom: heights, vertical margins and the row gap are measured. */
  vertical: boolean;
  /** The list hides its leading items; item slots count from the last item back. */
  fromStart: boolean;
  /** The data index of the item in each slot, when items are kept by priority (see `keepOrder`). */
  order?: number[];
  /** At least this many items show (pinned ones included), whether they fit or not. */
  minVisible: number;
  onVisibleChange?: (lastVisibleIndex: number) => void;
}

/** What one commit rendered. */
export interface Rendered {
  opts: ListMeasureOptions;
  layout: Layout;
  restOmitted: number;
  /** The rest's content for `restOmitted`, as rendered. */
  rest: ReactNode;
}

/** What one commit rendered, as the measurer keeps it. */
interface Committed extends Rendered {
  /** The shape of the rest it drew (see `shapeOf`). */
  restShape: string;
  /** The caller's inline style for the list, as text (a new object on each render). */
  styleKey?: string;
}

/** Whether two priority orders (or their absence) keep the same items in the same slots. */
const sameOrder = (a?: number[], b?: number[]) =>
  a === b || (!!a && !!b && a.length === b.length && a.every((index, slot) => index === b[slot]));

/** Whether a commit of the same layout gives `decide` the same input, sizes aside. */
const sameInput = (before: Committed, next: Committed) =>
  before.opts.total === next.opts.total &&
  before.opts.itemWidth === next.opts.itemWidth &&
  before.opts.minVisible === next.opts.minVisible &&
  sameOrder(before.opts.order, next.opts.order) &&
  before.restShape === next.restShape;

/**
 * Whether a commit kept every part styled as before: the same rows, class and style on the list,
 * and no raw items (their caller may restyle them on any render).
 */
const sameLook = (before: Committed, next: Committed) =>
  !next.opts.rawItems &&
  before.opts.maxRows === next.opts.maxRows &&
  before.opts.vertical === next.opts.vertical &&
  before.opts.className === next.opts.className &&
  before.styleKey === next.styleKey;

/**
 * Whether a commit leaves the last decision standing, so it reads nothing: a caller's render
 * (the layout we committed last, unchanged) that mounted nothing and kept the list's look and the
 * decision's input. Any size it changed (the rest's too), the ResizeObserver reports before the
 * frame paints (a margin or gap a stylesheet changes alone is read at the next resize, or when its
 * item shows or hides). Every other commit (the first, our own of a new count, a new look, raw
 * items) reads every part again.
 */
const decisionStands = (before: Committed | undefined, next: Committed, mounted: boolean) =>
  !!before &&
  next.layout === before.layout &&
  !mounted &&
  sameLook(before, next) &&
  sameInput(before, next);

export type Measurer = ReturnType<typeof createMeasurer>;

export function createMeasurer(setLayout: (layout: Layout) => void) {
  let committed: Committed | undefined;
  /** Content-box size of the container on the main axis (height in a column), and its gap there. */
  let available = 0;
  let gap = 0;
  /** Outer sizes on the main axis (margins included) of the items, prefix and suffix, by element. */
  const sizes = new WeakMap<Element, number>();
  /** The visible count last reported to `onVisibleChange`. */
  let reported: number | undefined;
  /** The committed layout the last request was made from. */
  let askedFrom: Layout | undefined;
  const registry = createElementRegistry(onResize);
  const restWidths = createRestWidthCache();
  const guard = createLoopGuard();

  const sizeOf = (element: Element | null) => (element && sizes.get(element)) || 0;
  // A commit's orientation applies to every read up to the next commit.
  const vertical = () => !!committed && committed.opts.vertical;

  function readContainer() {
    const container = registry.get(CONTAINER);
    if (!container) return;
    ({ size: available, gap } = registry.innerBox(container, vertical()));
  }

  function readRest() {
    const rest = registry.get(REST);
    if (rest && committed)
      restWidths.record(
        committed.restOmitted,
        committed.restShape,
        registry.outerSize(rest, vertical()),
      );
  }

  const readElement = (element: Element) =>
    sizes.set(element, registry.outerSize(element, vertical()));

  /** Reads the prefix, the suffix and the rendered items. */
  function readItems(layout: Layout) {
    const parts = [registry.get(PREFIX), registry.get(SUFFIX), ...registry.items(layout.cap)];
    for (const element of parts) if (element) readElement(element);
  }

  /** Decides from the stored sizes; asks for the new layout when the answer changed. */
  function decide(sync: boolean) {
    if (!committed) return;
    const { opts, layout } = committed;
    const rendered = Math.min(opts.total, layout.cap);
    const itemSizes = registry.items(rendered).map(sizeOf);
    let next: Layout | undefined;
    const container = registry.get(CONTAINER);
    if (
      available <= 0 &&
      !itemSizes.some((size) => size > 0) &&
      !(container && container.getClientRects().length)
    ) {
      // Nothing laid out (display: none, or no layout engine): as 1.5.0 with no width, render no
      // item (every item with ssr="full") until the list has a width; or the items that must
      // show. A measured layout stands (a list hidden for a while keeps its items) while enough do.
      const min = Math.min(opts.total, opts.minVisible);
      if (layout.count === null ? !opts.renderAll && (min > 0 || rendered > 0) : layout.count < min)
        next = min > 0 ? { count: min, cap: min } : { count: null, cap: 0 };
    } else {
      const prefix = registry.get(PREFIX);
      const suffix = registry.get(SUFFIX);
      const computed = computeLayout({
        total: opts.total,
        widths: itemSizes,
        available,
        gap,
        prefix: prefix ? sizeOf(prefix) : undefined,
        suffix: suffix ? sizeOf(suffix) : undefined,
        itemWidth: opts.itemWidth,
        maxRows: opts.maxRows,
        fromStart: opts.fromStart,
        order: opts.order,
        minVisible: opts.minVisible,
        rest: (omitted) =>
          restWidths.predict(omitted, opts.rawRest ? '' : shapeOf(opts.restContent(omitted))),
      });
      // While measuring (count null), more items may have to be rendered to be measured. Once
      // measured, a new cap alone waits for the next change of count.
      const needsMoreItems = layout.count === null && Math.min(opts.total, computed.cap) > rendered;
      if (computed.count !== layout.count || needsMoreItems) next = computed;
    }
    if (next) {
      // One request per committed layout: React commits a new layout object for each, so a second
      // can only be StrictMode running this commit's effects again, with the same sizes.
      if (askedFrom === layout || !guard.allow(available)) return;
      askedFrom = layout;
      const update = next;
      // The observer's own call commits at once, before the frame paints; inside a commit, React
      // applies the update before paint anyway.
      if (sync) flushSync(() => setLayout(update));
      else setLayout(update);
    } else if (layout.count !== null && layout.count !== reported) {
      reported = layout.count;
      if (opts.onVisibleChange) opts.onVisibleChange(layout.count - 1);
    }
  }

  function onResize(entries: ResizeObserverEntry[]) {
    for (const { target } of entries) {
      if (target === registry.get(CONTAINER)) readContainer();
      else if (target === registry.get(REST)) readRest();
      else readElement(target);
    }
    decide(true);
  }

  return {
    /** The callback refs through which the list's parts are measured; the same on every render. */
    refs: {
      container: registry.refFor(CONTAINER),
      prefix: registry.refFor(PREFIX),
      suffix: registry.refFor(SUFFIX),
      rest: registry.refFor(REST),
      /** The item in `slot`: counted from the first item, or from the last back from the start. */
      item: (slot: number) => registry.refFor(FIRST_ITEM + slot),
    },

    /** Starts observing; returns the cleanup. */
    start() {
      const stopObserving = registry.observe();
      return () => {
        if (stopObserving) stopObserving();
        guard.dispose();
      };
    },

    /** After every commit: reads every part and decides, unless the decision stands. */
    commit(rendered: Rendered) {
      const { opts, rest } = rendered;
      if (!opts.enabled) {
        committed = undefined;
        return;
      }
      const before = committed;
      const next: Committed = {
        ...rendered,
        restShape: opts.rawRest ? '' : shapeOf(rest),
        styleKey: JSON.stringify(opts.style),
      };
      committed = next;
      // Only we change the layout: a commit of the same one is new input from the caller.
      if (before && next.layout === before.layout) guard.reset();
      if (decisionStands(before, next, registry.takeNewElements())) return;
      readContainer();
      readRest();
      readItems(next.layout);
      decide(false);
    },
  };
}
