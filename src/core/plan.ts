// The rule around the layout: the props made sound, the slots items are kept in, which items
// render and show, what the rest stands for, where the rest and suffix go, and what a list with no
// box shows. Pure: no React, no DOM. A new prop goes through `normalise` and `plan`.
import { computeLayout, keepOrder } from './layout';
import type { Layout, LayoutInput } from './layout';

type Key = string | number | bigint;

/** The props that decide which items show; with `onVisibleChange`, `useOverflow`'s options. */
export interface Options<T> {
  data?: T[];
  /** Property name holding each item's key, or a function returning it; the index otherwise. */
  itemKey?: Key | ((item: T) => Key);
  /** `'responsive'` measures; a number shows that many; `'invalidate'` shows all, unstyled. */
  maxCount?: number | 'responsive' | 'invalidate';
  /** Smallest expected item width: the first pass renders at most room / itemWidth items (10). */
  itemWidth?: number;
  /** Rows the items may wrap into before the rest collapses the others (1). */
  maxRows?: number;
  /** `start`: the leading items hide, the rest comes before the ones that show. */
  collapseFrom?: 'end' | 'start';
  /** Highest priority shows first, lowest hides first; `Infinity` pins an item. */
  itemPriority?: (item: T, index: number) => number;
  /** At least this many items show, in keep order, whether they fit or not. */
  minVisible?: number;
  /** `vertical`: the items stack top to bottom and the list's height is their room. */
  orientation?: 'horizontal' | 'vertical';
  /** `full`: the server renders every item (otherwise none); the client collapses them. */
  ssr?: 'full';
}

export type Ref = (element: HTMLElement | null) => void;

/** The refs a plan hands out: the measurer's, the same on every render. */
export interface Refs {
  container: Ref;
  prefix: Ref;
  suffix: Ref;
  rest: Ref;
  /** The item in `slot`. */
  item: (slot: number) => Ref;
}

/** An item, the rest, the prefix or the suffix: its ref, whether it is hidden, its flex order. */
export interface Part {
  ref: Ref;
  hidden: boolean;
  order?: number;
  item?: unknown;
  index?: number;
  key?: Key;
}

/**
 * The options as measuring reads them, plain data only: a commit whose group is unchanged (its
 * JSON the same) needs no new reads.
 */
export interface Measuring {
  /** `maxCount` is responsive and there are items: the list measures. */
  on: boolean;
  total: number;
  itemWidth: number;
  /** Rows (1 in a column). */
  maxRows: number;
  vertical: boolean;
  fromStart: boolean;
  /** The data index of the item in each slot, when items are kept by priority. */
  order?: number[];
  /** At least this many show: `minVisible`, and the pinned items. */
  minVisible: number;
  /** ssr="full": the first render shows every item, as the server did. */
  all: boolean;
}

export const RESPONSIVE = 'responsive';
export const INVALIDATE = 'invalidate';
/** The `order` rc-overflow 1.5.0 gives a hidden rest, after everything. */
export const LAST_ORDER = Number.MAX_SAFE_INTEGER;

const warned: Record<string, 1> = {};
/** Bad input gets a working list, and in development one warning saying what was used instead. */
function warn(message: string) {
  if (warned[message]) return;
  warned[message] = 1;
  console.error(`Warning: [rc-overflow] ${message}`);
}

const isNumber = (value: unknown, min: number): value is number =>
  typeof value === 'number' && value >= min;

