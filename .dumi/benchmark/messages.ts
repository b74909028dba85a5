// Every text of the benchmark page's components, in both locales of the site.
import { isChineseLocale } from '../lib/locale';
import { formatNumber } from './format';

const sizesText = (sizes: number[], and: string) => {
  const shown = sizes.map((n) => formatNumber(n));
  return shown.length > 1
    ? `${shown.slice(0, -1).join(', ')}${and}${shown[shown.length - 1]}`
    : shown[0];
};

export interface Messages {
  run: string;
  stop: string;
  sizesLabel: string;
  sizesOption: (sizes: number[]) => string;
  howItRuns: (resizes: number) => string;
  progressLabel: string;
  progressLoading: string;
  progressWarmUp: string;
  progressList: (name: string, n: number) => string;
  statusLoading: string;
  statusRunning: string;
  statusDone: (seconds: number) => string;
  statusStopped: string;
  statusHidden: string;
  statusFailed: (reason: string) => string;
  notSettled: string;
  columnImplementation: string;
  columnItems: string;
  environmentHeading: string;
  userAgent: string;
  brands: string;
  platform: string;
  processors: string;
  memory: string;
  memoryValue: (gib: number) => string;
  notReported: string;
  committedIntro: string;
  committedDate: string;
  committedCommand: string;
  committedMachine: string;
  committedBrowser: string;
  committedLoad: string;
  committedLoadValue: (before: number[], after: number[]) => string;
  committedMachineValue: (cpu: string, cores: number, memoryGiB: number, os: string) => string;
  committedCaption: (runs: number) => string;
  committedMount: string;
  committedResize: (steps: number) => string;
  committedRerender: (steps: number) => string;
  committedCommits: string;
  committedWrongFrames: string;
  committedNote: string;
  floor: string;
}

const enUS: Messages = {
  run: 'Run',
  stop: 'Stop',
  sizesLabel: 'Item counts',
  sizesOption: (sizes) => `N = ${sizesText(sizes, ' and ')}`,
  howItRuns: (resizes) =>
    `Run measures both lists one after the other in this tab, at each item count: mounting in a 600 px box, then ${formatNumber(resizes)} container resizes, then the same again while reading every painted frame. At the default counts it takes about a minute. Keep the tab in front; Stop or Escape ends it.`,
  progressLabel: 'Benchmark progress',
  progressLoading: 'Loading the published @rc-component/overflow',
  progressWarmUp: 'Warming up both lists',
  progressList: (name, n) => `Measuring ${name} with ${formatNumber(n)} items`,
  statusLoading: 'Loading…',
  statusRunning: 'Running…',
  statusDone: (seconds) => `Done in ${formatNumber(seconds)} s.`,
  statusStopped: 'Stopped.',
  statusHidden:
    'Stopped: the tab was hidden, which pauses the browser’s frames and would skew the figures.',
  statusFailed: (reason) => `The run failed: ${reason}`,
  notSettled: 'a list kept changing for 10 seconds and never settled.',
  columnImplementation: 'Implementation',
  columnItems: 'Items (N)',
  environmentHeading: 'This browser',
  userAgent: 'User agent',
  brands: 'Brands',
  platform: 'Platform',
  processors: 'Logical processors',
  memory: 'Device memory',
  memoryValue: (gib) => `${formatNumber(gib, gib % 1 ? 2 : 0)} GiB or more`,
  notReported: 'not reported',
  committedIntro:
    'The figures of the last `npm run bench` committed to the repository: the same lists in headless Chromium, timed by the main thread’s CPU time, net of an empty page driven the same way, beside a floor that renders the settled DOM without measuring.',
  committedDate: 'Date',
  committedCommand: 'Command',
  committedMachine: 'Machine',
  committedBrowser: 'Browser and Node',
  committedLoad: 'Load average (1, 5, 15 min)',
  committedLoadValue: (before, after) => `${before.join(', ')} before, ${after.join(', ')} after`,
  committedMachineValue: (cpu, cores, memoryGiB, os) =>
    `${cpu}, ${cores} cores, ${formatNumber(memoryGiB, 1)} GiB, ${os}`,
  committedCaption: (runs) => `Main-thread CPU ms, medians of ${runs} runs`,
  committedMount: 'Mount (ms)',
  committedResize: (steps) => `${steps} resizes (ms)`,
  committedRerender: (steps) => `${steps} parent re-renders (ms)`,
  committedCommits: 'Commits: mount / resizes / re-renders',
  committedWrongFrames: 'Wrong frames: mount / resizes / re-renders',
  committedNote:
    'Floor: the DOM each list settles on, rendered by React as it is, measuring nothing. Re-renders: the parent renders the list again with the same data and new inline callbacks, one frame apart, as a select does on each key press.',
  floor: 'floor',
};

