// The list: decides which parts render and how (from the measured layout in responsive mode),
// and renders them.
import * as React from 'react';
import { LAST_ORDER, itemElement } from './Item';
import { keepOrder } from './layout';
import type { KeepOrder } from './layout';
import classNames from './classNames';
import RawItem from './RawItem';
import { OverflowContext } from './context';
import type { ComponentType, ItemContextValue } from './context';
import type { ElementRef } from './measure/registry';
import useListMeasure from './hooks/useListMeasure';
import useComposedRef from './hooks/useComposedRef';

export const RESPONSIVE = 'responsive';
export const INVALIDATE = 'invalidate';

export interface OverflowProps<ItemType> extends Omit<React.HTMLAttributes<HTMLElement>, 'prefix'> {
  prefixCls?: string;
  data?: ItemType[];
  /** Property name holding each item's key, or a function returning it; the index otherwise. */
  itemKey?: React.Key | ((item: ItemType) => React.Key);
  /** Smallest expected item width: responsive mode renders at most containerWidth / itemWidth items before measuring. */
  itemWidth?: number;
  renderItem?: (item: ItemType, info: { index: number }) => React.ReactNode;
  /** Render an element that contains `<Overflow.Item>` yourself. */
  renderRawItem?: (item: ItemType, index: number) => React.ReactElement;
  maxCount?: number | typeof RESPONSIVE | typeof INVALIDATE;
  renderRest?: React.ReactNode | ((omittedItems: ItemType[]) => React.ReactNode);
  /** Render an element that contains `<Overflow.Item>` as the rest indicator yourself. */
  renderRawRest?: (omittedItems: ItemType[]) => React.ReactElement;
  prefix?: React.ReactNode;
  suffix?: React.ReactNode;
  component?: ComponentType;
  itemComponent?: ComponentType;
  /**
   * Called once whenever the number of visible items changes (responsive mode), with the index of
   * the last visible item, i.e. the visible count minus one, exactly as upstream (rc-menu relies on it).
   */
  onVisibleChange?: (lastVisibleIndex: number) => void;
  /** `full`: the server renders every item (without it, none, as 1.5.0); the client collapses them. */
  ssr?: 'full';
  /**
   * Responsive mode: rows the items may wrap into before the rest collapses the others (1 by
   * default). The rest ends the last row.
   */
  maxRows?: number;
  /**
   * `start`: the hidden items are the leading ones (a breadcrumb trail); the rest comes before the
   * visible items and `renderRest` gets the hidden ones in data order. `end` by default.
   */
  collapseFrom?: 'end' | 'start';
  /**
   * Responsive mode: the items with the highest priority show first, the lowest hide first; equal
   * priorities keep the list's order. `Infinity` pins an item: it always shows. Shown items keep
   * their data order, and `onVisibleChange` then gets the number shown minus one.
   */
  itemPriority?: (item: ItemType, index: number) => number;
  /** Responsive mode: at least this many items show (in priority order), even when they do not fit. */
  minVisible?: number;
  /**
   * `vertical`: the items stack top to bottom (class `${prefixCls}-vertical`) and, in responsive
   * mode, the list's own height is the room they have; `maxRows` is ignored. `horizontal` by default.
   */
  orientation?: 'horizontal' | 'vertical';
}

const warned = new Set<string>();
/** Bad input gets a working list, and in development one warning saying what was used instead. */
function warnOnce(message: string) {
  if (warned.has(message)) return;
  warned.add(message);
  console.error(`Warning: [rc-overflow] ${message}`);
}

/** In development, one warning for each bad `maxRows`, `collapseFrom`, `minVisible` or `orientation`. */
function warnBadProps(
  maxRows: unknown,
  collapseFrom: unknown,
  minVisible: unknown,
  orientation: unknown,
) {
  if (orientation !== undefined && orientation !== 'horizontal' && orientation !== 'vertical')
    warnOnce(
      `\`orientation\` must be 'horizontal' or 'vertical', got ${String(orientation)}; using 'horizontal'.`,
    );
  if (orientation === 'vertical' && maxRows !== undefined)
    warnOnce('`maxRows` has no meaning in a vertical list (its items never wrap); ignoring it.');
  else if (maxRows !== undefined && !(typeof maxRows === 'number' && maxRows >= 1))
    warnOnce(`\`maxRows\` must be a number of at least 1, got ${String(maxRows)}; using 1.`);
  if (collapseFrom !== undefined && collapseFrom !== 'end' && collapseFrom !== 'start')
    warnOnce(
      `\`collapseFrom\` must be 'end' or 'start', got ${String(collapseFrom)}; using 'end'.`,
    );
  if (minVisible !== undefined && !(typeof minVisible === 'number' && minVisible >= 0))
    warnOnce(`\`minVisible\` must be a number of at least 0, got ${String(minVisible)}; using 0.`);
}

