// Test page: renders one Overflow list from a JSON case so browser tests can check exact counts.
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import Overflow from 'rc-overflow';
import '../../../assets/index.css';

export interface LayoutCase {
  /** Item widths in px (exact multiples of 1/64 keep counts exact). */
  widths: number[];
  /** Item heights in px, cycled (20 by default); the rest box is as tall as the tallest. */
  heights?: number[];
  /** Container content width in px. */
  width: number;
  /** 'default' text, 'blink' (bare number when 3 hidden), or a fixed-width box per digit count. */
  rest?: 'default' | 'blink' | { base: number; perDigit: number };
  maxCount?: number | 'responsive' | 'invalidate';
  /** A fixed-width suffix, or an input that grows as you type. */
  suffix?: number | 'input';
  prefix?: number;
  gap?: number;
  /** Horizontal margin on each side of every item, rest, prefix and suffix. */
  margin?: number;
  /** Put a link in every item (focus tests). */
  links?: boolean;
  /** Render items through renderRawItem and Overflow.Item. */
  raw?: boolean;
  itemWidth?: number;
  ssr?: 'full';
  maxRows?: number;
  collapseFrom?: 'end' | 'start';
  /** Each item's `itemPriority` (Infinity pins it); none by default. */
  priorities?: number[];
  minVisible?: number;
  /** Render the page right to left. */
  rtl?: boolean;
  /** Whose `onVisibleChange` the list gets: one stable callback per name ('' by default). */
  listener?: string;
}

export interface LayoutResult {
  visible: number;
  rendered: number;
  restShown: boolean;
  /** What the rest shows. */
  restText: string | null;
  /** The screen-reader text of the rest. */
  /**
   * Any shown child past the container's edge (left or right), or on more rows than `maxRows`
   * allows; a box wider than the container alone in its row is not counted (it takes a row).
   */
  overflows: boolean;
  /** Rows the shown children take. */
  rows: number;
  /** The data indices of the shown items, in the order they show (row by row, in reading order). */
  shownItems: number[];
  /** Whether the rest shows before the first shown item (in reading order). */
  restFirst: boolean;
  /** The items the shown rest was rendered for (fixed-width rests only). */
  omitted: number[];
  commits: number;
  /** The items `renderItem` was called for since the case was rendered or updated, in order. */
  itemRenders: number[];
  visibleChanges: number[];
  /** The listener each of those calls went to. */
  visibleListeners: string[];
  /** Children still carrying the `hidden` attribute (left out of layout). */
  unlaidOut: number;
}

declare global {
  interface Window {
    reactMajor: number;
    /** Mounts a case and reads it after `wait` animation frames (2 by default). */
    renderCase: (c: LayoutCase, wait?: number) => Promise<LayoutResult>;
    updateCase: (c: Partial<LayoutCase>) => Promise<LayoutResult>;
    hydrateCase: (c: LayoutCase) => Promise<LayoutResult>;
    readLayout: () => LayoutResult;
    waitFrames: (count?: number) => Promise<void>;
    showServerMarkup: (c: LayoutCase) => { rows: number; height: number; shown: number };
  }
}

window.reactMajor = Number(React.version.split('.')[0]);

const digits = (n: number) => String(n).length;

function restRenderer(rest: LayoutCase['rest'], height?: number) {
  if (!rest || rest === 'default') return undefined;
  if (rest === 'blink') {
    // The upstream "blink" demo: 90 px content + 16 px padding, a bare number when 3 are hidden.
    return (omitted: number[]) =>
      omitted.length === 3 ? omitted.length : <div className="blink">+{omitted.length}...</div>;
  }
  return (omitted: number[]) => (
    <RestBox
      omitted={omitted}
      width={rest.base + rest.perDigit * digits(omitted.length)}
      height={height}
    />
  );
}

