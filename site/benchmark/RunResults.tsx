import React from 'react';
import type { ScenarioResult } from './engine';
import { formatMs, formatNumber } from './format';
import useMessage from '../../.dumi/theme/components/useMessage';
import { benchmarkMessages } from './messages';
import { IMPLEMENTATION_NAMES } from './names';
import { MOUNT_RUNS } from './plan';
import ResultsChart from './ResultsChart';
import { resultMessages } from './resultMessages';
import WithCode from './WithCode';

export interface RunResultsProps {
  results: ScenarioResult[];
  resizes: number;
  /** When the run started, as shown ("2026-11-22 20:41 UTC"). */
  measuredAt: string;
  stopped: boolean;
}

/**
 * A run's figures: a table with a row per list and item count, a chart of its times, and how
 * each figure was taken. Shown only after a run, so it loads with the code that measures.
 */
export default function RunResults({ results, resizes, measuredAt, stopped }: RunResultsProps) {
  const message = useMessage();
  const t = benchmarkMessages(message);
  const r = resultMessages(message);
  const sorted = [...results].sort(
    (a, b) => a.n - b.n || a.implementation.localeCompare(b.implementation),
  );
  const counter = results[0]?.counter;
  return (
    <>
      <h3>{r.resultsHeading}</h3>
      <div className="site-bench-table" role="region" aria-label={r.resultsHeading} tabIndex={0}>
        <table>
          <caption>{r.resultsCaption(measuredAt)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columnItems}</th>
              <th scope="col">{t.columnImplementation}</th>
              <th scope="col">{r.columnMount}</th>
              <th scope="col">{r.columnResize(resizes)}</th>
              <th scope="col">{r.columnMountCommits}</th>
              <th scope="col">{r.columnResizeCommits}</th>
              <th scope="col">{r.columnWrongFrames}</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((result) => (
              <tr
                key={`${result.n}-${result.implementation}`}
                data-implementation={result.implementation}
                data-n={result.n}
              >
                <td className="site-bench-number">{formatNumber(result.n)}</td>
                <th scope="row">{IMPLEMENTATION_NAMES[result.implementation]}</th>
                <td className="site-bench-number">{formatMs(result.mountMs)}</td>
                <td className="site-bench-number">{formatMs(result.resizeMs)}</td>
                <td className="site-bench-number">{formatNumber(result.mountCommits)}</td>
                <td className="site-bench-number">{formatNumber(result.resizeCommits)}</td>
                <td className="site-bench-number">
                  {r.wrongFramesOf(result.wrongFrames, result.framesSampled)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {stopped ? <p>{r.resultsPartial}</p> : null}
      <div className="site-bench-chart-scroll" role="region" aria-label={r.chartTitle} tabIndex={0}>
        <ResultsChart results={results} resizes={resizes} r={r} />
      </div>
      <ul className="site-bench-notes">
        {r.notes(resizes, MOUNT_RUNS).map((note) => (
          <li key={note}>
            <WithCode text={note} />
          </li>
        ))}
        <li>
          <WithCode text={counter === 'profiler' ? r.counterProfiler : r.counterList} />
        </li>
      </ul>
    </>
  );
}
