import { Children, isValidElement, type ReactNode } from 'react';
import { median } from '../../scripts/stats.cjs';
import { formatMs, formatNumber, formatUtc, parseCounts } from '../../site/benchmark/format';
import { BENCHMARK_MESSAGES } from '../../site/benchmark/messages';
import { IMPLEMENTATION_NAMES, planRun, stepsOfRun } from '../../site/benchmark/lists';
import { type Figures, markdownTable, verdictText } from '../../site/benchmark/summary';
import { expectTwinLocales } from './twin-locales';

it.each<[string, () => unknown, unknown]>([
  ['the median of an odd count', () => median([3, 1, 2]), 2],
  ['the median of an even count', () => median([4, 1, 3, 2]), 2.5],
  ['no median of nothing', () => median([]), NaN],
  ['numbers with thousands grouped', () => [2000, NaN].map((n) => formatNumber(n)), ['2,000', '–']],
  [
    'numbers with the decimals asked for',
    () => [1234567.891, 0.04, -1500.5, -0.01].map((n) => formatNumber(n, 1)),
    ['1,234,567.9', '0.0', '-1,500.5', '0.0'],
  ],
  [
    'milliseconds with a decimal under 100 and none from 100 on',
    () => [3.14, 99.94, 1283.6].map(formatMs),
    ['3.1', '99.9', '1,284'],
  ],
  [
    'a timestamp as its UTC date and minute',
    () => ['2026-11-22T20:41:35.142Z', 'not a date'].map(formatUtc),
    ['2026-11-22 20:41 UTC', 'not a date'],
  ],
  // Whole item counts from 1 to 20,000, without repeats, at most four.
  [
    '?sizes=',
    () =>
      ['20,50', ' 50 , 20,50', '0,1.5,abc,20001,-3,7', '1,2,3,4,5', 'abc', '', null].map((q) =>
        parseCounts(q, 20000),
      ),
    [[20, 50], [50, 20], [7], [1, 2, 3, 4], null, null, null],
  ],
  [
    '?resizes=',
    () => ['5', '1000', '0', '1001', '2.5', null].map((q) => parseCounts(q, 1000)),
    [[5], [1000], null, null, null, null],
  ],
  // 3 warm-ups x (3 mounts + 3 resizes + 1 mount + 3 resizes) + 2 sizes x 3 lists x (3 + 5 + 1 + 5).
  ['the steps of a run', () => stepsOfRun(planRun([20, 50], 5)), 3 * 10 + 2 * 3 * 14],
])('gives %s', (_name, value, expected) => {
  expect(value()).toEqual(expected);
});

it('plans a run: a short run per list first, then each item count with each list, the next list first', () => {
  const plan = planRun([20, 50], 5).map(
    (m) => `${m.implementation} ${m.n} ${m.resizes}${m.warmUp ? ' warm-up' : ''}`,
  );
  expect(plan.join(', ')).toBe(
    'ours 20 3 warm-up, upstream 20 3 warm-up, legacy 20 3 warm-up, ours 20 5, upstream 20 5, legacy 20 5, upstream 50 5, legacy 50 5, ours 50 5',
  );
});

it('speaks Chinese and English', () => {
  const [chinese, english] = [BENCHMARK_MESSAGES['zh-CN'], BENCHMARK_MESSAGES['en-US']];
  expect([
    chinese.run,
    english.run,
    chinese.columnWrongFrames,
    english.wrongFramesOf(2, 1500),
  ]).toEqual(['运行', 'Run', '错误帧', '2 of 1,500']);
});

