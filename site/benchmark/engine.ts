// The benchmark as it runs in a visitor's browser: one list at a time in a React root of its own,
// timed with performance.now(). Loaded only when a run starts (see BenchmarkRunner.tsx).
import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { median } from './format';
import { MOUNT_RUNS } from './plan';

/** This package, the published @rc-component/overflow, and the published rc-overflow 1.5.0. */
export type Implementation = 'ours' | 'upstream' | 'legacy';

type ListElementProps = React.HTMLAttributes<HTMLDivElement> & React.RefAttributes<HTMLDivElement>;

/** The props both lists get here; the same as `npm run bench` passes, plus the counting element. */
export interface BenchListProps {
  data: number[];
  maxCount: 'responsive';
  itemKey: (item: number) => number;
  renderItem: (item: number) => React.ReactNode;
  component: React.ForwardRefExoticComponent<ListElementProps>;
}

export type BenchList = React.ComponentType<BenchListProps>;

/** The list's container width when it mounts, as in `npm run bench`. */
export const MOUNT_WIDTH = 600;
/** Settled: no commit during this many frames, and for at least this long. */
const QUIET_FRAMES = 3;
const QUIET_MS = 50;
/**
 * A list still committing after this long, and this many frames (frames stop while the tab is
 * hidden, time does not), is caught in a loop: the run fails.
 */
const SETTLE_LIMIT_MS = 10000;
const SETTLE_LIMIT_FRAMES = 600;

/** The container widths of the resize scenario, in order (the ones `npm run bench` walks through). */
export function resizeWidths(count: number): number[] {
  return Array.from({ length: count }, (_, i) => 260 + ((i * 37) % 420));
}

// Items of exact, varied widths, as in `npm run bench`.
const itemStyle = (item: number): React.CSSProperties => ({
  display: 'inline-block',
  boxSizing: 'border-box',
  width: 40 + (item % 5) * 7,
  padding: '0 4px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

/**
 * When each commit of the list happened. `<React.Profiler>` reports commits only in React's
 * development and profiling builds; the site runs the production build, where `onRender` is
 * never called. So the list's own root element counts too: both lists render it (through their
 * public `component` prop) in every render of the list, and hold no state below it, so a layout
 * effect there runs once per commit of the list.
 */
interface CommitLog {
  profiler: number[];
  list: number[];
}

const CommitLogContext = React.createContext<CommitLog>({ profiler: [], list: [] });

const CountingListElement = React.forwardRef<HTMLDivElement, React.HTMLAttributes<HTMLDivElement>>(
  function CountingListElement(props, ref) {
    const log = React.useContext(CommitLogContext);
    // No dependencies on purpose: once after every commit that rendered the list.
    React.useLayoutEffect(() => {
      log.list.push(performance.now());
    });
    return React.createElement('div', { ...props, ref });
  },
);

function BenchParent({ List, data, log }: { List: BenchList; data: number[]; log: CommitLog }) {
  // Inline on purpose: a real parent passes new callbacks on every render.
  const itemKey = (item: number) => item;
  const renderItem = (item: number) =>
    React.createElement('span', { style: itemStyle(item) }, item);
  return React.createElement(
    React.Profiler,
    { id: 'list', onRender: () => log.profiler.push(performance.now()) },
    React.createElement(
      CommitLogContext.Provider,
      { value: log },
      React.createElement(List, {
        data,
        maxCount: 'responsive',
        itemKey,
        renderItem,
        component: CountingListElement,
      }),
    ),
  );
}

/** Which counter a run's commits come from: the Profiler where React reports to it. */
export type CommitCounter = 'profiler' | 'list';

const commitsOf = (log: CommitLog) => (log.profiler.length > 0 ? log.profiler : log.list);
const lastCommit = (log: CommitLog) =>
  Math.max(
    log.profiler[log.profiler.length - 1] ?? -Infinity,
    log.list[log.list.length - 1] ?? -Infinity,
  );

/** One list in its own root, in a box of its own inside `parent`. */
interface Stage {
  host: HTMLDivElement;
  log: CommitLog;
  render(): void;
  unmount(): void;
}

function createStage(parent: HTMLElement, List: BenchList, n: number): Stage {
  const host = document.createElement('div');
  host.style.width = `${MOUNT_WIDTH}px`;
  parent.appendChild(host);
  const root = createRoot(host);
  const data = Array.from({ length: n }, (_, i) => i);
  const log: CommitLog = { profiler: [], list: [] };
  return {
    host,
    log,
    render: () =>
      flushSync(() => root.render(React.createElement(BenchParent, { List, data, log }))),
    unmount: () => {
      root.unmount();
      host.remove();
    },
  };
}

/** A list still committing after `SETTLE_LIMIT_MS`: caught in a loop, the run cannot go on. */
export class NotSettledError extends Error {
  constructor() {
    super(`the list did not settle within ${SETTLE_LIMIT_MS / 1000} s`);
    this.name = 'NotSettledError';
  }
}

export class StoppedError extends Error {
  constructor() {
    super('Stopped');
    this.name = 'StoppedError';
  }
}

function checkStopped(signal?: AbortSignal) {
  if (signal?.aborted) throw new StoppedError();
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Resolves once the list has made no commit for a few frames; yields to the browser meanwhile. */
async function waitSettled(log: CommitLog, signal?: AbortSignal): Promise<void> {
  const started = performance.now();
  let seen = log.profiler.length + log.list.length;
  let quietFrames = 0;
  for (let frames = 1; ; frames += 1) {
    await nextFrame();
    checkStopped(signal);
    const count = log.profiler.length + log.list.length;
    if (count === seen) quietFrames += 1;
    else [seen, quietFrames] = [count, 0];
    const now = performance.now();
    if (quietFrames >= QUIET_FRAMES && now - Math.max(lastCommit(log), started) >= QUIET_MS) return;
    if (now - started > SETTLE_LIMIT_MS && frames > SETTLE_LIMIT_FRAMES) {
      throw new NotSettledError();
    }
  }
}

/** Sets the container's width at the start of a frame; resolves with the time it did. */
function setWidthInNextFrame(stage: Stage, width: number, beforeChange?: () => void) {
  return new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      beforeChange?.();
      const changedAt = performance.now();
      stage.host.style.width = `${width}px`;
      resolve(changedAt);
    }),
  );
}

