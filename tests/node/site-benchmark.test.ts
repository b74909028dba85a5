import { Children, isValidElement, type ReactNode } from 'react';
import {
  formatMs,
  formatNumber,
  formatUtc,
  median,
  parseCounts,
} from '../../site/benchmark/format';
import { BENCHMARK_MESSAGES, benchmarkMessages } from '../../site/benchmark/messages';
import { IMPLEMENTATION_NAMES, planRun, stepsOfRun } from '../../site/benchmark/lists';
import { type Figures, markdownTable, verdictText } from '../../site/benchmark/summary';
import { expectTwinLocales } from './twin-locales';

describe('the benchmark page helpers', () => {
  it('takes the median of an odd and an even count of values, in any order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('groups thousands and keeps the decimals asked for, the same on the server and in browsers', () => {
    expect(formatNumber(2000)).toBe('2,000');
    expect(formatNumber(1234567.891, 1)).toBe('1,234,567.9');
    expect(formatNumber(0.04, 1)).toBe('0.0');
    expect(formatNumber(-1500.5, 1)).toBe('-1,500.5');
    expect(formatNumber(-0.01, 1)).toBe('0.0');
    expect(formatNumber(NaN)).toBe('–');
  });

  it('shows milliseconds with a decimal under 100 and none from 100 on', () => {
    expect(formatMs(3.14)).toBe('3.1');
    expect(formatMs(99.94)).toBe('99.9');
    expect(formatMs(1283.6)).toBe('1,284');
  });

  it('writes a timestamp as its UTC date and minute', () => {
    expect(formatUtc('2026-11-22T20:41:35.142Z')).toBe('2026-11-22 20:41 UTC');
    expect(formatUtc('not a date')).toBe('not a date');
  });

  it('reads ?sizes= as whole item counts from 1 to 20,000, without repeats, at most four', () => {
    expect(parseCounts('20,50', 20000)).toEqual([20, 50]);
    expect(parseCounts(' 50 , 20,50', 20000)).toEqual([50, 20]);
    expect(parseCounts('0,1.5,abc,20001,-3,7', 20000)).toEqual([7]);
    expect(parseCounts('1,2,3,4,5', 20000)).toEqual([1, 2, 3, 4]);
    expect(parseCounts('abc', 20000)).toBeNull();
    expect(parseCounts('', 20000)).toBeNull();
    expect(parseCounts(null, 20000)).toBeNull();
  });

  it('reads ?resizes= as a whole number from 1 to 1,000', () => {
    expect(parseCounts('5', 1000)).toEqual([5]);
    expect(parseCounts('1000', 1000)).toEqual([1000]);
    expect(parseCounts('0', 1000)).toBeNull();
    expect(parseCounts('1001', 1000)).toBeNull();
    expect(parseCounts('2.5', 1000)).toBeNull();
    expect(parseCounts(null, 1000)).toBeNull();
  });

  it('plans a run: a short run per list first, then each item count with each list, the next list first', () => {
    const plan = planRun([20, 50], 5);
    expect(
      plan.map((m) => `${m.implementation} ${m.n} ${m.resizes}${m.warmUp ? ' warm-up' : ''}`),
    ).toEqual([
      'ours 20 3 warm-up',
      'upstream 20 3 warm-up',
      'legacy 20 3 warm-up',
      'ours 20 5',
      'upstream 20 5',
      'legacy 20 5',
      'upstream 50 5',
      'legacy 50 5',
      'ours 50 5',
    ]);
  });

  it('counts the steps of a run: a short run per list first, then mounts, resizes and the frame pass', () => {
    // 3 warm-ups x (3 mounts + 3 resizes + 1 mount + 3 resizes)
    // + 2 sizes x 3 lists x (3 mounts + 5 resizes + 1 mount + 5 resizes).
    expect(stepsOfRun(planRun([20, 50], 5))).toBe(3 * 10 + 2 * 3 * 14);
  });

  it('speaks the page locale: Chinese for zh-CN, English otherwise', () => {
    const chinese = benchmarkMessages('zh-CN');
    const english = benchmarkMessages('en-US');
    expect(chinese.run).toBe('运行');
    expect(english.run).toBe('Run');
    expect(benchmarkMessages('fr-FR')).toBe(english);
    expect(chinese.columnWrongFrames).toBe('错误帧');
    expect(english.wrongFramesOf(2, 1500)).toBe('2 of 1,500');
  });

  const figures = (
    implementation: Figures['implementation'],
    n: number,
    mountMs: number,
    resizeMs: number,
  ): Figures => ({ implementation, n, mountMs, resizeMs });

  it('compares this package with each baseline at the largest item count they share', () => {
    const english = benchmarkMessages('en-US');
    const { ours, upstream, legacy } = IMPLEMENTATION_NAMES;
    const results = [
      figures('ours', 20, 1, 10),
      figures('upstream', 20, 2, 20),
      figures('legacy', 20, 3, 30),
      figures('ours', 200, 2, 40),
      figures('upstream', 200, 8.4, 120),
      figures('legacy', 200, 10.2, 20),
      // A stopped run: the largest count has this package's figures only.
      figures('ours', 2000, 20, 400),
    ];
    expect(verdictText(english, results, ['upstream', 'legacy'])).toBe(
      `At N = 200, ${ours} mounts 4.2× faster than ${upstream} and 5.1× faster than ${legacy}, ` +
        `and settles resizes 3.0× faster than ${upstream} and 2.0× slower than ${legacy}.`,
    );
    expect(verdictText(english, [figures('ours', 20, 1, 10)], ['upstream'])).toBe('');
    // A time of zero says nothing about the ratio.
    expect(
      verdictText(
        english,
        [figures('ours', 20, 0, 10), figures('upstream', 20, 2, 20)],
        ['upstream'],
      ),
    ).toBe('');
  });

  it('says the verdict in a sentence, faster or slower, in either locale', () => {
    const english = benchmarkMessages('en-US');
    expect(
      english.verdict(
        2000,
        'rc-overflow 1.6.0',
        [english.than('A 1.0.1', 4.2), english.than('B 1.5.0', 5.14)],
        [english.than('A 1.0.1', 3), english.than('B 1.5.0', 0.5)],
      ),
    ).toBe(
      'At N = 2,000, rc-overflow 1.6.0 mounts 4.2× faster than A 1.0.1 and 5.1× faster than ' +
        'B 1.5.0, and settles resizes 3.0× faster than A 1.0.1 and 2.0× slower than B 1.5.0.',
    );
    expect(english.than('A', 12.4)).toBe('12× faster than A');
    const chinese = benchmarkMessages('zh-CN');
    expect(chinese.verdict(200, 'X', [chinese.than('A', 2)], [chinese.than('A', 0.25)])).toBe(
      'N = 200 时，X 的挂载比 A 快 2.0 倍，改变宽度比 A 慢 4.0 倍。',
    );
  });

  it('names the lists in the verdict of a set of figures, and says nothing without one', () => {
    const english = benchmarkMessages('en-US');
    const results = [figures('ours', 20, 1, 10), figures('upstream', 20, 2, 5)];
    expect(verdictText(english, results, ['upstream'])).toMatch(
      /^At N = 20, rc-overflow \S+ mounts 2\.0× faster than @rc-component\/overflow \S+, and settles resizes 2\.0× slower than @rc-component\/overflow \S+\.$/,
    );
    expect(verdictText(english, results.slice(0, 1), ['upstream'])).toBe('');
  });

  it('writes results as a Markdown table, numbers right-aligned and pipes escaped', () => {
    expect(
      markdownTable(
        'Results: today',
        ['Items (N)', 'Implementation', 'Mount (ms)'],
        [
          ['2,000', 'rc-overflow 1.6.0', '3.1'],
          ['2,000', 'a | b', '12'],
        ],
      ),
    ).toBe(
      [
        'Results: today',
        '',
        '| Items (N) | Implementation | Mount (ms) |',
        '| ---: | --- | ---: |',
        '| 2,000 | rc-overflow 1.6.0 | 3.1 |',
        '| 2,000 | a \\| b | 12 |',
        '',
      ].join('\n'),
    );
  });
});

describe("the benchmark's words", () => {
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

  it('have the same ids in English and Chinese, each Chinese text in Chinese', () => {
    const english = texts('en-US');
    const chinese = texts('zh-CN');
    expectTwinLocales(english, chinese);
    expect(english.filter(([, text]) => !text || /\{\w+\}|undefined|NaN/.test(text))).toEqual([]);
  });
});
