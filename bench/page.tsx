// The benchmark page: ours, upstream, the two peers (bench/peers.tsx), the floor and ours without
// each optimisation in one page, and the table of many lists (bench/table.tsx), driven by
// bench/run.mjs.
import * as React from 'react';
// Bundled with react-dom's profiling build (see run.mjs) so <Profiler> counts commits.
import { flushSync } from 'react-dom';
import Ours from '../src';
import Upstream from '@rc-component/overflow';
import { answerText, restWidth, settledCount } from './answers';
import {
  createStage,
  items,
  itemStyle,
  itemWidth,
  nextFrame,
  paintedAnswer,
  resizeWidths,
  startFrameSampler,
  waitSettled,
} from './measure';
import { Floor } from './floor';
import type { ListProps } from './floor';
import { addBlueprintLayout, Blueprint, Fluent } from './peers';
import { tableApi } from './table';
import withoutLists from './without-lists';

/** `without-<name>`: ours without the optimisation bench/without.mjs names so. */
type Lib =
  | 'ours'
  | 'upstream'
  | 'fluent'
  | 'blueprint'
  | 'minimal'
  | 'floor'
  | 'baseline'
  | `without-${string}`;
/**
 * Our props beyond upstream's, for the wrong-frame count: none, two rows, from the start, by
 * priority (item 150 pinned, the others in five tied levels, so the shown items are no prefix), or
 * a column, whose room is its height and whose items are as tall as the others are wide.
 */
type Variant = 'default' | 'maxRows' | 'start' | 'priority' | 'column';
const PINNED = 150;
const priorityOf = (item: number) => (item === PINNED ? Infinity : (item * 2) % 5);
const VARIANT_PROPS = {
  default: {},
  maxRows: { maxRows: 2 },
  start: { collapseFrom: 'start' },
  priority: { itemPriority: priorityOf },
  column: { orientation: 'vertical', style: { height: '100%' } },
} as const;
/** The width of a column's host; its height is the room the resize scenario walks through. */
const COLUMN_WIDTH = 200;

const MOUNT_WIDTH = 600;

/** Items the minimal list renders before it has measured anything: wider than any width used here. */
const MINIMAL_FIRST_PASS = 16;
const MINIMAL_HIDDEN: React.CSSProperties = { position: 'absolute', visibility: 'hidden' };

interface MinimalKnown {
  /** Border-box widths of the first items, by index. */
  widths: number[];
  rest: number;
  available: number;
  /** The count last committed. */
  count: number | null;
}

/** The minimal list's answer for what it knows: as many items as fit beside the rest. */
function minimalCount(known: MinimalKnown, total: number): number {
  let used = 0;
  let fit = 0;
  while (fit < Math.min(total, known.widths.length)) {
    if (used + known.widths[fit] > known.available + 1e-3) break;
    used += known.widths[fit];
    fit += 1;
  }
  if (fit === total) return fit;
  while (fit > 0 && used + known.rest > known.available + 1e-3) {
    fit -= 1;
    used -= known.widths[fit];
  }
  return fit;
}

/**
 * The least a measuring list does, for reference between the floor and ours: a first pass, one
 * read of its widths, the answer rendered; then it observes only its container, and reads the rest
 * again after each change of count (its digits may change its width). It never notices an item
 * whose width changes, margins, gaps, a prefix or suffix, and keeps no hidden items: the cost any
 * list pays to measure, not a usable list.
 */
function Minimal({ data, itemKey, renderItem }: ListProps) {
  const [count, setCount] = React.useState<number | null>(null);
  const listRef = React.useRef<HTMLDivElement>(null);
  const known = React.useRef<MinimalKnown>({
    widths: [],
    rest: 0,
    available: 0,
    count: null,
  }).current;
  const total = data.length;
  const rendered = count === null ? Math.min(total, MINIMAL_FIRST_PASS) : count;

  React.useLayoutEffect(() => {
    const list = listRef.current!;
    const { children } = list;
    if (count === null) {
      known.available = list.getBoundingClientRect().width;
      for (let i = 0; i < rendered; i += 1)
        known.widths[i] = children[i].getBoundingClientRect().width;
    }
    // The rest is the last child, when there is one.
    known.rest = rendered < total ? children[rendered].getBoundingClientRect().width : 0;
    known.count = count;
    const next = minimalCount(known, total);
    if (next !== count) setCount(next);
  }, [count, rendered, total, known]);

  React.useLayoutEffect(() => {
    const observer = new ResizeObserver(([entry]) => {
      if (known.available === entry.contentRect.width) return;
      known.available = entry.contentRect.width;
      const next = minimalCount(known, total);
      if (next !== known.count) flushSync(() => setCount(next));
    });
    observer.observe(listRef.current!);
    return () => observer.disconnect();
  }, [known, total]);

  return (
    <div
      className="rc-overflow"
      ref={listRef}
      style={count === null ? { flexWrap: 'nowrap', overflow: 'hidden' } : undefined}
    >
      {data.slice(0, rendered).map((item) => (
        <div className="rc-overflow-item" key={itemKey(item)}>
          {renderItem(item)}
        </div>
      ))}
      {count === null ? (
        <div className="rc-overflow-item rc-overflow-item-rest" style={MINIMAL_HIDDEN}>
          {`+ ${total - 1} ...`}
        </div>
      ) : rendered < total ? (
        <div className="rc-overflow-item rc-overflow-item-rest">{`+ ${total - rendered} ...`}</div>
      ) : null}
    </div>
  );
}

