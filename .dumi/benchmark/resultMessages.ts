// The texts of a run's results (table, chart, notes), loaded with the run: see RunResults.tsx.
import { isChineseLocale } from '../lib/locale';
import { formatNumber } from './format';

export interface ResultMessages {
  resultsHeading: string;
  resultsCaption: (date: string) => string;
  resultsPartial: string;
  columnMount: string;
  columnResize: (resizes: number) => string;
  columnMountCommits: string;
  columnResizeCommits: string;
  columnWrongFrames: string;
  wrongFramesOf: (wrong: number, sampled: number) => string;
  notes: (resizes: number, mounts: number) => string[];
  counterProfiler: string;
  counterList: string;
  chartTitle: string;
  chartDesc: string;
  chartMount: string;
  chartResize: (resizes: number) => string;
}

const enUS: ResultMessages = {
  resultsHeading: 'Results in this browser',
  resultsCaption: (date) => `Measured in this browser, ${date}`,
  resultsPartial: 'The run was stopped before every measurement was taken.',
  columnMount: 'Mount to settled (ms)',
  columnResize: (resizes) => `${formatNumber(resizes)} resizes (ms)`,
  columnMountCommits: 'Commits: mount',
  columnResizeCommits: 'Commits: resizes',
  columnWrongFrames: 'Wrong frames',
  wrongFramesOf: (wrong, sampled) => `${formatNumber(wrong)} of ${formatNumber(sampled)}`,
  notes: (resizes, mounts) => [
    `Mount to settled: the median of ${mounts} mounts, from the render call to the list's last React commit, in a 600 px box.`,
    `Resizes: ${formatNumber(resizes)} widths from 260 to 679 px, one after the other; for each, the time from the width change to the list's last commit for it, summed.`,
    'Commits: React commits of the list until it settles, when mounting and over all the resizes.',
    'Wrong frames: frames painted with another answer (other items, another "+ N ...") than the list then settles on, while mounting and resizing.',
    'Times are wall-clock (`performance.now()`): a page cannot read the main thread’s CPU time, so other work on this device shows in them. The repository’s figures below are CPU time.',
  ],
  counterProfiler: 'Commits are counted by `<React.Profiler>`.',
  counterList:
    'This build of React does not report to `<React.Profiler>` (a production build), so commits are counted by the list’s root element, which both lists render in every commit.',
  chartTitle: 'Mount and resize times in this browser, in ms (shorter is faster)',
  chartDesc: 'A bar chart of the mount and resize columns of the table above.',
  chartMount: 'Mount to settled',
  chartResize: (resizes) => `${formatNumber(resizes)} resizes`,
};

const zhCN: ResultMessages = {
  resultsHeading: '本浏览器中的结果',
  resultsCaption: (date) => `在本浏览器中测得，${date}`,
  resultsPartial: '运行在全部测量完成之前被停止了。',
  columnMount: '挂载到稳定 (ms)',
  columnResize: (resizes) => `改变宽度 ${formatNumber(resizes)} 次 (ms)`,
  columnMountCommits: '提交次数：挂载',
  columnResizeCommits: '提交次数：改变宽度',
  columnWrongFrames: '错误帧',
  wrongFramesOf: (wrong, sampled) => `${formatNumber(sampled)} 帧中 ${formatNumber(wrong)} 帧`,
  notes: (resizes, mounts) => [
    `挂载到稳定：在 600 px 宽的容器中挂载 ${mounts} 次，取从调用 render 到列表最后一次 React 提交的时间的中位数。`,
    `改变宽度：依次设置 ${formatNumber(resizes)} 个 260 到 679 px 之间的宽度，每次从宽度改变到列表为此做出的最后一次提交的时间，求和。`,
    '提交次数：列表稳定之前 React 提交的次数，分别统计挂载时和全部宽度改变期间。',
    '错误帧：挂载和改变宽度期间，画面显示的结果（其他条目或另一个“+ N ...”）与列表最终稳定的结果不同的帧。',
    '时间为挂钟时间（`performance.now()`）：网页无法读取主线程的 CPU 时间，所以本设备上的其他工作也会计入。下面仓库中的数据是 CPU 时间。',
  ],
  counterProfiler: '提交次数由 `<React.Profiler>` 统计。',
  counterList:
    '当前的 React 构建（生产构建）不向 `<React.Profiler>` 报告，所以提交次数由列表的根元素统计：两个列表在每次提交中都会渲染它。',
  chartTitle: '本浏览器中的挂载和改变宽度时间，单位 ms（越短越快）',
  chartDesc: '上表中挂载和改变宽度两列的条形图。',
  chartMount: '挂载到稳定',
  chartResize: (resizes) => `改变宽度 ${formatNumber(resizes)} 次`,
};

export function resultMessagesFor(locale: string | undefined): ResultMessages {
  return isChineseLocale(locale) ? zhCN : enUS;
}