/** A fixed-width "+N" box that also says which items it stands for (read by the tests). */
function RestBox({
  omitted,
  width,
  height,
}: {
  omitted: number[];
  width: number;
  height?: number;
}) {
  return (
    <div data-omitted={omitted.join(',')} className="rest-box" style={{ width, height }}>
      +{omitted.length}
    </div>
  );
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

let commits = 0;
let itemRenders: number[] = [];
let visibleChanges: number[] = [];

let visibleListeners: string[] = [];
/** One callback per listener name, kept across renders as a caller's stable callback would be. */
const listeners = new Map<string, (last: number) => void>();
function listener(name: string) {
  let callback = listeners.get(name);
  if (!callback) {
    callback = (last) => {
      visibleChanges.push(last);
      visibleListeners.push(name);
    };
    listeners.set(name, callback);
  }
  return callback;
}

function List({ c }: { c: LayoutCase }) {
  // The same array while the count stays, as a Select keeps its selected values between key
  // presses: a parent's render that only changes how the items render passes the same data.
  const count = c.widths.length;
  const data = React.useMemo(() => Array.from({ length: count }, (_, i) => i), [count]);
  const box = (i: number) => (
    <div
      className="box"
      style={{ width: c.widths[i], height: c.heights && c.heights[i % c.heights.length] }}
    >
      {c.links ? <a href={`#item-${i}`}>{i}</a> : i}
    </div>
  );
  return (
    <React.Profiler id="list" onRender={() => (commits += 1)}>
      <Overflow<number>
        id="list"
        className={c.margin ? 'spaced' : undefined}
        style={{ width: c.width, columnGap: c.gap }}
        data={data}
        itemWidth={c.itemWidth}
        renderItem={
          c.raw
            ? undefined
            : (i) => {
                itemRenders.push(i);
                return box(i);
              }
        }
        renderRawItem={
          c.raw
            ? (i) => (
                <Overflow.Item component="span" className="raw">
                  {box(i)}
                </Overflow.Item>
              )
            : undefined
        }
        renderRest={restRenderer(c.rest, c.heights && Math.max(...c.heights))}
        maxCount={c.maxCount ?? 'responsive'}
        prefix={
          c.prefix !== undefined ? <div className="box" style={{ width: c.prefix }} /> : undefined
        }
        suffix={
          c.suffix === 'input' ? (
            <GrowingInput />
          ) : c.suffix !== undefined ? (
            <div className="box" style={{ width: c.suffix }} />
          ) : undefined
        }
        ssr={c.ssr}
        maxRows={c.maxRows}
        collapseFrom={c.collapseFrom}
        itemPriority={c.priorities && ((_, i) => (c.priorities as number[])[i])}
        minVisible={c.minVisible}
        onVisibleChange={listener(c.listener || '')}
      />
    </React.Profiler>
  );
}

// Chromium reports "ResizeObserver loop completed with undelivered notifications" only as a window
// error event (which dev-server overlays show); make it a console error so the harness fails on it.
window.addEventListener('error', (event) => console.error(`window error: ${event.message}`));

const style = document.createElement('style');
// Fixed geometry: boxes are exactly as wide as asked; text never widens them.
style.textContent = `
  #root { padding: 8px; }
  .box { overflow: hidden; white-space: nowrap; height: 20px; }
  .rest-box { overflow: hidden; white-space: nowrap; height: 20px; background: #fdd; }
  .blink { padding: 4px 8px; width: 90px; overflow: hidden; }
  .grow { border: 0; padding: 0; margin: 0; font: 12px monospace; height: 20px; min-width: 0; }
  .grow:focus { outline: none; }
  .spaced .rc-overflow-item { margin: 0 var(--margin, 0px); }
`;
document.head.appendChild(style);

const rootEl = document.getElementById('root') as HTMLElement;
let root: Root | undefined;
let current: LayoutCase | undefined;

function frames(count = 2) {
  return new Promise<void>((resolve) => {
    const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : resolve());
    step(count);
  });
}