it('compares this package with each baseline at the largest item count they share', () => {
  const english = BENCHMARK_MESSAGES['en-US'];
  const { ours, upstream, legacy } = IMPLEMENTATION_NAMES;
  /** Figures from `implementation n mountMs resizeMs, ...`. */
  const verdict = (results: string) =>
    verdictText(
      english,
      results.split(', ').map((row) => {
        const [implementation, n, mountMs, resizeMs] = row.split(' ');
        const figures = { implementation, n: +n, mountMs: +mountMs, resizeMs: +resizeMs };
        return figures as Figures;
      }),
    );
  // A stopped run: the largest count has this package's figures only.
  const run =
    'ours 20 1 10, upstream 20 2 20, legacy 20 3 30, ours 200 2 40, upstream 200 8.4 120, legacy 200 10.2 20, ours 2000 20 400';
  expect(verdict(run)).toBe(
    `At N = 200, ${ours} mounts 4.2× faster than ${upstream} and 5.1× faster than ${legacy}, ` +
      `and settles resizes 3.0× faster than ${upstream} and 2.0× slower than ${legacy}.`,
  );
  expect(verdict('ours 20 1 10, upstream 20 2 5')).toBe(
    `At N = 20, ${ours} mounts 2.0× faster than ${upstream}, and settles resizes 2.0× slower than ${upstream}.`,
  );
  // Nothing without a baseline, and a time of zero says nothing about the ratio.
  expect([verdict('ours 20 1 10'), verdict('ours 20 0 10, upstream 20 2 20')]).toEqual(['', '']);
});

it('says the verdict in Chinese too, ratios from 10 on without a decimal', () => {
  expect(BENCHMARK_MESSAGES['en-US'].than('A', 12.4)).toBe('12× faster than A');
  const chinese = BENCHMARK_MESSAGES['zh-CN'];
  expect(chinese.verdict(200, 'X', [chinese.than('A', 2)], [chinese.than('A', 0.25)])).toBe(
    'N = 200 时，X 的挂载比 A 快 2.0 倍，改变宽度比 A 慢 4.0 倍。',
  );
});

it('writes results as a Markdown table, numbers right-aligned and pipes escaped', () => {
  const rows = [
    ['2,000', 'rc-overflow 1.6.0', '3.1'],
    ['2,000', 'a | b', '12'],
  ];
  expect(markdownTable('Results: today', ['Items (N)', 'Implementation', 'Mount (ms)'], rows)).toBe(
    'Results: today\n\n| Items (N) | Implementation | Mount (ms) |\n| ---: | --- | ---: |\n| 2,000 | rc-overflow 1.6.0 | 3.1 |\n| 2,000 | a \\| b | 12 |\n',
  );
});

/** The text a message renders, through the nodes of one that renders names as they are. */
const textOf = (node: unknown): string =>
  isValidElement<{ children?: ReactNode }>(node)
    ? Children.toArray(node.props.children).map(textOf).join('')
    : String(node);
/** Every text of a locale by its id, functions called with sample arguments. */
const SAMPLES: Record<string, unknown[]> = {
  committedLoadValue: [[0.5], [1.2]],
  committedMachineValue: ['A CPU', 2, 7.5, 'Linux'],
  cpuMs: ['Mount'],
  progressList: ['rc-overflow', 200],
  resultsCaption: ['2026-01-01'],
  statusFailed: ['a reason'],
  verdict: [2000, 'rc-overflow', ['4.2× A'], ['3.1× A']],
  than: ['A', 0.5],
};
const texts = (locale: keyof typeof BENCHMARK_MESSAGES) =>
  Object.entries(BENCHMARK_MESSAGES[locale]).map(([id, value]): [string, string] => {
    const call = value as (...samples: unknown[]) => unknown;
    const text = typeof value === 'function' ? call(...(SAMPLES[id] ?? [3, 4])) : value;
    return [id, Array.isArray(text) ? text.join(' ') : textOf(text)];
  });

it("the benchmark's words have the same ids in English and Chinese, each Chinese text in Chinese", () => {
  const english = texts('en-US');
  const chinese = texts('zh-CN');
  expectTwinLocales(english, chinese);
  expect(english.filter(([, text]) => !text || /\{\w+\}|undefined|NaN/.test(text))).toEqual([]);
});
