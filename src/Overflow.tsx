import * as React from 'react';
import { LAST_ORDER, partStyle } from './Item';
import classNames from './classNames';
import RawItem from './RawItem';
import { OverflowContext } from './context';
import type { ComponentType, ItemContextValue } from './context';
import useListMeasure from './hooks/useListMeasure';
import useComposedRef from './hooks/useComposedRef';
import useKeptElements from './hooks/useKeptElements';
import { shapeOf } from './hooks/restWidths';

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
}

/** Once measured, a list of several rows wraps, whatever the stylesheet says. */
const ROWS_STYLE: React.CSSProperties = { flexWrap: 'wrap' };

const warned = new Set<string>();
/** Bad input gets a working list, and in development one warning saying what was used instead. */
function warnOnce(message: string) {
  if (warned.has(message)) return;
  warned.add(message);
  console.error(`Warning: [rc-overflow] ${message}`);
}

function rowsFrom(maxRows: unknown): number {
  if (maxRows === undefined) return 1;
  if (typeof maxRows === 'number' && maxRows >= 1) {
    return Math.min(Math.floor(maxRows), Number.MAX_SAFE_INTEGER);
  }
  if (process.env.NODE_ENV !== 'production')
    warnOnce(`\`maxRows\` must be a number of at least 1, got ${String(maxRows)}; using 1.`);
  return 1;
}

function fromStartOf(collapseFrom: unknown): boolean {
  if (collapseFrom === undefined || collapseFrom === 'end') return false;
  if (collapseFrom === 'start') return true;
  if (process.env.NODE_ENV !== 'production')
    warnOnce(
      `\`collapseFrom\` must be 'end' or 'start', got ${String(collapseFrom)}; using 'end'.`,
    );
  return false;
}

/**
 * What `itemElement` makes of a list item, the rest, the prefix or the suffix with only children,
 * written out: the list makes one per item on every render. Attributes in 1.5.0's order.
 */
function plainItem(
  Tag: React.ElementType,
  key: React.Key | undefined,
  className: string,
  ref: React.Ref<HTMLElement>,
  style: React.CSSProperties | undefined,
  hide: boolean,
  children: React.ReactNode,
): React.ReactElement {
  return hide ? (
    <Tag key={key} className={className} style={style} aria-hidden ref={ref}>
      {children}
    </Tag>
  ) : (
    <Tag key={key} className={className} style={style} ref={ref}>
      {children}
    </Tag>
  );
}

interface RawListItemProps extends ItemContextValue {
  data: unknown[];
  item: unknown;
  index: number;
  renderRawItem: NonNullable<OverflowProps<unknown>['renderRawItem']>;
}

/**
 * One item from `renderRawItem`, with the context its `Overflow.Item` reads. Memoized: when only
 * the layout changes (a resize), just the items whose `hide` flips render again. `data` is
 * compared too, so a new data array renders every item.
 */