interface BenchProps {
  lib: Lib;
  data: number[];
  /** The settled answer at the current width; only the floor reads it. */
  visible: number;
  commits: number[];
  variant: Variant;
}

/** Ours without an optimisation, as run.mjs bundled it. */
function withoutList(lib: Lib): typeof Ours {
  const list = withoutLists[lib.slice('without-'.length)];
  if (!list) throw new Error(`${lib}: not bundled into this page`);
  return list;
}

function Bench({ lib, data, visible, commits, variant }: BenchProps) {
  // Inline on purpose: a real parent (a Select on each key press) passes new callbacks every render.
  const itemKey = (item: number) => item;
  const renderItem = (item: number) => (
    <span style={itemStyle(item, variant === 'column')}>{item}</span>
  );
  let list: React.ReactNode;
  if (lib === 'floor') {
    list = <Floor data={data} visible={visible} itemKey={itemKey} renderItem={renderItem} />;
  } else if (lib === 'minimal') {
    list = <Minimal data={data} itemKey={itemKey} renderItem={renderItem} />;
  } else if (lib === 'baseline') {
    // Renders no list: what the harness itself costs, subtracted from every other page.
    list = <div />;
  } else if (lib === 'upstream') {
    list = <Upstream data={data} maxCount="responsive" itemKey={itemKey} renderItem={renderItem} />;
  } else if (lib === 'fluent') {
    list = <Fluent data={data} itemKey={itemKey} renderItem={renderItem} />;
  } else if (lib === 'blueprint') {
    list = <Blueprint data={data} itemKey={itemKey} renderItem={renderItem} />;
  } else {
    // Ours, or ours without one optimisation: the same props, so only the optimisation differs.
    const List = lib === 'ours' ? Ours : withoutList(lib);
    list = (
      <List
        data={data}
        maxCount="responsive"
        itemKey={itemKey}
        renderItem={renderItem}
        {...VARIANT_PROPS[variant]}
      />
    );
  }
  return (
    <React.Profiler id={lib} onRender={() => commits.push(performance.now())}>
      {list}
    </React.Profiler>
  );
}

// ---- The settled answer of our own props --------------------------------------------------

const keptOrders = new Map<number, number[]>();
/** The items by priority, highest first, ties in data order (the end collapses first). */
function keptOrder(n: number): number[] {
  let order = keptOrders.get(n);
  if (!order) {
    order = Array.from({ length: n }, (_, i) => i).sort((a, b) =>
      priorityOf(a) === priorityOf(b) ? a - b : priorityOf(a) > priorityOf(b) ? -1 : 1,
    );
    keptOrders.set(n, order);
  }
  return order;
}

/** The items a list of the variant keeps when it shows k of n, in data order. */
function keptItems(n: number, k: number, variant: Variant): number[] {
  if (variant === 'priority')
    return keptOrder(n)
      .slice(0, k)
      .sort((a, b) => a - b);
  return Array.from({ length: k }, (_, i) => (variant === 'start' ? n - k + i : i));
}

/**
 * The same rule for our other props: in two rows as a flex row wraps (maxRows), keeping the last
 * items with the rest before them (collapseFrom="start"), the highest priorities (and the pin), or
 * stacked in a column `available` px tall, where each item is as tall as it is wide in a row.
 */
function settledVariantCount(n: number, available: number, variant: Variant): number {
  if (variant === 'default') return settledCount(n, available);
  const rows = variant === 'maxRows' ? 2 : 1;
  const least = variant === 'priority' && n > PINNED ? 1 : 0;
  const fits = (k: number, rest?: number) => {
    const kept = keptItems(n, k, variant).map(itemWidth);
    const rests = rest === undefined ? [] : [rest];
    let row = 0;
    let used = 0;
    for (const width of variant === 'start' ? [...rests, ...kept] : [...kept, ...rests]) {
      if (row > 0 && used + width <= available + 1e-3) used += width;
      else [row, used] = [row + 1, width];
    }
    return row <= rows && (rows > 1 || used <= available + 1e-3);
  };
  let count = 0;
  while (count < n && fits(count + 1)) count += 1;
  if (count === n) return n;
  while (count > least && !fits(count, restWidth(n - count, variant === 'column'))) count -= 1;
  return count;
}

// ---- Driving the page ------------------------------------------------------------------------

interface Mounted extends ReturnType<typeof createStage> {
  lib: Lib;
  data: number[];
  variant: Variant;
}
let mounted: Mounted | undefined;

/** Renders the page's parent again (new inline callbacks), telling the floor what `width` shows. */
function renderAt(m: Mounted, width: number) {
  const visible = settledCount(m.data.length, width);
  m.render(
    <Bench lib={m.lib} data={m.data} visible={visible} commits={m.commits} variant={m.variant} />,
  );
}

