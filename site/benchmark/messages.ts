// Every text of the benchmark page's components, from the site's message table (useMessage).
import type { Message } from '../../.dumi/theme/components/useMessage';
import { formatNumber } from './format';

const listed = (values: (string | number)[]) => values.join(', ');

export function benchmarkMessages(message: Message) {
  const sizesText = (sizes: number[]) => {
    const shown = sizes.map((n) => formatNumber(n));
    return shown.length > 1
      ? `${shown.slice(0, -1).join(', ')}${message('benchmark.and')}${shown[shown.length - 1]}`
      : shown[0];
  };
  return {
    run: message('benchmark.run'),
    stop: message('benchmark.stop'),
    sizesLabel: message('benchmark.sizesLabel'),
    sizesOption: (sizes: number[]) => message('benchmark.sizesOption', { sizes: sizesText(sizes) }),
    howItRuns: (resizes: number) =>
      message('benchmark.howItRuns', { resizes: formatNumber(resizes) }),
    progressLabel: message('benchmark.progressLabel'),
    progressLoading: message('benchmark.progressLoading'),
    progressWarmUp: message('benchmark.progressWarmUp'),
    progressList: (name: string, n: number) =>
      message('benchmark.progressList', { name, n: formatNumber(n) }),
    statusLoading: message('benchmark.statusLoading'),
    statusRunning: message('benchmark.statusRunning'),
    statusDone: (seconds: number) =>
      message('benchmark.statusDone', { seconds: formatNumber(seconds) }),
    statusStopped: message('benchmark.statusStopped'),
    statusHidden: message('benchmark.statusHidden'),
    statusFailed: (reason: string) => message('benchmark.statusFailed', { reason }),
    notSettled: message('benchmark.notSettled'),
    columnImplementation: message('benchmark.columnImplementation'),
    columnItems: message('benchmark.columnItems'),
    environmentHeading: message('benchmark.environmentHeading'),
    userAgent: message('benchmark.userAgent'),
    brands: message('benchmark.brands'),
    platform: message('benchmark.platform'),
    processors: message('benchmark.processors'),
    memory: message('benchmark.memory'),
    memoryValue: (gib: number) =>
      message('benchmark.memoryValue', { gib: formatNumber(gib, gib % 1 ? 2 : 0) }),
    notReported: message('benchmark.notReported'),
    committedIntro: message('benchmark.committedIntro'),
    committedDate: message('benchmark.committedDate'),
    committedCommand: message('benchmark.committedCommand'),
    committedMachine: message('benchmark.committedMachine'),
    committedBrowser: message('benchmark.committedBrowser'),
    committedLoad: message('benchmark.committedLoad'),
    committedLoadValue: (before: number[], after: number[]) =>
      message('benchmark.committedLoadValue', { before: listed(before), after: listed(after) }),
    committedMachineValue: (cpu: string, cores: number, memoryGiB: number, os: string) =>
      message('benchmark.committedMachineValue', {
        cpu,
        cores,
        memory: formatNumber(memoryGiB, 1),
        os,
      }),
    committedCaption: (runs: number) => message('benchmark.committedCaption', { runs }),
    committedMount: message('benchmark.committedMount'),
    committedResize: (steps: number) => message('benchmark.committedResize', { steps }),
    committedRerender: (steps: number) => message('benchmark.committedRerender', { steps }),
    committedCommits: message('benchmark.committedCommits'),
    committedWrongFrames: message('benchmark.committedWrongFrames'),
    committedNote: message('benchmark.committedNote'),
    floor: message('benchmark.floor'),
  };
}

export type Messages = ReturnType<typeof benchmarkMessages>;
