import React, { useEffect, useRef, useState } from 'react';
import 'rc-overflow/assets/index.css';
import useHydrated from '../../.dumi/theme/components/useHydrated';
import useCopied from '../../.dumi/theme/components/useCopied';
import type { ScenarioResult } from './engine';
import { formatMs, formatNumber, formatUtc, parseCounts } from './format';
import FiguresTable, { Facts } from './FiguresTable';
import { IMPLEMENTATION_NAMES, IMPLEMENTATIONS, planRun, stepsOfRun } from './lists';
import { asIs, BENCHMARK_MESSAGES, type BenchmarkMessages as Messages } from './messages';
import { useMessages } from '../../.dumi/theme/components/useMessage';
import ResultsChart from './ResultsChart';
import { markdownTable, verdictText } from './summary';
import './benchmark.less';

function environmentFacts(t: Messages): [string, React.ReactNode][] {
  const { userAgent, hardwareConcurrency } = navigator;
  const memory = (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
  return [
    [t.userAgent, asIs(userAgent)],
    [t.processors, hardwareConcurrency ? formatNumber(hardwareConcurrency) : t.notReported],
    [t.memory, memory ? t.memoryValue(memory) : t.notReported],
  ];
}

/** Measures this package and the published lists in this browser, one list and step at a time. */
export default function BenchmarkRunner() {
  const t = useMessages(BENCHMARK_MESSAGES);
  const hydrated = useHydrated();
  const [copied, copy] = useCopied();
  const [status, setStatus] = useState('');
  const [progress, setProgress] = useState<{ percent: number; text: string } | null>(null);
  const [results, setResults] = useState<ScenarioResult[]>([]);
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
    const resizes = parseCounts(query.get('resizes'), 1000)?.[0] ?? 100;
    const plan = planRun(parseCounts(query.get('sizes'), 20000) ?? [200, 2000], resizes);
    const total = stepsOfRun(plan);
    const startedAt = performance.now();
    let done = 0;
    let measuring = t.progressLoading;
    const report = (steps = 0) => {
      done += steps;
      const percent = Math.floor((done / total) * 100);
      setProgress({ percent, text: `${percent}%: ${measuring}` });
    };
    // A hidden tab gets no frames, and its timers are throttled: what it measured would be wrong.
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') controller.abort('hidden');
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    setResults([]);
    setRun({ resizes, measuredAt: formatUtc(new Date().toISOString()), stopped: false });
    setStatus(t.statusRunning);
    report();
    try {
      // Only this page loads the published lists (and the code that measures), when it runs.
      const { measure } = await import('./engine');
      for (const measurement of plan) {
        const { implementation, n, warmUp } = measurement;
        measuring = warmUp
          ? t.progressWarmUp
          : t.progressList(IMPLEMENTATION_NAMES[implementation], n);
        report();
        const result = await measure({ ...measurement, stage, signal, onStep: () => report(1) });
        if (!warmUp) setResults((previous) => [...previous, result]);
      }
      setStatus(t.statusDone(Math.round((performance.now() - startedAt) / 1000)));
    } catch (error) {
      const notSettled = error instanceof Error && error.name === 'NotSettledError';
      if (signal.aborted) {
        setStatus(signal.reason === 'hidden' ? t.statusHidden : t.statusStopped);
        setRun((previous) => ({ ...previous, stopped: true }));
      } else setStatus(t.statusFailed(notSettled ? t.notSettled : String(error)));
    } finally {
      setProgress(null);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      if (controllerRef.current === controller) controllerRef.current = null;
    }
  }

  const order = (result: ScenarioResult) => IMPLEMENTATIONS.indexOf(result.implementation);
  const headers = [
    t.columnItems,
    t.columnImplementation,
    ...[t.mount, t.resizes(run.resizes)].map(t.wallMs),
    t.columnCommits,
    t.columnWrongFrames,
  ];
  const rows = [...results]
    .sort((a, b) => a.n - b.n || order(a) - order(b))
    .map((result) => ({
      ...result,
      cells: [
        formatNumber(result.n),
        IMPLEMENTATION_NAMES[result.implementation],
        formatMs(result.mountMs),
        formatMs(result.resizeMs),
        `${formatNumber(result.mountCommits)} / ${formatNumber(result.resizeCommits)}`,
        t.wrongFramesOf(result.wrongFrames, result.framesSampled),
      ],
    }));
  const caption = t.resultsCaption(run.measuredAt);
  const verdict = verdictText(t, results);
  const onCopy = () => {
    const cells = rows.map((row) => row.cells);
    const table = markdownTable(`${t.resultsHeading}: ${caption}`, headers, cells);
    return copy(verdict ? `${table}\n${verdict}\n` : table);
  };

  return (
    <div className="site-bench markdown" onKeyDown={(event) => event.key === 'Escape' && stop()}>
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
          <h3>{t.resultsHeading}</h3>
          {verdict ? <p className="site-bench-verdict">{verdict}</p> : null}
          <FiguresTable caption={caption} headers={headers} rows={rows} />
          <button type="button" onClick={onCopy}>
            {copied ? t.copied : t.copy}
          </button>
          {run.stopped ? <p>{t.resultsPartial}</p> : null}
          <ResultsChart results={results} resizes={run.resizes} t={t} />
          <h3>{t.environmentHeading}</h3>
          <Facts facts={environmentFacts(t)} />
        </>
      ) : null}
    </div>
  );
}
