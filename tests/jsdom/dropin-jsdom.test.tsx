// Each scenario on ours and on each package an antd installs: same DOM, server HTML and calls.
import './textEncoderPolyfill';
import domSnapshot, {
  SilentResizeObserver,
  consoleDuring,
  setGlobalResizeObserver,
} from './domSnapshot';
import * as React from 'react';
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import Ours from 'rc-overflow';
import type { OverflowProps } from 'rc-overflow';

type OverflowType = typeof Ours;

/* eslint-disable @typescript-eslint/no-require-imports */
const REFERENCES: [string, OverflowType, boolean][] = [
  ['rc-overflow 1.5.0', require('../../node_modules/rc-overflow/lib/index.js').default, false],
];
if (Number(React.version.split('.')[0]) >= 18)
  REFERENCES.push([
    '@rc-component/overflow 1.0.1',
    require('../../node_modules/@rc-component/overflow/lib/index.js').default,
    true,
  ]);
/* eslint-enable @typescript-eslint/no-require-imports */

type Calls = { visible: number[]; rest: string[] };
/** What a scenario renders, in steps (a rerender each). */
type Scenario = (Overflow: OverflowType, calls: Calls) => React.ReactElement[];

type Fruit = { id: string; label: string };
type Extra = Partial<OverflowProps<Fruit>>;
const fruits = (count: number): Fruit[] =>
  Array.from({ length: count }, (_, i) => ({ id: `f${i}`, label: `Fruit ${i}` }));
const restOf = (calls: Calls, omitted: Fruit[]) =>
  calls.rest.push(omitted.map((f) => f.id).join(','));
const renderFruit = (item: Fruit) => <span>{item.label}</span>;

const scenarios: [string, Scenario][] = [];
for (const maxCount of [undefined, 3, 0, 9, 'responsive', 'invalidate'] as const) {
  const logged = (calls: Calls) => ({
    maxCount,
    onVisibleChange: (index: number) => calls.visible.push(index),
    renderRest: (omitted: Fruit[]) => restOf(calls, omitted) && `+${omitted.length}`,
  });
  const list = (O: OverflowType, calls: Calls, data: Fruit[] | number, extra: Extra = {}) => (
    <O
      data={typeof data === 'number' ? fruits(data) : data}
      itemKey="id"
      renderItem={renderFruit}
      {...logged(calls)}
      {...extra}
    />
  );
  const rawRest =
    (O: OverflowType, calls: Calls, text: (n: number) => string, className?: string) =>
    (omitted: Fruit[]) => {
      restOf(calls, omitted);
      return <O.Item className={className}>{text(omitted.length)}</O.Item>;
    };
  const scenario = (name: string, steps: Scenario) =>
    scenarios.push([`maxCount ${String(maxCount)}: ${name}`, steps]);
  const one = (name: string, count: number, extra: (O: OverflowType, calls: Calls) => Extra) =>
    scenario(name, (O, calls) => [list(O, calls, count, extra(O, calls))]);
  scenario('node rest, items as their own nodes', (O) => [
    <O data={['a', 'b', 'c', 'd', 'e']} maxCount={maxCount} renderRest={<b>more</b>} />,
  ]);
  scenario('default rest', (O) => [
    <O data={fruits(5)} renderItem={renderFruit} maxCount={maxCount} />,
  ]);
  one('prefix and suffix', 4, () => ({
    prefix: <i>prefix</i>,
    suffix: <input aria-label="search" />,
  }));
  one('renderRawItem with Overflow.Item, renderRawRest', 5, (O, calls) => ({
    renderItem: undefined,
    itemKey: (item) => item.id,
    renderRawItem: (item, index) => (
      <O.Item component="li" className="raw" title={item.label} style={{ color: 'red' }}>
        {index}:{item.label}
      </O.Item>
    ),
    renderRawRest: rawRest(O, calls, (n) => `${n} more`, 'raw-rest'),
  }));
  one('ssr="full"', 4, () => ({ ssr: 'full' }));
  one('ssr="full" with renderRawRest (a horizontal menu)', 4, (O, calls) => ({
    component: 'ul',
    itemComponent: 'li',
    ssr: 'full',
    renderItem: undefined,
    renderRawItem: (item) => <O.Item>{item.label}</O.Item>,
    renderRawRest: rawRest(O, calls, (n) => `…${n}`),
  }));
  one('className, style, component, itemComponent, attributes', 4, () => ({
    ...{ className: 'tags', style: { width: 300 }, component: 'ul', itemComponent: 'li' },
    ...({ prefixCls: 'my-list', id: 'list', role: 'list', 'data-x': '1' } as Extra),
  }));
  scenario('empty data, then data that grows, then shrinks, then empties', (O, calls) =>
    [0, 2, 7, 3, 0].map((n) => list(O, calls, n, { suffix: 's' })),
  );
  scenario('a parent re-render with the same data', (O, calls) => {
    const data = fruits(5);
    return ['a', 'b'].map((title) => <section title={title}>{list(O, calls, data)}</section>);
  });
  scenario('unmount', (O, calls) => [list(O, calls, 3), <p>gone</p>]);
  // Where nothing is laid out, ours' column is 1.5.0's row plus the column's class.
  const column = (O: OverflowType): Extra =>
    O === Ours ? { orientation: 'vertical' } : { className: 'rc-overflow-vertical' };
  if (maxCount !== 'invalidate') {
    one('a column, prefix and suffix', 6, (O) => ({
      ...column(O),
      prefix: <b>To do</b>,
      suffix: <button>Add</button>,
    }));
    one('a column, ssr="full"', 6, (O) => ({ ...column(O), ssr: 'full' }));
  }
}

