// The list: renders the parts `useOverflow` plans, with 1.5.0's elements, classes and styles.
import * as React from 'react';
import type { ReactElement, ReactNode } from 'react';
import { itemElement } from './Item';
import classNames from './classNames';
import RawItem from './RawItem';
import { OverflowContext } from './context';
import type { ComponentType, ItemContextValue } from './context';
import { INVALIDATE, RESPONSIVE } from './core/plan';
import type { Part } from './core/plan';
import { useList } from './useOverflow';
import type { Internal, UseOverflowOptions } from './useOverflow';
import useComposedRef from './hooks/useComposedRef';

export { INVALIDATE, RESPONSIVE };

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

/**
 * How a node lays out, cheaply: its tags, classes and the length of each text (see
 * `Rendered.shape`).
 */
function shapeOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(String(node).length);
  if (Array.isArray(node)) return `[${node.map(shapeOf)}]`;
  const element = node as ReactElement<{ className?: string; children?: ReactNode }> | null;
  // Nothing, a boolean, or a node that is not an element (a portal): no shape of its own.
  if (!element || !element.props) return '';
  const { className, children } = element.props;
  // Component types are not compared: a rest renderer rarely switches components by count.
  return `<${typeof element.type === 'string' ? element.type : ''}.${className}>${shapeOf(children)}`;
}

function Overflow<ItemType>(props: OverflowProps<ItemType>, ref: React.Ref<HTMLElement>) {
  // The hook's options are read from `props` by the hook; here they only leave the attributes.
  /* eslint-disable @typescript-eslint/no-unused-vars */
  const {
    prefixCls = 'rc-overflow',
    data,
    renderItem,
    renderRawItem,
    itemKey,
    itemWidth,
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
    maxRows,
    collapseFrom,
    itemPriority,
    minVisible,
    orientation,
    ...rest
  } = props;
  /* eslint-enable @typescript-eslint/no-unused-vars */
  const itemCls = `${prefixCls}-item`;
  const invalidate = maxCount === INVALIDATE;
  const listClassName = classNames(
    !invalidate && prefixCls,
    !invalidate && orientation === 'vertical' && `${prefixCls}-vertical`,
    className,
  );
  // The rest's content for these hidden items; only a rest function gets (a copy of) them. Made
  // once a render for each count (a measurer asking again gets the same node).
  let made: [number, ReactNode] | undefined;
  const restContent = (hidden: ItemType[]): ReactNode => {
    if (!made || made[0] !== hidden.length)
      made = [
        hidden.length,
        renderRawRest
          ? renderRawRest(hidden)
          : typeof renderRest === 'function'
            ? renderRest(hidden)
            : renderRest || `+ ${hidden.length} ...`,
      ];
    return made[1];
  };
  const internal: Internal = {
    look: [listClassName, style],
    raw: !!renderRawItem,
    shape: (hidden) => (renderRawRest ? '' : shapeOf(restContent(hidden))),
  };
  const p = useList({ ...(props as UseOverflowOptions<ItemType>), ...internal });
  const { measured } = p;
  const rows = measured && p.m.maxRows > 1;

  /**
   * A part's element: ours, or the caller's own (`renderRawItem`, `renderRawRest`), whose
   * `Overflow.Item` reads the part from the context.
   */
  const node = (part: Part, children: ReactNode, raw?: unknown, partCls?: string) => {
    const value: ItemContextValue = {
      prefixCls: itemCls,
      invalidate,
      component: itemComponent,
      measured,
      className: partCls,
      ...(part as Omit<Part, 'key'> & { key?: React.Key }),
    };
    return raw ? (
      <OverflowContext.Provider key={value.key} value={value}>
        {children}
      </OverflowContext.Provider>
    ) : (
      itemElement(value, { children })
    );
  };

  // The rest's content is made on every render, shown or not, as 1.5.0 makes it: a consumer's
  // `renderRest` / `renderRawRest` is called with the same items. Responsive mode always renders
  // the rest (hidden when unused) so that its width is known.
  const restChildren = restContent(p.hiddenItems);
  const restNode =
    (p.m.on || !p.rest.hidden) && node(p.rest, restChildren, renderRawRest, `${itemCls}-rest`);
  const { fromStart } = p.m;
  const Component = (component || 'div') as React.ElementType;
  // Once measured, the list says so: our stylesheet keeps a list that has not measured in one
  // clipped row (server HTML with `ssr="full"`), and a measured one unclipped.
  return (
    <Component
      className={listClassName}
      style={rows ? { flexWrap: 'wrap', ...style } : style}
      ref={useComposedRef(ref, p.containerRef)}
      data-measured={measured ? '' : undefined}
      {...rest}
    >
      {prefix ? node(p.prefix, prefix, 0, `${itemCls}-prefix`) : null}
      {fromStart && restNode}
      {p.items.map((part) =>
        node(
          part,
          renderRawItem
            ? renderRawItem(part.item as ItemType, part.index as number)
            : renderItem
              ? renderItem(part.item as ItemType, { index: part.index as number })
              : (part.item as ReactNode),
          renderRawItem,
        ),
      )}
      {!fromStart && restNode}
      {suffix ? node(p.suffix, suffix, 0, `${itemCls}-suffix`) : null}
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
