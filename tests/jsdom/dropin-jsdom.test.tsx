/**
 * Drop-in where consumers test: every scenario renders in jsdom with ours and with each published
 * package an antd on this React installs, and what a consumer's test can see must be equal: the
 * DOM as jest's own snapshot serializer prints it, the server HTML, the calls to
 * `onVisibleChange`, and the items handed to `renderRest` / `renderRawRest`. jsdom lays nothing
 * out, so neither list ever measures here; consumers' jest setups have no global ResizeObserver,
 * or a stub that never reports, and both are run. Ours logs nothing to the console meanwhile.
 */
import './textEncoderPolyfill';
import domSnapshot from './domSnapshot';
import * as React from 'react';
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import Ours from 'rc-overflow';
import type { OverflowProps } from 'rc-overflow';

type OverflowType = typeof Ours;

const reactMajor = Number(React.version.split('.')[0]);

interface Reference {
  Overflow: OverflowType;
  /** Its observer is the global ResizeObserver: without one it throws, so no consumer runs that. */
  needsResizeObserver: boolean;
}

/* eslint-disable @typescript-eslint/no-require-imports */
/**
 * The published packages ours stands in for, on the Reacts their antd runs on: rc-overflow 1.5.0
 * (antd 5: every React here) and `@rc-component/overflow` 1.0.1 (antd 6: React 18 and later).
 */
const REFERENCES: [string, Reference][] = [
  [
    'rc-overflow 1.5.0',
    {
      Overflow: require('../../node_modules/rc-overflow/lib/index.js').default,
      needsResizeObserver: false,
    },
  ],
];
if (reactMajor >= 18)
  REFERENCES.push([
    '@rc-component/overflow 1.0.1',
    {
      Overflow: require('../../node_modules/@rc-component/overflow/lib/index.js').default,
      needsResizeObserver: true,
    },
  ]);
/* eslint-enable @typescript-eslint/no-require-imports */

interface Calls {
  visible: number[];
  rest: string[];
}

/** What a scenario renders, in steps (a rerender each), given the implementation and a call log. */
type Scenario = (Overflow: OverflowType, calls: Calls) => React.ReactElement[];

interface Fruit {
  id: string;
  label: string;
}
const fruits = (count: number): Fruit[] =>
  Array.from({ length: count }, (_, i) => ({ id: `f${i}`, label: `Fruit ${i}` }));
const labels = (items: unknown[]) =>
  items.map((item) => (typeof item === 'object' ? (item as Fruit).id : String(item))).join(',');

/** Props shared by most scenarios: a function rest and onVisibleChange, both logged. */
const logged = (calls: Calls) => ({
  onVisibleChange: (index: number) => calls.visible.push(index),
  renderRest: (omitted: Fruit[]) => {
    calls.rest.push(labels(omitted));
    return `+${omitted.length}`;
  },
});
const renderFruit = (item: Fruit) => <span>{item.label}</span>;

const MODES: [string, number | 'responsive' | 'invalidate' | undefined][] = [
  ['no maxCount', undefined],
  ['maxCount 3', 3],
  ['maxCount 0', 0],
  ['maxCount over the length', 9],
  ['responsive', 'responsive'],
  ['invalidate', 'invalidate'],
];

const scenarios: [string, Scenario][] = [];
for (const [mode, maxCount] of MODES) {
  /** A list of `data` (or that many fruits) in this mode, its rest and onVisibleChange logged. */
  const list = (
    O: OverflowType,
    calls: Calls,
    data: Fruit[] | number,
    extra: Partial<OverflowProps<Fruit>> = {},
  ) => (
    <O
      data={typeof data === 'number' ? fruits(data) : data}
      itemKey="id"
      renderItem={renderFruit}
      maxCount={maxCount}
      {...logged(calls)}
      {...extra}
    />
  );
  scenarios.push(
    [`${mode}: function rest`, (O, calls) => [list(O, calls, 6)]],
    [
      `${mode}: node rest, items as their own nodes`,
      (O) => [<O data={['a', 'b', 'c', 'd', 'e']} maxCount={maxCount} renderRest={<b>more</b>} />],
    ],
    [
      `${mode}: default rest`,
      (O) => [<O data={fruits(5)} renderItem={renderFruit} maxCount={maxCount} />],
    ],
    [
      `${mode}: prefix and suffix`,
      (O, calls) => [
        list(O, calls, 4, { prefix: <i>prefix</i>, suffix: <input aria-label="search" /> }),
      ],
    ],
    [
      `${mode}: renderRawItem with Overflow.Item, renderRawRest`,
      (O, calls) => [
        <O
          data={fruits(5)}
          itemKey={(item) => item.id}
          maxCount={maxCount}
          renderRawItem={(item, index) => (
            <O.Item component="li" className="raw" title={item.label} style={{ color: 'red' }}>
              {index}:{item.label}
            </O.Item>
          )}
          renderRawRest={(omitted) => {
            calls.rest.push(labels(omitted));
            return <O.Item className="raw-rest">{omitted.length} more</O.Item>;
          }}
          onVisibleChange={(index) => calls.visible.push(index)}
        />,
      ],
    ],
    [`${mode}: ssr="full"`, (O, calls) => [list(O, calls, 4, { ssr: 'full' })]],
    [
      `${mode}: ssr="full" with renderRawRest (a horizontal menu)`,
      (O, calls) => [
        <O
          component="ul"
          itemComponent="li"
          data={fruits(4)}
          itemKey="id"
          maxCount={maxCount}
          ssr="full"
          renderRawItem={(item) => <O.Item>{item.label}</O.Item>}
          renderRawRest={(omitted) => {
            calls.rest.push(labels(omitted));
            return <O.Item>…{omitted.length}</O.Item>;
          }}
          onVisibleChange={(index) => calls.visible.push(index)}
        />,
      ],
    ],
    [
      `${mode}: className, style, component, itemComponent, attributes`,
      (O) => [
        <O
          data={fruits(4)}
          itemKey="id"
          renderItem={renderFruit}
          maxCount={maxCount}
          className="tags"
          style={{ width: 300 }}
          component="ul"
          itemComponent="li"
          prefixCls="my-list"
          id="list"
          role="list"
          data-x="1"
        />,
      ],
    ],
    [
      `${mode}: empty data`,
      (O, calls) => [<O data={[]} maxCount={maxCount} suffix="s" {...logged(calls)} />],
    ],
    [
      `${mode}: data that grows, then shrinks, then empties`,
      (O, calls) => [2, 7, 3, 0].map((count) => list(O, calls, count, { suffix: 's' })),
    ],
    [
      `${mode}: a parent re-render with the same data`,
      (O, calls) => {
        const data = fruits(5);
        return ['a', 'b'].map((title) => <section title={title}>{list(O, calls, data)}</section>);
      },
    ],
    [`${mode}: unmount`, (O, calls) => [list(O, calls, 3), <p>gone</p>]],
  );
}