/** The options made sound (warning about bad ones in development), as measuring reads them. */
export function normalise<T>(o: Options<T>): Measuring {
  const { maxRows, collapseFrom, minVisible, orientation, itemPriority, itemWidth = 10 } = o;
  const data = o.data || [];
  const total = data.length;
  const on = o.maxCount === RESPONSIVE && total > 0;
  const vertical = orientation === 'vertical';
  const fromStart = collapseFrom === 'start';
  if (process.env.NODE_ENV !== 'production') {
    if (orientation !== undefined && orientation !== 'horizontal' && !vertical)
      warn(
        `\`orientation\` must be 'horizontal' or 'vertical', got ${String(orientation)}; using 'horizontal'.`,
      );
    if (vertical && maxRows !== undefined)
      warn('`maxRows` has no meaning in a vertical list (its items never wrap); ignoring it.');
    else if (maxRows !== undefined && !isNumber(maxRows, 1))
      warn(`\`maxRows\` must be a number of at least 1, got ${String(maxRows)}; using 1.`);
    if (collapseFrom !== undefined && collapseFrom !== 'end' && !fromStart)
      warn(`\`collapseFrom\` must be 'end' or 'start', got ${String(collapseFrom)}; using 'end'.`);
    if (minVisible !== undefined && !isNumber(minVisible, 0))
      warn(`\`minVisible\` must be a number of at least 0, got ${String(minVisible)}; using 0.`);
  }
  // Items are kept in slots: the first slots show, the last hide first. By default slot i holds
  // item i (the item total-1-i from the start); by `itemPriority`, the order `keepOrder` gives. A
  // priority that is not a number counts as 0.
  const ranked =
    on && typeof itemPriority === 'function'
      ? keepOrder(
          data.map((item, index) => {
            const priority = itemPriority(item, index);
            if (typeof priority === 'number' && !Number.isNaN(priority)) return priority;
            if (process.env.NODE_ENV !== 'production')
              warn(`\`itemPriority\` must return a number, got ${String(priority)}; using 0.`);
            return 0;
          }),
          fromStart,
        )
      : undefined;
  return {
    on,
    total,
    itemWidth,
    maxRows:
      !vertical && isNumber(maxRows, 1)
        ? Math.min(Math.floor(maxRows), Number.MAX_SAFE_INTEGER)
        : 1,
    vertical,
    fromStart,
    order: ranked && ranked.order,
    minVisible: Math.max(
      isNumber(minVisible, 0) ? Math.floor(minVisible) : 0,
      ranked ? ranked.pinned : 0,
    ),
    all: o.ssr === 'full',
  };
}

/**
 * Items per row (or column) a client's first pass renders at most. Those are measured before the
 * first paint and more are rendered only while all fit, so mount renders about the items that fit.
 */
const FIRST_PASS_ITEMS = 16;

/**
 * The layout of the first render: every item with ssr="full"; none on the server or while
 * hydrating (`screen` undefined), as 1.5.0 renders none until the list has a width; else what a
 * screen of `screen` px takes at `itemWidth` each.
 */
export function firstLayout(m: Measuring, screen?: number): Layout {
  if (m.all) return { count: null, cap: Infinity };
  if (screen === undefined) return { count: null, cap: 0 };
  if (!(m.itemWidth > 0)) return { count: null, cap: Infinity };
  return {
    count: null,
    cap: Math.min(Math.ceil(screen / m.itemWidth), FIRST_PASS_ITEMS) * m.maxRows,
  };
}

/** The sizes a measurer read, for `relayout`. */
export type Sizes = Pick<
  LayoutInput,
  'widths' | 'available' | 'gap' | 'prefix' | 'suffix' | 'rest'
>;

/**
 * The next layout from the sizes read, or undefined when the committed one stands. With no box
 * (`boxed` false, nothing sized: display: none, or no layout engine), as 1.5.0 with no width: no
 * item (every item with ssr="full") until the list has a width, or the items that must show; a
 * measured layout stands (a list hidden for a while keeps its items) while enough do. While
 * measuring (count null), more items may have to render to be measured; once measured, a new cap
 * alone waits for the next change of count.
 */
export function relayout(
  m: Measuring,
  layout: Layout,
  sizes: Sizes,
  boxed: () => boolean,
): Layout | undefined {
  const rendered = Math.min(m.total, layout.cap);
  if (sizes.available <= 0 && !sizes.widths.some((size) => size > 0) && !boxed()) {
    const min = Math.min(m.total, m.minVisible);
    if (layout.count === null ? !m.all && (min > 0 || rendered > 0) : layout.count < min)
      return min > 0 ? { count: min, cap: min } : { count: null, cap: 0 };
    return undefined;
  }
  const next = computeLayout({ ...m, ...sizes });
  if (
    next.count !== layout.count ||
    (layout.count === null && Math.min(m.total, next.cap) > rendered)
  )
    return next;
  return undefined;
}

