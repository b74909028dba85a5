import * as React from 'react';
import Item from './Item';
import { OverflowContext } from './context';
import type { ComponentType } from './context';

export interface OverflowItemProps extends React.HTMLAttributes<HTMLElement> {
  component?: ComponentType;
}

/**
 * `Overflow.Item`: inside `renderRawItem` / `renderRawRest` it becomes the measured list item;
 * anywhere else it is a plain element.
 */
const RawItem = React.forwardRef<HTMLElement, OverflowItemProps>(function OverflowItem(props, ref) {
  const ctx = React.useContext(OverflowContext);
  return (
    // Children get no context, so a nested Overflow.Item stays a plain element.
    <OverflowContext.Provider value={null}>
      <Item {...props} ctx={ctx} ref={ref} />
    </OverflowContext.Provider>
  );
});

export default RawItem;
