// The texts of a run's results (table, chart, notes), from the site's message table (useMessage).
import type { Message } from '../../.dumi/theme/components/useMessage';
import { formatNumber } from './format';
import { formatRatio } from './summary';

export function resultMessages(message: Message) {
  return {
    resultsHeading: message('benchmark.resultsHeading'),
    resultsCaption: (date: string) => message('benchmark.resultsCaption', { date }),
    resultsPartial: message('benchmark.resultsPartial'),
    columnMount: message('benchmark.columnMount'),
    columnResize: (resizes: number) =>
      message('benchmark.columnResize', { resizes: formatNumber(resizes) }),
    columnCommits: message('benchmark.columnCommits'),
    columnWrongFrames: message('benchmark.columnWrongFrames'),
    wrongFramesOf: (wrong: number, sampled: number) =>
      message('benchmark.wrongFramesOf', {
        wrong: formatNumber(wrong),
        sampled: formatNumber(sampled),
      }),
    notes: (resizes: number, mounts: number) => {
      const values = { resizes: formatNumber(resizes), mounts };
      return (['benchmark.note1', 'benchmark.note2', 'benchmark.note3', 'benchmark.note4'] as const)
        .map((id) => message(id, values))
        .concat(message('benchmark.note5'));
    },
    verdict: (n: number, ours: string, mount: string[], resize: string[]) =>
      message('benchmark.verdict', {
        n: formatNumber(n),
        ours,
        mount: mount.join(message('benchmark.and')),
        resize: resize.join(message('benchmark.and')),
      }),
    /** `ratio` times as fast as `name` (above 1) or as slow (below 1). */
    than: (name: string, ratio: number) =>
      ratio >= 1
        ? message('benchmark.faster', { name, ratio: formatRatio(ratio) })
        : message('benchmark.slower', { name, ratio: formatRatio(1 / ratio) }),
    copy: message('benchmark.copy'),
    copied: message('benchmark.copied'),
    counterProfiler: message('benchmark.counterProfiler'),
    counterList: message('benchmark.counterList'),
    chartTitle: message('benchmark.chartTitle'),
    chartDesc: message('benchmark.chartDesc'),
    chartMount: message('benchmark.chartMount'),
    chartResize: (resizes: number) =>
      message('benchmark.chartResize', { resizes: formatNumber(resizes) }),
  };
}

export type ResultMessages = ReturnType<typeof resultMessages>;
