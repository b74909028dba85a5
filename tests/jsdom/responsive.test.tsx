// Responsive mode's React side with faked sizes; which items fit is tests/node's, real layout the browsers'.
import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import Overflow from 'rc-overflow';
import type { OverflowProps } from 'rc-overflow';
import {
  FakeResizeObserver,
  installLayout,
  measureRow,
  notifyAll,
  row,
  shownItems,
  uninstallLayout,
  fakeRowForEachTest,
} from './layoutMock';
import { consoleDuring } from './domSnapshot';

/** 60 px boxes: in the 300 px row four fit beside the 40 px rest. */
type Box = { key: string; width: number; priority?: unknown };
const boxes = (count: number, key = 'b', priorities: unknown[] = []): Box[] =>
  Array.from({ length: count }, (_, i) => ({
    key: `${key}${i}`,
    width: 60,
    priority: priorities[i],
  }));
const renderBox = (box: Box) => <span data-width={box.width}>{box.key}</span>;

const list = (count: number, props: Partial<OverflowProps<Box>> = {}) => (
  <Overflow<Box>
    data={boxes(count)}
    renderItem={renderBox}
    itemKey="key"
    maxCount="responsive"
    {...props}
  />
);
const rest = (container: HTMLElement) =>
  container.querySelector('.rc-overflow-item-rest') as HTMLElement;

fakeRowForEachTest();

it('keeps hidden items mounted but out of flow, invisible and hidden from assistive technology, and the rest too when all fit', () => {
  const { container, rerender } = render(list(6));
  expect(shownItems(container).map((el) => el.textContent)).toEqual(['b0', 'b1', 'b2', 'b3']);
  const hidden = screen.getByText('b5').parentElement as HTMLElement;
  expect(hidden).toHaveAttribute('aria-hidden', 'true');
  expect(hidden).toHaveStyle({ position: 'absolute', visibility: 'hidden' });
  expect(hidden).not.toBeVisible();
  expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  expect(screen.getByText('+ 2 ...')).toBe(rest(container));
  expect(rest(container)).not.toHaveAttribute('aria-hidden');
  rerender(list(4));
  expect(rest(container)).toHaveAttribute('aria-hidden', 'true');
  expect(rest(container)).toHaveStyle({ visibility: 'hidden' });
  // From the start the rest comes first in the DOM too, so that it is read first.
  rerender(list(6, { collapseFrom: 'start' }));
  expect(container.firstElementChild!.firstElementChild).toBe(rest(container));
  expect(shownItems(container).map((el) => el.textContent)).toEqual(['b2', 'b3', 'b4', 'b5']);
});

it('keeps following an item whose width changes again and again, a moment apart each time', () => {
  // More changes at one width than the loop guard allows in one burst, each its own.
  let wide = false;
  installLayout((el) =>
    el.matches('.rc-overflow-item') && el.textContent === 'b0' ? (wide ? 150 : 60) : measureRow(el),
  );
  jest.useFakeTimers();
  try {
    const { logged } = consoleDuring(() => {
      const { container } = render(list(10));
      for (let change = 0; change < 40; change += 1) {
        wide = !wide;
        act(() => notifyAll());
        expect(shownItems(container)).toHaveLength(wide ? 2 : 4);
        act(() => void jest.advanceTimersByTime(250));
      }
    });
    expect(logged).toEqual([]);
  } finally {
    jest.useRealTimers();
  }
});

it("still observes elements mounted later when a caller's renderRest threw in the observer", () => {
  let throwFor = -1;
  const renderRest = (omitted: Box[]) => {
    if (omitted.length === throwFor) throw new Error('renderRest failed');
    return <span data-width={40}>+{omitted.length}</span>;
  };
  const { container, rerender } = render(list(8, { renderRest }));
  throwFor = 7;
  row.width = 100;
  expect(() => act(() => notifyAll())).toThrow('renderRest failed');
  throwFor = -1;
  row.width = 1000;
  rerender(list(12, { renderRest }));
  act(() => notifyAll());
  const observed = FakeResizeObserver.instances.at(-1)!.observed;
  const items = container.querySelectorAll('.rc-overflow-item:not(.rc-overflow-item-rest)');
  expect(Array.from(items).filter((item) => observed.has(item))).toHaveLength(12);
  expect(shownItems(container)).toHaveLength(12);
});

