import React from 'react';
import { BENCH_LIBS, committed, type BenchLib } from './committed';
import { formatMs, formatNumber, formatUtc } from './format';
import useMessage from '../../.dumi/theme/components/useMessage';
import { benchmarkMessages } from './messages';
import { IMPLEMENTATION_NAMES } from './names';
import { resultMessages } from './resultMessages';
import { verdictOf } from './summary';
import WithCode from './WithCode';
import './benchmark.less';

/**
 * The figures of the last `npm run bench` committed to the repository (bench/results.json, read
 * when the site is built): when and how they were taken, on what machine, and per item count the
 * medians of mount, resizes and parent re-renders, and the wrong frames, beside the floor.
 */
export default function CommittedFigures() {
  const message = useMessage();
  const t = benchmarkMessages(message);
  const r = resultMessages(message);
  const { machine } = committed;
  // The verdict of these figures (CPU time), as the run's is of its own.
  const found = verdictOf(
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
  const nameOf = (lib: BenchLib) => (lib === 'floor' ? t.floor : IMPLEMENTATION_NAMES[lib]);
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

  const columns = [
    t.columnItems,
    t.columnImplementation,
    t.committedMount,
    t.committedResize(committed.steps),
    t.committedRerender(committed.steps),
    t.committedCommits,
    t.committedWrongFrames,
  ];

  return (
    <div className="site-bench site-bench-committed markdown">
      <p>
        <WithCode text={t.committedIntro} />
      </p>
      {found ? (
        <p className="site-bench-verdict">
          {r.verdict(
            found.n,
            IMPLEMENTATION_NAMES.ours,
            found.comparisons.map((c) => r.than(IMPLEMENTATION_NAMES[c.baseline], c.mount)),
            found.comparisons.map((c) => r.than(IMPLEMENTATION_NAMES[c.baseline], c.resize)),
          )}
        </p>
      ) : null}
      <dl className="site-bench-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div
        className="site-bench-table"
        role="region"
        aria-label={t.committedCaption(committed.runs)}
        tabIndex={0}
      >
        <table>
          <caption>{t.committedCaption(committed.runs)}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {committed.results.flatMap((result) =>
              BENCH_LIBS.map((lib) => {
                const wrong = result.frames[lib].wrong;
                return (
                  <tr key={`${result.n}-${lib}`} data-implementation={lib} data-n={result.n}>
                    <td className="site-bench-number" data-label={columns[0]}>
                      {formatNumber(result.n)}
                    </td>
                    <th scope="row">{nameOf(lib)}</th>
                    <td className="site-bench-number" data-label={columns[2]}>
                      {formatMs(result.mount[lib].mainThreadMs)}
                    </td>
                    <td className="site-bench-number" data-label={columns[3]}>
                      {formatMs(result.resize[lib].mainThreadMs)}
                    </td>
                    <td className="site-bench-number" data-label={columns[4]}>
                      {formatMs(result.rerender[lib].mainThreadMs)}
                    </td>
                    <td className="site-bench-number" data-label={columns[5]}>
                      {[result.mount, result.resize, result.rerender]
                        .map((scenario) => formatNumber(scenario[lib].commits))
                        .join(' / ')}
                    </td>
                    <td className="site-bench-number" data-label={columns[6]}>
                      {[wrong.mount, wrong.resize, wrong.rerender]
                        .map((count) => formatNumber(count))
                        .join(' / ')}
                    </td>
                  </tr>
                );
              }),
            )}
          </tbody>
        </table>
      </div>
      <p>{t.committedNote}</p>
    </div>
  );
}