function mountList(lib: Lib, n: number, variant: Variant = 'default'): Mounted {
  api.unmount();
  const size =
    variant === 'column'
      ? `width: ${COLUMN_WIDTH}px; height: ${MOUNT_WIDTH}px`
      : `width: ${MOUNT_WIDTH}px`;
  mounted = { ...createStage(document.body, size), lib, data: items(n), variant };
  return mounted;
}

/**
 * Sets the container width (a column's height); the floor, which measures nothing, is told the
 * answer in the same task.
 */
function setWidth(m: Mounted, width: number) {
  if (m.variant === 'column') m.host.style.height = `${width}px`;
  else m.host.style.width = `${width}px`;
  if (m.lib === 'floor') renderAt(m, width);
}

const api = {
  /** Computes the answers for N items at every width used (untimed: it measures the rest's widths). */
  prepare(n: number) {
    for (const width of [MOUNT_WIDTH, ...resizeWidths(100)]) settledCount(n, width);
  },
  /**
   * Mounts N items `times` times (each replacing the last, which stays mounted), each waited for
   * until settled; resolves with the mean ms from render call to the last commit and the mean
   * commit count of one mount. `variant` gives ours one of our own props (see `frames`).
   */
  async mount(lib: Lib, n: number, times = 1, variant: Variant = 'default') {
    let ms = 0;
    let commits = 0;
    for (let i = 0; i < times; i += 1) {
      const m = mountList(lib, n, variant);
      const start = performance.now();
      renderAt(m, MOUNT_WIDTH);
      await waitSettled(m.commits);
      ms += m.commits[m.commits.length - 1] - start;
      commits += m.commits.length;
    }
    return { ms: ms / times, commits: commits / times };
  },
  /** Changes the container width `count` times, one frame apart (a window dragged wider). */
  async resize(count: number) {
    if (!mounted) throw new Error('mount first');
    const before = mounted.commits.length;
    for (const width of resizeWidths(count)) {
      setWidth(mounted, width);
      await nextFrame();
    }
    await waitSettled(mounted.commits, { frames: 6, ms: 100 });
    return { commits: mounted.commits.length - before };
  },
  /**
   * Re-renders the parent `count` times with the same data, one frame apart (key presses). Also
   * times each re-render's own work (render, commit, layout effects: the `flushSync` call; the page
   * is cross-origin isolated, so the clock has 5 us steps) and counts the DOM writes they made,
   * which are what could cost the frames after them anything.
   */
  async rerender(count: number) {
    if (!mounted) throw new Error('mount first');
    const before = mounted.commits.length;
    const width = parseFloat(mounted.host.style.width);
    let domWrites = 0;
    const observer = new MutationObserver((records) => {
      domWrites += records.length;
    });
    observer.observe(mounted.host, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const renderMs: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const start = performance.now();
      renderAt(mounted, width);
      renderMs.push(performance.now() - start);
      await nextFrame();
    }
    await waitSettled(mounted.commits, { frames: 6, ms: 100 });
    observer.disconnect();
    return { commits: mounted.commits.length - before, renderMs, domWrites };
  },
  /**
   * Mount, `count` resizes and `count` re-renders again, sampling every painted frame. A frame is
   * wrong when it shows another answer than the one the list settles on for that step. Also
   * counts the settled answers that differ from the answer computed from the widths. `variant`
   * gives ours two rows, collapses from the start, or keeps items by priority.
   */
  async frames(lib: Lib, n: number, count: number, variant: Variant = 'default') {
    const m = mountList(lib, n, variant);
    const sampler = startFrameSampler(m.host);
    const widths = resizeWidths(count);
    const steps: { name: 'mount' | 'resize' | 'rerender'; width: number }[] = [
      { name: 'mount', width: MOUNT_WIDTH },
      ...widths.map((width) => ({ name: 'resize' as const, width })),
      // The parent re-renders at the last width.
      ...widths.map(() => ({ name: 'rerender' as const, width: widths[count - 1] })),
    ];
    const settled: string[] = [];
    for (let i = 0; i < steps.length; i += 1) {
      sampler.step = i;
      const { name, width } = steps[i];
      if (name === 'resize') setWidth(m, width);
      else renderAt(m, width);
      await waitSettled(m.commits);
      settled.push(paintedAnswer(m.host));
    }
    sampler.stop();
    const wrong = { mount: 0, resize: 0, rerender: 0 };
    for (const { step, answer } of sampler.samples) {
      if (answer !== settled[step]) wrong[steps[step].name] += 1;
    }
    const disagreements = steps.filter(
      (step, i) => settled[i] !== answerText(n, settledVariantCount(n, step.width, variant)),
    ).length;
    api.unmount();
    return { wrong, frames: sampler.samples.length, disagreements };
  },
  unmount() {
    mounted?.unmount();
    mounted = undefined;
  },
};

addBlueprintLayout(document);
(window as unknown as { bench: typeof api & typeof tableApi }).bench = { ...api, ...tableApi };
