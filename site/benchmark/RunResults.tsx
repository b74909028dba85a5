import React from 'react';
import useCopied from '../useCopied';
import type { ScenarioResult } from './engine';
import FiguresTable from './FiguresTable';
import { formatMs, formatNumber } from './format';
import { IMPLEMENTATION_NAMES, IMPLEMENTATIONS } from './lists';
import type { BenchmarkMessages } from './messages';
import ResultsChart from './ResultsChart';
import { markdownTable, verdictText } from './summary';

interface RunResultsProps {
  t: BenchmarkMessages;
  results: ScenarioResult[];
  resizes: number;
  /** When the run started, as shown ("2026-11-22 20:41 UTC"). */
  measuredAt: string;
  stopped: boolean;
}

/**
 * A run's figures: a verdict in a line, a table with a row per list and item count (which Copy
 * results copies as Markdown) and a chart of its times.
 */
export default function RunResults({ t, results, resizes, measuredAt, stopped }: RunResultsProps) {
  const [copied, copy] = useCopied();

  const order = (result: ScenarioResult) => IMPLEMENTATIONS.indexOf(result.implementation);
  const sorted = [...results].sort((a, b) => a.n - b.n || order(a) - order(b));
  const headers = [
    t.columnItems,
    t.columnImplementation,
    t.wallMs(t.mount),
    t.wallMs(t.resizes(resizes)),
    t.columnCommits,
    t.columnWrongFrames,
  ];
  const rows = sorted.map((result) => ({
    implementation: result.implementation,
    n: result.n,
    cells: [
      formatNumber(result.n),
      IMPLEMENTATION_NAMES[result.implementation],
      formatMs(result.mountMs),
      formatMs(result.resizeMs),
      `${formatNumber(result.mountCommits)} / ${formatNumber(result.resizeCommits)}`,
      t.wrongFramesOf(result.wrongFrames, result.framesSampled),
    ],
  }));
  const caption = t.resultsCaption(measuredAt);
  const verdict = verdictText(t, results, IMPLEMENTATIONS.slice(1));

  const onCopy = async () => {
    const table = markdownTable(
      `${t.resultsHeading}: ${caption}`,
      headers,
      rows.map((row) => row.cells),
    );
    await copy(verdict ? `${table}\n${verdict}\n` : table);
  };

  return (
    <>
      <h3>{t.resultsHeading}</h3>
      {verdict ? <p className="site-bench-verdict">{verdict}</p> : null}
      <FiguresTable caption={caption} headers={headers} rows={rows} />
      <button type="button" onClick={onCopy}>
        {copied ? t.copied : t.copy}
      </button>
      {stopped ? <p>{t.resultsPartial}</p> : null}
      <div className="site-bench-chart-scroll" role="region" aria-label={t.chartTitle} tabIndex={0}>
        <ResultsChart results={results} resizes={resizes} t={t} />
      </div>
    </>
  );
}
