// Test page: the site's benchmark code (site/benchmark/engine.ts) on a development build of React,
// where <React.Profiler> reports commits, so its two commit counters can be compared.
import Overflow from 'rc-overflow';
import Upstream from '@rc-component/overflow';
// The published rc-overflow 1.5.0 (the bare name is this package).
import Legacy from '../../../node_modules/rc-overflow/es/index.js';
import { measure, type BenchList, type ScenarioResult } from '../../../site/benchmark/engine';
import '../../../assets/index.css';

const LISTS: Record<ScenarioResult['implementation'], BenchList> = {
  ours: Overflow,
  upstream: Upstream,
  legacy: Legacy as unknown as BenchList,
};

declare global {
  interface Window {
    measureBenchmark: (
      implementation: ScenarioResult['implementation'],
      n: number,
      resizes: number,
    ) => Promise<ScenarioResult>;
  }
}

const stage = document.createElement('div');
document.getElementById('root')?.appendChild(stage);

window.measureBenchmark = (implementation, n, resizes) =>
  measure({ stage, List: LISTS[implementation], implementation, n, resizes });