const zhCN: Messages = {
  run: '运行',
  stop: '停止',
  sizesLabel: '条目数量',
  sizesOption: (sizes) => `N = ${sizesText(sizes, ' 和 ')}`,
  howItRuns: (resizes) =>
    `点击“运行”后，会在本标签页中依次测量两个列表在每个条目数量下的表现：先在 600 px 宽的容器中挂载，再改变容器宽度 ${formatNumber(resizes)} 次，然后在读取每一帧画面的同时再做一遍。按默认数量大约需要一分钟。请让本标签页保持在前台；点击“停止”或按 Esc 键可以结束。`,
  progressLabel: '测试进度',
  progressLoading: '正在加载已发布的 @rc-component/overflow',
  progressWarmUp: '正在预热两个列表',
  progressList: (name, n) => `正在测量 ${name}（${formatNumber(n)} 个条目）`,
  statusLoading: '正在加载…',
  statusRunning: '正在运行…',
  statusDone: (seconds) => `已完成，用时 ${formatNumber(seconds)} 秒。`,
  statusStopped: '已停止。',
  statusHidden: '已停止：标签页被切到了后台，浏览器会暂停绘制，测得的数据将不准确。',
  statusFailed: (reason) => `运行失败：${reason}`,
  notSettled: '有一个列表在 10 秒内一直在变化，始终没有稳定下来。',
  columnImplementation: '实现',
  columnItems: '条目数 (N)',
  environmentHeading: '本浏览器',
  userAgent: '用户代理 (User agent)',
  brands: '品牌 (Brands)',
  platform: '平台',
  processors: '逻辑处理器',
  memory: '设备内存',
  memoryValue: (gib) => `不少于 ${formatNumber(gib, gib % 1 ? 2 : 0)} GiB`,
  notReported: '未提供',
  committedIntro:
    '仓库中最近一次提交的 `npm run bench` 结果：在无头 Chromium 中测量同样的列表，计时使用主线程的 CPU 时间，并减去以同样方式驱动的空页面的开销；作为对照的“下限”直接渲染稳定后的 DOM，不做任何测量。',
  committedDate: '日期',
  committedCommand: '命令',
  committedMachine: '机器',
  committedBrowser: '浏览器与 Node',
  committedLoad: '平均负载（1、5、15 分钟）',
  committedLoadValue: (before, after) => `运行前 ${before.join(', ')}，运行后 ${after.join(', ')}`,
  committedMachineValue: (cpu, cores, memoryGiB, os) =>
    `${cpu}，${cores} 核，${formatNumber(memoryGiB, 1)} GiB，${os}`,
  committedCaption: (runs) => `主线程 CPU 毫秒数，${runs} 次运行的中位数`,
  committedMount: '挂载 (ms)',
  committedResize: (steps) => `改变宽度 ${steps} 次 (ms)`,
  committedRerender: (steps) => `父组件重新渲染 ${steps} 次 (ms)`,
  committedCommits: '提交次数：挂载 / 改变宽度 / 重新渲染',
  committedWrongFrames: '错误帧：挂载 / 改变宽度 / 重新渲染',
  committedNote:
    '下限：列表最终稳定的 DOM，由 React 直接渲染，不做任何测量。重新渲染：父组件以相同的数据和新的内联回调再次渲染列表，每帧一次，就像下拉选择框在每次按键时那样。',
  floor: '下限',
};

/** The texts for a locale id of the site (`en-US`, `zh-CN`). */
export function messagesFor(locale: string | undefined): Messages {
  return isChineseLocale(locale) ? zhCN : enUS;
}
