// The figures of the last `npm run bench -- --write`, as bench/results.json holds them: imported
// when the site is built, so the page shows what the repository had then.
import results from '../../bench/results.json';

export type BenchLib = 'ours' | 'upstream' | 'floor';

interface ScenarioFigures {
  mainThreadMs: number;
  commits: number;
}

interface FramesFigures {
  wrong: { mount: number; resize: number; rerender: number };
  frames: number;
}

export interface CommittedResult {
  n: number;
  mount: Record<BenchLib, ScenarioFigures>;
  resize: Record<BenchLib, ScenarioFigures>;
  rerender: Record<BenchLib, ScenarioFigures>;
  frames: Record<BenchLib, FramesFigures>;
}

export interface CommittedBench {
  date: string;
  command: string;
  machine: {
    cpu: string;
    cores: number;
    memoryGiB: number;
    os: string;
    node: string;
    chromium: string;
    loadAverageBefore: number[];
    loadAverageAfter: number[];
  };
  runs: number;
  steps: number;
  results: CommittedResult[];
}

// Typed here, so a change of the file's shape fails the type check rather than the page.
export const committed: CommittedBench = results;

export const BENCH_LIBS: BenchLib[] = ['ours', 'upstream', 'floor'];
