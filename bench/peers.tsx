// The two peers `npm run bench` measures beside ours: Fluent UI v9's Overflow and Blueprint's
// OverflowList, each given the items and the rest ours renders (the same classes, so the same
// widths, and a `+ N ...` rest), in the way each library's documentation uses it.
import * as React from 'react';
import { Overflow, OverflowItem, useOverflowMenu } from '@fluentui/react-overflow';
import { Boundary, OverflowList } from '@blueprintjs/core';
import type { ListProps } from './floor';

const restText = (omitted: number) => `+ ${omitted} ...`;

/** Fluent's menu slot: the rest, rendered while some items overflow. */
function FluentRest() {
  const { ref, overflowCount, isOverflowing } = useOverflowMenu<HTMLDivElement>();
  if (!isOverflowing) return null;
  return (
    <div ref={ref} className="rc-overflow-item rc-overflow-item-rest">
      {restText(overflowCount)}
    </div>
  );
}

/** Fluent's container, as its documentation styles it: one clipped row. */
const FLUENT_ROW: React.CSSProperties = {
  display: 'flex',
  flexWrap: 'nowrap',
  minWidth: 0,
  overflow: 'hidden',
};

/**
 * Fluent UI v9's Overflow. `padding={0}`: Fluent keeps 10 px free at the end by default, which
 * would settle on fewer items than the others at the same width.
 */
export function Fluent({ data, itemKey, renderItem }: ListProps) {
  return (
    <Overflow padding={0}>
      <div style={FLUENT_ROW}>
        {data.map((item) => (
          <OverflowItem key={itemKey(item)} id={String(itemKey(item))}>
            <div className="rc-overflow-item">{renderItem(item)}</div>
          </OverflowItem>
        ))}
        <FluentRest />
      </div>
    </Overflow>
  );
}

/**
 * Blueprint's OverflowList, collapsing from the end as the others do (its default is the start).
 * Its renderers are new on each render of the parent, as ours are given; Blueprint starts its
 * search over when they change.
 */
export function Blueprint({ data, itemKey, renderItem }: ListProps) {
  return (
    <OverflowList
      items={data}
      collapseFrom={Boundary.END}
      visibleItemRenderer={(item) => (
        <div className="rc-overflow-item" key={itemKey(item)}>
          {renderItem(item)}
        </div>
      )}
      overflowRenderer={(overflow) => (
        <div className="rc-overflow-item rc-overflow-item-rest">{restText(overflow.length)}</div>
      )}
    />
  );
}

/**
 * The layout Blueprint's stylesheet gives OverflowList: one row and a spacer that shrinks first.
 * Only these rules: the whole stylesheet also restyles the page (fonts, margins), which would
 * change every list's widths.
 */
export function addBlueprintLayout(document: Document) {
  const style = document.createElement('style');
  style.textContent =
    '.bp6-overflow-list { display: flex; flex-wrap: nowrap; min-width: 0 }\n' +
    '.bp6-overflow-list-spacer { flex-shrink: 1; width: 1px }';
  document.head.appendChild(style);
}
