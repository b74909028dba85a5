// Stress page: big lists, rapid resizes, data churn, unmount mid-measurement, StrictMode.
import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import Overflow from 'rc-overflow';
import { frames, readLayout } from './shared/case-page';

// Counts what every ResizeObserver is watching, so a test can see none is left after unmount.
const watching = new Map<ResizeObserver, Set<Element>>();
const NativeResizeObserver = window.ResizeObserver;
window.ResizeObserver = class CountingResizeObserver extends NativeResizeObserver {
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

const ITEM = 40;
const REST = 40;
const style = document.createElement('style');
style.textContent = `.cell { width: ${ITEM}px; height: 20px; overflow: hidden; } .more { width: ${REST}px; height: 20px; overflow: hidden; }`;
document.head.appendChild(style);

interface Props {
  count: number;
  width: number;
  seed: number;
  /** 'none': no maxCount at all. */
  maxCount?: number | 'responsive' | 'none';
}

function List({ count, width, seed, maxCount = 'responsive' }: Props) {
  const data = React.useMemo(
    () => Array.from({ length: count }, (_, i) => `${seed}-${i}`),
    [count, seed],
  );
  return (
    <div id="box" style={{ width }}>
      <Overflow<string>
        id="list"
        data={data}
        itemKey={(item) => item}
        maxCount={maxCount === 'none' ? undefined : maxCount}
        renderItem={(item) => <div className="cell">{item}</div>}
        renderRest={(omitted) => <div className="more">+{omitted.length}</div>}
      />
    </div>
  );
}

const host = document.getElementById('root') as HTMLElement;
let root: ReturnType<typeof createRoot> | undefined;
let props: Props = { count: 0, width: 300, seed: 0 };
let strict = false;

function render(next: Partial<Props>) {
  props = { ...props, ...next };
  const tree = <List {...props} />;
  flushSync(() => root?.render(strict ? <React.StrictMode>{tree}</React.StrictMode> : tree));
}

function expectedVisible(count: number, width: number, maxCount: Props['maxCount']): number {
  if (maxCount === 'none') return count;
  if (typeof maxCount === 'number') return Math.min(count, maxCount);
  if (count * ITEM <= width) return count;
  return Math.max(0, Math.floor((width - REST) / ITEM));
}

function read() {
  const { visible, rendered, restText: rest } = readLayout();
  const expected = expectedVisible(props.count, props.width, props.maxCount);
  return { visible, rendered, rest, expected, count: props.count };
}

const api = {
  mount(count: number, width: number, useStrict = false, maxCount?: Props['maxCount']) {
    root?.unmount();
    strict = useStrict;
    root = createRoot(host);
    render({ count, width, seed: 0, maxCount });
    return frames().then(read);
  },
  /** Resizes the container `times` times, `perFrame` a frame, like a window edge dragged fast. */
  async resizeMany(times: number, perFrame: number) {
    const box = document.getElementById('box') as HTMLElement;
    for (let i = 0; i < times; i += 1) {
      box.style.width = `${120 + ((i * 53) % 600) + (i % 7) / 8}px`;
      if (i % perFrame === perFrame - 1) await frames(1);
    }
    box.style.width = '333px';
    props = { ...props, width: 333 };
    await frames(3);
    return read();
  },
  async replaceData(times: number) {
    for (let i = 1; i <= times; i += 1) {
      render({ count: (i * 7919) % 97, seed: i });
      if (i % 10 === 0) await frames(1);
    }
    render({ count: 50, seed: times + 1 });
    await frames(3);
    return read();
  },
  /** Starts a measurement (a resize the observer has not reported yet) and unmounts at once. */
  async unmountWhilePending() {
    render({ width: props.width + 37 });
    root?.unmount();
    root = undefined;
    await frames(3);
    return { listsLeft: document.querySelectorAll('.rc-overflow').length };
  },
  unmount() {
    root?.unmount();
    root = undefined;
  },
  observedTargets() {
    let total = 0;
    watching.forEach((targets) => (total += targets.size));
    return total;
  },
  read,
};

declare global {
  interface Window {
    stress: typeof api;
  }
}
window.stress = api;
