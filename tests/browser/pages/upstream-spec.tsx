// Test page for the port of upstream's own tests: renders one list of upstream's test files with
// ours (`?impl=ours`, the default) or the published @rc-component/overflow (`?impl=upstream`), at
// real CSS widths, and reads what the browser lays out.
import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import Ours from 'rc-overflow';
import Upstream from '@rc-component/overflow';
import '../../../assets/index.css';
import { renderList } from './shared/upstream-spec-lists';
import type { ListName, ListParams, OverflowImpl } from './shared/upstream-spec-lists';

/** One element as the browser shows it; positions are relative to the list's own box. */
export interface NodeSnapshot {
  tag: string;
  className: string;
  /** The `class` and `style` attributes as written, null when absent (what DOM snapshots show). */
  classAttr: string | null;
  styleAttr: string | null;
  text: string;
  ariaHidden: boolean;
  /** What a user sees: laid out with a size, not visibility:hidden, not transparent, not aria-hidden. */
  shown: boolean;
  position: string;
  opacity: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The list root (`#root`'s first element) and its child elements; null when nothing rendered. */
export interface ListSnapshot extends NodeSnapshot {
  children: NodeSnapshot[];
}

declare global {
  interface Window {
    /**
     * Renders (or re-renders, keeping state, like upstream's setProps) a list into one root,
     * reads it synchronously after the commit (`first`), then once it stopped changing.
     */
    specMount: (
      name: ListName,
      params?: ListParams,
    ) => Promise<{ first: ListSnapshot | null; settled: ListSnapshot | null }>;
    /** Replaces the page's width rules (upstream's mocked sizes) and reads the settled list. */
    specCss: (css: string) => Promise<ListSnapshot | null>;
    specUnmount: () => string;
    /** Elements (and nulls) React passed to the raw items' refs since the page loaded. */
    specRefs: () => (string | null)[];
    /** How many elements a ResizeObserver was asked to watch since the page loaded. */
    specObserved: () => number;
    /** Puts server HTML in the page, reads it, hydrates it with the same list, reads it settled. */
    specHydrate: (
      name: ListName,
      params: ListParams,
      html: string,
    ) => Promise<{ server: ListSnapshot | null; settled: ListSnapshot | null }>;
  }
}

// Counts what gets observed: upstream's tests check that lists without maxCount measure nothing.
let observed = 0;
const nativeObserve = ResizeObserver.prototype.observe;
ResizeObserver.prototype.observe = function observe(target, options) {
  observed += 1;
  return nativeObserve.call(this, target, options);
};

// Taken before a test may install a fake clock, so waiting for a settled list never stalls.
const nativeFrame = window.requestAnimationFrame.bind(window);
const frame = () => new Promise<void>((resolve) => nativeFrame(() => resolve()));

const impl = new URLSearchParams(location.search).get('impl') === 'upstream' ? 'upstream' : 'ours';
const Overflow: OverflowImpl = impl === 'upstream' ? (Upstream as unknown as OverflowImpl) : Ours;
document.title = `upstream-spec (${impl})`;

const widthRules = document.createElement('style');
document.head.appendChild(widthRules);

const rootEl = document.getElementById('root') as HTMLElement;
let root: Root | undefined;
const refs: (string | null)[] = [];
const recordRef = (element: HTMLElement | null) => refs.push(element && element.tagName);

function readNode(el: Element, origin: DOMRect): NodeSnapshot {
  const box = el.getBoundingClientRect();
  const style = getComputedStyle(el);
  const ariaHidden = el.getAttribute('aria-hidden') === 'true';
  return {
    tag: el.tagName.toLowerCase(),
    className: el.className,
    classAttr: el.getAttribute('class'),
    styleAttr: el.getAttribute('style'),
    text: el.textContent ?? '',
    ariaHidden,
    shown:
      !ariaHidden &&
      style.visibility !== 'hidden' &&
      style.opacity !== '0' &&
      box.width > 0 &&
      box.height > 0,
    position: style.position,
    opacity: style.opacity,
    left: box.left - origin.left,
    top: box.top - origin.top,
    width: box.width,
    height: box.height,
  };
}

function read(): ListSnapshot | null {
  const list = rootEl.firstElementChild;
  if (!list) return null;
  const origin = list.getBoundingClientRect();
  return {
    ...readNode(list, origin),
    children: Array.from(list.children).map((child) => readNode(child, origin)),
  };
}

/** Resolves once the list has not changed for 10 frames in a row (upstream settles over frames). */
async function settled(): Promise<ListSnapshot | null> {
  let last = JSON.stringify(read());
  for (let count = 0, quiet = 0; count < 600 && quiet < 10; count += 1) {
    await frame();
    const now = JSON.stringify(read());
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
  return read();
}

window.specMount = async (name, params = {}) => {
  root ||= createRoot(rootEl);
  const element = renderList(Overflow, name, params, recordRef);
  flushSync(() => root?.render(element));
  const first = read();
  return { first, settled: await settled() };
};

window.specCss = (css) => {
  widthRules.textContent = css;
  return settled();
};

window.specUnmount = () => {
  root?.unmount();
  root = undefined;
  return rootEl.innerHTML;
};

window.specRefs = () => refs.slice();

window.specObserved = () => observed;

/** Renders its child unchanged and reports its first commit (hydration is not synchronous). */
function OnFirstCommit({
  children,
  onCommit,
}: {
  children: React.ReactElement;
  onCommit: () => void;
}) {
  React.useEffect(onCommit, [onCommit]);
  return children;
}

window.specHydrate = async (name, params, html) => {
  rootEl.innerHTML = html;
  const server = read();
  await new Promise<void>((resolve) => {
    root = hydrateRoot(
      rootEl,
      <OnFirstCommit onCommit={resolve}>
        {renderList(Overflow, name, params, recordRef)}
      </OnFirstCommit>,
    );
  });
  return { server, settled: await settled() };
};
