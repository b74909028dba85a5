// The element of a list's part (item, rest, prefix, suffix) with 1.5.0's class and style.
import * as React from 'react';
import classNames from './classNames';
import type { ComponentType, ItemContextValue } from './context';

export interface ItemProps extends React.HTMLAttributes<HTMLElement> {
  component?: ComponentType;
}

/**
 * The inline style rc-overflow 1.5.0 writes on a list's part, which consumers' DOM snapshots hold:
 * `opacity: 1` when shown, with its flex `order` in responsive mode; collapsed, transparent and out
 * of flow when hidden.
 */
function partStyle(order: number | undefined, hidden: boolean | undefined): React.CSSProperties {
  if (!hidden) return { opacity: 1, order };
  return {
    opacity: 0,
    height: 0,
    overflowY: 'hidden',
    order,
    pointerEvents: 'none',
    position: 'absolute',
  };
}

/**
 * The element of one part as the list instructs (`list`). A plain function, not a component: the
 * list renders its own items, rest, prefix and suffix with it directly, with no component per item
 * in between.
 */
export function itemElement(
  list: ItemContextValue,
  props: ItemProps,
  ref: React.Ref<HTMLElement> | undefined = list.ref,
): React.ReactElement {
  const { prefixCls, invalidate, hidden } = list;
  const { component, className, style, ...rest } = props;
  const Component = (component || list.component || 'div') as React.ElementType;
  // The caller's style comes after the list's, as in 1.5.0. Once the list has measured, a hidden
  // part is also `visibility: hidden`, whatever the caller's style says, so it cannot be focused
  // or clicked (1.5.0's can); a part is hidden before that only as the unused rest, which holds
  // no focusable content of ours.
  let merged: React.CSSProperties | undefined = style;
  if (!invalidate) {
    merged = { ...partStyle(list.order, hidden), ...style };
    if (hidden && list.measured) merged.visibility = 'hidden';
  }
  // In 1.5.0's order (server HTML keeps it): class, style, aria-hidden, then the caller's props,
  // whose own aria-hidden wins.
  return (
    <Component
      key={list.key}
      className={classNames(!invalidate && prefixCls, list.className, className)}
      style={merged}
      aria-hidden={hidden || undefined}
      {...rest}
      ref={ref}
    />
  );
}
