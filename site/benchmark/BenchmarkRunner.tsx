import React, { useEffect, useRef, useState } from 'react';
import { useLocale } from 'dumi';
import Overflow from 'rc-overflow';
import 'rc-overflow/assets/index.css';
import useHydrated from '../../.dumi/theme/components/useHydrated';
import type { BenchList, ScenarioResult } from './engine';
import { formatNumber, formatUtc, parseCounts } from './format';
import { Facts } from './FiguresTable';
import {
  IMPLEMENTATION_NAMES,
  IMPLEMENTATIONS,
  WARM_UP,
  stepsOfRun,
  type Implementation,
} from './lists';
import { benchmarkMessages, type BenchmarkMessages as Messages } from './messages';
import RunResults from './RunResults';
import './benchmark.less';

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
  const [status, setStatus] = useState('');
  /** While a run goes: how far it is, in percent and in words. */
  const [progress, setProgress] = useState<{ percent: number; text: string } | null>(null);
  const [results, setResults] = useState<ScenarioResult[]>([]);
  // The last run's settings, for its results, and whether it was stopped.
  const [run, setRun] = useState({ resizes: 0, measuredAt: '', stopped: false });
  const stageRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<AbortController | null>(null);

  // A run still going when the page is left stops with it.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const running = progress !== null;
  const stop = () => controllerRef.current?.abort();

  async function start() {
    const stage = stageRef.current as HTMLDivElement;
    const controller = new AbortController();
    controllerRef.current = controller;
    const { signal } = controller;
    // 200 and 2,000 items, 100 resizes; `?sizes=20,50&resizes=2` asks for a shorter run.
    const query = new URLSearchParams(window.location.search);
    const sizes = parseCounts(query.get('sizes'), 20000) ?? [200, 2000];
    const resizes = parseCounts(query.get('resizes'), 1000)?.[0] ?? 100;
    const startedAt = performance.now();
    const total = stepsOfRun(sizes, resizes);
    let done = 0;
    let measuring = t.progressLoading;
    const report = () => {
      const percent = Math.floor((done / total) * 100);
      setProgress({ percent, text: `${percent}%: ${measuring}` });
    };
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
    setRun({ resizes, measuredAt: formatUtc(new Date().toISOString()), stopped: false });
    setStatus(t.statusRunning);
    report();
    try {
      // Only this page loads the published packages (and the code that measures), when it runs.
      const [engine, upstream, legacy] = await Promise.all([
        import('./engine'),
        import('@rc-component/overflow'),
        // The published rc-overflow 1.5.0 (the bare name is this package).
        import('../../node_modules/rc-overflow/es/index.js'),
      ]);
      const lists: Record<Implementation, BenchList> = {
        ours: Overflow,
        upstream: upstream.default,
        legacy: legacy.default as unknown as BenchList,
      };
      measuring = t.progressWarmUp;
      for (const implementation of IMPLEMENTATIONS) {
        const List = lists[implementation];
        await engine.measure({ stage, List, implementation, ...WARM_UP, signal, onStep });
      }
      for (const [s, n] of sizes.entries()) {
        // Each size starts with the next list, so none always runs first.
        const first = s % IMPLEMENTATIONS.length;
        const order = [...IMPLEMENTATIONS.slice(first), ...IMPLEMENTATIONS.slice(0, first)];
        for (const implementation of order) {
          measuring = t.progressList(IMPLEMENTATION_NAMES[implementation], n);
          report();
          const List = lists[implementation];
          const options = { stage, List, implementation, n, resizes, signal, onStep };
          const result = await engine.measure(options);
          setResults((previous) => [...previous, result]);
        }
      }
      setStatus(t.statusDone(Math.round((performance.now() - startedAt) / 1000)));
    } catch (error) {
      const notSettled = error instanceof Error && error.name === 'NotSettledError';
      if (signal.aborted) {
        setStatus(hidden ? t.statusHidden : t.statusStopped);
        setRun((previous) => ({ ...previous, stopped: true }));
      } else setStatus(t.statusFailed(notSettled ? t.notSettled : String(error)));
    } finally {
      setProgress(null);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      if (controllerRef.current === controller) controllerRef.current = null;
    }
  }

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
      {progress ? (
        <>
          <progress
            aria-label={t.progressLabel}
            aria-valuetext={progress.text}
            max={100}
            value={progress.percent}
          />
          <p>{progress.text}</p>
        </>
      ) : null}
      <p role="status">{status}</p>
      {/* Where the lists under measurement are mounted: in view, so their frames are painted. */}
      <div ref={stageRef} className="site-bench-stage" aria-hidden="true" />
      {results.length > 0 ? (
        <>
          <RunResults t={t} results={results} {...run} />
          <h3>{t.environmentHeading}</h3>
          <Facts facts={environmentFacts(t)} />
        </>
      ) : null}
    </div>
  );
}
