// Test page: renders one vertical Overflow list from a JSON case so browser tests can check which
// items a column of a given height shows.
import * as React from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { renderToString } from 'react-dom/server';
import Overflow from 'rc-overflow';
import '../../../assets/index.css';

export interface ColumnCase {
  /** Item heights in px (exact multiples of 1/64 keep counts exact). */
  heights: number[];
  /** The list's content height in px: the room the items have. */
  height: number;
  /** The list takes that height from a parent instead: a flex column, or a grid of one `1fr` row. */
  parent?: 'flex' | 'grid';
  /** A fixed-height "+N" box: `base` plus `perDigit` for each digit of the hidden count. */
  rest: { base: number; perDigit: number };
  maxCount?: number | 'responsive' | 'invalidate';
  /** Heights of a prefix and a suffix box. */
  prefix?: number;
  suffix?: number;
  /** The list's `row-gap` (its column gap stays 0). */
  gap?: number;
  /** Vertical margin above and below every item, rest, prefix and suffix. */
  margin?: number;
  /** Padding and border width on every side of the list, outside its content height. */
  frame?: number;
  collapseFrom?: 'end' | 'start';
  /** Each item's `itemPriority` (Infinity pins it); none by default. */
  priorities?: number[];
  minVisible?: number;
  /** Render items through renderRawItem and Overflow.Item. */
  raw?: boolean;
  /** Render the page right to left. */
  rtl?: boolean;
  ssr?: 'full';
}

export interface ColumnResult {
  /** The data indices of the shown items, top to bottom. */
  shownItems: number[];
  restShown: boolean;
  restText: string | null;
  /** Whether the shown rest is above the first shown item. */
  restFirst: boolean;
  /** The items the rest was rendered for. */
  omitted: number[];
  /** Any shown child (margins included) past the top or bottom of the list's content box. */
  overflows: boolean;
  /** Shown children that overlap the one above them: a column stacks them. */
  overlaps: number;
  /** Hidden items a visitor could still reach (not `visibility: hidden`). */
  hiddenExposed: number;
  commits: number;
}

declare global {
  interface Window {
    /** Mounts a case and reads it two animation frames later. */
    renderColumn: (c: ColumnCase) => Promise<ColumnResult>;
    /** Renders the mounted list again with these changes (a parent's render). */
    updateColumn: (c: Partial<ColumnCase>) => Promise<ColumnResult>;
    /** Puts the server's HTML of a case in the page, then hydrates it and reads it. */
    hydrateColumn: (c: ColumnCase) => Promise<ColumnResult & { serverItems: number }>;
  }
}

const style = document.createElement('style');
// Fixed geometry: boxes are exactly as tall as asked; text never makes them taller.
style.textContent = `
  #root { padding: 8px; }
  .box { overflow: hidden; white-space: nowrap; width: 120px; }
  .spaced .rc-overflow-item { margin: var(--margin, 0px) 0; }
`;
document.head.appendChild(style);

const digits = (n: number) => String(n).length;

/** A "+N" box as tall as the case says for N, which also says which items it stands for. */
function RestBox({ omitted, rest }: { omitted: number[]; rest: ColumnCase['rest'] }) {
  const height = rest.base + rest.perDigit * digits(omitted.length);
  return (
    <div className="box" data-omitted={omitted.join(',')} style={{ height }}>
      +{omitted.length}
    </div>
  );
}

function Column({ c }: { c: ColumnCase }) {
  const count = c.heights.length;
  const data = React.useMemo(() => Array.from({ length: count }, (_, i) => i), [count]);
  const box = (height: number, content?: React.ReactNode) => (
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
      renderRest={(omitted: number[]) => <RestBox omitted={omitted} rest={c.rest} />}
      maxCount={c.maxCount ?? 'responsive'}
      prefix={c.prefix !== undefined ? box(c.prefix) : undefined}
      suffix={c.suffix !== undefined ? box(c.suffix) : undefined}
      collapseFrom={c.collapseFrom}
      itemPriority={c.priorities && ((_, i) => (c.priorities as number[])[i])}
      minVisible={c.minVisible}
      ssr={c.ssr}
    />
  );
  // The list's height, as its own style or as a parent gives it: the list's border box then fills
  // the parent, so its content box is `height` tall inside its padding and border.
  const outer = c.height + 4 * (c.frame ?? 0);
  const parentStyle: React.CSSProperties | undefined =
    c.parent === 'flex'
      ? { display: 'flex', flexDirection: 'column', height: outer }
      : c.parent === 'grid'
        ? { display: 'grid', gridTemplateRows: '1fr', height: outer }
        : undefined;
  return (
    <React.Profiler id="column" onRender={() => (commits += 1)}>
      {parentStyle ? <div style={parentStyle}>{list}</div> : list}
    </React.Profiler>
  );
}

