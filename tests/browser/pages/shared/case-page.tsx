// The case page's window API: mounting a JSON case, a parent's render, hydration, reading the list.
import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { shownChildren } from '../../shown-list';
import type { LayoutCase } from '../component-layout';
import type { ColumnCase } from '../component-layout';
import '../../../../assets/index.css';

type AnyCase = LayoutCase | ColumnCase;

/** What the list shows: `order` in reading order ("P" prefix, items, the rest's text, "S" suffix);
 * `overflows`: a margin box past the content box, or more rows than `maxRows`. */
export interface CaseResult {
  order: string[];
  visible: number;
  restText: string | null;
  overflows: boolean;
  overlaps: number;
  hiddenExposed: number;
  omitted: number[];
  rendered: number;
  unlaidOut: number;
  commits: number;
  itemRenders: number[];
  visibleChanges: number[];
  visibleListeners: string[];
}

declare global {
  interface Window {
    reactMajor: number;
    /** Mounts a case and reads it after `wait` animation frames (0: in this task). */
    renderCase: (c: AnyCase, wait?: number) => Promise<CaseResult>;
    updateCase: (c: Partial<AnyCase>, wait?: number) => Promise<CaseResult>;
    hydrateCase: (c: AnyCase) => Promise<CaseResult & { serverItems: number }>;
    readLayout: (id?: string) => CaseResult;
    waitFrames: (count?: number) => Promise<void>;
    unmountCase: () => void;
    observedTargets: () => number;
  }
}

// Counts what every ResizeObserver watches: none may be left after an unmount.
const watching = new Map<ResizeObserver, Set<Element>>();
window.ResizeObserver = class extends window.ResizeObserver {
  constructor(callback: ResizeObserverCallback) {
    super(callback);
    watching.set(this, new Set());
  }
  observe(target: Element, options?: ResizeObserverOptions) {
    watching.get(this)?.add(target);
    super.observe(target, options);
  }
  unobserve(target: Element) {
    watching.get(this)?.delete(target);
    super.unobserve(target);
  }
  disconnect() {
    watching.get(this)?.clear();
    super.disconnect();
  }
};
window.observedTargets = () => [...watching.values()].reduce((sum, set) => sum + set.size, 0);

window.reactMajor = Number(React.version.split('.')[0]);
// Chromium reports a ResizeObserver loop only as a window error: made a console error, it fails.
window.addEventListener('error', (event) => console.error(`window error: ${event.message}`));

export const counts = {
  commits: 0,
  itemRenders: [] as number[],
  visibleChanges: [] as number[],
  visibleListeners: [] as string[],
};
const listeners: Record<string, (last: number) => void> = {};
/** One stable `onVisibleChange` per name. */
export const listener = (name = '') =>
  (listeners[name] ??= (last) => {
    counts.visibleChanges.push(last);
    counts.visibleListeners.push(name);
  });

export const Counted = ({ children }: { children: React.ReactNode }) => (
  <React.Profiler id="list" onRender={() => (counts.commits += 1)}>
    {children}
  </React.Profiler>
);

type Rest = { base: number; perDigit: number };
/** A fixed-size "+N" box that says which items it stands for. */
const RestBox = ({ omitted, rest, axis }: { omitted: number[]; rest: Rest; axis: string }) => (
  <div
    data-omitted={omitted}
    className="box"
    style={{ [axis]: rest.base + rest.perDigit * String(omitted.length).length }}
  >
    +{omitted.length}
  </div>
);
export const restBox = (rest: Rest, axis: 'width' | 'height') => (omitted: number[]) => (
  <RestBox omitted={omitted} rest={rest} axis={axis} />
);

export const frames = (count = 2) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : resolve());
    step(count);
  });

let current: AnyCase | undefined;

