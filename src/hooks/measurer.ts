import { flushSync } from 'react-dom';
import { SPARE, computeLayout } from '../layout';
import type { Layout } from '../layout';
import { CONTAINER, PREFIX, REST, SUFFIX, FIRST_ITEM, createElementRegistry } from './elements';
import type { ElementRef } from './elements';
import { createLoopGuard } from './loopGuard';
import { createRestWidthCache } from './restWidths';

export interface ListMeasureOptions {
  enabled: boolean;
  total: number;
  itemWidth: number;
  /** Items render their own element (`renderRawItem`), whose class and style any render may change. */
  rawItems: boolean;
  /** ssr="full": the first render shows every item, as the server did. */
  renderAll: boolean;
  /** Shape of the rest node for `omitted` hidden items (see `shapeOf`). */
  restShape: (omitted: number) => string;
  /** The container's class and the caller's style for it: a change may restyle every item. */
  className?: string;
  style?: object;
  /** What else mounts elements anew when it changes (read only to know when to measure again). */
  data: unknown[];
  component?: unknown;
  itemComponent?: unknown;
  hasPrefix: boolean;
  hasSuffix: boolean;
  /** Rows the visible children may wrap into. */
  maxRows: number;
  /** The list hides its leading items; item slots count from the last item back. */
  fromStart: boolean;
  onVisibleChange?: (lastVisibleIndex: number) => void;
}

/** What the measurer needs from each commit. */
export interface Committed {
  opts: ListMeasureOptions;
  layout: Layout;
  restOmitted: number;
  /** Shape of the rest this render drew (`opts.restShape(restOmitted)`). */
  restShape: string;
  /** The caller's style as text (an inline style is a new object on each render). */
  styleKey?: string;
}

/** Everything one list knows between commits; nothing in it causes a render. */
interface MeasureState {
  committed?: Committed;
  /** Content-box width of the container. */
  available: number;
  gap: number;
  /** Shape of the rest as last rendered. */
  restShape: string;
  /** Outer widths (margins included) of the items, prefix and suffix, by element. */
  widths: WeakMap<Element, number>;
  /** The visible count last reported to `onVisibleChange`. */
  reported?: number;
  /** The committed layout the last layout request was made from. */
  askedFrom?: Layout;
  /**
   * Set by every read of the container or the rest (each one a resize or a commit of ours that
   * decides anew anyway), and by an item's read that differs from the width stored.
   */
  resized: boolean;
  /** What the last decision was made from, besides the sizes: the same again decides the same. */
  decidedFrom?: DecisionInput;
  /**
   * A caller's render since our last commit may have left the items past the committed layout's
   * `decidedBy` as rendered before (see `beginRender`): their widths are not read into a decision.
   */
  sparesKept: boolean;
}

/** Everything a decision depends on but the sizes read. */
interface DecisionInput {
  layout: Layout;
  total: number;
  itemWidth: number;
  maxRows: number;
  fromStart: boolean;
  restShape: string;
}

export interface Measurer {
  containerRef: ElementRef;
  prefixRef: ElementRef;
  suffixRef: ElementRef;
  restRef: ElementRef;
  itemRef(index: number): ElementRef;
  /**
   * Called as each render begins. A caller's render (the layout is the committed one) is new input:
   * the loop guard counts afresh, and the result says from which item slot on this render may keep
   * the elements of the last one (past the items the layout was decided by; no decision reads them
   * until our next commit). Infinity on our own renders, where every item renders anew, and when
   * none may. Done here, not after the commit: a caller's render need not run one (see
   * useListMeasure).
   */
  beginRender(layout: Layout): number;
  /** Starts observing (while measuring); returns the cleanup. */
  start(): (() => void) | undefined;
  /** After every commit: measure what this render may have changed, then decide. */
  commit(next: Committed): void;
}

/**
 * The measuring state of one list, kept outside React: its elements, their widths, the rest-width
 * cache, the loop guard. Nothing here causes a render except `setLayout`.
 */
