// The context through which the list tells an `Overflow.Item` how to render itself.
import * as React from 'react';

/**
 * A tag name or a component taking any props. Tag names are plain strings because the JSX
 * namespace moved between React 16, 18 and 19 typings.
 */
export type ComponentType = string | React.JSXElementConstructor<never>;

/** What the list tells one item (measured, raw or rest) about how to render itself. */
export interface ItemContextValue {
  /** Item class (`${prefixCls}-item`); left off in `invalidate` mode. */
  prefixCls?: string;
  invalidate: boolean;
  /** Mounted for measuring but not shown. */
  hidden?: boolean;
  /** Flex `order` in responsive mode (1.5.0 writes it inline); undefined otherwise. */
  order?: number;
  /** The list has measured its layout: a hidden part is made unfocusable too. */
  measured?: boolean;
  component?: ComponentType;
  className?: string;
  /** Callback ref through which the list measures this item. */
  ref?: (element: HTMLElement | null) => void;
  key?: React.Key;
}

/** Read by `Overflow.Item` inside `renderRawItem` / `renderRawRest`. */
export const OverflowContext = React.createContext<ItemContextValue | null>(null);
