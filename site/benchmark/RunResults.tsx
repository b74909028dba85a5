import React, { useEffect, useRef, useState } from 'react';
import { copyText } from '../../.dumi/lib/browserActions';
import type { ScenarioResult } from './engine';
import { formatMs, formatNumber } from './format';
import useMessage from '../../.dumi/theme/components/useMessage';
import { benchmarkMessages } from './messages';
import { IMPLEMENTATION_NAMES, IMPLEMENTATIONS } from './names';
import { MOUNT_RUNS } from './plan';
import ResultsChart from './ResultsChart';
import { resultMessages } from './resultMessages';
import { markdownTable, verdictOf } from './summary';
import WithCode from './WithCode';

const COPIED_MS = 2000;

export interface RunResultsProps {
  results: ScenarioResult[];
  resizes: number;
  /** When the run started, as shown ("2026-11-22 20:41 UTC"). */
  measuredAt: string;
  stopped: boolean;
}

/**
 * A run's figures: a verdict in a line, a table with a row per list and item count (which Copy
 * results copies as Markdown), a chart of its times, and how each figure was taken. Shown only
 * after a run, so it loads with the code that measures.
 */
export default function RunResults({ results, resizes, measuredAt, stopped }: RunResultsProps) {
  const message = useMessage();
  const t = benchmarkMessages(message);
  const r = resultMessages(message);
  const [copied, setCopied] = useState(false);
  const copyTimer = useRef<number>();
  useEffect(() => () => window.clearTimeout(copyTimer.current), []);

  const sorted = [...results].sort(
    (a, b) =>
      a.n - b.n ||
      IMPLEMENTATIONS.indexOf(a.implementation) - IMPLEMENTATIONS.indexOf(b.implementation),
  );
  const counter = results[0]?.counter;
  const headers = [
    t.columnItems,
    t.columnImplementation,
    r.columnMount,
    r.columnResize(resizes),
    r.columnCommits,
    r.columnWrongFrames,
  ];
  const rows = sorted.map((result) => [
    formatNumber(result.n),
    IMPLEMENTATION_NAMES[result.implementation],
    formatMs(result.mountMs),
    formatMs(result.resizeMs),
    `${formatNumber(result.mountCommits)} / ${formatNumber(result.resizeCommits)}`,
    r.wrongFramesOf(result.wrongFrames, result.framesSampled),
  ]);
  const caption = r.resultsCaption(measuredAt);

  const found = verdictOf(results, IMPLEMENTATIONS.slice(1));
  const verdict = found
    ? r.verdict(
        found.n,
        IMPLEMENTATION_NAMES.ours,
        found.comparisons.map((c) => r.than(IMPLEMENTATION_NAMES[c.baseline], c.mount)),
        found.comparisons.map((c) => r.than(IMPLEMENTATION_NAMES[c.baseline], c.resize)),
      )
    : '';

  const onCopy = async () => {
    const table = markdownTable(`${r.resultsHeading}: ${caption}`, headers, rows, [
      true,
      false,
      true,
      true,
      true,
      true,
    ]);
    await copyText(verdict ? `${table}\n${verdict}\n` : table);
    setCopied(true);
    window.clearTimeout(copyTimer.current);
    copyTimer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <>
      <h3>{r.resultsHeading}</h3>
      {verdict ? <p className="site-bench-verdict">{verdict}</p> : null}
      <div className="site-bench-table" role="region" aria-label={r.resultsHeading} tabIndex={0}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sorted.map((result, i) => (
              <tr
                key={`${result.n}-${result.implementation}`}
                data-implementation={result.implementation}
                data-n={result.n}
              >
                {rows[i].map((text, column) =>
                  column === 1 ? (
                    <th key={column} scope="row">
                      {text}
                    </th>
                  ) : (
                    <td key={column} className="site-bench-number" data-label={headers[column]}>
                      {text}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button
        type="button"
        className="site-bench-copy"
        data-copied={copied || undefined}
        onClick={onCopy}
      >
        {copied ? r.copied : r.copy}
      </button>
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
