import React from 'react';
import { useLocale } from 'dumi';
import { BENCH_LIBS, committed, type BenchLib } from './committed';
import FiguresTable, { Facts } from './FiguresTable';
import { formatMs, formatNumber, formatUtc } from './format';
import { benchmarkMessages } from './messages';
import { IMPLEMENTATION_NAMES } from './names';
import { verdictText } from './summary';
import WithCode from './WithCode';
import './benchmark.less';

/**
 * The figures of the last `npm run bench` committed to the repository (bench/results.json, read
 * when the site is built): when and how they were taken, on what machine, and per item count the
 * medians of mount, resizes and parent re-renders, and the wrong frames, beside the floor.
 */
export default function CommittedFigures() {
  const t = benchmarkMessages(useLocale().id);
  const { machine, steps } = committed;
  // The verdict of these figures (CPU time), as the run's is of its own.
  const verdict = verdictText(
    t,
    committed.results.flatMap((result) =>
      (['ours', 'upstream'] as const).map((implementation) => ({
        implementation,
        n: result.n,
        mountMs: result.mount[implementation].mainThreadMs,
        resizeMs: result.resize[implementation].mainThreadMs,
      })),
    ),
    ['upstream'],
  );
  const facts: [string, React.ReactNode][] = [
    [t.committedDate, <time dateTime={committed.date}>{formatUtc(committed.date)}</time>],
    [t.committedCommand, <code>{committed.command}</code>],
    [
      t.committedMachine,
      t.committedMachineValue(machine.cpu, machine.cores, machine.memoryGiB, machine.os),
    ],
    [t.committedBrowser, `Chromium ${machine.chromium}, Node ${machine.node}`],
    [t.committedLoad, t.committedLoadValue(machine.loadAverageBefore, machine.loadAverageAfter)],
  ];
  const headers = [
    t.columnItems,
    t.columnImplementation,
    t.committedMount,
    t.committedResize(steps),
    t.committedRerender(steps),
    t.committedCommits,
    t.committedWrongFrames,
  ];
  const rows = committed.results.flatMap((result) =>
    BENCH_LIBS.map((lib: BenchLib) => {
      const scenarios = [result.mount[lib], result.resize[lib], result.rerender[lib]];
      const { wrong } = result.frames[lib];
      return {
        implementation: lib,
        n: result.n,
        cells: [
          formatNumber(result.n),
          lib === 'floor' ? t.floor : IMPLEMENTATION_NAMES[lib],
          ...scenarios.map((scenario) => formatMs(scenario.mainThreadMs)),
          scenarios.map((scenario) => formatNumber(scenario.commits)).join(' / '),
          [wrong.mount, wrong.resize, wrong.rerender]
            .map((count) => formatNumber(count))
            .join(' / '),
        ],
      };
    }),
  );

  return (
    <div className="site-bench site-bench-committed markdown">
      <p>
        <WithCode text={t.committedIntro} />
      </p>
      {verdict ? <p className="site-bench-verdict">{verdict}</p> : null}
      <Facts facts={facts} />
      <FiguresTable caption={t.committedCaption(committed.runs)} headers={headers} rows={rows} />
      <p>{t.committedNote}</p>
    </div>
  );
}
