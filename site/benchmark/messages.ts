import { formatNumber as n } from './format';

// The benchmark page's words live with it, not in the theme's locale tables that every page's
// entry carries. Figures are formatted here, the same in both locales.

/** A ratio as the verdict shows it: "4.2" (one decimal; at least 10, none). */
export const formatRatio = (value: number) => value.toFixed(value >= 10 ? 0 : 1);

/** "a, b and c": the last two joined by `and`. */
const listed = (items: string[], and: string) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')}${and}${items[items.length - 1]}` : items[0];

const en = {
  run: 'Run',
  stop: 'Stop',
  sizesLabel: 'Item counts',
  sizesOption: (sizes: number[]) =>
    `N = ${listed(
      sizes.map((size) => n(size)),
      ' and ',
    )}`,
  howItRuns: (resizes: number) =>
    `Run measures the three lists one after the other in this tab, at each item count: mounting in a 600 px box, then ${n(resizes)} container resizes, then the same again while reading every painted frame. At the default counts it takes about a minute and a half. Keep the tab in front; Stop or Escape ends it.`,
  progressLabel: 'Benchmark progress',
  progressLoading: 'Loading the published lists',
  progressWarmUp: 'Warming up the lists',
  progressList: (name: string, items: number) => `Measuring ${name} with ${n(items)} items`,
  statusLoading: 'Loading…',
  statusRunning: 'Running…',
  statusDone: (seconds: number) => `Done in ${n(seconds)} s.`,
  statusStopped: 'Stopped.',
  statusHidden:
    'Stopped: the tab was hidden, which pauses the browser’s frames and would skew the figures.',
  statusFailed: (reason: string) => `The run failed: ${reason}`,
  notSettled: 'a list kept changing for 10 seconds and never settled.',
  columnItems: 'Items (N)',
  columnImplementation: 'Implementation',
  environmentHeading: 'This browser',
  userAgent: 'User agent',
  brands: 'Brands',
  platform: 'Platform',
  processors: 'Logical processors',
  memory: 'Device memory',
  memoryValue: (gib: number) => `${n(gib, gib % 1 ? 2 : 0)} GiB or more`,
  notReported: 'not reported',
  committedIntro:
    'The figures of the last `npm run bench` committed to the repository: the same lists in headless Chromium, timed by the main thread’s CPU time, net of an empty page driven the same way, beside a floor that renders the settled DOM without measuring.',
  committedDate: 'Date',
  committedCommand: 'Command',
  committedMachine: 'Machine',
  committedMachineValue: (cpu: string, cores: number, memory: number, os: string) =>
    `${cpu}, ${cores} cores, ${n(memory, 1)} GiB, ${os}`,
  committedBrowser: 'Browser and Node',
  committedLoad: 'Load average (1, 5, 15 min)',
  committedLoadValue: (before: number[], after: number[]) =>
    `${before.join(', ')} before, ${after.join(', ')} after`,
  committedCaption: (runs: number) => `Main-thread CPU ms, medians of ${runs} runs`,
  committedMount: 'Mount (CPU ms)',
  committedResize: (steps: number) => `${steps} resizes (CPU ms)`,
  committedRerender: (steps: number) => `${steps} parent re-renders (CPU ms)`,
  committedCommits: 'Commits: mount / resizes / re-renders',
  committedWrongFrames: 'Wrong frames: mount / resizes / re-renders',
  committedNote:
    'Floor: the DOM each list settles on, rendered by React as it is, measuring nothing. Re-renders: the parent renders the list again with the same data and new inline callbacks, one frame apart, as a select does on each key press.',
  floor: 'floor',
  resultsHeading: 'Results in this browser',
  resultsCaption: (date: string) => `Measured in this browser, ${date}`,
  resultsPartial: 'The run was stopped before every measurement was taken.',
  columnMount: 'Mount to settled (wall-clock ms)',
  columnResize: (resizes: number) => `${n(resizes)} resizes (wall-clock ms)`,
  columnCommits: 'Commits: mount / resizes',
  columnWrongFrames: 'Wrong frames',
  wrongFramesOf: (wrong: number, sampled: number) => `${n(wrong)} of ${n(sampled)}`,
  notes: (resizes: number, mounts: number) => [
    `Mount to settled: the median of ${mounts} mounts, from the render call to the list's last React commit, in a 600 px box.`,
    `Resizes: ${n(resizes)} widths from 260 to 679 px, one after the other; for each, the time from the width change to the list's last commit for it, summed.`,
    'Commits: React commits of the list until it settles, when mounting and over all the resizes.',
    'Wrong frames: frames painted with another answer (other items, another "+ N ...") than the list then settles on, while mounting and resizing.',
    'Times are wall-clock (`performance.now()`): a page cannot read the main thread’s CPU time, so other work on this device shows in them. The repository’s figures below are CPU time.',
  ],
  counterProfiler: 'Commits are counted by `<React.Profiler>`.',
  counterList:
    'This build of React does not report to `<React.Profiler>` (a production build), so commits are counted by the list’s root element, which every list renders in every commit.',
  verdict: (items: number, ours: string, mount: string[], resize: string[]) =>
    `At N = ${n(items)}, ${ours} mounts ${listed(mount, ' and ')}, and settles resizes ${listed(resize, ' and ')}.`,
  /** `ratio` times as fast as `name` (above 1) or as slow (below 1). */
  than: (name: string, ratio: number) =>
    ratio >= 1
      ? `${formatRatio(ratio)}× faster than ${name}`
      : `${formatRatio(1 / ratio)}× slower than ${name}`,
  copy: 'Copy results',
  copied: 'Copied',
  chartTitle: 'Mount and resize times in this browser, in ms (shorter is faster)',
  chartDesc: 'A bar chart of the mount and resize columns of the table above.',
  chartMount: 'Mount to settled',
  chartResize: (resizes: number) => `${n(resizes)} resizes`,
};

