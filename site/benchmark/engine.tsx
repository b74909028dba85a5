// The benchmark as it runs in a visitor's browser, loaded only when a run starts. How each figure
// is taken is told in docs/benchmark.md.
import React, { forwardRef, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { median } from './format';
import { MOUNT_RUNS, type Implementation } from './lists';

type ListElementProps = React.HTMLAttributes<HTMLDivElement> & React.RefAttributes<HTMLDivElement>;

/** The props every list gets here; the same as `npm run bench` passes, plus the counting element. */
export interface BenchListProps {
  data: number[];
  maxCount: 'responsive';
  itemKey: (item: number) => number;
  renderItem: (item: number) => React.ReactNode;
  component: React.ForwardRefExoticComponent<ListElementProps>;
}

export type BenchList = React.ComponentType<BenchListProps>;

/** A list still committing after this long, and this many frames (a hidden tab gets none). */
const SETTLE_LIMIT_MS = 10000;
const SETTLE_LIMIT_FRAMES = 600;

/** The container widths of the resizes, in order (the ones `npm run bench` walks through). */
export const resizeWidths = (count: number) =>
  Array.from({ length: count }, (_, i) => 260 + ((i * 37) % 420));

// Items of exact, varied widths, as in `npm run bench`.
const itemStyle = (item: number): React.CSSProperties => ({
  display: 'inline-block',
  boxSizing: 'border-box',
  width: 40 + (item % 5) * 7,
  padding: '0 4px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

/** One list in its own root, in a 600 px box of its own inside `parent`. */
export function createStage(parent: HTMLElement, List: BenchList, n: number) {
  const host = document.createElement('div');
  host.style.width = '600px';
  parent.appendChild(host);
  const root = createRoot(host);
  const data = Array.from({ length: n }, (_, i) => i);
  // When each commit of the list happened: its root element (the public `component` prop)
  // renders in every commit of the list, so its layout effect runs once per commit.
  const commits: number[] = [];
  const CountingListElement = forwardRef<HTMLDivElement, React.HTMLAttributes<HTMLDivElement>>(
    function CountingListElement(props, ref) {
      // No dependencies on purpose: once after every commit that rendered the list.
      useLayoutEffect(() => {
        commits.push(performance.now());
      });
      return <div {...props} ref={ref} />;
    },
  );
  const list = (
    <List
      data={data}
      maxCount="responsive"
      itemKey={(item) => item}
      renderItem={(item) => <span style={itemStyle(item)}>{item}</span>}
      component={CountingListElement}
    />
  );
  return {
    host,
    commits,
    render: () => flushSync(() => root.render(list)),
    unmount: () => {
      root.unmount();
      host.remove();
    },
  };
}

type Stage = ReturnType<typeof createStage>;

export class NotSettledError extends Error {
  name = 'NotSettledError';
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const lastOf = (commits: number[]) => commits[commits.length - 1] ?? -Infinity;

/** Resolves once the list has made no commit for 3 frames and 50 ms; yields to the browser. */
export async function waitSettled(commits: number[], signal?: AbortSignal): Promise<void> {
  const started = performance.now();
  let seen = commits.length;
  let quietFrames = 0;
  for (let frames = 1; ; frames += 1) {
    await nextFrame();
    signal?.throwIfAborted();
    if (commits.length === seen) quietFrames += 1;
    else [seen, quietFrames] = [commits.length, 0];
    const now = performance.now();
    if (quietFrames >= 3 && now - Math.max(lastOf(commits), started) >= 50) return;
    if (now - started > SETTLE_LIMIT_MS && frames > SETTLE_LIMIT_FRAMES) {
      throw new NotSettledError(`the list did not settle within ${SETTLE_LIMIT_MS / 1000} s`);
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

/** The answer on screen: "11+189" is 11 items and a `+ 189 ...` rest, "5" five items and no rest. */
function paintedAnswer(host: HTMLElement): string {
  const list = host.firstElementChild;
  if (!list) return '';
  // A list that clips its overflow hides the items past its edge.
  const clip = getComputedStyle(list).overflowX === 'visible' ? null : list.getBoundingClientRect();
  let items = 0;
  let rest = '';
  for (const element of Array.from(list.querySelectorAll('.rc-overflow-item'))) {
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.opacity === '0') continue;
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

/**
 * Reads the painted answer once per frame, after the frame is painted: a message posted from
 * `requestAnimationFrame` is handled after that frame's layout, observers and paint.
 */
function startFrameSampler(host: HTMLElement) {
  let running = true;
  const channel = new MessageChannel();
  const sampler = {
    /** The step the frames painted from now on belong to. */
    step: 0,
    samples: [] as { step: number; answer: string }[],
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

export interface ScenarioResult {
  implementation: Implementation;
  n: number;
  /** Median ms from the render call to the list's last commit. */
  mountMs: number;
  mountCommits: number;
  /** Ms from each width change to the list's last commit for it, summed over the resizes. */
  resizeMs: number;
  resizeCommits: number;
  /** Frames painted with another answer than the list then settled on (mount and resizes). */
  wrongFrames: number;
  framesSampled: number;
}

export interface RunOptions {
  /** Where the lists are mounted (in view, so their frames are painted). */
  stage: HTMLElement;
  List: BenchList;
  implementation: Implementation;
  n: number;
  resizes: number;
  signal: AbortSignal;
  /** Called after each step (a mount, a resize; see lists.ts), so the caller can show progress. */
  onStep: () => void;
}

async function mountSettled(options: RunOptions): Promise<{ stage: Stage; ms: number }> {
  const stage = createStage(options.stage, options.List, options.n);
  try {
    const start = performance.now();
    stage.render();
    await waitSettled(stage.commits, options.signal);
    return { stage, ms: lastOf(stage.commits) - start };
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
  const { signal, onStep } = options;
  const widths = resizeWidths(options.resizes);
  const mounts: { ms: number; commits: number }[] = [];
  let stage: Stage | undefined;
  try {
    for (let run = 0; run < MOUNT_RUNS; run += 1) {
      stage?.unmount();
      stage = undefined;
      const mounted = await mountSettled(options);
      stage = mounted.stage;
      mounts.push({ ms: mounted.ms, commits: stage.commits.length });
      onStep();
    }
    const active = stage as Stage;
    const mountCommits = active.commits.length;
    let resizeMs = 0;
    for (const width of widths) {
      const changedAt = await setWidthInNextFrame(active, width);
      await waitSettled(active.commits, signal);
      resizeMs += Math.max(0, lastOf(active.commits) - changedAt);
      onStep();
    }
    const resizeCommits = active.commits.length - mountCommits;
    active.unmount();
    stage = undefined;
    return {
      implementation: options.implementation,
      n: options.n,
      mountMs: median(mounts.map((m) => m.ms)),
      mountCommits: median(mounts.map((m) => m.commits)),
      resizeMs,
      resizeCommits,
      ...(await countWrongFrames(options, widths)),
    };
  } finally {
    stage?.unmount();
  }
}

/** Mount and the resizes again, reading every painted frame. */
async function countWrongFrames(options: RunOptions, widths: number[]) {
  const stage = createStage(options.stage, options.List, options.n);
  const sampler = startFrameSampler(stage.host);
  try {
    const settled: string[] = [];
    stage.render();
    await waitSettled(stage.commits, options.signal);
    settled.push(paintedAnswer(stage.host));
    options.onStep();
    for (let i = 0; i < widths.length; i += 1) {
      // The step changes in the frame the width does: the frames before it still show the last one.
      await setWidthInNextFrame(stage, widths[i], () => {
        sampler.step = i + 1;
      });
      await waitSettled(stage.commits, options.signal);
      settled.push(paintedAnswer(stage.host));
      options.onStep();
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
