// `Overflow.Item`, for the elements callers render themselves.
import * as React from 'react';
import { itemElement } from './Item';
import type { ItemProps } from './Item';
import { OverflowContext } from './context';
import useComposedRef from './hooks/useComposedRef';

export type OverflowItemProps = ItemProps;

/**
 * `Overflow.Item`: inside `renderRawItem` / `renderRawRest` it becomes the measured list item;
 * anywhere else it is a plain element.
 */
const RawItem = React.forwardRef<HTMLElement, OverflowItemProps>(function OverflowItem(props, ref) {
  const ctx = React.useContext(OverflowContext);
  // The caller's ref joins the list's.
  const composedRef = useComposedRef(ref, ctx ? ctx.ref : undefined);
  if (!ctx) {
    // Outside a list: the caller's props as given.
    const { component, ...rest } = props;
    const Plain = (component || 'div') as React.ElementType;
    return <Plain {...rest} ref={ref} />;
  }
  return (
    // Children get no context, so a nested Overflow.Item stays a plain element.
    <OverflowContext.Provider value={null}>
      {itemElement(ctx, props, composedRef)}
    </OverflowContext.Provider>
  );
});

export default RawItem;