/**
 * Everything a renderer needs for one render: which items mount and whether each shows, where the
 * rest, prefix and suffix go, what the rest stands for. `layout` is the measured state (responsive
 * mode only; otherwise `maxCount` decides).
 */
export function plan<T>(o: Options<T>, layout: Layout, refs: Refs) {
  const m = normalise(o);
  const { on, total, fromStart, order } = m;
  const data = o.data || [];
  const { itemKey, maxCount } = o;
  let slotOf = (index: number) => (fromStart ? total - 1 - index : index);
  if (order) {
    const slots: number[] = [];
    order.forEach((index, slot) => {
      slots[index] = slot;
    });
    slotOf = (index) => slots[index];
  }
  // How many items render (the first ones, or the last ones from the start), how many of them
  // show, and how many the rest stands for: with nothing measured yet, all but one item, as in
  // 1.5.0 (the most digits it can need), or none when every item shows (ssr="full").
  let rendered = total;
  let visible = total;
  let omitted = 0;
  const { count } = layout;
  if (on) {
    rendered = Math.min(total, layout.cap);
    visible = count === null ? rendered : count;
    omitted = count !== null ? total - count : m.all ? 0 : total - 1;
  } else if (typeof maxCount === 'number') {
    rendered = visible = Math.min(total, Math.max(0, maxCount));
    omitted = total - rendered;
  }
  const measured = on && count !== null;
  /**
   * The `k` hidden items, in data order: the last ones, or the first ones from the start, or
   * those in the last slots.
   */
  const omit = (k: number) =>
    order
      ? data.filter((_, index) => slotOf(index) >= total - k)
      : fromStart
        ? data.slice(0, k)
        : data.slice(total - k);

  // The rendered items are those in the first slots: a run of the list by default, any of them
  // by priority. The first and last shown place the rest and the suffix.
  const items: Part[] = [];
  let firstShown = total;
  let lastShown = -1;
  const first = !order && fromStart ? total - rendered : 0;
  const last = order ? total : first + rendered;
  for (let index = first; index < last; index += 1) {
    const slot = slotOf(index);
    if (slot >= rendered) continue;
    if (slot < visible) {
      firstShown = Math.min(firstShown, index);
      lastShown = index;
    }
    const item = data[index];
    let key: Key = index;
    if (typeof itemKey === 'function') key = itemKey(item);
    else if (itemKey && item !== null && item !== undefined)
      key = (item as Record<string, Key>)[itemKey as string] ?? index;
    items.push({
      ref: refs.item(slot),
      hidden: slot >= visible,
      order: on ? index : undefined,
      item,
      index,
      key,
    });
  }

  // 1.5.0's flex `order`, on the items and the rest in responsive mode, on the prefix and suffix
  // whenever `maxCount` is responsive. The suffix and a shown rest follow the last visible item
  // (the rest precedes the first one from the start); before measuring, as in 1.5.0, the suffix
  // sits after the first item, or after every item with `ssr="full"`.
  const ends = maxCount === RESPONSIVE;
  const restShown = on ? measured && visible < total : omitted > 0;
  let suffixOrder = 0;
  if (measured) suffixOrder = fromStart ? total : lastShown;
  else if (on && m.all) suffixOrder = LAST_ORDER;
  let restOrder: number | undefined;
  if (on) restOrder = !restShown ? LAST_ORDER : fromStart ? firstShown : lastShown;

  return {
    containerRef: refs.container,
    items,
    rest: { ref: refs.rest, hidden: !restShown, order: restOrder } as Part,
    prefix: { ref: refs.prefix, hidden: false, order: ends ? -1 : undefined } as Part,
    suffix: { ref: refs.suffix, hidden: false, order: ends ? suffixOrder : undefined } as Part,
    visibleCount: visible,
    hiddenItems: omit(omitted),
    measured,
    /** The options as measuring reads them. */
    m,
    /** The hidden items for another count (the rest's width is predicted from them). */
    omit,
  };
}

export type Plan<T> = ReturnType<typeof plan<T>>;
