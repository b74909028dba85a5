import * as React from 'react';
import Item from './Item';
import classNames from './classNames';
import RawItem from './RawItem';
import { OverflowContext } from './context';
import type { ComponentType, ItemContextValue } from './context';
import useListMeasure from './hooks/useListMeasure';
import useComposedRef from './hooks/useComposedRef';
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
  /** `full`: the server renders every item (clipped to one row); the client collapses them. */
  ssr?: 'full';
}

/**
 * Before the first measurement (server HTML, the first client pass): one clipped row, so the page
 * does not jump. Inline, because lists styled by others (antd's) do not load our stylesheet.
 */
const MEASURING_STYLE: React.CSSProperties = { flexWrap: 'nowrap', overflow: 'hidden' };

interface SlotProps extends ItemContextValue {
  data: unknown[];
  item: unknown;
  index: number;
  renderItem?: OverflowProps<unknown>['renderItem'];
  renderRawItem?: OverflowProps<unknown>['renderRawItem'];
}

/**
 * One item of the list. Memoized: when only the layout changes (a resize), just the items whose
 * `hide` flips render again. `data` is compared too, so a new data array renders every item.
 */
const Slot = React.memo(function Slot({
  // `data` stays in `ctx`, unread: it is here for the memo's comparison.
  item,
  index,
  renderItem,
  renderRawItem,
  ...ctx
}: SlotProps) {
  return renderRawItem ? (
    <OverflowContext.Provider value={ctx}>{renderRawItem(item, index)}</OverflowContext.Provider>
  ) : (
    <Item ctx={ctx}>{renderItem ? renderItem(item, { index }) : (item as React.ReactNode)}</Item>
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
    style,
    maxCount,
    renderRest,
    renderRawRest,
    prefix,
    suffix,
    component,
    itemComponent,
    onVisibleChange,
    ...rest
  } = props;
  const total = data.length;
  const itemCls = `${prefixCls}-item`;
  const invalidate = maxCount === INVALIDATE;
  const responsive = maxCount === RESPONSIVE && total > 0;

  // The rest's content for `omitted` hidden items; only a rest function gets (a copy of) them.
  const restContent = (omitted: number) =>
    typeof renderRest === 'function'
      ? renderRest(data.slice(total - omitted))
      : renderRest || `+ ${omitted} ...`;

  const measure = useListMeasure({
    enabled: responsive,
    total,
    itemWidth,
    renderAll: ssr === 'full',
    rawItems: Boolean(renderRawItem),
    // A raw rest is measured, not predicted; the default "+ N ..." grows with N's digits.
    restShape: (omitted) => (renderRawRest ? '' : shapeOf(restContent(omitted))),
    onVisibleChange,
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

  const shared = { prefixCls: itemCls, invalidate, component: itemComponent };

  const items = data
    .slice(0, rendered)
    .map((item, index) => (
      <Slot
        key={
          typeof itemKey === 'function'
            ? itemKey(item)
            : ((Object(item) as Record<string, React.Key>)[itemKey as string] ?? index)
        }
        {...shared}
        data={data}
        item={item}
        index={index}
        hide={index >= visible}
        pending={measure.pending}
        register={measure.itemRef(index)}
        renderItem={renderItem as SlotProps['renderItem']}
        renderRawItem={renderRawItem as SlotProps['renderRawItem']}
      />
    ));

  let restNode: React.ReactNode = null;
  // Responsive mode always renders the rest (hidden when unused) so its width is known.
  if (responsive || restShown) {
    const ctx: ItemContextValue = {
      ...shared,
      className: `${itemCls}-rest`,
      hide: !restShown,
      register: measure.restRef,
    };
    restNode = renderRawRest ? (
      <OverflowContext.Provider value={ctx}>
        {renderRawRest(data.slice(total - restOmitted))}
      </OverflowContext.Provider>
    ) : (
      <Item ctx={ctx}>{restContent(restOmitted)}</Item>
    );
  }

  const measuring = responsive && measure.count === null;
  const Component = (component || 'div') as React.ElementType;
  return (
    <Component
      {...rest}
      className={classNames(!invalidate && prefixCls, className)}
      style={measuring ? { ...MEASURING_STYLE, ...style } : style}
      ref={useComposedRef(ref, measure.containerRef)}
    >
      {prefix ? (
        <Item ctx={{ ...shared, register: measure.prefixRef }} className={`${itemCls}-prefix`}>
          {prefix}
        </Item>
      ) : null}
      {items}
      {restNode}
      {suffix ? (
        <Item ctx={{ ...shared, register: measure.suffixRef }} className={`${itemCls}-suffix`}>
          {suffix}
        </Item>
      ) : null}
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
