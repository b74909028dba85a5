// The public hook: the list's rule and measuring, for a renderer of its own; `Overflow` renders
// on it. The React side only: the rule is in core/, the DOM reads in measure/.
import * as React from 'react';
import { flushSync } from 'react-dom';
import type { Layout } from './core/layout';
import type { Options, Plan } from './core/plan';
import { firstLayout, normalise, plan } from './core/plan';
import { createMeasurer } from './measure/measurer';
import type { Measurer, Rendered } from './measure/measurer';

/** A callback ref the hook measures an element through; the same function on every render. */
export type OverflowRef = (element: HTMLElement | null) => void;

/** What `useOverflow` takes: the props of `Overflow` that decide which items show. */
export interface UseOverflowOptions<T> extends Options<T> {
  /** Called when the visible count changes, with that count minus one. */
  onVisibleChange?: (lastVisibleIndex: number) => void;
}

/** One part of the list (the rest, the prefix, the suffix, or an item): where it goes. */
export interface OverflowPart {
  /** Put it on the part's element: the hook measures the element through it. */
  ref: OverflowRef;
  /**
   * Mounted to be measured, not shown: render it out of flow, transparent and unfocusable (as
   * `Overflow` does: `position: absolute; opacity: 0; height: 0; visibility: hidden` once
   * measured) and `aria-hidden`.
   */
  hidden: boolean;
  /**
   * The flex `order` that places it among the others (responsive mode); undefined otherwise. The
   * rest shares its order with an item beside it, so the element order breaks the tie: render the
   * prefix, then the rest when `collapseFrom` is `'start'`, the items, else the rest, then the
   * suffix.
   */
  order?: number;
}

/** An item to mount. */
export interface OverflowItemPart<T> extends OverflowPart {
  item: T;
  /** Its index in `data`. */
  index: number;
  /** Its React key, from `itemKey`. */
  key: React.Key;
}

/** What `useOverflow` gives a renderer. */
export interface UseOverflowResult<T> {
  /** Put it on the list's element (a flex row, or a column with `orientation="vertical"`). */
  containerRef: OverflowRef;
  /** The items to mount, in data order, each saying whether it shows. */
  items: OverflowItemPart<T>[];
  /**
   * The rest indicator ("+ N ..."): mount it always (hidden, it is still measured); it shows
   * unless `hidden`.
   */
  rest: OverflowPart;
  /** Where the prefix and the suffix go (never hidden). */
  prefix: OverflowPart;
  suffix: OverflowPart;
  /** How many items show. */
  visibleCount: number;
  /**
   * The items the rest stands for, in data order. Before the list has measured, the rest is
   * hidden and stands for all but one item, as `Overflow`'s `renderRest` gets them.
   */
  hiddenItems: T[];
  /** Whether the list has measured its layout (false on the server and in jsdom). */
  measured: boolean;
}

/** What `Overflow` passes besides the options: how its parts are drawn (see `Rendered`). */
export type Internal = Partial<Pick<Rendered, 'look' | 'raw'>> & {
  /** How the rest is drawn for these hidden items (see `Rendered.shape`). */
  shape?: (hidden: never[]) => string;
};

// Server rendering has no layout; the same effect on both sides keeps React 16/17 quiet.
const useIsoLayoutEffect = typeof window === 'undefined' ? React.useEffect : React.useLayoutEffect;

const subscribeToNothing = () => () => undefined;
const onClient = () => false;
const onServer = () => true;

/**
 * True while React renders on the server or hydrates server HTML, whose first client render must
 * equal it. React 18+ tells through useSyncExternalStore's server snapshot; older React cannot
 * tell, so every first render there is the server's.
 */
const useServerPass: () => boolean = React.useSyncExternalStore
  ? () => React.useSyncExternalStore(subscribeToNothing, onClient, onServer)
  : () => true;

/**
 * The list's rule and measuring, for a renderer of its own: which items to mount and which of them
 * show, where the rest, prefix and suffix go, and the refs to measure them through. One
 * ResizeObserver for every list of the window; each change is decided once and committed before
 * paint.
 */
export function useList<T>(o: UseOverflowOptions<T> & Internal): Plan<T> {
  const serverPass = useServerPass();
  const [layout, setLayout] = React.useState<Layout>(() => {
    const m = normalise(o);
    return firstLayout(
      m,
      serverPass ? undefined : m.vertical ? window.innerHeight : window.innerWidth,
    );
  });
  const measurerRef = React.useRef<Measurer | undefined>(undefined);
  if (!measurerRef.current) measurerRef.current = createMeasurer(setLayout, flushSync);
  const measurer = measurerRef.current;
  const p = plan(o, layout, measurer.refs);
  const { on } = p.m;
  // One observer while measuring; started in an effect so StrictMode's remount starts it again.
  useIsoLayoutEffect(() => (on ? measurer.start() : undefined), [on]);
  // Every commit: the measurer reads the parts and decides, unless the decision stands.
  useIsoLayoutEffect(() =>
    measurer.commit({
      m: p.m,
      layout,
      omitted: p.hiddenItems.length,
      shape: (k) => (o.shape ? o.shape(p.omit(k) as never[]) : String(String(k).length)),
      look: o.look,
      raw: o.raw,
      onVisibleChange: o.onVisibleChange,
    }),
  );
  return p;
}

/** The list's rule and measuring, for a renderer of its own (see `useList`). */
export const useOverflow = useList as <T>(options: UseOverflowOptions<T>) => UseOverflowResult<T>;
