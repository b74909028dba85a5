import type { Options } from 'prettier';
import * as estree from 'prettier/plugins/estree';
import * as typescript from 'prettier/plugins/typescript';
import { format } from 'prettier/standalone';
import projectStyle from '../../.prettierrc.json';
import { sampleData } from '../../site/playground/sample';
import { buildSource, listProps } from '../../site/playground/source';
import {
  COLUMN_HEIGHT,
  DEFAULT_STATE,
  SETTINGS,
  applicableProps,
  clampTo,
  parseQuery,
  toQuery,
  visibleCount,
  type PlaygroundState,
  type PriorityMode,
} from '../../site/playground/state';
import { PLAYGROUND_MESSAGES, playgroundMessages } from '../../site/playground/messages';
import { expectTwinLocales } from './twin-locales';

const CHOSEN: PlaygroundState = {
  count: 40,
  width: 320,
  itemWidth: 'fixed',
  fixedWidth: 64,
  maxCount: 'responsive',
  maxCountNumber: 5,
  orientation: 'horizontal',
  maxRows: 2,
  collapseFrom: 'start',
  priority: 'pinLast',
  minVisible: 2,
  prefix: true,
  suffix: false,
  rest: 'custom',
};

describe('the playground query', () => {
  it('reads every setting from the query', () => {
    expect(
      parseQuery(
        '?count=40&width=320&itemWidth=64&maxCount=responsive&rows=2&from=start&priority=pinLast&min=2&prefix=1&suffix=0&rest=custom',
      ),
    ).toEqual(CHOSEN);
  });

  it('reads back what it writes, whatever the settings', () => {
    const variants: Partial<PlaygroundState>[] = [
      {},
      { maxCount: 'number', maxCountNumber: 0 },
      { maxCount: 'number', maxCountNumber: 500 },
      { maxCount: 'invalidate', rest: 'raw', suffix: true },
      { itemWidth: 'varied', count: 0, width: 40, maxRows: 6 },
      { priority: 'none', minVisible: 0 },
      { priority: 'pinFirst', minVisible: 500 },
      { priority: 'shorterFirst', collapseFrom: 'end' },
    ];
    for (const variant of variants) {
      const state = { ...CHOSEN, ...variant };
      // A number maxCount or fixed width travels as the value; the other modes as their name.
      expect(parseQuery(`?${toQuery(state)}`)).toEqual({
        ...state,
        maxCountNumber:
          state.maxCount === 'number' ? state.maxCountNumber : DEFAULT_STATE.maxCountNumber,
        fixedWidth: state.itemWidth === 'fixed' ? state.fixedWidth : DEFAULT_STATE.fixedWidth,
      });
    }
  });

  it('writes the example of the issue', () => {
    expect(toQuery(CHOSEN)).toBe(
      'count=40&width=320&itemWidth=64&maxCount=responsive&rows=2&from=start&priority=pinLast&min=2&prefix=1&suffix=0&rest=custom',
    );
  });

  it('keeps the default of every missing, unknown, malformed or out-of-range value', () => {
    expect(parseQuery('')).toEqual(DEFAULT_STATE);
    expect(parseQuery('?count=abc&width=-5&maxCount=zzz&rows=0')).toEqual(DEFAULT_STATE);
    expect(
      parseQuery(
        '?count=501&width=39&itemWidth=wide&maxCount=-1&rows=7&from=middle&prefix=yes&rest=x&what=1',
      ),
    ).toEqual(DEFAULT_STATE);
    expect(parseQuery('?priority=pinMiddle&min=-1')).toEqual(DEFAULT_STATE);
    expect(parseQuery('?priority=PINLAST&min=501')).toEqual(DEFAULT_STATE);
    expect(parseQuery('?priority=&min=1.5')).toEqual(DEFAULT_STATE);
    expect(parseQuery('?count=1e2&width=320.5&rows=%E0%A4%A&maxCount=0x5')).toEqual(DEFAULT_STATE);
    expect(parseQuery('?count=&width= 320&rows=2 ')).toEqual(DEFAULT_STATE);
  });

  it('takes the good values beside bad ones', () => {
    expect(parseQuery('?count=abc&rows=3&from=start&priority=x&min=4')).toEqual({
      ...DEFAULT_STATE,
      maxRows: 3,
      collapseFrom: 'start',
      minVisible: 4,
    });
    expect(parseQuery('?min=zero&priority=shorterFirst')).toEqual({
      ...DEFAULT_STATE,
      priority: 'shorterFirst',
    });
  });

  it('clamps what a control is given to its range', () => {
    expect(clampTo('maxRows', 9)).toBe(6);
    expect(clampTo('maxRows', -3)).toBe(1);
    expect(clampTo('maxRows', 2.6)).toBe(3);
  });
});