const RawListItem = React.memo(function RawListItem({
  // `data` stays in `ctx`, unread: it is here for the memo's comparison.
  item,
  index,
  renderRawItem,
  ...ctx
}: RawListItemProps) {
  return (
    <OverflowContext.Provider value={ctx}>{renderRawItem(item, index)}</OverflowContext.Provider>
  );
});

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
    ...rest
  } = props;
  const total = data.length;
  const itemCls = `${prefixCls}-item`;
  const invalidate = maxCount === INVALIDATE;
  const responsive = maxCount === RESPONSIVE && total > 0;
  const rows = rowsFrom(maxRows);
  const fromStart = fromStartOf(collapseFrom);
  // The `omitted` hidden items, in data order: the last ones, or the first ones from the start.
  const omittedItems = (omitted: number) =>
    fromStart ? data.slice(0, omitted) : data.slice(total - omitted);

  // The rest's content for `omitted` hidden items; only a rest function gets (a copy of) them.
  // The measurer reads its shape and the list renders it: made once a render for the same count.
  let lastRest: { omitted: number; node: React.ReactNode } | undefined;
  const restContent = (omitted: number) => {
    if (!lastRest || lastRest.omitted !== omitted) {
      const node =
        typeof renderRest === 'function'
          ? renderRest(omittedItems(omitted))
          : renderRest || `+ ${omitted} ...`;
      lastRest = { omitted, node };
    }
    return lastRest.node;
  };

  const listClassName = classNames(!invalidate && prefixCls, className);
  const measure = useListMeasure({
    enabled: responsive,
    className: listClassName,
    style: listStyle,
    total,
    itemWidth,
    renderAll: ssr === 'full',
    rawItems: Boolean(renderRawItem),
    // A raw rest is measured, not predicted; the default "+ N ..." grows with N's digits.
    restShape: (omitted) => (renderRawRest ? '' : shapeOf(restContent(omitted))),
    maxRows: rows,
    fromStart,
    onVisibleChange,
    data,
    component,
    itemComponent,
    hasPrefix: Boolean(prefix),
    hasSuffix: Boolean(suffix),
  });

  let rendered = total;
  let visible = total;
  let restOmitted = 0;
  let restShown = false;
  if (responsive) {
    rendered = measure.rendered;
    visible = measure.count === null ? rendered : measure.count;
    restOmitted = measure.restOmitted;
    restShown = measure.count !== null && measure.count < total;
  } else if (typeof maxCount === 'number') {
    rendered = visible = Math.min(total, Math.max(0, maxCount));
    restOmitted = total - rendered;
    restShown = restOmitted > 0;
  }

  // 1.5.0's inline styles (see `partStyle`): flex `order` on the items and the rest in responsive
  // mode, on the prefix and suffix whenever `maxCount` is responsive. The suffix and a shown rest
  // follow the last visible item; before measuring, as in 1.5.0, the suffix sits after the first
  // item, or after every item with `ssr="full"`.
  const measured = responsive && measure.count !== null;
  const count = measure.count;
  let lastOrder = 0;
  if (responsive && count === null && ssr === 'full') lastOrder = LAST_ORDER;
  else if (measured && count !== null) lastOrder = fromStart ? total : count - 1;
  const restOrder = !responsive
    ? undefined
    : restShown && count !== null
      ? fromStart
        ? total - count
        : count - 1
      : LAST_ORDER;
  const style = (order: number | undefined, hide: boolean) =>
    invalidate ? undefined : partStyle(order, hide, measured);
  const shared = { prefixCls: itemCls, invalidate, component: itemComponent, measured };

  // The rendered items: the first `rendered`, or the last ones when collapsing from the start.
  // `order` counts them in the order they are kept (from the last one back, from the start).
  const first = fromStart ? total - rendered : 0;
  const ItemTag = (itemComponent || 'div') as React.ElementType;
  const itemClass = invalidate ? '' : itemCls;
  // The rest's, prefix's and suffix's class: the item class too, except in `invalidate` mode.
  const partClass = (part: string) =>
    invalidate ? `${itemCls}-${part}` : `${itemCls} ${itemCls}-${part}`;
  const items: React.ReactNode[] = [];
  // On a caller's render, the hidden items past those the layout was decided by keep the last
  // render's element when their item did not change: see `useKeptElements`.
  const kept = useKeptElements();
  const keeping = responsive && !renderRawItem;
  kept.forgetFrom(keeping ? rendered : 0);
  const reuseFrom = keeping ? measure.reuseFrom : Infinity;
  for (let index = first; index < first + rendered; index += 1) {
    const item = data[index];
    const order = fromStart ? total - 1 - index : index;
    const key =
      typeof itemKey === 'function'
        ? itemKey(item)
        : ((itemKey && (Object(item) as Record<string, React.Key>)[itemKey as string]) ?? index);
    const flexOrder = responsive ? index : undefined;
    const hide = order >= visible;
    const register = measure.refs.itemRef(order);
    if (renderRawItem) {
      items.push(
        <RawListItem
          key={key}
          {...shared}
          data={data}
          item={item}
          index={index}
          hide={hide}
          order={flexOrder}
          register={register}
          renderRawItem={renderRawItem as RawListItemProps['renderRawItem']}
        />,
      );
      continue;
    }
    const element =
      (order >= reuseFrom && kept.reuse(order, item, index, key, ItemTag, itemClass)) ||
      plainItem(
        ItemTag,
        key,
        itemClass,
        register,
        style(flexOrder, hide),
        hide,
        renderItem ? renderItem(item, { index }) : (item as React.ReactNode),
      );
    if (keeping) kept.keep(order, item, index, element);
    items.push(element);
  }

  // The rest's content is made on every render, shown or not, as 1.5.0 makes it: a consumer's
  // `renderRest` / `renderRawRest` is called with the same items.
  const restCtx: ItemContextValue = {
    ...shared,
    className: `${itemCls}-rest`,
    hide: !restShown,
    order: restOrder,
    register: measure.refs.restRef,
  };
  const restChildren = renderRawRest
    ? renderRawRest(omittedItems(restOmitted))
    : restContent(restOmitted);
  let restNode: React.ReactElement | null = null;
  // Responsive mode always renders the rest (hidden when unused) so its width is known.
  if (responsive || restShown) {
    restNode = renderRawRest ? (
      <OverflowContext.Provider key="rest" value={restCtx}>
        {restChildren}
      </OverflowContext.Provider>
    ) : (
      plainItem(
        ItemTag,
        'rest',
        partClass('rest'),
        measure.refs.restRef,
        style(restOrder, !restShown),
        !restShown,
        restChildren,
      )
    );
  }

  // The list's parts in order, each keyed and none null: React matches them one by one then, where
  // a null before the items would make it look each one up in a map on every render.
  const parts: React.ReactElement[] = [];
  const ends = maxCount === RESPONSIVE;
  if (prefix) {
    const prefixStyle = style(ends ? -1 : undefined, false);
    parts.push(
      plainItem(
        ItemTag,
        'prefix',
        partClass('prefix'),
        measure.refs.prefixRef,
        prefixStyle,
        false,
        prefix,
      ),
    );
  }
  if (fromStart && restNode) parts.push(restNode);
  parts.push(<React.Fragment key="items">{items}</React.Fragment>);
  if (!fromStart && restNode) parts.push(restNode);
  if (suffix) {
    const suffixStyle = style(ends ? lastOrder : undefined, false);
    parts.push(
      plainItem(
        ItemTag,
        'suffix',
        partClass('suffix'),
        measure.refs.suffixRef,
        suffixStyle,
        false,
        suffix,
      ),
    );
  }

  const Component = (component || 'div') as React.ElementType;
  // Once measured, the list says so: our stylesheet keeps a list that has not measured in one
  // clipped row (server HTML with `ssr="full"`), and a measured one unclipped.
  return (
    <Component
      className={listClassName}
      style={measured && rows > 1 ? { ...ROWS_STYLE, ...listStyle } : listStyle}
      ref={useComposedRef(ref, measure.refs.containerRef)}
      data-measured={measured ? '' : undefined}
      {...rest}
    >
      {parts}
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
