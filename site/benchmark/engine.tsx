// The benchmark in a visitor's browser; docs/benchmark.md tells how each figure is taken.
import React, { forwardRef, useLayoutEffect } from 'react';
import Overflow from 'rc-overflow';
import Upstream from '@rc-component/overflow';
// The published rc-overflow 1.5.0 (the bare name is this package).
import Legacy from '../../node_modules/rc-overflow/es/index.js';
import * as bench from '../../bench/measure';
import { median } from '../../scripts/stats.cjs';
import { MOUNT_RUNS, type Implementation, type Measurement } from './lists';

/** The props every list gets: those `npm run bench` passes, plus the counting element. */
export interface BenchListProps {
  data: number[];
  maxCount: 'responsive';
  itemKey: (item: number) => number;
  renderItem: (item: number) => React.ReactNode;
  component: React.ComponentType<React.HTMLAttributes<HTMLDivElement>>;
}

export type BenchList = React.ComponentType<BenchListProps>;

export const LISTS: Record<Implementation, BenchList> = {
  ours: Overflow,
  upstream: Upstream,
  legacy: Legacy as unknown as BenchList,
};

/** One list in its own root, in a 600 px box of its own inside `parent`. */
export function createListStage(parent: HTMLElement, List: BenchList, n: number) {
  const stage = bench.createStage(parent, 'width: 600px');
  // The root element (`component`) renders in each commit: its layout effect times each.
  const CountingListElement = forwardRef<HTMLDivElement, React.HTMLAttributes<HTMLDivElement>>(
    function CountingListElement(props, ref) {
      useLayoutEffect(() => {
        stage.commits.push(performance.now());
      });
      return <div {...props} ref={ref} />;
    },
  );
  const list = (
    <List
      data={bench.items(n)}
      maxCount="responsive"
      itemKey={(item) => item}
      renderItem={(item) => <span style={bench.itemStyle(item)}>{item}</span>}
      component={CountingListElement}
    />
  );
  return { ...stage, render: () => stage.render(list) };
}

type RunOptions = Measurement & { stage: HTMLElement; signal: AbortSignal; onStep: () => void };

// A mount, then a resize to each width, each settled; only `sample` reads frames, which costs time.
async function pass(
  { stage: parent, implementation, n, signal, onStep }: RunOptions,
  widths: number[],
  sample = false,
) {
  const stage = createListStage(parent, LISTS[implementation], n);
  const sampler = sample ? bench.startFrameSampler(stage.host) : null;
  const settled: string[] = [];
  const settle = async (since: number) => {
    await bench.waitSettled(stage.commits, { signal });
    if (sampler) settled.push(bench.paintedAnswer(stage.host));
    onStep();
    return Math.max(0, bench.lastOf(stage.commits) - since);
  };
  try {
    const start = performance.now();
    stage.render();
    const mountMs = await settle(start);
    const mountCommits = stage.commits.length;
    let resizeMs = 0;
    for (const [i, width] of widths.entries()) {
      // Set at a frame's start, with the sampled step: the frames before it show the last step.
      const changedAt = await new Promise<number>((resolve) =>
        requestAnimationFrame(() => {
          if (sampler) sampler.step = i + 1;
          resolve(performance.now());
          stage.host.style.width = `${width}px`;
        }),
      );
      resizeMs += await settle(changedAt);
    }
    const samples = sampler?.samples ?? [];
    return {
      mountMs,
      mountCommits,
      resizeMs,
      resizeCommits: stage.commits.length - mountCommits,
      wrongFrames: samples.filter(({ step, answer }) => answer !== settled[step]).length,
      framesSampled: samples.length,
    };
  } finally {
    sampler?.stop();
    stage.unmount();
  }
}

/** The median of MOUNT_RUNS mounts, resizes after the last; then both again, every frame read. */
export async function measure(options: RunOptions) {
  const widths = bench.resizeWidths(options.resizes);
  const mounts = [];
  for (let run = 1; run < MOUNT_RUNS; run += 1) mounts.push(await pass(options, []));
  const timed = await pass(options, widths);
  mounts.push(timed);
  const { wrongFrames, framesSampled } = await pass(options, widths, true);
  return {
    implementation: options.implementation,
    n: options.n,
    /** Median ms from the render call to the list's last commit. */
    mountMs: median(mounts.map((m) => m.mountMs)),
    mountCommits: median(mounts.map((m) => m.mountCommits)),
    /** Ms from each width change to the list's last commit for it, summed over the resizes. */
    resizeMs: timed.resizeMs,
    resizeCommits: timed.resizeCommits,
    /** Frames painted with another answer than the list then settled on (mount and resizes). */
    wrongFrames,
    framesSampled,
  };
}

export type ScenarioResult = Awaited<ReturnType<typeof measure>>;
