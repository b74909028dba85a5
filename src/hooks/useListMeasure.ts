// The hook that measures a list: its layout state, the measurer made once, observing while
// enabled, and told of every commit.
import * as React from 'react';
import type { Layout } from '../layout';
import { createMeasurer } from '../measure/measurer';
import type { ListMeasureOptions, Measurer } from '../measure/measurer';

// Server rendering has no layout; the same effect on both sides keeps React 16/17 quiet.
const useIsoLayoutEffect = typeof window === 'undefined' ? React.useEffect : React.useLayoutEffect;

/**
 * Items per row (or column) a client's first pass renders at most. Those are measured before the
 * first paint and more are rendered only while all fit, so mount renders about the items that fit.
 */
const FIRST_PASS_ITEMS = 16;

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

function firstLayout(opts: ListMeasureOptions, serverPass: boolean): Layout {
  if (opts.renderAll) return { count: null, cap: Infinity };
  // The server cannot measure: as 1.5.0, it renders no item until the list has a width (and the
  // hydrating client the same).
  if (serverPass) return { count: null, cap: 0 };
  if (!(opts.itemWidth > 0)) return { count: null, cap: Infinity };
  const screen = opts.vertical ? window.innerHeight : window.innerWidth;
  const perRow = Math.min(Math.ceil(screen / opts.itemWidth), FIRST_PASS_ITEMS);
  return { count: null, cap: perRow * opts.maxRows };
}

export interface ListMeasure {
  /** The refs through which the list's elements are measured; the same on every render. */
  refs: Measurer['refs'];
  /** Visible items; null until measured (every rendered item is shown then). */
  count: number | null;
  /** How many leading items to render. */
  rendered: number;
  /** How many items the rest indicator currently stands for, and its content. */
  restOmitted: number;
  rest: React.ReactNode;
}

/**
 * Measures the list with one ResizeObserver and decides how many items show. Sizes live in the
 * measurer; each change is decided once and committed before paint (layout effect or flushSync).
 */
export default function useListMeasure(opts: ListMeasureOptions): ListMeasure {
  const serverPass = useServerPass();
  const [layout, setLayout] = React.useState<Layout>(() => firstLayout(opts, serverPass));
  const { count } = layout;
  // With nothing measured yet, the rest stands for all but one item, as in 1.5.0 (the most digits
  // it can need), or for none when every item shows (ssr="full").
  const restOmitted = count !== null ? opts.total - count : opts.renderAll ? 0 : opts.total - 1;

  const measurerRef = React.useRef<Measurer | undefined>(undefined);
  if (!measurerRef.current) measurerRef.current = createMeasurer(setLayout);
  const measurer = measurerRef.current;

  // One observer while measuring; made in an effect so StrictMode's remount makes it again.
  useIsoLayoutEffect(() => (opts.enabled ? measurer.start() : undefined), [opts.enabled]);

  // The caller's rest renderer is called once a render, as 1.5.0 calls it.
  const rest = opts.enabled ? opts.restContent(restOmitted) : null;
  // Every commit: the measurer reads the parts and decides, unless the decision stands.
  useIsoLayoutEffect(() => measurer.commit({ opts, layout, restOmitted, rest }));

  return {
    refs: measurer.refs,
    count,
    rendered: Math.min(opts.total, layout.cap),
    restOmitted,
    rest,
  };
}
