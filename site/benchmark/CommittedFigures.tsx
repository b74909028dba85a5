import React from 'react';
import { useLocale } from 'dumi';
// The figures of the last `npm run bench -- --write`, read when the site is built.
import committed from '../../bench/results.json';
import FiguresTable, { Facts } from './FiguresTable';
import { formatMs, formatNumber, formatUtc } from './format';
import { IMPLEMENTATION_NAMES } from './lists';
import { benchmarkMessages } from './messages';
import { verdictText } from './summary';
import './benchmark.less';

const LISTS = ['ours', 'upstream', 'floor'] as const;

/**
 * The figures of the last `npm run bench` committed to the repository: when and on what machine
 * they were taken, their verdict, and per item count the medians of mount, resizes and parent
 * re-renders, and the wrong frames, beside the floor.
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
    t.cpuMs(t.mount),
    t.cpuMs(t.resizes(steps)),
    t.cpuMs(t.rerenders(steps)),
    t.committedCommits,
    t.committedWrongFrames,
  ];
  const rows = committed.results.flatMap((result) =>
    LISTS.map((list) => {
      const scenarios = [result.mount[list], result.resize[list], result.rerender[list]];
      const { wrong } = result.frames[list];
      return {
        implementation: list,
        n: result.n,
        cells: [
          formatNumber(result.n),
          list === 'floor' ? t.floor : IMPLEMENTATION_NAMES[list],
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
      {verdict ? <p className="site-bench-verdict">{verdict}</p> : null}
      <Facts facts={facts} />
      <FiguresTable caption={t.committedCaption(committed.runs)} headers={headers} rows={rows} />
    </div>
  );
}