describe('the visible count of the status line', () => {
  it('is what onVisibleChange reported in responsive mode, and nothing before it reports', () => {
    expect(visibleCount(DEFAULT_STATE, 7)).toBe(7);
    expect(visibleCount(DEFAULT_STATE, null)).toBeNull();
  });

  it('is the number maxCount, up to the item count', () => {
    expect(visibleCount({ ...DEFAULT_STATE, maxCount: 'number', maxCountNumber: 3 }, 7)).toBe(3);
    expect(
      visibleCount({ ...DEFAULT_STATE, count: 2, maxCount: 'number', maxCountNumber: 3 }, null),
    ).toBe(2);
  });

  it('is every item with invalidate, and none without items', () => {
    expect(visibleCount({ ...DEFAULT_STATE, maxCount: 'invalidate' }, 7)).toBe(20);
    expect(visibleCount({ ...DEFAULT_STATE, count: 0 }, 7)).toBe(0);
  });
});

describe('the generated code', () => {
  it('passes the chosen props and leaves defaults out', () => {
    const source = buildSource(CHOSEN);
    expect(source).toContain('Array.from({ length: 40 }');
    expect(source).toContain('<div style={{ width: 320 }}>');
    expect(source).toContain('maxCount="responsive"');
    expect(source).toContain('maxRows={2}');
    expect(source).toContain('collapseFrom="start"');
    expect(source).toContain(
      'itemPriority={(_, index) => (index === data.length - 1 ? Infinity : 0)}',
    );
    expect(source).toContain('minVisible={2}');
    expect(source).toContain('itemWidth={64}');
    expect(source).toContain('width: 64 }}');
    expect(source).toContain('renderRest={(omitted) =>');
    expect(source).toContain('prefix={');
    expect(source).not.toContain('suffix={');
    expect(source).not.toContain('renderRawRest');

    const plain = buildSource(DEFAULT_STATE);
    expect(plain).not.toMatch(
      /maxRows|collapseFrom|itemPriority|minVisible|itemWidth=|renderRest|prefix=|restStyle/,
    );
  });

  it('writes each itemPriority preset as the function the preview passes', () => {
    const code = (priority: PriorityMode) =>
      /itemPriority=\{(.*)\}$/m.exec(buildSource({ ...DEFAULT_STATE, priority }))?.[1];
    expect(code('none')).toBeUndefined();
    expect(code('pinFirst')).toBe('(_, index) => (index === 0 ? Infinity : 0)');
    expect(code('pinLast')).toBe('(_, index) => (index === data.length - 1 ? Infinity : 0)');
    expect(code('shorterFirst')).toBe('(item) => -item.label.length');

    // The preview's functions give what the code's would, for a list of 4.
    const data = sampleData(4);
    const ranks = (priority: Exclude<PriorityMode, 'none'>) => {
      const props = listProps({ ...DEFAULT_STATE, count: data.length, priority });
      const [, rank] = props.find(([name]) => name === 'itemPriority') ?? [];
      return data.map((item, index) => (rank as (...args: unknown[]) => number)(item, index));
    };
    expect(ranks('pinFirst')).toEqual([Infinity, 0, 0, 0]);
    expect(ranks('pinLast')).toEqual([0, 0, 0, Infinity]);
    // "react 1", "overflow 2", "layout 3", "responsive 4".
    expect(ranks('shorterFirst')).toEqual([-7, -10, -8, -12]);
  });

  it('renders a raw rest through Overflow.Item and a number maxCount as a number', () => {
    const source = buildSource({ ...CHOSEN, rest: 'raw', maxCount: 'number', maxCountNumber: 3 });
    expect(source).toContain('renderRawRest={(omitted) => (');
    expect(source).toContain('<Overflow.Item');
    expect(source).toContain('maxCount={3}');
    expect(buildSource({ ...CHOSEN, maxCount: 'invalidate' })).toContain('maxCount="invalidate"');
  });

  it('leaves out the props the settings make inapplicable, as the controls disable them', () => {
    expect(applicableProps(CHOSEN)).toEqual({ responsiveOnly: true, rows: true, collapsing: true });
    const numbered = { ...CHOSEN, maxCount: 'number', maxCountNumber: 3 } as const;
    expect(applicableProps(numbered)).toEqual({
      responsiveOnly: false,
      rows: false,
      collapsing: true,
    });
    const numberSource = buildSource(numbered);
    expect(numberSource).not.toMatch(/maxRows|itemPriority|minVisible|itemWidth=/);
    expect(numberSource).toContain('collapseFrom="start"');
    expect(numberSource).toContain('renderRest=');
    // The fixed width still sizes the items.
    expect(numberSource).toContain('width: 64 }}');

    const invalidate = { ...CHOSEN, maxCount: 'invalidate', rest: 'raw' } as const;
    expect(applicableProps(invalidate)).toEqual({
      responsiveOnly: false,
      rows: false,
      collapsing: false,
    });
    expect(buildSource(invalidate)).not.toMatch(
      /maxRows|collapseFrom|itemPriority|minVisible|itemWidth=|renderRawRest|Overflow\.Item|restStyle/,
    );
  });

  it('puts the component right after the imports, the sample below it', () => {
    const lines = buildSource(CHOSEN).split('\n');
    expect(lines.slice(3, 7)).toEqual([
      '',
      'export default () => (',
      '  <div style={{ width: 320 }}>',
      '    <Overflow<ItemType>',
    ]);
    expect(lines.findIndex((line) => line.startsWith('const WORDS'))).toBeGreaterThan(
      lines.indexOf('    />'),
    );
  });

  it('is laid out as the project formats its own demos', async () => {
    for (const state of [
      DEFAULT_STATE,
      CHOSEN,
      { ...CHOSEN, rest: 'raw', suffix: true, maxCount: 'number', maxCountNumber: 3 } as const,
      { ...CHOSEN, priority: 'pinFirst' } as const,
      { ...CHOSEN, priority: 'shorterFirst', minVisible: 500 } as const,
      // A column: orientation and the column height.
      { ...CHOSEN, orientation: 'vertical' } as const,
    ]) {
      const source = buildSource(state);
      const formatted = await format(source, {
        ...(projectStyle as Options),
        parser: 'typescript',
        plugins: [estree, typescript],
      });
      expect(source).toBe(formatted);
    }
  });

  it('imports only react and rc-overflow', () => {
    const imports = buildSource(CHOSEN).match(/^import .*$/gm);
    expect(imports).toEqual([
      "import React from 'react';",
      "import Overflow from 'rc-overflow';",
      "import 'rc-overflow/assets/index.css';",
    ]);
  });
});