const distinct = (calls: Calls) => ({ visible: calls.visible, rest: [...new Set(calls.rest)] });

/** The DOM after each step and the calls made, in antd's setup (StrictMode, timers run out) or none. */
function run(scenario: Scenario, Overflow: OverflowType, antdSetup: boolean) {
  const calls: Calls = { visible: [], rest: [] };
  const wrap = (element: React.ReactElement) =>
    antdSetup ? <React.StrictMode>{element}</React.StrictMode> : element;
  const settle = () => antdSetup && act(() => void jest.runAllTimers());
  const steps = scenario(Overflow, calls);
  const { container, rerender, unmount } = render(wrap(steps[0]));
  const doms = steps.map((step, index) => {
    if (index) rerender(wrap(step));
    settle();
    return domSnapshot(container);
  });
  unmount();
  settle();
  // How often each renders is React's business; what the rest is handed is the consumer's.
  return { doms, calls: distinct(calls) };
}

describe.each([
  ['no global ResizeObserver', false],
  ["antd's own setup", true],
])('with %s', (_env, antdSetup) => {
  beforeEach(() => {
    if (!antdSetup) return;
    setGlobalResizeObserver(SilentResizeObserver);
    jest.useFakeTimers();
  });
  afterEach(() => {
    setGlobalResizeObserver(undefined);
    jest.useRealTimers();
  });
  const cases = REFERENCES.filter(([, , needsObserver]) => antdSetup || !needsObserver).flatMap(
    ([name, Overflow]) =>
      scenarios.map(([scenario, steps]) => [scenario, name, Overflow, steps] as const),
  );
  it.each(cases)('%s: same DOM, same calls as %s', (_name, _reference, Overflow, scenario) => {
    // What the published package logs (1.5.0 updates state after unmount on React 16 and 17) is
    // its own: only ours must log nothing.
    const reference = consoleDuring(() => run(scenario, Overflow, antdSetup)).result;
    const ours = consoleDuring(() => run(scenario, Ours, antdSetup));
    expect(ours.result).toEqual(reference);
    expect(ours.logged).toEqual([]);
  });
});

describe('server HTML', () => {
  const cases = REFERENCES.flatMap(([name, Overflow]) =>
    scenarios.map(([scenario, steps]) => [scenario, name, Overflow, steps] as const),
  );
  it.each(cases)('%s: same HTML, same calls as %s', (_name, _reference, Overflow, scenario) => {
    const html = (O: OverflowType) => {
      const calls: Calls = { visible: [], rest: [] };
      const result = consoleDuring(() => renderToString(scenario(O, calls)[0])).result;
      return { html: result, calls: distinct(calls) };
    };
    expect(html(Ours)).toEqual(html(Overflow));
  });
});
