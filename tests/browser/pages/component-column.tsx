// Test page: renders one vertical Overflow list from a JSON case (shared/case-page.tsx).
import * as React from 'react';
import Overflow from 'rc-overflow';
import { Counted, restBox, installCasePage } from './shared/case-page';

/** As LayoutCase, on the vertical axis: `height` is the list's content height. */
export interface ColumnCase {
  heights: number[];
  height: number;
  /** The list takes that height from a parent instead: a flex column, or a grid of one `1fr` row. */
  parent?: 'flex' | 'grid';
  rest: { base: number; perDigit: number };
  maxCount?: number | 'responsive' | 'invalidate';
  prefix?: number;
  suffix?: number;
  gap?: number;
  margin?: number;
  /** Padding and border width on every side of the list, outside its content height. */
  frame?: number;
  collapseFrom?: 'end' | 'start';
  priorities?: number[];
  minVisible?: number;
  raw?: boolean;
  rtl?: boolean;
  ssr?: 'full';
}

function Column({ c }: { c: ColumnCase }) {
  const count = c.heights.length;
  const data = React.useMemo(() => Array.from({ length: count }, (_, i) => i), [count]);
  const box = (height: number | undefined, content?: React.ReactNode) =>
    height === undefined ? undefined : (
      <div className="box" style={{ height }}>
        {content}
      </div>
    );
  const list = (
    <Overflow<number>
      id="list"
      orientation="vertical"
      className={c.margin ? 'spaced' : undefined}
      style={{
        width: 160,
        height: c.parent ? undefined : c.height,
        flex: c.parent === 'flex' ? 1 : undefined,
        rowGap: c.gap,
        padding: c.frame,
        border: c.frame ? `${c.frame}px solid #ccc` : undefined,
      }}
      data={data}
      renderItem={c.raw ? undefined : (i) => box(c.heights[i], i)}
      renderRawItem={
        c.raw
          ? (i) => (
              <Overflow.Item component="section" className="raw">
                {box(c.heights[i], i)}
              </Overflow.Item>
            )
          : undefined
      }
      renderRest={restBox(c.rest, 'height')}
      maxCount={c.maxCount ?? 'responsive'}
      prefix={box(c.prefix)}
      suffix={box(c.suffix)}
      collapseFrom={c.collapseFrom}
      itemPriority={c.priorities && ((_, i) => (c.priorities as number[])[i])}
      minVisible={c.minVisible}
      ssr={c.ssr}
    />
  );
  // The list's height, as its own style or as a parent gives it: the list's border box then fills
  // the parent, so its content box is `height` tall inside its padding and border.
  const outer = c.height + 4 * (c.frame ?? 0);
  const grid = { display: 'grid', gridTemplateRows: '1fr', height: outer };
  const flex = { display: 'flex', flexDirection: 'column' as const, height: outer };
  return (
    <Counted>
      {c.parent ? <div style={c.parent === 'flex' ? flex : grid}>{list}</div> : list}
    </Counted>
  );
}

const style = document.createElement('style');
// Fixed geometry: boxes are exactly as tall as asked; text never makes them taller.
style.textContent = `
  #root { padding: 8px; }
  .box { overflow: hidden; white-space: nowrap; width: 120px; }
  .spaced .rc-overflow-item { margin: var(--margin, 0px) 0; }
`;
document.head.appendChild(style);
installCasePage(Column);
