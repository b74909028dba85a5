// Test page: renders one Overflow row, or a column (a case with `height`), from a JSON case
// (window.renderCase, shared/case-page.tsx).
import * as React from 'react';
import Overflow, { useOverflow } from 'rc-overflow';
import type { OverflowPart } from 'rc-overflow';
import { Counted, restBox, counts, installCasePage, listener } from './shared/case-page';

/** Sizes in px (multiples of 1/64 keep counts exact); `margin` on each side of every child. */
export interface LayoutCase {
  widths: number[];
  heights?: number[]; // item heights, cycled (20 by default)
  width: number;
  /** 'default' text, 'blink' (bare number when 3 hidden), or a box `base` + `perDigit` a digit. */
  rest?: 'default' | 'blink' | { base: number; perDigit: number };
  maxCount?: number | 'responsive' | 'invalidate';
  suffix?: number | 'input'; // 'input': an input that grows as you type
  prefix?: number;
  gap?: number;
  margin?: number;
  links?: boolean;
  raw?: boolean; // items through renderRawItem and Overflow.Item
  itemWidth?: number;
  ssr?: 'full';
  maxRows?: number;
  collapseFrom?: 'end' | 'start';
  priorities?: number[];
  minVisible?: number;
  rtl?: boolean;
  listener?: string; // whose onVisibleChange the list gets: one stable callback per name
  strict?: boolean;
  hook?: boolean; // the same row built on useOverflow beside it, id "hook"
}

/** As LayoutCase, on the vertical axis: `height` is the list's content height. */
export interface ColumnCase extends Omit<
  LayoutCase,
  'widths' | 'width' | 'heights' | 'rest' | 'suffix'
> {
  heights: number[];
  height: number;
  parent?: 'flex' | 'grid'; // the list takes its height from a flex column or a grid `1fr` row
  rest: { base: number; perDigit: number };
  suffix?: number;
  frame?: number; // padding and border width on every side, outside `height`
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

const HIDDEN = { position: 'absolute', opacity: 0, height: 0, overflowY: 'hidden' } as const;

/** The row of a case as a renderer of its own builds it on useOverflow. */
function HookList({ c }: { c: LayoutCase }) {
  const data = React.useMemo(() => c.widths.map((_, i) => i), [c.widths]);
  const list = useOverflow<number>({
    ...{ data, maxCount: 'responsive', maxRows: c.maxRows, collapseFrom: c.collapseFrom },
    ...{ minVisible: c.minVisible, itemPriority: c.priorities && ((_, i) => c.priorities![i]) },
  });
  const part = (p: OverflowPart, children: React.ReactNode, name = '', key?: React.Key) => (
    <div
      key={key}
      ref={p.ref}
      className={`rc-overflow-item ${name}`}
      aria-hidden={p.hidden || undefined}
      style={{
        ...(p.hidden && HIDDEN),
        visibility: p.hidden ? 'hidden' : undefined,
        order: p.order,
      }}
    >
      {children}
    </div>
  );
  const box = (width: number, text?: number) => (
    <div className="box" style={{ width }}>
      {text}
    </div>
  );
  const rest = part(list.rest, restRenderer(c.rest)?.(list.hiddenItems), 'rc-overflow-item-rest');
  return (
    <div
      id="hook"
      ref={list.containerRef}
      className={c.margin ? 'rc-overflow spaced' : 'rc-overflow'}
      style={{ width: c.width, columnGap: c.gap }}
      data-measured={list.measured ? '' : undefined}
    >
      {c.prefix !== undefined && part(list.prefix, box(c.prefix), 'rc-overflow-item-prefix')}
      {c.collapseFrom === 'start' && rest}
      {list.items.map((p) => part(p, box(c.widths[p.index], p.index), '', p.key))}
      {c.collapseFrom !== 'start' && rest}
      {typeof c.suffix === 'number' && part(list.suffix, box(c.suffix), 'rc-overflow-item-suffix')}
    </div>
  );
}

function List({ c }: { c: LayoutCase | ColumnCase }) {
  // The same array while the count stays, as a Select keeps its selected values between key
  // presses: a parent's render that only changes how the items render passes the same data.
  const count = ('height' in c ? c.heights : c.widths).length;
  const data = React.useMemo(() => Array.from({ length: count }, (_, i) => i), [count]);
  const box = (i: number) => (
    <div
      className="box"
      style={{ width: 'widths' in c ? c.widths[i] : undefined, height: c.heights?.[i % count] }}
    >
      {'links' in c && c.links ? <a href={`#item-${i}`}>{i}</a> : i}
    </div>
  );
  const fixed = (size?: number) =>
    size !== undefined && (
      <div className="box" style={{ ['height' in c ? 'height' : 'width']: size }} />
    );
  const axis =
    'height' in c
      ? {
          orientation: 'vertical' as const,
          style: {
            width: 160,
            height: c.parent ? undefined : c.height,
            flex: c.parent === 'flex' ? 1 : undefined,
            rowGap: c.gap,
            padding: c.frame,
            border: c.frame ? `${c.frame}px solid #ccc` : undefined,
          },
          renderRest: restBox(c.rest, 'height'),
          suffix: fixed(c.suffix),
        }
      : {
          style: { width: c.width, columnGap: c.gap },
          renderRest: restRenderer(c.rest),
          suffix: c.suffix === 'input' ? <GrowingInput /> : fixed(c.suffix),
          itemWidth: c.itemWidth,
          maxRows: c.maxRows,
          onVisibleChange: listener(c.listener),
        };
  const list = (
    <Overflow<number>
      {...axis}
      id="list"
      className={['height' in c && 'column', c.margin && 'spaced'].filter(Boolean).join(' ')}
      data={data}
      renderItem={c.raw ? undefined : (i) => (counts.itemRenders.push(i), box(i))}
      renderRawItem={
        c.raw
          ? (i) => (
              <Overflow.Item component={'height' in c ? 'section' : 'span'} className="raw">
                {box(i)}
              </Overflow.Item>
            )
          : undefined
      }
      maxCount={c.maxCount ?? 'responsive'}
      prefix={fixed(c.prefix)}
      ssr={c.ssr}
      collapseFrom={c.collapseFrom}
      itemPriority={c.priorities && ((_, i) => (c.priorities as number[])[i])}
      minVisible={c.minVisible}
    />
  );
  if (!('height' in c)) {
    return (
      <Counted>
        {list}
        {c.hook && <HookList c={c} />}
      </Counted>
    );
  }
  if (!c.parent) return <Counted>{list}</Counted>;
  // The parent holds the list's border box: its content box is `height` inside padding and border.
  const height = c.height + 4 * (c.frame ?? 0);
  const parent = { display: c.parent, flexDirection: 'column' as const, height };
  return (
    <Counted>
      <div style={{ ...parent, gridTemplateRows: '1fr' }}>{list}</div>
    </Counted>
  );
}

const style = document.createElement('style');
// Fixed geometry: boxes are exactly as wide (as tall in a column) as asked; text never grows them.
style.textContent = `
  #root { padding: 8px; }
  .box { overflow: hidden; white-space: nowrap; height: 20px; }
  .column .box { width: 120px; }
  .blink { padding: 4px 8px; width: 90px; overflow: hidden; }
  .grow { border: 0; padding: 0; margin: 0; font: 12px monospace; height: 20px; min-width: 0; }
  .spaced .rc-overflow-item { margin: 0 var(--margin, 0px); }
  .spaced.column .rc-overflow-item { margin: var(--margin, 0px) 0; }
`;
document.head.appendChild(style);
installCasePage(List);