export function createMeasurer(setLayout: (layout: Layout) => void): Measurer {
  const state: MeasureState = {
    available: 0,
    gap: 0,
    restShape: '',
    widths: new WeakMap(),
    resized: true,
    sparesKept: false,
  };
  const registry = createElementRegistry(onResize);
  const restWidths = createRestWidthCache();
  const guard = createLoopGuard();

  /** Items a commit shows: every rendered one while measuring. */
  const visibleOf = ({ opts, layout }: Committed) =>
    layout.count === null ? Math.min(opts.total, layout.cap) : layout.count;

  function measureContainer() {
    const container = registry.get(CONTAINER);
    if (!container) return;
    const { width, gap } = registry.innerBox(container);
    state.available = width;
    state.gap = gap;
    state.resized = true;
  }

  function measureRest() {
    const rest = registry.get(REST);
    if (!rest || !state.committed) return;
    restWidths.record(state.committed.restOmitted, state.restShape, registry.outerWidth(rest));
    state.resized = true;
  }

  function measureElement(element: Element) {
    const width = registry.outerWidth(element);
    if (state.widths.get(element) !== width) state.resized = true;
    state.widths.set(element, width);
  }

  /**
   * The prefix, the suffix and the rendered items, but only up to a few past the container's
   * width: the layout stops there. From candidate `reread` on they are read again (a margin can
   * change without a resize notice), before it only when never read.
   */
  function measureItems(layout: Layout, rows: number, reread: number) {
    const candidates = [registry.get(PREFIX), registry.get(SUFFIX), ...registry.items(layout.cap)];
    let used = 0;
    let spare = SPARE;
    for (let i = 0; i < candidates.length; i += 1) {
      const element = candidates[i];
      if (element && (i >= reread || !state.widths.has(element))) measureElement(element);
      const width = element ? state.widths.get(element) || 0 : 0;
      // Past `maxRows` full rows of widths nothing more can fit, however the rows wrap (a box
      // wider than a row takes one row of its own).
      used += rows > 1 ? Math.min(width, state.available) : width;
      if (used > state.available * rows) {
        if (spare === 0) break;
        spare -= 1;
      }
    }
  }

  /**
   * Decides from the stored sizes and commits if the answer changed. `sync` (the observer's own
   * call) commits at once; inside a commit React applies an update at once anyway.
   */
  function settle(sync: boolean) {
    const { committed } = state;
    if (!committed) return;
    const request = (next: Layout) => {
      // One request per committed layout: React commits a new layout object for each, so a second
      // can only be StrictMode re-running this commit's effects, with the same measurements.
      if (state.askedFrom === committed.layout) return;
      if (!guard.allow(state.available)) return;
      state.askedFrom = committed.layout;
      if (sync) flushSync(() => setLayout(next));
      else setLayout(next);
    };
    const { opts, layout } = committed;
    // Nothing read has changed since the last decision, nor anything else it depends on: a
    // parent's render with the same data decides (and reports) nothing new. Compared field by
    // field, as this runs on every render.
    const last = state.decidedFrom;
    if (
      !state.resized &&
      last &&
      last.layout === layout &&
      last.total === opts.total &&
      last.itemWidth === opts.itemWidth &&
      last.maxRows === opts.maxRows &&
      last.fromStart === opts.fromStart &&
      last.restShape === state.restShape
    ) {
      return;
    }
    const rendered = Math.min(opts.total, layout.cap);
    // Items kept as rendered before may show an old `renderItem` output: decide from the others.
    // If those fit now, the answer says to render more, and that render makes every item anew.
    const readable =
      state.sparesKept && layout.decidedBy !== undefined
        ? Math.min(rendered, layout.decidedBy)
        : rendered;
    const itemWidths = registry
      .items(readable)
      .map((element) => (element && state.widths.get(element)) || 0);
    // Nothing laid out (display: none, or no layout engine): as 1.5.0 with no width, render no
    // item (every item with ssr="full") until the list has a width.
    if (state.available <= 0 && !itemWidths.some((width) => width > 0)) {
      if (layout.count === null && !opts.renderAll && rendered > 0)
        request({ count: null, cap: 0 });
      return;
    }
    const prefix = registry.get(PREFIX);
    const suffix = registry.get(SUFFIX);
    const next = computeLayout({
      total: opts.total,
      widths: itemWidths,
      available: state.available,
      gap: state.gap,
      prefix: prefix ? state.widths.get(prefix) || 0 : undefined,
      suffix: suffix ? state.widths.get(suffix) || 0 : undefined,
      itemWidth: opts.itemWidth,
      maxRows: opts.maxRows,
      fromStart: opts.fromStart,
      measuring: layout.count === null,
      mounted: rendered,
      rest: (omitted) => restWidths.predict(omitted, opts.restShape(omitted)),
    });
    const { count } = layout;
    const sameCount = next.count === count;
    // While measuring (count null), more items may have to be rendered to be measured. Once
    // measured, a new cap alone waits for the next change of count.
    const needsMoreItems = count === null && Math.min(opts.total, next.cap) > rendered;
    if (sameCount && !needsMoreItems) {
      state.decidedFrom = {
        layout,
        total: opts.total,
        itemWidth: opts.itemWidth,
        maxRows: opts.maxRows,
        fromStart: opts.fromStart,
        restShape: state.restShape,
      };
      state.resized = false;
      if (count !== null && count !== state.reported) {
        state.reported = count;
        if (opts.onVisibleChange) opts.onVisibleChange(count - 1);
      }
      return;
    }
    request(next);
  }

  function beginRender(layout: Layout): number {
    const { committed } = state;
    if (!committed || committed.layout !== layout) return Infinity;
    guard.reset();
    if (!committed.opts.enabled || committed.opts.rawItems || layout.decidedBy === undefined) {
      return Infinity;
    }
    state.sparesKept = true;
    return layout.decidedBy;
  }

  function onResize(entries: ResizeObserverEntry[]) {
    for (const { target } of entries) {
      if (target === registry.get(CONTAINER)) measureContainer();
      else if (target === registry.get(REST)) measureRest();
      else measureElement(target);
    }
    settle(true);
  }

  return {
    containerRef: registry.refFor(CONTAINER),
    prefixRef: registry.refFor(PREFIX),
    suffixRef: registry.refFor(SUFFIX),
    restRef: registry.refFor(REST),
    itemRef: (index) => registry.refFor(FIRST_ITEM + index),

    beginRender,

    start() {
      const stopObserving = registry.observe();
      return () => {
        if (stopObserving) stopObserving();
        guard.dispose();
      };
    },

    commit(next) {
      // Only we change the layout state: a commit without a new layout is a caller's render.
      const callerRender = state.committed !== undefined && next.layout === state.committed.layout;
      const shapeBefore = state.restShape;
      const before = state.committed;
      // Our own commit renders every item anew.
      if (!callerRender) state.sparesKept = false;
      state.committed = next;
      if (!next.opts.enabled) return;
      state.restShape = next.restShape;
      const newElements = registry.takeNewElements();
      const container = registry.get(CONTAINER);
      // A caller's render that mounted nothing (the first measurement always has new elements),
      // restyled neither the container nor the items, and asks for as many rows as before (more
      // rows need more items measured): any size it changed, the ResizeObserver reports before the
      // frame paints. (A gap changed by a stylesheet alone is read at the next resize, a margin
      // when its item mounts or shows or hides, or the list is restyled.)
      const sameLook =
        before &&
        before.opts.maxRows === next.opts.maxRows &&
        !next.opts.rawItems &&
        container !== null &&
        // Measured or not, the list is styled differently (see Overflow's MEASURING_STYLE).
        (before.layout.count === null) === (next.layout.count === null) &&
        before.opts.className === next.opts.className &&
        before.styleKey === next.styleKey;
      const nothingNewToRead =
        callerRender && sameLook && !newElements && state.restShape === shapeBefore;
      if (nothingNewToRead) {
        settle(false);
        return;
      }
      // Our own commit of a new count (a resize), list and items styled as before: what it can
      // have changed is the rest and the items from the first it showed or hid on (their style
      // changed; any it mounted come after). Any other size change, the ResizeObserver reports
      // before the frame paints. Candidates are the prefix, the suffix, then the items in the
      // order they are kept.
      const reread =
        before && !callerRender && sameLook ? 2 + Math.min(visibleOf(before), visibleOf(next)) : 0;
      measureContainer();
      measureRest();
      measureItems(next.layout, next.opts.maxRows, reread);
      settle(false);
    },
  };
}
