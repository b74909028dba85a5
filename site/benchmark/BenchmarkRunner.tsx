import React, { type ComponentType, useEffect, useRef, useState } from 'react';
import { useLocale } from 'dumi';
import Overflow from 'rc-overflow';
import 'rc-overflow/assets/index.css';
import useHydrated from '../../.dumi/theme/components/useHydrated';
import type { BenchList, ScenarioResult } from './engine';
import { formatNumber, formatUtc, parseResizes, parseSizes } from './format';
import { Facts } from './FiguresTable';
import {
  IMPLEMENTATION_NAMES,
  IMPLEMENTATIONS,
  WARM_UP,
  stepsOfRun,
  type Implementation,
} from './lists';
import { benchmarkMessages, type BenchmarkMessages as Messages } from './messages';
import type { RunResultsProps } from './RunResults';
import './benchmark.less';

type RunState =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number; progress: string }
  | { phase: 'done'; seconds: number }
  | { phase: 'stopped'; hidden: boolean }
  | { phase: 'failed'; reason: string };

function statusText(t: Messages, run: RunState): string {
  if (run.phase === 'running') return t.statusRunning;
  if (run.phase === 'done') return t.statusDone(run.seconds);
  if (run.phase === 'stopped') return run.hidden ? t.statusHidden : t.statusStopped;
  if (run.phase === 'failed') return t.statusFailed(run.reason);
  return '';
}

/** What the page can read about this browser and device: term, then value. */
function environmentFacts(t: Messages): [string, string][] {
  const { userAgent, hardwareConcurrency } = navigator;
  const memory = (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
  return [
    [t.userAgent, userAgent],
    [t.processors, hardwareConcurrency ? formatNumber(hardwareConcurrency) : t.notReported],
    [t.memory, memory ? t.memoryValue(memory) : t.notReported],
  ];
}

/**
 * Run measures this package and the two published lists in the visitor's browser, one list and
 * one step at a time, and shows the figures with what the page can tell about the browser.
 */
export default function BenchmarkRunner() {
  const t = benchmarkMessages(useLocale().id);
  const hydrated = useHydrated();
  const [resizes, setResizes] = useState(0);
  const [run, setRun] = useState<RunState>({ phase: 'idle' });
  const [results, setResults] = useState<ScenarioResult[]>([]);
  const [measuredAt, setMeasuredAt] = useState('');
  // The results' table and chart, loaded with the code that measures.
  const [view, setView] = useState<{ RunResults: ComponentType<RunResultsProps> } | null>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<AbortController | null>(null);

  // A run still going when the page is left stops with it.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const running = run.phase === 'running';
  const stop = () => controllerRef.current?.abort();

  async function start() {
    const stage = stageRef.current as HTMLDivElement;
    const controller = new AbortController();
    controllerRef.current = controller;
    const { signal } = controller;
    // 200 and 2,000 items, 100 resizes; `?sizes=20,50&resizes=2` asks for a shorter run.
    const query = new URLSearchParams(window.location.search);
    const sizes = parseSizes(query.get('sizes')) ?? [200, 2000];
    const resizes = parseResizes(query.get('resizes')) ?? 100;
    const startedAt = performance.now();
    const total = stepsOfRun(sizes, resizes);
    let done = 0;
    let progress = t.progressLoading;
    const report = () => setRun({ phase: 'running', done, total, progress });
    const onStep = () => {
      done += 1;
      report();
    };
    // A hidden tab gets no frames, and its timers are throttled: what it measured would be wrong.
    let hidden = false;
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'hidden') return;
      hidden = true;
      controller.abort();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    setResults([]);
    setResizes(resizes);
    setMeasuredAt(formatUtc(new Date().toISOString()));
    report();
    try {
      // Only this page loads the published packages (and the code that measures), when it runs.
      const [engine, resultsView, upstream, legacy] = await Promise.all([
        import('./engine'),
        import('./RunResults'),
        import('@rc-component/overflow'),
        // The published rc-overflow 1.5.0 (the bare name is this package).
        import('../../node_modules/rc-overflow/es/index.js'),
      ]);
      setView({ RunResults: resultsView.default });
      const lists: Record<Implementation, BenchList> = {
        ours: Overflow,
        upstream: upstream.default,
        legacy: legacy.default as unknown as BenchList,
      };
      progress = t.progressWarmUp;
      for (const implementation of IMPLEMENTATIONS) {
        const List = lists[implementation];
        await engine.measure({ stage, List, implementation, ...WARM_UP, signal, onStep });
      }
      for (const [s, n] of sizes.entries()) {
        // Each size starts with the next list, so none always runs first.
        const first = s % IMPLEMENTATIONS.length;
        const order = [...IMPLEMENTATIONS.slice(first), ...IMPLEMENTATIONS.slice(0, first)];
        for (const implementation of order) {
          progress = t.progressList(IMPLEMENTATION_NAMES[implementation], n);
          report();
          const List = lists[implementation];
          const options = { stage, List, implementation, n, resizes, signal, onStep };
          const result = await engine.measure(options);
          setResults((previous) => [...previous, result]);
        }
      }
      setRun({ phase: 'done', seconds: Math.round((performance.now() - startedAt) / 1000) });
    } catch (error) {
      const notSettled = error instanceof Error && error.name === 'NotSettledError';
      if (signal.aborted) setRun({ phase: 'stopped', hidden });
      else setRun({ phase: 'failed', reason: notSettled ? t.notSettled : String(error) });
    } finally {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      if (controllerRef.current === controller) controllerRef.current = null;
    }
  }

  const percent = running ? Math.floor((run.done / run.total) * 100) : 0;
  const progress = running ? `${percent}%: ${run.progress}` : '';

  return (
    <div
      className="site-bench markdown"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && running) stop();
      }}
    >
      <button type="button" disabled={!hydrated} onClick={running ? stop : start}>
        {running ? t.stop : t.run}
      </button>
      {running ? (
        <>
          <progress
            aria-label={t.progressLabel}
            aria-valuetext={progress}
            max={100}
            value={percent}
          />
          <p>{progress}</p>
        </>
      ) : null}
      <p role="status">{statusText(t, run)}</p>
      {/* Where the lists under measurement are mounted: in view, so their frames are painted. */}
      <div ref={stageRef} className="site-bench-stage" aria-hidden="true" />
      {results.length > 0 && view ? (
        <>
          <view.RunResults
            t={t}
            results={results}
            resizes={resizes}
            measuredAt={measuredAt}
            stopped={run.phase === 'stopped'}
          />
          <h3>{t.environmentHeading}</h3>
          <Facts facts={environmentFacts(t)} />
        </>
      ) : null}
    </div>
  );
}
