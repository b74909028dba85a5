// Test page: the site's benchmark code (site/benchmark/engine.tsx) on a development build of React,
// where <React.Profiler> reports every commit, to compare with the commits the page counts.
import React, { Profiler } from 'react';
import { resizeWidths, waitSettled } from '../../../bench/measure';
import { createListStage, LISTS, type BenchListProps } from '../../../site/benchmark/engine';
import type { Implementation } from '../../../site/benchmark/lists';
import '../../../assets/index.css';

interface Counts {
  profiler: number;
  list: number;
}

declare global {
  interface Window {
    countCommits: (implementation: Implementation, n: number, resizes: number) => Promise<Counts>;
  }
}

const parent = document.createElement('div');
document.getElementById('root')?.appendChild(parent);

/** Mounts the list and resizes it as a run does, counting its commits both ways. */
window.countCommits = async (implementation, n, resizes) => {
  const List = LISTS[implementation];
  let profiler = 0;
  const Profiled = (props: BenchListProps) => (
    <Profiler id="list" onRender={() => (profiler += 1)}>
      <List {...props} />
    </Profiler>
  );
  const stage = createListStage(parent, Profiled, n);
  stage.render();
  await waitSettled(stage.commits);
  for (const width of resizeWidths(resizes)) {
    stage.host.style.width = `${width}px`;
    await waitSettled(stage.commits);
  }
  stage.unmount();
  return { profiler, list: stage.commits.length };
};
