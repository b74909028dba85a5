import * as React from 'react';
import classNames from './classNames';
import type { ComponentType, ItemContextValue } from './context';
import useComposedRef from './hooks/useComposedRef';

export interface ItemProps extends React.HTMLAttributes<HTMLElement> {
  /** The list's instructions; absent for a plain element outside a list. */
  ctx?: ItemContextValue | null;
  component?: ComponentType;
}

// Out of flow so it takes no space; `visibility` also makes it unclickable, unfocusable and unannounced.
const HIDDEN_STYLE: React.CSSProperties = { position: 'absolute', visibility: 'hidden' };

const Item = React.forwardRef<HTMLElement, ItemProps>(function Item(
  { ctx, component, className, style, hidden, ...rest },
  ref,
) {
  // Outside a list an item gets no class, no hiding and no measuring.
  const list: Partial<ItemContextValue> = ctx || {};
  const { prefixCls, invalidate, hide, pending, register } = list;
  const Component = (component || list.component || 'div') as React.ElementType;
  return (
    <Component
      // Before the caller's props, so an explicit aria-hidden stays (a hidden item is
      // `visibility: hidden`, which already keeps it from assistive technology).
      aria-hidden={hide || undefined}
      {...rest}
      // Out of layout until the list shows it (see `pending`, never set on a caller's own element).
      hidden={pending || hidden}
      className={classNames(!invalidate && prefixCls, list.className, className)}
      // The list's hiding wins over a caller's style: a hidden item must never show.
      style={hide ? { ...style, ...HIDDEN_STYLE } : style}
      ref={useComposedRef(ref, register)}
    />
  );
});

export default Item;
