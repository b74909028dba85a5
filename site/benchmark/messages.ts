import { createElement, Fragment } from 'react';
import { formatNumber as n } from './format';
import type { Bilingual } from '../../.dumi/browser/messages';

// With the page, not in the locale tables every page carries; figures formatted alike in both.

const formatRatio = (value: number) => value.toFixed(value >= 10 ? 0 : 1);
/** How many times faster (a ratio above 1) or slower: 12.4 → "12", 0.5 → "2.0". */
const times = (ratio: number) => formatRatio(Math.max(ratio, 1 / ratio));

/** A name as the machine or the browser reports it, in no language of the page's. */
export const asIs = (name: string) => createElement('span', { translate: 'no' }, name);

/** "a, b and c": the last two joined by `and`. */
const listed = (items: string[], and: string) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')}${and}${items[items.length - 1]}` : items[0];

const en = {
  run: 'Run',
  stop: 'Stop',
  progressLabel: 'Benchmark progress',
  progressLoading: 'Loading the published lists',
  progressWarmUp: 'Warming up the lists',
  progressList: (name: string, items: number) => `Measuring ${name} with ${n(items)} items`,
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
  processors: 'Logical processors',
  memory: 'Device memory',
  memoryValue: (gib: number) => `${n(gib, gib % 1 ? 2 : 0)} GiB or more`,
  notReported: 'not reported',
  committedDate: 'Date',
  committedCommand: 'Command',
  committedMachine: 'Machine',
  committedMachineValue: (cpu: string, cores: number, memory: number, os: string) =>
    createElement(Fragment, null, asIs(cpu), `, ${cores} cores, ${n(memory, 1)} GiB, `, asIs(os)),
  committedBrowser: 'Browser and Node',
  committedLoad: 'Load average (1, 5, 15 min)',
  committedLoadValue: (before: number[], after: number[]) =>
    `${before.join(', ')} before, ${after.join(', ')} after`,
  committedCaption: (runs: number) => `Main-thread CPU ms, medians of ${runs} runs`,
  committedCommits: 'Commits: mount / resizes / re-renders',
  committedWrongFrames: 'Wrong frames: mount / resizes / re-renders',
  floor: 'floor',
  resultsHeading: 'Results in this browser',
  resultsCaption: (date: string) => `Measured in this browser, ${date}`,
  resultsPartial: 'The run was stopped before every measurement was taken.',
  columnCommits: 'Commits: mount / resizes',
  columnWrongFrames: 'Wrong frames',
  wrongFramesOf: (wrong: number, sampled: number) => `${n(wrong)} of ${n(sampled)}`,
  verdict: (items: number, ours: string, mount: string[], resize: string[]) =>
    `At N = ${n(items)}, ${ours} mounts ${listed(mount, ' and ')}, and settles resizes ${listed(resize, ' and ')}.`,
  than: (name: string, ratio: number) =>
    `${times(ratio)}× ${ratio >= 1 ? 'faster' : 'slower'} than ${name}`,
  copy: 'Copy results',
  copied: 'Copied',
  chartTitle: 'Mount and resize times in this browser, in ms (shorter is faster)',
  chartDesc: 'A bar chart of the mount and resize columns of the table above.',
  mount: 'Mount to settled',
  resizes: (count: number) => `${n(count)} resizes`,
  rerenders: (count: number) => `${n(count)} parent re-renders`,
  cpuMs: (label: string) => `${label} (CPU ms)`,
  wallMs: (label: string) => `${label} (wall-clock ms)`,
};

export type BenchmarkMessages = typeof en;

export const BENCHMARK_MESSAGES: Bilingual<BenchmarkMessages> = {
  'en-US': en,
  'zh-CN': {
    run: '运行',
    stop: '停止',
    progressLabel: '测试进度',
    progressLoading: '正在加载已发布的列表',
    progressWarmUp: '正在预热各个列表',
    progressList: (name, items) => `正在测量 ${name}（${n(items)} 个条目）`,
    statusRunning: '正在运行…',
    statusDone: (seconds) => `已完成，用时 ${n(seconds)} 秒。`,
    statusStopped: '已停止。',
    statusHidden: '已停止：标签页被切到了后台，浏览器会暂停绘制，测得的数据将不准确。',
    statusFailed: (reason) => `运行失败：${reason}`,
    notSettled: '有一个列表在 10 秒内一直在变化，始终没有稳定下来。',
    columnItems: '条目数 (N)',
    columnImplementation: '实现',
    environmentHeading: '本浏览器',
    userAgent: '用户代理',
    processors: '逻辑处理器',
    memory: '设备内存',
    memoryValue: (gib) => `不少于 ${n(gib, gib % 1 ? 2 : 0)} GiB`,
    notReported: '未提供',
    committedDate: '日期',
    committedCommand: '命令',
    committedMachine: '机器',
    committedMachineValue: (cpu, cores, memory, os) =>
      createElement(Fragment, null, asIs(cpu), `，${cores} 核，${n(memory, 1)} GiB，`, asIs(os)),
    committedBrowser: '浏览器与 Node',
    committedLoad: '平均负载（1、5、15 分钟）',
    committedLoadValue: (before, after) =>
      `运行前 ${before.join(', ')}，运行后 ${after.join(', ')}`,
    committedCaption: (runs) => `主线程 CPU 毫秒数，${runs} 次运行的中位数`,
    committedCommits: '提交次数：挂载 / 改变宽度 / 重新渲染',
    committedWrongFrames: '错误帧：挂载 / 改变宽度 / 重新渲染',
    floor: '下限',
    resultsHeading: '本浏览器中的结果',
    resultsCaption: (date) => `在本浏览器中测得，${date}`,
    resultsPartial: '运行在全部测量完成之前被停止了。',
    columnCommits: '提交次数：挂载 / 改变宽度',
    columnWrongFrames: '错误帧',
    wrongFramesOf: (wrong, sampled) => `${n(sampled)} 帧中 ${n(wrong)} 帧`,
    verdict: (items, ours, mount, resize) =>
      `N = ${n(items)} 时，${ours} 的挂载${listed(mount, ' 和 ')}，改变宽度${listed(resize, ' 和 ')}。`,
    than: (name, ratio) => `比 ${name} ${ratio >= 1 ? '快' : '慢'} ${times(ratio)} 倍`,
    copy: '复制结果',
    copied: '已复制',
    chartTitle: '本浏览器中的挂载和改变宽度时间，单位 ms（越短越快）',
    chartDesc: '上表中挂载和改变宽度两列的条形图。',
    mount: '挂载到稳定',
    resizes: (count) => `改变宽度 ${n(count)} 次`,
    rerenders: (count) => `父组件重新渲染 ${n(count)} 次`,
    cpuMs: (label) => `${label}（CPU 毫秒）`,
    wallMs: (label) => `${label}（挂钟毫秒）`,
  },
};
