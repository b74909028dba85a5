// Test page: renders one Overflow row from a JSON case (window.renderCase, shared/case-page.tsx).
import * as React from 'react';
import Overflow from 'rc-overflow';
import { Counted, restBox, counts, installCasePage, listener } from './shared/case-page';

/** Sizes in px (multiples of 1/64 keep counts exact); `margin` on each side of every child. */
export interface LayoutCase {
  widths: number[];
  /** Item heights, cycled (20 by default). */
  heights?: number[];
  width: number;
  /** 'default' text, 'blink' (bare number when 3 hidden), or a box `base` + `perDigit` a digit. */
  rest?: 'default' | 'blink' | { base: number; perDigit: number };
  maxCount?: number | 'responsive' | 'invalidate';
  /** A fixed-width suffix, or an input that grows as you type. */
  suffix?: number | 'input';
  prefix?: number;
  gap?: number;
  margin?: number;
  links?: boolean;
  /** Items through renderRawItem and Overflow.Item. */
  raw?: boolean;
  itemWidth?: number;
  ssr?: 'full';
  maxRows?: number;
  collapseFrom?: 'end' | 'start';
  priorities?: number[];
  minVisible?: number;
  rtl?: boolean;
  /** Whose `onVisibleChange` the list gets: one stable callback per name ('' by default). */
  listener?: string;
  strict?: boolean;
}

function restRenderer(rest: LayoutCase['rest']) {
  if (!rest || rest === 'default') return undefined;
  if (rest === 'blink')
    // The upstream "blink" demo: 90 px content + 16 px padding, a bare number when 3 are hidden.
    return (omitted: number[]) =>
      omitted.length === 3 ? omitted.length : <div className="blink">+{omitted.length}...</div>;
  return restBox(rest, 'width');
}

function GrowingInput() {
  const [value, setValue] = React.useState('');
  // 10 px plus 8 px per character: the suffix grows as you type, without re-rendering the list.
  return (
    <input
      aria-label="suffix input"
      className="grow"
      style={{ width: 10 + value.length * 8 }}
      value={value}
      onChange={(e) => setValue(e.target.value)}
    />
  );
}

function List({ c }: { c: LayoutCase }) {
  // The same array while the count stays, as a Select keeps its selected values between key
  // presses: a parent's render that only changes how the items render passes the same data.
  const count = c.widths.length;
  const data = React.useMemo(() => Array.from({ length: count }, (_, i) => i), [count]);
  const box = (i: number) => (
    <div className="box" style={{ width: c.widths[i], height: c.heights?.[i % c.heights.length] }}>
      {c.links ? <a href={`#item-${i}`}>{i}</a> : i}
    </div>
  );
  const fixed = (width?: number) =>
    width !== undefined && <div className="box" style={{ width }} />;
  return (
    <Counted>
      <Overflow<number>
        id="list"
        className={c.margin ? 'spaced' : undefined}
        style={{ width: c.width, columnGap: c.gap }}
        data={data}
        itemWidth={c.itemWidth}
        renderItem={c.raw ? undefined : (i) => (counts.itemRenders.push(i), box(i))}
        renderRawItem={
          c.raw
            ? (i) => (
                <Overflow.Item component="span" className="raw">
                  {box(i)}
                </Overflow.Item>
              )
            : undefined
        }
        renderRest={restRenderer(c.rest)}
        maxCount={c.maxCount ?? 'responsive'}
        prefix={fixed(c.prefix)}
        suffix={c.suffix === 'input' ? <GrowingInput /> : fixed(c.suffix)}
        ssr={c.ssr}
        maxRows={c.maxRows}
        collapseFrom={c.collapseFrom}
        itemPriority={c.priorities && ((_, i) => (c.priorities as number[])[i])}
        minVisible={c.minVisible}
        onVisibleChange={listener(c.listener)}
      />
    </Counted>
  );
}

const style = document.createElement('style');
// Fixed geometry: boxes are exactly as wide as asked; text never widens them.
style.textContent = `
  #root { padding: 8px; }
  .box { overflow: hidden; white-space: nowrap; height: 20px; }
  .blink { padding: 4px 8px; width: 90px; overflow: hidden; }
  .grow { border: 0; padding: 0; margin: 0; font: 12px monospace; height: 20px; min-width: 0; }
  .spaced .rc-overflow-item { margin: 0 var(--margin, 0px); }
`;
document.head.appendChild(style);
installCasePage(List);