const actions = (priorities: unknown[]) => boxes(priorities.length, 'a', priorities);
const byPriority = (box: Box) => box.priority as number;

/** What a user sees, in the order the flex row shows it (ties in DOM order), the rest in brackets. */
const shown = (container: HTMLElement) =>
  Array.from((container.firstElementChild as HTMLElement).children as HTMLCollectionOf<HTMLElement>)
    .filter((el) => !el.getAttribute('aria-hidden'))
    .sort((a, b) => Number(a.style.order) - Number(b.style.order))
    .map((el) => (el.matches('.rc-overflow-item-rest') ? `[${el.textContent}]` : el.textContent))
    .join(' ');

const toolbar = (priorities: unknown[], props: Partial<OverflowProps<Box>> = {}) =>
  render(list(0, { data: actions(priorities), itemPriority: byPriority, ...props })).container;

it('gives renderRest the hidden items in data order, after the last shown; onVisibleChange the count minus one', () => {
  const renderRest = (hidden: Box[]) => `+${hidden.map((a) => a.key).join(',')}`;
  const onVisibleChange = jest.fn();
  const container = toolbar([1, 5, 1, 4, 1, 3], { renderRest, onVisibleChange });
  expect(shown(container)).toBe('a0 a1 a3 a5 [+a2,a4]');
  row.width = 200; // two items and the rest
  act(() => notifyAll());
  expect(onVisibleChange.mock.calls).toEqual([[3], [1]]);
});

it('measures raw items and gives renderRawRest the hidden ones, under StrictMode', () => {
  const { container } = render(
    <React.StrictMode>
      <Overflow<Box>
        data={actions([1, 5, 1, 4, 1, 3])}
        maxCount="responsive"
        itemPriority={byPriority}
        renderRawItem={(box) => <Overflow.Item component="span">{renderBox(box)}</Overflow.Item>}
        renderRawRest={(hidden) => (
          <Overflow.Item>{hidden.map((a) => a.key).join(',')}</Overflow.Item>
        )}
      />
    </React.StrictMode>,
  );
  expect(shown(container)).toBe('a0 a1 a3 a5 [a2,a4]');
});

it('does nothing outside responsive mode', () => {
  const itemPriority = jest.fn(() => 1);
  const container = toolbar([1, 1, 1, 1, 1, 1], { maxCount: 2, itemPriority, minVisible: 4 });
  expect(shown(container)).toBe('a0 a1 [+ 4 ...]');
  expect(itemPriority).not.toHaveBeenCalled();
});

it('shows minVisible items and the rest in a list with no width (jsdom)', () => {
  uninstallLayout();
  const onVisibleChange = jest.fn();
  const container = toolbar([1, Infinity, 1, 1, 1, 1], { minVisible: 2, onVisibleChange });
  expect(shown(container)).toBe('a0 a1 [+ 4 ...]');
  expect(onVisibleChange.mock.calls).toEqual([[1]]);
});

const PRIORITY = '`itemPriority` must return a number';
const MIN = '`minVisible` must be a number of at least 0';
// In 100 px one item fits: a bad minVisible does not raise it.
it.each<[string, Partial<OverflowProps<Box>>, string, string]>([
  ['a NaN priority as 0', { data: actions([1, NaN, 1, 1, 1, 1]) }, PRIORITY, 'a0 a2 a3 a4'],
  ['a non-number priority as 0', { data: actions([1, 'x', 1, 1, 1, 1]) }, PRIORITY, 'a0 a2 a3 a4'],
  ['a negative minVisible as the default', { minVisible: -1 }, MIN, 'a0'],
  ['a NaN minVisible as the default', { minVisible: NaN }, MIN, 'a0'],
  ['a minVisible not a number as the default', { minVisible: '3' as unknown as number }, MIN, 'a0'],
])('counts %s, with one warning', (_name, props, message, keys) => {
  if (message === MIN) row.width = 100;
  const extra = message === MIN ? { ...props, itemPriority: undefined } : props;
  const { result: container, logged } = consoleDuring(() => toolbar([1, 1, 1, 1, 1, 1], extra));
  expect(shownItems(container).map((el) => el.textContent)).toEqual(keys.split(' '));
  expect(logged).toEqual([expect.stringContaining(message)]);
});
