import type { Options } from 'prettier';
import * as estree from 'prettier/plugins/estree';
import * as typescript from 'prettier/plugins/typescript';
import { format } from 'prettier/standalone';
import projectStyle from '../../.prettierrc.json';
import { sampleData } from '../../site/playground/sample';
import { buildSource, listProps } from '../../site/playground/source';
import {
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
import { PLAYGROUND_MESSAGES } from '../../site/playground/messages';
import { expectTwinLocales } from './twin-locales';

const CHOSEN: PlaygroundState = {
  ...{ count: 40, width: 320, itemWidth: 'fixed', fixedWidth: 64, maxCount: 'responsive' },
  ...{ maxCountNumber: 5, orientation: 'horizontal', maxRows: 2, collapseFrom: 'start' },
  ...{ priority: 'pinLast', minVisible: 2, prefix: true, suffix: false, rest: 'custom' },
};
const QUERY =
  'count=40&width=320&itemWidth=64&maxCount=responsive&rows=2&from=start&priority=pinLast&min=2&prefix=1&suffix=0&rest=custom';
const COLUMN: PlaygroundState = { ...CHOSEN, orientation: 'vertical' };
const NUMBERED = { ...CHOSEN, maxCount: 'number', maxCountNumber: 3 } as const;
const INVALIDATE = { ...CHOSEN, maxCount: 'invalidate', rest: 'raw' } as const;

it('the playground query writes and reads every setting, a column only when chosen', () => {
  expect(toQuery(CHOSEN)).toBe(QUERY);
  expect(parseQuery(`?${QUERY}`)).toEqual(CHOSEN);
  expect(toQuery(COLUMN)).toBe(`${QUERY}&orientation=vertical`);
});

it.each<Partial<PlaygroundState>>([
  {},
  { orientation: 'vertical' },
  { maxCount: 'number', maxCountNumber: 0 },
  { maxCount: 'number', maxCountNumber: 500 },
  { maxCount: 'invalidate', rest: 'raw', suffix: true },
  { itemWidth: 'varied', count: 0, width: 40, maxRows: 6 },
  { priority: 'none', minVisible: 0 },
  { priority: 'pinFirst', minVisible: 500 },
  { priority: 'shorterFirst', collapseFrom: 'end' },
])('the playground query reads back what it writes for %j', (variant) => {
  const state = { ...CHOSEN, ...variant };
  // A number maxCount or fixed width travels as the value; the other modes as their name.
  expect(parseQuery(`?${toQuery(state)}`)).toEqual({
    ...state,
    maxCountNumber:
      state.maxCount === 'number' ? state.maxCountNumber : DEFAULT_STATE.maxCountNumber,
    fixedWidth: state.itemWidth === 'fixed' ? state.fixedWidth : DEFAULT_STATE.fixedWidth,
  });
});

it('the playground query keeps the default of each missing or bad value and takes the good ones', () => {
  const bad = [
    '',
    '?count=abc&width=-5&maxCount=zzz&rows=0',
    '?count=501&width=39&itemWidth=wide&maxCount=-1&rows=7&from=middle&prefix=yes&rest=x&what=1',
    '?priority=pinMiddle&min=-1',
    '?priority=PINLAST&min=501',
    '?priority=&min=1.5',
    '?count=1e2&width=320.5&rows=%E0%A4%A&maxCount=0x5',
    '?count=&width= 320&rows=2 ',
    '?orientation=horizontal',
  ];
  expect(bad.map(parseQuery)).toEqual(bad.map(() => DEFAULT_STATE));
  expect(
    [
      '?orientation=VERTICAL&rows=2',
      '?count=abc&rows=3&from=start&priority=x&min=4',
      '?min=zero&priority=shorterFirst',
    ].map(parseQuery),
  ).toEqual([
    { ...DEFAULT_STATE, maxRows: 2 },
    { ...DEFAULT_STATE, maxRows: 3, collapseFrom: 'start', minVisible: 4 },
    { ...DEFAULT_STATE, priority: 'shorterFirst' },
  ]);
});

it('the playground query clamps what a control is given to its range', () => {
  expect([9, -3, 2.6].map((value) => clampTo('maxRows', value))).toEqual([6, 1, 3]);
});

it.each<[string, Partial<PlaygroundState>, number | null, number | null]>([
  ['what onVisibleChange reported in responsive mode', {}, 7, 7],
  ['nothing before it reports', {}, null, null],
  ['the number maxCount', { maxCount: 'number', maxCountNumber: 3 }, 7, 3],
  ['the number maxCount, up to the item count', { ...NUMBERED, count: 2 }, null, 2],
  ['every item with invalidate', { maxCount: 'invalidate' }, 7, 20],
  ['none without items', { count: 0 }, 7, 0],
])('the status line counts as visible %s', (_name, state, reported, expected) => {
  expect(visibleCount({ ...DEFAULT_STATE, ...state }, reported)).toBe(expected);
});

const CHOSEN_PROPS = `data={data}
itemKey="key"
maxCount="responsive"
maxRows={2}
collapseFrom="start"
itemPriority={(_, index) => (index === data.length - 1 ? Infinity : 0)}
minVisible={2}
itemWidth={64}
style={{ gap: 6 }}
renderItem={(item) => <span style={{ ...tagStyle, width: 64 }}>{item.label}</span>}
renderRest={(omitted) => <span style={restStyle}>+{omitted.length}</span>}
prefix={<span style={edgeStyle}>prefix</span>}`;
/** The props the code passes to Overflow, one a line. */
const props = (state: PlaygroundState) =>
  /<Overflow<ItemType>\n([\s\S]*?)\n\s*\/>/.exec(buildSource(state))?.[1].replace(/^ +/gm, '');

it.each<[string, PlaygroundState, string]>([
  [
    'leaves the defaults out',
    DEFAULT_STATE,
    'data={data}\nitemKey="key"\nmaxCount="responsive"\nstyle={{ gap: 6 }}\nrenderItem={(item) => <span style={tagStyle}>{item.label}</span>}',
  ],
  ['passes the chosen props', CHOSEN, CHOSEN_PROPS],
  [
    'leaves out what a number maxCount disables; the fixed width still sizes the items',
    NUMBERED,
    CHOSEN_PROPS.replace('"responsive"', '{3}').replace(
      /^(maxRows|itemPriority|minVisible|itemWidth)=.*\n/gm,
      '',
    ),
  ],
  [
    'leaves out what invalidate disables',
    INVALIDATE,
    'data={data}\nitemKey="key"\nmaxCount="invalidate"\nstyle={{ gap: 6 }}\nrenderItem={(item) => <span style={{ ...tagStyle, width: 64 }}>{item.label}</span>}\nprefix={<span style={edgeStyle}>prefix</span>}',
  ],
])('the generated code %s', (_name, state, expected) => {
  expect(props(state)).toBe(expected);
});

it('the generated code renders a raw rest through Overflow.Item, no rest style where none is written, a column with its height', () => {
  const restStyled = [DEFAULT_STATE, INVALIDATE].map((state) =>
    /restStyle|Overflow\.Item/.test(buildSource(state)),
  );
  expect(restStyled).toEqual([false, false]);
  expect(buildSource({ ...NUMBERED, rest: 'raw' })).toMatch(
    /renderRawRest=\{\(omitted\) => \(\n\s*<Overflow\.Item/,
  );
  expect(props(COLUMN)).toBe(
    CHOSEN_PROPS.replace('maxRows={2}\n', '')
      .replace('collapseFrom=', 'orientation="vertical"\ncollapseFrom=')
      .replace('gap: 6 }', 'gap: 6, height: 180 }'),
  );
});

it('the playground tells its controls which props apply', () => {
  expect([CHOSEN, NUMBERED, INVALIDATE, COLUMN].map(applicableProps)).toEqual([
    { responsiveOnly: true, rows: true, collapsing: true },
    { responsiveOnly: false, rows: false, collapsing: true },
    { responsiveOnly: false, rows: false, collapsing: false },
    { responsiveOnly: true, rows: false, collapsing: true },
  ]);
});

it('the generated code writes each itemPriority preset as the function the preview passes', () => {
  const data = sampleData(4);
  const preset = (priority: PriorityMode) => {
    const rank = listProps({ ...DEFAULT_STATE, count: 4, priority }).find(
      ([name]) => name === 'itemPriority',
    )?.[1];
    const code = /itemPriority=\{(.*)\}$/m.exec(buildSource({ ...DEFAULT_STATE, priority }))?.[1];
    return [
      code,
      rank && data.map((item, index) => (rank as (...args: unknown[]) => number)(item, index)),
    ];
  };
  expect((['none', 'pinFirst', 'pinLast', 'shorterFirst'] as const).map(preset)).toEqual([
    [undefined, undefined],
    ['(_, index) => (index === 0 ? Infinity : 0)', [Infinity, 0, 0, 0]],
    ['(_, index) => (index === data.length - 1 ? Infinity : 0)', [0, 0, 0, Infinity]],
    ['(item) => -item.label.length', [-7, -10, -8, -12]],
  ]);
});

it('the generated code imports only react and rc-overflow, then the component, then the sample', () => {
  const source = buildSource(CHOSEN);
  expect(source).toMatch(
    /^import React from 'react';\nimport Overflow from 'rc-overflow';\nimport 'rc-overflow\/assets\/index.css';\n\nexport default \(\) => \(\n {2}<div style=\{\{ width: 320 \}\}>\n[\s\S]*\n {4}\/>\n[\s\S]*const WORDS/,
  );
  expect(source.match(/^import /gm)).toHaveLength(3);
});

it.each([
  DEFAULT_STATE,
  CHOSEN,
  { ...NUMBERED, rest: 'raw', suffix: true } as const,
  { ...CHOSEN, priority: 'shorterFirst', minVisible: 500 } as const,
  COLUMN,
])('the generated code is laid out as the project formats its own demos (%#)', async (state) => {
  const source = buildSource(state);
  expect(
    await format(source, {
      ...(projectStyle as Options),
      parser: 'typescript',
      plugins: [estree, typescript],
    }),
  ).toBe(source);
});

/** Every text by its path ("modes.rest.raw"), functions called with 1 and 2. */
const flatten = (texts: object, prefix = ''): [string, string][] =>
  Object.entries(texts).flatMap(([key, value]): [string, string][] =>
    typeof value === 'object'
      ? flatten(value, `${prefix}${key}.`)
      : [[prefix + key, typeof value === 'function' ? value(1, 2) : value]],
  );
const english = new Map(flatten(PLAYGROUND_MESSAGES['en-US']));

it("the playground's words have the same ids in English and Chinese, each Chinese text in Chinese", () => {
  expectTwinLocales([...english], flatten(PLAYGROUND_MESSAGES['zh-CN']));
});

it("the playground's words name every mode of every setting, in both languages", () => {
  const modes = Object.entries(SETTINGS).flatMap(([setting, spec]) =>
    'modes' in spec ? spec.modes.map((mode) => `modes.${setting}.${mode}`) : [],
  );
  expect(modes.filter((id) => !english.get(id))).toEqual([]);
  expect(PLAYGROUND_MESSAGES['zh-CN'].labels.orientation).toBe('orientation（排列方向）');
  expect(PLAYGROUND_MESSAGES['en-US'].status(3, 20)).toBe('Visible 3 of 20');
});
