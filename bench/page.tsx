// The benchmark page: ours and upstream in one page, driven by bench/run.mjs.
import * as React from 'react';
// Bundled with react-dom's profiling build (see run.mjs) so <Profiler> counts commits.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import Ours from '../src';
import Upstream from '@rc-component/overflow';

type Lib = 'ours' | 'upstream' | 'baseline';
// The baseline renders no list: what the harness itself costs, subtracted from both.
const Baseline = () => <div />;
const libs = { ours: Ours, upstream: Upstream, baseline: Baseline } as unknown as Record<
  Lib,
  React.ComponentType<BenchProps>
>;

interface BenchProps {
  data: number[];
  maxCount: 'responsive';
  itemKey: (item: number) => number;
  renderItem: (item: number) => React.ReactNode;
}

const itemStyle = (item: number): React.CSSProperties => ({
  display: 'inline-block',
  boxSizing: 'border-box',
  width: 40 + (item % 5) * 7,
  padding: '0 4px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});
const renderItem = (item: number) => <span style={itemStyle(item)}>{item}</span>;
const itemKey = (item: number) => item;

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Settled: no React commit during the last 6 frames and 100 ms. */
async function waitSettled(commits: number[]): Promise<void> {
  let quietFrames = 0;
  let seen = commits.length;
  const started = performance.now();
  while (quietFrames < 6 || performance.now() - (commits[commits.length - 1] ?? started) < 100) {
    await nextFrame();
    if (commits.length === seen) quietFrames += 1;
    else {
      seen = commits.length;
      quietFrames = 0;
    }
    if (performance.now() - started > 10000) throw new Error('did not settle within 10 s');
  }
}

let mounted:
  { root: ReturnType<typeof createRoot>; host: HTMLDivElement; commits: number[] } | undefined;

function Bench({ lib, n, commits }: { lib: Lib; n: number; commits: number[] }) {
  const Overflow = libs[lib];
  const data = React.useMemo(() => Array.from({ length: n }, (_, i) => i), [n]);
  return (
    <React.Profiler id={lib} onRender={() => commits.push(performance.now())}>
      <Overflow data={data} maxCount="responsive" itemKey={itemKey} renderItem={renderItem} />
    </React.Profiler>
  );
}

const api = {
  /** Mounts N items; resolves with ms from render call to the last commit, and the commit count. */
  async mount(lib: Lib, n: number) {
    api.unmount();
    const host = document.createElement('div');
    host.style.width = '600px';
    document.body.appendChild(host);
    const commits: number[] = [];
    const root = createRoot(host);
    mounted = { root, host, commits };
    const start = performance.now();
    flushSync(() => root.render(<Bench lib={lib} n={n} commits={commits} />));
    await waitSettled(commits);
    return {
      ms: commits[commits.length - 1] - start,
      commits: commits.length,
      visible: host.querySelectorAll('[class*="-item"]:not([aria-hidden="true"])').length,
    };
  },
  /** Changes the container width `count` times, waiting two frames after each change. */
  async resize(count: number) {
    if (!mounted) throw new Error('mount first');
    const before = mounted.commits.length;
    for (let i = 0; i < count; i += 1) {
      mounted.host.style.width = `${260 + ((i * 37) % 420)}px`;
      await nextFrame();
      await nextFrame();
    }
    await waitSettled(mounted.commits);
    return { commits: mounted.commits.length - before };
  },
  unmount() {
    if (!mounted) return;
    mounted.root.unmount();
    mounted.host.remove();
    mounted = undefined;
  },
};

(window as unknown as { bench: typeof api }).bench = api;
