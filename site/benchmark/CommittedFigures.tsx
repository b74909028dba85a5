import React from 'react';
// The figures of the last `npm run bench -- --write`, read when the site is built.
import committed from '../../bench/results.json';
import FiguresTable, { Facts } from './FiguresTable';
import { formatMs, formatNumber, formatUtc } from './format';
import { IMPLEMENTATION_NAMES } from './lists';
import { BENCHMARK_MESSAGES } from './messages';
import { useMessages } from '../../.dumi/theme/components/useMessage';
import { verdictText } from './summary';
import './benchmark.less';

const LISTS = ['ours', 'upstream', 'floor'] as const;
const SCENARIOS = ['mount', 'resize', 'rerender'] as const;

/** Figures of the three scenarios, "2 / 70 / 100". */
const perScenario = (figures: number[]) => figures.map((f) => formatNumber(f)).join(' / ');

/** The committed figures: when and on what machine, their verdict, and medians beside the floor. */
export default function CommittedFigures() {
  const t = useMessages(BENCHMARK_MESSAGES);
  const { machine, steps, results } = committed;
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
    ...[t.mount, t.resizes(steps), t.rerenders(steps)].map(t.cpuMs),
    t.committedCommits,
    t.committedWrongFrames,
  ];
  const rows = results.flatMap((result) =>
    LISTS.map((list) => {
      const scenarios = SCENARIOS.map((scenario) => result[scenario][list]);
      return {
        implementation: list,
        n: result.n,
        // The verdict's figures: CPU time, where the run's are its own wall-clock time.
        mountMs: scenarios[0].mainThreadMs,
        resizeMs: scenarios[1].mainThreadMs,
        cells: [
          formatNumber(result.n),
          list === 'floor' ? t.floor : IMPLEMENTATION_NAMES[list],
          ...scenarios.map((scenario) => formatMs(scenario.mainThreadMs)),
          perScenario(scenarios.map((scenario) => scenario.commits)),
          perScenario(SCENARIOS.map((scenario) => result.frames[list].wrong[scenario])),
        ],
      };
    }),
  );

  const verdict = verdictText(t, rows);

  return (
    <div className="site-bench site-bench-committed markdown">
      {verdict ? <p className="site-bench-verdict">{verdict}</p> : null}
      <Facts facts={facts} />
      <FiguresTable caption={t.committedCaption(committed.runs)} headers={headers} rows={rows} />
    </div>
  );
}