// ---- What a painted frame shows ----------------------------------------------------------------

function isShown(element: Element): boolean {
  if ('checkVisibility' in element) {
    return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  }
  const style = getComputedStyle(element);
  return style.visibility !== 'hidden' && style.opacity !== '0';
}

/**
 * The answer the list in `host` shows: "11+189" is 11 items and a `+ 189 ...` rest, "5" is five
 * items and no rest. Read from what is on screen, so it is the same question for either list.
 */
export function paintedAnswer(host: HTMLElement): string {
  const list = host.firstElementChild;
  if (!list) return '';
  // A list that clips its overflow hides the items past its edge.
  const clip = getComputedStyle(list).overflowX === 'visible' ? null : list.getBoundingClientRect();
  let items = 0;
  let rest = '';
  for (const element of Array.from(list.querySelectorAll('.rc-overflow-item'))) {
    if (!isShown(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (clip && (box.left >= clip.right || box.top >= clip.bottom)) continue;
    if (element.classList.contains('rc-overflow-item-rest')) {
      rest = /\+ (\d+)/.exec(element.textContent || '')?.[1] ?? '?';
    } else {
      items += 1;
    }
  }
  return rest ? `${items}+${rest}` : `${items}`;
}

interface FrameSampler {
  /** The step the frames painted from now on belong to. */
  step: number;
  samples: { step: number; answer: string }[];
  stop(): void;
}

/**
 * Reads the painted answer once per frame, after the frame is painted: a message posted from
 * `requestAnimationFrame` is handled after that frame's layout, observers and paint.
 */
function startFrameSampler(host: HTMLElement): FrameSampler {
  let running = true;
  const channel = new MessageChannel();
  const sampler: FrameSampler = {
    step: 0,
    samples: [],
    stop: () => {
      running = false;
      channel.port1.close();
    },
  };
  channel.port1.onmessage = () => {
    if (running) sampler.samples.push({ step: sampler.step, answer: paintedAnswer(host) });
  };
  const onFrame = () => {
    if (!running) return;
    channel.port2.postMessage(null);
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  return sampler;
}

// ---- The scenarios -----------------------------------------------------------------------------

export interface ScenarioResult {
  implementation: Implementation;
  n: number;
  /** Median ms from the render call to the list's last commit. */
  mountMs: number;
  mountCommits: number;
  /** Ms from each width change to the list's last commit for it, summed over the resizes. */
  resizeMs: number;
  resizeCommits: number;
  resizes: number;
  /** Frames painted with another answer than the list then settled on (mount and resizes). */
  wrongFrames: number;
  framesSampled: number;
  counter: CommitCounter;
  /** Both counts, for checking that they agree where React reports to the Profiler. */
  commitsByCounter: { profiler: number; list: number };
}

export interface RunOptions {
  /** Where the lists are mounted (in view, so their frames are painted). */
  stage: HTMLElement;
  List: BenchList;
  implementation: Implementation;
  n: number;
  resizes: number;
  signal?: AbortSignal;
  /** Called after each step (a mount, a resize; see plan.ts), so the caller can show progress. */
  onStep?: () => void;
}

async function mountSettled(options: RunOptions): Promise<{ stage: Stage; ms: number }> {
  const stage = createStage(options.stage, options.List, options.n);
  try {
    const start = performance.now();
    stage.render();
    await waitSettled(stage.log, options.signal);
    return { stage, ms: lastCommit(stage.log) - start };
  } catch (error) {
    stage.unmount();
    throw error;
  }
}

/**
 * Mount to settled (the median of a few mounts), then the resizes one after another, each timed
 * from the width change to the list's last commit; then the same again with every painted frame
 * read, counting the frames that show another answer than the list settles on.
 */
export async function measure(options: RunOptions): Promise<ScenarioResult> {
  const { signal, onStep = () => undefined } = options;
  const widths = resizeWidths(options.resizes);

  const mounts: { ms: number; commits: number }[] = [];
  let stage: Stage | undefined;
  let profilerReports = false;
  let listMountCommits = 0;
  let profilerMountCommits = 0;
  try {
    for (let run = 0; run < MOUNT_RUNS; run += 1) {
      stage?.unmount();
      stage = undefined;
      const mounted = await mountSettled(options);
      stage = mounted.stage;
      profilerReports = stage.log.profiler.length > 0;
      mounts.push({ ms: mounted.ms, commits: commitsOf(stage.log).length });
      listMountCommits = stage.log.list.length;
      profilerMountCommits = stage.log.profiler.length;
      onStep();
    }
    const active = stage as Stage;
    const before = { profiler: active.log.profiler.length, list: active.log.list.length };
    let resizeMs = 0;
    for (const width of widths) {
      const changedAt = await setWidthInNextFrame(active, width);
      await waitSettled(active.log, signal);
      const last = lastCommit(active.log);
      if (last > changedAt) resizeMs += last - changedAt;
      onStep();
    }
    const resizeCommits = {
      profiler: active.log.profiler.length - before.profiler,
      list: active.log.list.length - before.list,
    };
    active.unmount();
    stage = undefined;

    const frames = await countWrongFrames(options, widths, onStep);
    return {
      implementation: options.implementation,
      n: options.n,
      mountMs: median(mounts.map((m) => m.ms)),
      mountCommits: median(mounts.map((m) => m.commits)),
      resizeMs,
      resizeCommits: profilerReports ? resizeCommits.profiler : resizeCommits.list,
      resizes: widths.length,
      ...frames,
      counter: profilerReports ? 'profiler' : 'list',
      commitsByCounter: {
        profiler: profilerMountCommits + resizeCommits.profiler,
        list: listMountCommits + resizeCommits.list,
      },
    };
  } finally {
    stage?.unmount();
  }
}

/** Mount and the resizes again, reading every painted frame. */
async function countWrongFrames(options: RunOptions, widths: number[], onStep: () => void) {
  const stage = createStage(options.stage, options.List, options.n);
  const sampler = startFrameSampler(stage.host);
  try {
    const settled: string[] = [];
    stage.render();
    await waitSettled(stage.log, options.signal);
    settled.push(paintedAnswer(stage.host));
    onStep();
    for (let i = 0; i < widths.length; i += 1) {
      // The step changes in the frame the width does: the frames before it still show the last one.
      await setWidthInNextFrame(stage, widths[i], () => {
        sampler.step = i + 1;
      });
      await waitSettled(stage.log, options.signal);
      settled.push(paintedAnswer(stage.host));
      onStep();
    }
    sampler.stop();
    const wrongFrames = sampler.samples.filter(
      ({ step, answer }) => answer !== settled[step],
    ).length;
    return { wrongFrames, framesSampled: sampler.samples.length };
  } finally {
    sampler.stop();
    stage.unmount();
  }
}

/** A short untimed pass, so neither list pays for the first run of its code. */
export async function warmUp(options: Omit<RunOptions, 'n' | 'resizes'>): Promise<void> {
  const { stage } = await mountSettled({ ...options, n: 20, resizes: 0 });
  try {
    for (const width of resizeWidths(3)) {
      await setWidthInNextFrame(stage, width);
      await waitSettled(stage.log, options.signal);
    }
  } finally {
    stage.unmount();
  }
  options.onStep?.();
}
