import * as React from 'react';
import classNames from './classNames';
import type { ComponentType, ItemContextValue } from './context';

export interface ItemProps extends React.HTMLAttributes<HTMLElement> {
  component?: ComponentType;
}

// Out of flow so it takes no space; `visibility` also makes it unclickable, unfocusable and unannounced.
export const HIDDEN_STYLE: React.CSSProperties = { position: 'absolute', visibility: 'hidden' };

/**
 * The element of one item as the list instructs (`list`, empty outside a list: no class, no hiding,
 * no measuring). A plain function, not a component: the list renders its own items, rest, prefix
 * and suffix with it directly, with no component per item in between.
 */
export function itemElement(
  list: Partial<ItemContextValue>,
  { component, className, style, ...rest }: ItemProps,
  ref: React.Ref<HTMLElement> | undefined,
  key?: React.Key,
): React.ReactElement {
  const { prefixCls, invalidate, hide } = list;
  const Component = (component || list.component || 'div') as React.ElementType;
  return (
    <Component
      key={key}
      // Before the caller's props, so an explicit aria-hidden stays (a hidden item is
      // `visibility: hidden`, which already keeps it from assistive technology).
      aria-hidden={hide || undefined}
      {...rest}
      className={classNames(!invalidate && prefixCls, list.className, className)}
      // The list's hiding wins over a caller's style: a hidden item must never show.
      style={hide ? (style ? { ...style, ...HIDDEN_STYLE } : HIDDEN_STYLE) : style}
      ref={ref}
    />
  );
}