export type BenchmarkMessages = typeof en;

export const BENCHMARK_MESSAGES: Record<'en-US' | 'zh-CN', BenchmarkMessages> = {
  'en-US': en,
  'zh-CN': {
    run: '运行',
    stop: '停止',
    sizesLabel: '条目数量',
    sizesOption: (sizes) =>
      `N = ${listed(
        sizes.map((size) => n(size)),
        ' 和 ',
      )}`,
    howItRuns: (resizes) =>
      `点击“运行”后，会在本标签页中依次测量三个列表在每个条目数量下的表现：先在 600 px 宽的容器中挂载，再改变容器宽度 ${n(resizes)} 次，然后在读取每一帧画面的同时再做一遍。按默认数量大约需要一分半钟。请让本标签页保持在前台；点击“停止”或按 Esc 键可以结束。`,
    progressLabel: '测试进度',
    progressLoading: '正在加载已发布的列表',
    progressWarmUp: '正在预热各个列表',
    progressList: (name, items) => `正在测量 ${name}（${n(items)} 个条目）`,
    statusLoading: '正在加载…',
    statusRunning: '正在运行…',
    statusDone: (seconds) => `已完成，用时 ${n(seconds)} 秒。`,
    statusStopped: '已停止。',
    statusHidden: '已停止：标签页被切到了后台，浏览器会暂停绘制，测得的数据将不准确。',
    statusFailed: (reason) => `运行失败：${reason}`,
    notSettled: '有一个列表在 10 秒内一直在变化，始终没有稳定下来。',
    columnItems: '条目数 (N)',
    columnImplementation: '实现',
    environmentHeading: '本浏览器',
    userAgent: '用户代理 (User agent)',
    brands: '品牌 (Brands)',
    platform: '平台',
    processors: '逻辑处理器',
    memory: '设备内存',
    memoryValue: (gib) => `不少于 ${n(gib, gib % 1 ? 2 : 0)} GiB`,
    notReported: '未提供',
    committedIntro:
      '仓库中最近一次提交的 `npm run bench` 结果：在无头 Chromium 中测量同样的列表，计时使用主线程的 CPU 时间，并减去以同样方式驱动的空页面的开销；作为对照的“下限”直接渲染稳定后的 DOM，不做任何测量。',
    committedDate: '日期',
    committedCommand: '命令',
    committedMachine: '机器',
    committedMachineValue: (cpu, cores, memory, os) =>
      `${cpu}，${cores} 核，${n(memory, 1)} GiB，${os}`,
    committedBrowser: '浏览器与 Node',
    committedLoad: '平均负载（1、5、15 分钟）',
    committedLoadValue: (before, after) =>
      `运行前 ${before.join(', ')}，运行后 ${after.join(', ')}`,
    committedCaption: (runs) => `主线程 CPU 毫秒数，${runs} 次运行的中位数`,
    committedMount: '挂载（CPU 毫秒）',
    committedResize: (steps) => `改变宽度 ${steps} 次（CPU 毫秒）`,
    committedRerender: (steps) => `父组件重新渲染 ${steps} 次（CPU 毫秒）`,
    committedCommits: '提交次数：挂载 / 改变宽度 / 重新渲染',
    committedWrongFrames: '错误帧：挂载 / 改变宽度 / 重新渲染',
    committedNote:
      '下限：列表最终稳定的 DOM，由 React 直接渲染，不做任何测量。重新渲染：父组件以相同的数据和新的内联回调再次渲染列表，每帧一次，就像下拉选择框在每次按键时那样。',
    floor: '下限',
    resultsHeading: '本浏览器中的结果',
    resultsCaption: (date) => `在本浏览器中测得，${date}`,
    resultsPartial: '运行在全部测量完成之前被停止了。',
    columnMount: '挂载到稳定（挂钟毫秒）',
    columnResize: (resizes) => `改变宽度 ${n(resizes)} 次（挂钟毫秒）`,
    columnCommits: '提交次数：挂载 / 改变宽度',
    columnWrongFrames: '错误帧',
    wrongFramesOf: (wrong, sampled) => `${n(sampled)} 帧中 ${n(wrong)} 帧`,
    notes: (resizes, mounts) => [
      `挂载到稳定：在 600 px 宽的容器中挂载 ${mounts} 次，取从调用 render 到列表最后一次 React 提交的时间的中位数。`,
      `改变宽度：依次设置 ${n(resizes)} 个 260 到 679 px 之间的宽度，每次从宽度改变到列表为此做出的最后一次提交的时间，求和。`,
      '提交次数：列表稳定之前 React 提交的次数，分别统计挂载时和全部宽度改变期间。',
      '错误帧：挂载和改变宽度期间，画面显示的结果（其他条目或另一个“+ N ...”）与列表最终稳定的结果不同的帧。',
      '时间为挂钟时间（`performance.now()`）：网页无法读取主线程的 CPU 时间，所以本设备上的其他工作也会计入。下面仓库中的数据是 CPU 时间。',
    ],
    counterProfiler: '提交次数由 `<React.Profiler>` 统计。',
    counterList:
      '当前的 React 构建（生产构建）不向 `<React.Profiler>` 报告，所以提交次数由列表的根元素统计：每个列表在每次提交中都会渲染它。',
    verdict: (items, ours, mount, resize) =>
      `N = ${n(items)} 时，${ours} 的挂载${listed(mount, ' 和 ')}，改变宽度${listed(resize, ' 和 ')}。`,
    than: (name, ratio) =>
      ratio >= 1
        ? `比 ${name} 快 ${formatRatio(ratio)} 倍`
        : `比 ${name} 慢 ${formatRatio(1 / ratio)} 倍`,
    copy: '复制结果',
    copied: '已复制',
    chartTitle: '本浏览器中的挂载和改变宽度时间，单位 ms（越短越快）',
    chartDesc: '上表中挂载和改变宽度两列的条形图。',
    chartMount: '挂载到稳定',
    chartResize: (resizes) => `改变宽度 ${n(resizes)} 次`,
  },
};

/** The benchmark's words in `locale` (dumi's `useLocale().id`), English by default. */
export const benchmarkMessages = (locale: string): BenchmarkMessages =>
  BENCHMARK_MESSAGES[locale === 'zh-CN' ? locale : 'en-US'];
