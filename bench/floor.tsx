// The floor every list of `npm run bench` is compared with.
import * as React from 'react';

/** What the bench gives each list: the items, their keys, and how to render one. */
export interface ListProps {
  data: number[];
  itemKey: (item: number) => number;
  renderItem: (item: number) => React.ReactNode;
}

/**
 * The floor: the DOM a list settles on (the visible items and the `+ N ...` rest, with the
 * classes ours renders), rendered statically. It measures nothing, so it needs no hidden items.
 */
export function Floor({ data, itemKey, renderItem, visible }: ListProps & { visible: number }) {
  const omitted = data.length - visible;
  return (
    <div className="rc-overflow">
      {data.slice(0, visible).map((item) => (
        <div className="rc-overflow-item" key={itemKey(item)}>
          {renderItem(item)}
        </div>
      ))}
      {omitted > 0 ? (
        <div className="rc-overflow-item rc-overflow-item-rest">{`+ ${omitted} ...`}</div>
      ) : null}
    </div>
  );
}
