// The measuring state of one list, kept outside React: it reads sizes after each commit or resize
// and asks for a new layout when the answer changes.
import type { Layout } from '../core/layout';
import { relayout } from '../core/plan';
import type { Measuring } from '../core/plan';
import { CONTAINER, PREFIX, REST, SUFFIX, FIRST_ITEM, createElementRegistry } from './registry';
import { createLoopGuard } from './loopGuard';
import { createRestWidthCache } from './restWidths';

/** What one commit rendered, in plain data. */
export interface Rendered {
  /** The options as measuring reads them (see `normalise`). */
  m: Measuring;
  layout: Layout;
  /** How many items the rest stands for. */
  omitted: number;
  /**
   * How the rest is drawn for `k` hidden items, as a short text: the rest in one shape is taken to
   * be as wide as it was last measured in it (so "+ 3 ..." predicts "+ 4 ..."); a new shape is
   * measured before it is trusted.
   */
  shape: (k: number) => string;
  /**
   * Anything else of the caller's that may restyle the parts (the list's class and style), and
   * whether its items are its own elements (`renderRawItem`), which any render may restyle.
   */
  look?: unknown;
  raw?: boolean;
  onVisibleChange?: (lastVisibleIndex: number) => void;
}

/** What one commit rendered, as the measurer keeps it. */
interface Committed extends Rendered {
  /** The rest's shape as drawn. */
  drawn: string;
  /** Everything a layout depends on besides sizes, as text: `m`, the look, the rest's shape. */
  key: string;
}

export type Measurer = ReturnType<typeof createMeasurer>;

/**
 * `setLayout` asks React for a new layout. `flush` runs the requests of one ResizeObserver
 * callback (every list's of the window) as one commit before the frame paints.
 */
export function createMeasurer(
  setLayout: (layout: Layout) => void,
  flush: (requests: () => void) => void,
) {
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
  const restWidths = createRestWidthCache();
  const guard = createLoopGuard();

  const sizeOf = (element: Element | null) => (element && sizes.get(element)) || 0;
  // A commit's orientation applies to every read up to the next commit.
  const vertical = () => !!committed && committed.m.vertical;

  function readContainer() {
    const container = registry.get(CONTAINER);
    if (container) ({ size: available, gap } = registry.innerBox(container, vertical()));
  }

  function readRest() {
    const rest = registry.get(REST);
    if (rest && committed)
      restWidths.record(committed.omitted, committed.drawn, registry.outerSize(rest, vertical()));
  }

  const readElement = (element: Element) =>
    sizes.set(element, registry.outerSize(element, vertical()));

  /**
   * Decides from the stored sizes. Returns the request for a new layout when the answer changed
   * (`setLayout` bound to it), else reports the visible count when it changed.
   */
  function decide(): (() => void) | undefined {
    if (!committed) return undefined;
    const { m, layout, shape } = committed;
    const prefix = registry.get(PREFIX);
    const suffix = registry.get(SUFFIX);
    const container = registry.get(CONTAINER);
    const next = relayout(
      m,
      layout,
      {
        widths: registry.items(Math.min(m.total, layout.cap)).map(sizeOf),
        available,
        gap,
        prefix: prefix ? sizeOf(prefix) : undefined,
        suffix: suffix ? sizeOf(suffix) : undefined,
        rest: (omitted) => restWidths.predict(omitted, shape(omitted)),
      },
      () => !!container && container.getClientRects().length > 0,
    );
    if (next) {
      // One request per committed layout: React commits a new layout object for each, so a second
      // can only be StrictMode running this commit's effects again, with the same sizes.
      if (askedFrom === layout || !guard.allow(available)) return undefined;
      askedFrom = layout;
      return () => setLayout(next);
    }
    if (layout.count !== null && layout.count !== reported) {
      reported = layout.count;
      if (committed.onVisibleChange) committed.onVisibleChange(layout.count - 1);
    }
    return undefined;
  }

  function readPart(element: Element) {
    if (element === registry.get(CONTAINER)) readContainer();
    else if (element === registry.get(REST)) readRest();
    else readElement(element);
  }

  const registry = createElementRegistry({
    container: () => registry.get(CONTAINER),
    read: readPart,
    decide,
    flush,
  });

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
      const stop = registry.observe();
      return () => {
        stop();
        guard.dispose();
      };
    },

    /**
     * After every commit: reads every part and decides, unless the decision stands. It stands
     * after a caller's render (the layout we committed last, unchanged) that mounted nothing,
     * kept its items our own elements and changed nothing a layout depends on besides sizes. Any
     * size it changed (the rest's too), the ResizeObserver reports before the frame paints (a
     * margin or gap a stylesheet changes alone is read at the next resize, or when its item shows
     * or hides). Our own commit of a new count, decided in the observer's callback that reported
     * the container, reads only the container and the parts it mounted: the observer reports the
     * others it resized before paint. Every other commit (the first, a new look, raw items) reads
     * every part again.
     */
    commit(rendered: Rendered) {
      const fresh = registry.takeNewElements();
      if (!rendered.m.on) {
        committed = undefined;
        return;
      }
      const before = committed;
      const { m, look, shape, omitted } = rendered;
      const drawn = shape(omitted);
      committed = { ...rendered, drawn, key: JSON.stringify([m, look, drawn]) };
      const mounted = fresh.length > 0;
      // Only we change the layout: a commit of the same one is new input from the caller.
      if (before && rendered.layout === before.layout) {
        guard.reset();
        if (!mounted && !rendered.raw && before.key === committed.key) return;
      }
      // Our own new count, decided from the container's new size in this observer callback: the
      // observer reports next, before paint, any part inside the container this commit resized,
      // so only the container (its size may follow its content) and the parts mounted are read.
      const decided =
        before &&
        !rendered.raw &&
        before.key === committed.key &&
        registry.containerResizedNow() &&
        !fresh.includes(registry.get(CONTAINER)!);
      readContainer();
      if (decided) for (const element of fresh) readPart(element);
      else {
        readRest();
        for (const element of [
          registry.get(PREFIX),
          registry.get(SUFFIX),
          ...registry.items(rendered.layout.cap),
        ])
          if (element) readElement(element);
      }
      const request = decide();
      // Inside a commit, React applies the request before paint.
      if (request) request();
    },
  };
}
