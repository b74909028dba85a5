import React, { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocale } from 'dumi';
import Overflow from 'rc-overflow';
import 'rc-overflow/assets/index.css';
import useHydrated from '../../.dumi/theme/components/useHydrated';
import type { BenchList, Implementation, ScenarioResult } from './engine';
import { type EnvironmentFacts, readEnvironment } from './environment';
import { formatNumber, formatUtc, parseResizes, parseSizes } from './format';
import { Facts } from './FiguresTable';
import { benchmarkMessages, type BenchmarkMessages as Messages } from './messages';
import { IMPLEMENTATION_NAMES, IMPLEMENTATIONS } from './names';
import { stepsOfRun } from './plan';
import type { RunResultsProps } from './RunResults';
import './benchmark.less';

// Runs before the browser paints the hydrated commit; on the server it would only warn.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The item counts offered; `?sizes=20,50` adds its own choice, selected. */
const SIZE_CHOICES = [[200, 2000], [200], [2000]];
const DEFAULT_RESIZES = 100;

type Progress =
  | { stage: 'loading' }
  | { stage: 'warm-up' }
  | { stage: 'list'; implementation: Implementation; n: number };

type RunState =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number; progress: Progress }
  | { phase: 'done'; seconds: number }
  | { phase: 'stopped'; hidden: boolean }
  | { phase: 'failed'; reason: string };

function progressText(t: Messages, progress: Progress): string {
  if (progress.stage === 'loading') return t.progressLoading;
  if (progress.stage === 'warm-up') return t.progressWarmUp;
  return t.progressList(IMPLEMENTATION_NAMES[progress.implementation], progress.n);
}

function statusText(t: Messages, run: RunState): string {
  switch (run.phase) {
    case 'running':
      return run.progress.stage === 'loading' ? t.statusLoading : t.statusRunning;
    case 'done':
      return t.statusDone(run.seconds);
    case 'stopped':
      return run.hidden ? t.statusHidden : t.statusStopped;
    case 'failed':
      return t.statusFailed(run.reason);
    default:
      return '';
  }
}

/** Why a run failed, in the page's words where the page knows the cause. */
function failureReason(t: Messages, error: unknown): string {
  if (error instanceof Error && error.name === 'NotSettledError') return t.notSettled;
  return error instanceof Error ? error.message : String(error);
}

/** The browser's facts as the page lists them: term, then value. */
function environmentFacts(facts: EnvironmentFacts, t: Messages): [string, string][] {
  const orNot = (value: string | null) => value ?? t.notReported;
  return [
    [t.userAgent, facts.userAgent],
    [t.brands, orNot(facts.brands)],
    [t.platform, orNot(facts.platform)],
    [t.processors, orNot(facts.processors === null ? null : formatNumber(facts.processors))],
    [t.memory, orNot(facts.memoryGiB === null ? null : t.memoryValue(facts.memoryGiB))],
  ];
}

/**
 * The page's live benchmark: Run measures this package and the published
 * @rc-component/overflow in the visitor's browser, one list and one step at a time, and shows a
 * table and a chart of the figures with what the page can tell about the browser.
 */