describe("the playground's words", () => {
  /** Every text of a locale by its path ("modes.rest.raw"), functions called with 1 and 2. */
  const flatten = (texts: object, prefix = ''): [string, string][] =>
    Object.entries(texts).flatMap(([key, value]): [string, string][] => {
      if (typeof value === 'object') return flatten(value, `${prefix}${key}.`);
      return [[prefix + key, typeof value === 'function' ? value(1, 2) : value]];
    });
  const english = new Map(flatten(PLAYGROUND_MESSAGES['en-US']));
  const chinese = new Map(flatten(PLAYGROUND_MESSAGES['zh-CN']));

  it('have the same ids in English and Chinese, each Chinese text in Chinese', () => {
    expectTwinLocales([...english], [...chinese]);
  });

  it('name every mode of every setting, and are picked by the page locale', () => {
    for (const [setting, spec] of Object.entries(SETTINGS)) {
      const modes: readonly string[] = 'modes' in spec ? spec.modes : [];
      for (const mode of modes) expect(english.get(`modes.${setting}.${mode}`)).toBeTruthy();
    }
    expect(playgroundMessages('zh-CN').labels.orientation).toBe('orientation（排列方向）');
    expect(playgroundMessages('en-US').status(3, 20)).toBe('Visible 3 of 20');
    expect(playgroundMessages('fr-FR')).toBe(PLAYGROUND_MESSAGES['en-US']);
  });
});

describe('a column in the playground (orientation="vertical")', () => {
  const COLUMN: PlaygroundState = { ...CHOSEN, orientation: 'vertical' };

  it('travels in the address only when chosen, so a row keeps the address it had', () => {
    expect(toQuery(CHOSEN)).not.toContain('orientation');
    expect(toQuery(COLUMN)).toBe(`${toQuery(CHOSEN)}&orientation=vertical`);
    expect(parseQuery(`?${toQuery(COLUMN)}`)).toEqual(COLUMN);
    expect(parseQuery('?orientation=horizontal')).toEqual(DEFAULT_STATE);
    expect(parseQuery('?orientation=VERTICAL&rows=2')).toEqual({ ...DEFAULT_STATE, maxRows: 2 });
  });

  it('writes orientation and the column height in the code, and leaves maxRows out', () => {
    const source = buildSource(COLUMN);
    expect(source).toContain('orientation="vertical"');
    expect(source).toContain(`style={{ gap: 6, height: ${COLUMN_HEIGHT} }}`);
    expect(source).not.toContain('maxRows');
    expect(applicableProps(COLUMN).rows).toBe(false);
    expect(applicableProps(CHOSEN).rows).toBe(true);
    expect(buildSource(CHOSEN)).not.toContain('orientation');
  });
});