export function readLayout(id = 'list'): CaseResult {
  const list = document.getElementById(id) as HTMLElement;
  const vertical = list.classList.contains('rc-overflow-vertical');
  const maxRows = vertical ? 1 : ((current as LayoutCase | undefined)?.maxRows ?? 1);
  const children = Array.from(list.children) as HTMLElement[];
  const shown = shownChildren(list) as HTMLElement[];
  const part = (el: Element) => /-item-(rest|prefix|suffix)\b/.exec(el.className)?.[1];
  const cs = getComputedStyle(list);
  const box = list.getBoundingClientRect();
  const edge = (side: string) =>
    parseFloat(cs.getPropertyValue(`padding-${side}`)) +
    parseFloat(cs.getPropertyValue(`border-${side}-width`));
  const outer = (el: Element) => {
    const [r, m] = [el.getBoundingClientRect(), getComputedStyle(el)];
    const [top, right] = [r.top - parseFloat(m.marginTop), r.right + parseFloat(m.marginRight)];
    const [bottom, left] = [
      r.bottom + parseFloat(m.marginBottom),
      r.left - parseFloat(m.marginLeft),
    ];
    return { top, right, bottom, left };
  };
  const [left, right] = [box.left + edge('left'), box.right - edge('right')];
  const [top, bottom] = [box.top + edge('top'), box.bottom - edge('bottom')];
  const tops = shown.map((el) => Math.round(el.getBoundingClientRect().top));
  const outside = shown.some((el, i) => {
    const b = outer(el);
    if (vertical) return b.top < top - 1e-3 || b.bottom > bottom + 1e-3;
    const alone =
      maxRows > 1 &&
      tops.filter((t) => t === tops[i]).length === 1 &&
      b.right - b.left > right - left;
    return !alone && (b.left < left - 1e-3 || b.right > right + 1e-3);
  });
  const overlaps = shown.filter((el, i) => {
    const a = el.getBoundingClientRect();
    return shown.slice(0, i).some((other) => {
      const b = other.getBoundingClientRect();
      const apart = (x1: number, x2: number, y1: number, y2: number) =>
        x1 >= y2 - 1e-3 || y1 >= x2 - 1e-3;
      return !apart(a.left, a.right, b.left, b.right) && !apart(a.top, a.bottom, b.top, b.bottom);
    });
  }).length;
  const rest = list.querySelector<HTMLElement>(':scope > .rc-overflow-item-rest');
  const order = shown.map((el) =>
    part(el) === 'prefix' ? 'P' : part(el) === 'suffix' ? 'S' : (el.textContent ?? '').trim(),
  );
  return {
    order,
    visible: shown.filter((el) => !part(el)).length,
    restText: rest && shown.includes(rest) ? (rest.textContent ?? '').trim() : null,
    overflows: outside || (!vertical && new Set(tops).size > maxRows),
    overlaps,
    hiddenExposed: children.filter(
      (el) =>
        el.getAttribute('aria-hidden') === 'true' && getComputedStyle(el).visibility !== 'hidden',
    ).length,
    omitted: JSON.parse(
      `[${rest?.querySelector('[data-omitted]')?.getAttribute('data-omitted') ?? ''}]`,
    ),
    rendered: children.filter((el) => !part(el)).length,
    unlaidOut: children.filter((el) => el.hidden).length,
    ...counts,
  };
}

/** The HTML a server would send, without React's useLayoutEffect note (a server has no window). */
export function serverHtml(node: React.ReactElement): string {
  const error = console.error;
  console.error = (...args: unknown[]) =>
    String(args[0]).includes('useLayoutEffect does nothing on the server') || error(...args);
  const html = renderToString(node);
  console.error = error;
  return html;
}

export function installCasePage<C extends AnyCase>(List: (props: { c: C }) => React.ReactElement) {
  const rootEl = document.getElementById('root') as HTMLElement;
  let root: Root | undefined;
  const fresh = () => ({ visibleChanges: [] as number[], visibleListeners: [] as string[] });
  const start = (c: C, { visibleChanges, visibleListeners } = fresh()) => {
    current = c;
    document.documentElement.style.setProperty('--margin', `${c.margin ?? 0}px`);
    document.documentElement.dir = c.rtl ? 'rtl' : 'ltr';
    Object.assign(counts, { commits: 0, itemRenders: [], visibleChanges, visibleListeners });
  };
  const read = async (wait: number) => {
    if (wait) await frames(wait);
    return readLayout();
  };
  const tree = (c: C) => {
    const list = <List c={c} />;
    return 'strict' in c && c.strict ? <React.StrictMode>{list}</React.StrictMode> : list;
  };
  window.waitFrames = frames;
  window.readLayout = readLayout;
  window.unmountCase = () => {
    root?.unmount();
    root = undefined;
  };
  window.renderCase = async (c, wait = 2) => {
    root?.unmount();
    rootEl.innerHTML = '';
    start(c as C);
    root = createRoot(rootEl);
    flushSync(() => root?.render(tree(c as C)));
    return read(wait);
  };
  window.updateCase = async (partial, wait = 2) => {
    const next = { ...current, ...partial } as C;
    start(next, counts);
    flushSync(() => root?.render(tree(next)));
    return read(wait);
  };
  window.hydrateCase = async (c) => {
    root?.unmount();
    start(c as C);
    rootEl.innerHTML = serverHtml(<List c={c as C} />);
    const serverItems = rootEl.querySelectorAll(
      '#list > .rc-overflow-item:not([class*="-item-"])',
    ).length;
    root = hydrateRoot(rootEl, <List c={c as C} />);
    // Hydration is concurrent: it may take many frames to commit; the list settles in that commit.
    while (counts.commits === 0) await frames(1);
    return { ...(await read(2)), serverItems };
  };
}