/** A ResizeObserver that never reports, as many consumers' jest setups install. */
class SilentResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

interface Environment {
  /** Installs what the setup puts on the global object. */
  install?: () => void;
  /** Renders inside <React.StrictMode>, as antd's test helper does. */
  strict?: boolean;
  /** Fake timers, run out after each step, as antd's demo tests do. */
  fakeTimers?: boolean;
}

const silentObserver = () => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = SilentResizeObserver;
};

const ENVIRONMENTS: [string, Environment][] = [
  ['no global ResizeObserver', {}],
  ['a stub ResizeObserver that never reports', { install: silentObserver }],
  [
    "antd's own setup (a stub ResizeObserver, StrictMode, fake timers run out)",
    { install: silentObserver, strict: true, fakeTimers: true },
  ],
];

/** What the console was told while `body` ran (and nothing is printed). */
function consoleDuring<T>(body: () => T): { result: T; logged: unknown[][] } {
  const logged: unknown[][] = [];
  const spies = (['error', 'warn'] as const).map((level) =>
    jest.spyOn(console, level).mockImplementation((...args) => void logged.push(args)),
  );
  try {
    return { result: body(), logged };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

/** Renders a scenario's steps; returns the DOM after each step and the calls made. */
function run(scenario: Scenario, Overflow: OverflowType, env: Environment) {
  const calls: Calls = { visible: [], rest: [] };
  const wrap = (element: React.ReactElement) =>
    env.strict ? <React.StrictMode>{element}</React.StrictMode> : element;
  const settle = () => {
    if (env.fakeTimers) act(() => void jest.runAllTimers());
  };
  const steps = scenario(Overflow, calls);
  const { container, rerender, unmount } = render(wrap(steps[0]));
  settle();
  const doms = [domSnapshot(container)];
  for (const step of steps.slice(1)) {
    rerender(wrap(step));
    settle();
    doms.push(domSnapshot(container));
  }
  unmount();
  settle();
  // How often each renders is React's business; what the rest is handed is the consumer's.
  return { doms, calls: { visible: calls.visible, rest: [...new Set(calls.rest)] } };
}

/** Server HTML of a scenario's first step; React's "useLayoutEffect does nothing on the server" note aside. */
function serverHtml(scenario: Scenario, Overflow: OverflowType) {
  const calls: Calls = { visible: [], rest: [] };
  const { result: html } = consoleDuring(() => renderToString(scenario(Overflow, calls)[0]));
  return { html, calls: { visible: calls.visible, rest: [...new Set(calls.rest)] } };
}

describe.each(ENVIRONMENTS)('with %s', (_env, env) => {
  const original = (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  beforeEach(() => {
    env.install?.();
    if (env.fakeTimers) jest.useFakeTimers();
  });
  afterEach(() => {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = original;
    jest.useRealTimers();
  });

  const references = REFERENCES.filter(
    ([, reference]) => env.install || !reference.needsResizeObserver,
  );
  const cases = references.flatMap(([reference, { Overflow }]) =>
    scenarios.map(([name, scenario]) => [name, reference, { Overflow, scenario }] as const),
  );
  it.each(cases)('%s: same DOM, same calls as %s', (_name, _reference, { Overflow, scenario }) => {
    const reference = run(scenario, Overflow, env);
    const ours = consoleDuring(() => run(scenario, Ours, env));
    expect(ours.result.doms).toEqual(reference.doms);
    expect(ours.result.calls).toEqual(reference.calls);
    expect(ours.logged).toEqual([]);
  });
});

describe('server HTML', () => {
  const cases = REFERENCES.flatMap(([reference, { Overflow }]) =>
    scenarios.map(([name, scenario]) => [name, reference, { Overflow, scenario }] as const),
  );
  it.each(cases)('%s: same HTML, same calls as %s', (_name, _reference, { Overflow, scenario }) => {
    const reference = serverHtml(scenario, Overflow);
    const ours = serverHtml(scenario, Ours);
    expect(ours.html).toBe(reference.html);
    expect(ours.calls).toEqual(reference.calls);
  });
});
