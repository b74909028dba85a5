/**
 * Responsive mode's React side with faked sizes. Which items fit is the rule's
 * (tests/node/layout-property), real measuring, resizes, onVisibleChange and the loop guard the
 * browsers' (tests/browser/component).
 */
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
  fakeRowForEachTest,
} from './layoutMock';
import { consoleDuring } from './domSnapshot';

interface Box {
  key: string;
  width: number;
}
const boxes = (count: number): Box[] =>
  Array.from({ length: count }, (_, i) => ({ key: `b${i}`, width: 60 }));
const renderBox = (box: Box) => <span data-width={box.width}>{box.key}</span>;

/** `count` 60 px boxes; in the 300 px row four fit beside the 40 px rest. */
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
  // More changes at one list width than the loop guard allows in one burst, each its own.
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