/** The items' keep order by `itemPriority`; a priority that is not a number counts as 0. */
function rankItems<ItemType>(
  data: ItemType[],
  itemPriority: (item: ItemType, index: number) => number,
  fromStart: boolean,
): KeepOrder {
  const priorities = data.map((item, index) => {
    const priority = itemPriority(item, index);
    if (typeof priority === 'number' && !Number.isNaN(priority)) return priority;
    if (process.env.NODE_ENV !== 'production')
      warnOnce(`\`itemPriority\` must return a number, got ${String(priority)}; using 0.`);
    return 0;
  });
  return keepOrder(priorities, fromStart);
}

/** The key of an item: from `itemKey` (a property name or a function), else its index. */
function keyOf<ItemType>(
  item: ItemType,
  index: number,
  itemKey: OverflowProps<ItemType>['itemKey'],
): React.Key {
  if (typeof itemKey === 'function') return itemKey(item);
  if (!itemKey || item === null || item === undefined) return index;
  return (item as Record<string, React.Key>)[itemKey as string] ?? index;
}

function Overflow<ItemType>(props: OverflowProps<ItemType>, ref: React.Ref<HTMLElement>) {
  const {
    prefixCls = 'rc-overflow',
    data = [],
    renderItem,
    renderRawItem,
    itemKey,
    itemWidth = 10,
    ssr,
    className,
    style: listStyle,
    maxCount,
    renderRest,
    renderRawRest,
    prefix,
    suffix,
    component,
    itemComponent,
    onVisibleChange,
    maxRows,
    collapseFrom,
    itemPriority,
    minVisible,
    orientation,
    ...rest
  } = props;
  const total = data.length;
  const itemCls = `${prefixCls}-item`;
  const invalidate = maxCount === INVALIDATE;
  const responsive = maxCount === RESPONSIVE && total > 0;
  if (process.env.NODE_ENV !== 'production')
    warnBadProps(maxRows, collapseFrom, minVisible, orientation);
  const vertical = orientation === 'vertical';
  const rows =
    !vertical && typeof maxRows === 'number' && maxRows >= 1
      ? Math.min(Math.floor(maxRows), Number.MAX_SAFE_INTEGER)
      : 1;
  const fromStart = collapseFrom === 'start';
  // Items are kept in slots: the first slots show, the last hide first. By default slot i holds
  // item i (the item total-1-i from the start); by `itemPriority`, the order `keepOrder` gives.
  const ranked =
    responsive && typeof itemPriority === 'function'
      ? rankItems(data, itemPriority, fromStart)
      : undefined;
  let slotOf = (index: number) => (fromStart ? total - 1 - index : index);
  if (ranked) {
    const slots: number[] = [];
    ranked.order.forEach((index, slot) => {
      slots[index] = slot;
    });
    slotOf = (index) => slots[index];
  }
  const atLeast = typeof minVisible === 'number' && minVisible >= 0 ? Math.floor(minVisible) : 0;
  // The `omitted` hidden items, in data order: the last ones, or the first ones from the start,
  // or those in the last slots.
  const omittedItems = (omitted: number) => {
    if (ranked) return data.filter((_, index) => slotOf(index) >= total - omitted);
    return fromStart ? data.slice(0, omitted) : data.slice(total - omitted);
  };
  // The rest's content for `omitted` hidden items; only a rest function gets (a copy of) them.
  const restContent = (omitted: number): React.ReactNode => {
    if (renderRawRest) return renderRawRest(omittedItems(omitted));
    if (typeof renderRest === 'function') return renderRest(omittedItems(omitted));
    return renderRest || `+ ${omitted} ...`;
  };

  const listClassName = classNames(
    !invalidate && prefixCls,
    !invalidate && vertical && `${prefixCls}-vertical`,
    className,
  );
  const measure = useListMeasure({
    enabled: responsive,
    className: listClassName,
    style: listStyle,
    total,
    itemWidth,
    renderAll: ssr === 'full',
    rawItems: Boolean(renderRawItem),
    restContent,
    rawRest: Boolean(renderRawRest),
    maxRows: rows,
    vertical,
    fromStart,
    order: ranked && ranked.order,
    minVisible: Math.max(atLeast, ranked ? ranked.pinned : 0),
    onVisibleChange,
  });

  // How many items render (the first ones, or the last ones from the start), how many of them
  // show, and how many the rest stands for.
  let rendered = total;
  let visible = total;
  let restOmitted = 0;
  const { count } = measure;
  if (responsive) {
    rendered = measure.rendered;
    visible = count === null ? rendered : count;
    restOmitted = measure.restOmitted;
  } else if (typeof maxCount === 'number') {
    rendered = visible = Math.min(total, Math.max(0, maxCount));
    restOmitted = total - rendered;
  }
  const measured = responsive && count !== null;
  const restShown = responsive ? measured && visible < total : restOmitted > 0;

  /** What the list tells one of its parts; `className` is the part's own class. */
  const partOf = (
    className: string | undefined,
    order: number | undefined,
    hide: boolean,
  ): ItemContextValue => ({
    prefixCls: itemCls,
    invalidate,
    component: itemComponent,
    measured,
    className,
    order,
    hide,
  });
  /**
   * A part's element: ours, or the caller's own (`renderRawItem`, `renderRawRest`), whose
   * `Overflow.Item` reads the part from the context.
   */
  const partNode = (
    part: ItemContextValue,
    register: ElementRef,
    children: React.ReactNode,
    raw: boolean,
    key?: React.Key,
  ) =>
    raw ? (
      <OverflowContext.Provider key={key} value={{ ...part, register }}>
        {children}
      </OverflowContext.Provider>
    ) : (
      itemElement(part, { children }, register, key)
    );

  const items: React.ReactNode[] = [];
  // The rendered items are those in the first slots: a run of the list by default, any of them
  // by priority. The first and last shown place the rest and the suffix.
  let firstShown = total;
  let lastShown = -1;
  const first = !ranked && fromStart ? total - rendered : 0;
  const last = ranked ? total : first + rendered;
  for (let index = first; index < last; index += 1) {
    const slot = slotOf(index);
    if (slot >= rendered) continue;
    if (slot < visible) {
      firstShown = Math.min(firstShown, index);
      lastShown = index;
    }
    const item = data[index];
    let content = item as React.ReactNode;
    if (renderRawItem) content = renderRawItem(item, index);
    else if (renderItem) content = renderItem(item, { index });
    items.push(
      partNode(
        partOf(undefined, responsive ? index : undefined, slot >= visible),
        measure.refs.item(slot),
        content,
        Boolean(renderRawItem),
        keyOf(item, index, itemKey),
      ),
    );
  }

  // 1.5.0's flex `order` (see `partStyle`), on the items and the rest in responsive mode, on the
  // prefix and suffix whenever `maxCount` is responsive. The suffix and a shown rest follow the
  // last visible item (the rest precedes the first one from the start); before measuring, as in
  // 1.5.0, the suffix sits after the first item, or after every item with `ssr="full"`.
  const ends = maxCount === RESPONSIVE;
  let suffixOrder = 0;
  if (measured) suffixOrder = fromStart ? total : lastShown;
  else if (responsive && ssr === 'full') suffixOrder = LAST_ORDER;
  let restOrder: number | undefined;
  if (responsive) restOrder = !restShown ? LAST_ORDER : fromStart ? firstShown : lastShown;

  // The rest's content is made on every render, shown or not, as 1.5.0 makes it: a consumer's
  // `renderRest` / `renderRawRest` is called with the same items. Responsive mode always renders
  // the rest (hidden when unused) so that its width is known.
  const restPart = partOf(`${itemCls}-rest`, restOrder, !restShown);
  const restChildren = responsive ? measure.rest : restContent(restOmitted);
  const restNode =
    (responsive || restShown) &&
    partNode(restPart, measure.refs.rest, restChildren, Boolean(renderRawRest));

  const prefixPart = partOf(`${itemCls}-prefix`, ends ? -1 : undefined, false);
  const suffixPart = partOf(`${itemCls}-suffix`, ends ? suffixOrder : undefined, false);

  const Component = (component || 'div') as React.ElementType;
  // Once measured, the list says so: our stylesheet keeps a list that has not measured in one
  // clipped row (server HTML with `ssr="full"`), and a measured one unclipped.
  return (
    <Component
      className={listClassName}
      style={measured && rows > 1 ? { flexWrap: 'wrap', ...listStyle } : listStyle}
      ref={useComposedRef(ref, measure.refs.container)}
      data-measured={measured ? '' : undefined}
      {...rest}
    >
      {prefix ? itemElement(prefixPart, { children: prefix }, measure.refs.prefix) : null}
      {fromStart && restNode}
      {items}
      {!fromStart && restNode}
      {suffix ? itemElement(suffixPart, { children: suffix }, measure.refs.suffix) : null}
    </Component>
  );
}

type OverflowComponent = (<ItemType = unknown>(
  props: OverflowProps<ItemType> & React.RefAttributes<HTMLElement>,
) => React.ReactElement | null) & {
  Item: typeof RawItem;
  RESPONSIVE: typeof RESPONSIVE;
  INVALIDATE: typeof INVALIDATE;
  displayName?: string;
};

const ForwardOverflow = React.forwardRef(Overflow) as unknown as OverflowComponent;
ForwardOverflow.Item = RawItem;
ForwardOverflow.RESPONSIVE = RESPONSIVE;
ForwardOverflow.INVALIDATE = INVALIDATE;
if (process.env.NODE_ENV !== 'production') ForwardOverflow.displayName = 'Overflow';

export default ForwardOverflow;