function readLayout(): LayoutResult {
  const list = document.getElementById('list') as HTMLElement;
  const children = Array.from(list.children) as HTMLElement[];
  const isItem = (el: HTMLElement) =>
    !/-item-(rest|prefix|suffix)\b/.test(el.className) &&
    (el.classList.contains('rc-overflow-item') || el.classList.contains('raw') || !el.className);
  const shown = (el: HTMLElement) => el.getAttribute('aria-hidden') !== 'true';
  const rest = list.querySelector<HTMLElement>('.rc-overflow-item-rest');
  const box = list.getBoundingClientRect();
  const cs = getComputedStyle(list);
  const right = box.right - parseFloat(cs.paddingRight) - parseFloat(cs.borderRightWidth);
  const left = box.left + parseFloat(cs.paddingLeft) + parseFloat(cs.borderLeftWidth);
  const shownChildren = children.filter(shown);
  const tops = shownChildren.map((el) => el.getBoundingClientRect().top);
  const rows = new Set(tops).size;
  const outside = shownChildren.some((el, i) => {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const outer = r.width + parseFloat(style.marginLeft) + parseFloat(style.marginRight);
    // Alone in its row and wider than the row: wrapping cannot help it.
    const alone =
      (current?.maxRows ?? 1) > 1 &&
      tops.filter((top) => top === tops[i]).length === 1 &&
      outer > right - left;
    return (
      !alone &&
      (r.right + parseFloat(style.marginRight) > right + 1e-3 ||
        r.left - parseFloat(style.marginLeft) < left - 1e-3)
    );
  });
  // Reading order: row by row, then from the start edge (flex `order` places children, not the DOM).
  const rtl = getComputedStyle(list).direction === 'rtl';
  const place = new Map(
    shownChildren.map((el) => {
      const r = el.getBoundingClientRect();
      return [el, [r.top, rtl ? -r.right : r.left]] as const;
    }),
  );
  const reading = [...shownChildren].sort((a, b) => {
    const [topA, xA] = place.get(a) as readonly [number, number];
    const [topB, xB] = place.get(b) as readonly [number, number];
    return topA - topB || xA - xB;
  });
  const shownItemEls = reading.filter(isItem);
  const firstShown = shownItemEls[0];
  return {
    visible: shownItemEls.length,
    rows,
    shownItems: shownItemEls.map((el) => Number(el.textContent)),
    restFirst: !!rest && !!firstShown && reading.indexOf(rest) < reading.indexOf(firstShown),
    overflows: outside || rows > Math.max(1, current?.maxRows ?? 1),
    rendered: children.filter(isItem).length,
    restShown: !!rest && shown(rest),
    restText: rest ? rest.textContent : null,
    omitted: (rest?.querySelector('[data-omitted]')?.getAttribute('data-omitted') || '')
      .split(',')
      .filter(Boolean)
      .map(Number),
    commits,
    itemRenders,
    visibleChanges,
    visibleListeners,
    unlaidOut: children.filter((el) => el.hidden).length,
  };
}

function applyMargin(c: LayoutCase) {
  document.documentElement.style.setProperty('--margin', `${c.margin ?? 0}px`);
  document.documentElement.dir = c.rtl ? 'rtl' : 'ltr';
}

window.waitFrames = frames;
window.readLayout = readLayout;

window.renderCase = async (c, wait = 2) => {
  root?.unmount();
  rootEl.innerHTML = '';
  current = c;
  applyMargin(c);
  commits = 0;
  itemRenders = [];
  visibleChanges = [];
  visibleListeners = [];
  root = createRoot(rootEl);
  flushSync(() => root?.render(<List c={c} />));
  await frames(wait);
  return readLayout();
};

window.updateCase = async (partial) => {
  current = { ...(current as LayoutCase), ...partial };
  applyMargin(current);
  commits = 0;
  itemRenders = [];
  const next = current;
  flushSync(() => root?.render(<List c={next} />));
  await frames();
  return readLayout();
};

/** The HTML a server would send. A real server has no `window`, so React's note that layout
 * effects do not run on the server is an artefact of rendering the string in the browser. */
function serverHtml(c: LayoutCase): string {
  const error = console.error;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) error(...args);
  };
  try {
    return renderToString(<List c={c} />);
  } finally {
    console.error = error;
  }
}

window.hydrateCase = async (c) => {
  root?.unmount();
  root = undefined;
  current = c;
  applyMargin(c);
  rootEl.innerHTML = serverHtml(c);
  commits = 0;
  visibleChanges = [];
  visibleListeners = [];
  root = hydrateRoot(rootEl, <List c={c} />);
  // Hydration is concurrent: a busy machine may take many frames to commit it. The list settles
  // in that commit's layout effects, before the next frame.
  while (commits === 0) await frames(1);
  await frames(2);
  return readLayout();
};

window.showServerMarkup = (c) => {
  root?.unmount();
  root = undefined;
  applyMargin(c);
  // Server markup on its own, no script attached: what a visitor sees before hydration.
  rootEl.innerHTML = serverHtml(c);
  const list = document.getElementById('list') as HTMLElement;
  const listBox = list.getBoundingClientRect();
  const children = Array.from(list.children);
  const tops = new Set(children.map((el) => el.getBoundingClientRect().top));
  const shown = children.filter((el) => {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const seen = style.visibility !== 'hidden' && style.opacity !== '0';
    return seen && r.left < listBox.right && r.width > 0;
  }).length;
  return { rows: tops.size, height: listBox.height, shown };
};