export default function BenchmarkRunner() {
  const t = benchmarkMessages(useLocale().id);
  const hydrated = useHydrated();
  const [sizeChoices, setSizeChoices] = useState(SIZE_CHOICES);
  const [choice, setChoice] = useState(0);
  const [resizes, setResizes] = useState(DEFAULT_RESIZES);
  const [run, setRun] = useState<RunState>({ phase: 'idle' });
  const [results, setResults] = useState<ScenarioResult[]>([]);
  const [measuredAt, setMeasuredAt] = useState('');
  const [environment, setEnvironment] = useState<EnvironmentFacts | null>(null);
  // The results' table and chart, loaded with the code that measures.
  const [view, setView] = useState<{ RunResults: ComponentType<RunResultsProps> } | null>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<AbortController | null>(null);

  // The query's options and the browser's facts, in the commit that enables the controls.
  useIsomorphicLayoutEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const sizes = parseSizes(query.get('sizes'));
    if (sizes) {
      setSizeChoices([sizes, ...SIZE_CHOICES]);
      setChoice(0);
    }
    setResizes(parseResizes(query.get('resizes')) ?? DEFAULT_RESIZES);
    setEnvironment(readEnvironment(navigator));
  }, []);

  // A run still going when the page is left stops with it.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const running = run.phase === 'running';

  async function start() {
    const stage = stageRef.current;
    if (!stage) return;
    const controller = new AbortController();
    controllerRef.current = controller;
    const sizes = sizeChoices[choice];
    const startedAt = performance.now();
    const total = stepsOfRun(sizes, resizes, IMPLEMENTATIONS.length);
    let done = 0;
    let progress: Progress = { stage: 'loading' };
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
    setMeasuredAt(formatUtc(new Date().toISOString()));
    report();
    try {
      // Only this page loads the published package (and the code that measures), when it runs.
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
      const { signal } = controller;
      progress = { stage: 'warm-up' };
      for (const implementation of IMPLEMENTATIONS) {
        await engine.warmUp({ stage, List: lists[implementation], implementation, signal, onStep });
      }
      for (const [s, n] of sizes.entries()) {
        // Each size starts with the next list, so none always runs first.
        const first = s % IMPLEMENTATIONS.length;
        const order = [...IMPLEMENTATIONS.slice(first), ...IMPLEMENTATIONS.slice(0, first)];
        for (const implementation of order) {
          progress = { stage: 'list', implementation, n };
          report();
          const result = await engine.measure({
            stage,
            List: lists[implementation],
            implementation,
            n,
            resizes,
            signal,
            onStep,
          });
          setResults((previous) => [...previous, result]);
        }
      }
      setRun({ phase: 'done', seconds: Math.round((performance.now() - startedAt) / 1000) });
    } catch (error) {
      if (controller.signal.aborted) setRun({ phase: 'stopped', hidden });
      else setRun({ phase: 'failed', reason: failureReason(t, error) });
    } finally {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      if (controllerRef.current === controller) controllerRef.current = null;
    }
  }

  const stop = () => controllerRef.current?.abort();

  const percent = running ? Math.floor((run.done / run.total) * 100) : 0;
  const progress = running ? `${percent}%: ${progressText(t, run.progress)}` : '';

  return (
    <div
      className="site-bench markdown"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && running) stop();
      }}
    >
      <p>{t.howItRuns(resizes)}</p>
      <div className="site-bench-controls">
        <label>
          <span>{t.sizesLabel}</span>
          <select
            value={choice}
            disabled={!hydrated || running}
            onChange={(event) => setChoice(Number(event.target.value))}
          >
            {sizeChoices.map((sizes, i) => (
              <option key={sizes.join()} value={i}>
                {t.sizesOption(sizes)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="site-bench-run"
          disabled={!hydrated}
          onClick={running ? stop : start}
        >
          {running ? t.stop : t.run}
        </button>
      </div>
      {running ? (
        <>
          <div
            className="site-bench-progress"
            role="progressbar"
            aria-label={t.progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={progress}
          >
            <div style={{ width: `${percent}%` }} />
          </div>
          <p>{progress}</p>
        </>
      ) : null}
      <p role="status" className="site-bench-status">
        {statusText(t, run)}
      </p>
      {/* Where the lists under measurement are mounted: in view, so their frames are painted. */}
      <div
        ref={stageRef}
        className={`site-bench-stage${running ? ' site-bench-stage-running' : ''}`}
        aria-hidden="true"
      />
      {results.length > 0 && view ? (
        <view.RunResults
          t={t}
          results={results}
          resizes={resizes}
          measuredAt={measuredAt}
          stopped={run.phase === 'stopped'}
        />
      ) : null}
      {/* With the results: shown at load, this block would push the page down as it hydrates. */}
      {environment && results.length > 0 ? (
        <>
          <h3>{t.environmentHeading}</h3>
          <Facts facts={environmentFacts(environment, t)} />
        </>
      ) : null}
    </div>
  );
}