let commits = 0;
let root: Root | undefined;
let current: ColumnCase | undefined;
const rootEl = document.getElementById('root') as HTMLElement;

function frames(count = 2) {
  return new Promise<void>((resolve) => {
    const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : resolve());
    step(count);
  });
}

function readColumn(): ColumnResult {
  const list = document.getElementById('list') as HTMLElement;
  const children = Array.from(list.children) as HTMLElement[];
  const isPart = (el: HTMLElement) => /-item-(rest|prefix|suffix)\b/.test(el.className);
  const shown = children
    .filter((el) => el.getAttribute('aria-hidden') !== 'true')
    .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
  const rest = list.querySelector<HTMLElement>('.rc-overflow-item-rest');
  const box = list.getBoundingClientRect();
  const cs = getComputedStyle(list);
  const top = box.top + parseFloat(cs.paddingTop) + parseFloat(cs.borderTopWidth);
  const bottom = box.bottom - parseFloat(cs.paddingBottom) - parseFloat(cs.borderBottomWidth);
  const outer = (el: HTMLElement) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return { top: r.top - parseFloat(s.marginTop), bottom: r.bottom + parseFloat(s.marginBottom) };
  };
  const overflows = shown.some(
    (el) => outer(el).top < top - 1e-3 || outer(el).bottom > bottom + 1e-3,
  );
  const overlaps = shown.filter(
    (el, i) => i > 0 && outer(el).top < outer(shown[i - 1]).bottom - 1e-3,
  ).length;
  const shownItemEls = shown.filter((el) => !isPart(el));
  const hiddenExposed = children.filter(
    (el) =>
      el.getAttribute('aria-hidden') === 'true' && getComputedStyle(el).visibility !== 'hidden',
  ).length;
  const restShown = !!rest && rest.getAttribute('aria-hidden') !== 'true';
  return {
    shownItems: shownItemEls.map((el) => Number(el.textContent)),
    restShown,
    restText: rest ? rest.textContent : null,
    restFirst:
      restShown && shownItemEls.length > 0 && shown.indexOf(rest) < shown.indexOf(shownItemEls[0]),
    omitted: (rest?.querySelector('[data-omitted]')?.getAttribute('data-omitted') || '')
      .split(',')
      .filter(Boolean)
      .map(Number),
    overflows,
    overlaps,
    hiddenExposed,
    commits,
  };
}

function applyPageStyle(c: ColumnCase) {
  document.documentElement.style.setProperty('--margin', `${c.margin ?? 0}px`);
  document.documentElement.dir = c.rtl ? 'rtl' : 'ltr';
}

window.renderColumn = async (c) => {
  root?.unmount();
  rootEl.innerHTML = '';
  current = c;
  applyPageStyle(c);
  commits = 0;
  root = createRoot(rootEl);
  flushSync(() => root?.render(<Column c={c} />));
  await frames();
  return readColumn();
};

window.updateColumn = async (partial) => {
  const next = { ...(current as ColumnCase), ...partial };
  current = next;
  applyPageStyle(next);
  commits = 0;
  flushSync(() => root?.render(<Column c={next} />));
  await frames();
  return readColumn();
};

window.hydrateColumn = async (c) => {
  root?.unmount();
  root = undefined;
  current = c;
  applyPageStyle(c);
  // A real server has no window, so React's note that layout effects do not run there is left out.
  const error = console.error;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) error(...args);
  };
  try {
    rootEl.innerHTML = renderToString(<Column c={c} />);
  } finally {
    console.error = error;
  }
  const serverItems = rootEl.querySelectorAll('#list .box:not([data-omitted])').length;
  commits = 0;
  root = hydrateRoot(rootEl, <Column c={c} />);
  // Hydration is concurrent: a busy machine may take many frames to commit it. The column
  // settles in that commit's layout effects, before the next frame.
  while (commits === 0) await frames(1);
  await frames(2);
  return { ...readColumn(), serverItems };
};
