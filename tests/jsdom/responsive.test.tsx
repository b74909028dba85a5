/**
 * Responsive mode's React side with faked sizes. Which items fit is the rule's
 * (tests/node/layout-property), real measuring the browsers' (tests/browser/component).
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
  uninstallLayout,
  fakeRowForEachTest,
} from './layoutMock';
import { consoleDuring } from './domSnapshot';

interface Box {
  key: string;
  width: number;
}
const boxes = (count: number, width = 60): Box[] =>
  Array.from({ length: count }, (_, i) => ({ key: `b${i}`, width }));
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
const shown = (container: HTMLElement) =>
  shownItems(container)
    .map((el) => el.textContent)
    .join(' ');
const mounted = (container: HTMLElement) =>
  container.querySelectorAll('.rc-overflow-item:not(.rc-overflow-item-rest)');
const rest = (container: HTMLElement) =>
  container.querySelector('.rc-overflow-item-rest') as HTMLElement;
/** The order of the parts: items, "rest", "suffix". */
const order = (container: HTMLElement) =>
  Array.from((container.firstElementChild as HTMLElement).children, (c) =>
    c.classList.contains('rc-overflow-item-rest')
      ? 'rest'
      : c.classList.contains('rc-overflow-item-suffix')
        ? 'suffix'
        : c.textContent,
  ).join(' ');

fakeRowForEachTest();

describe('responsive mode with measured sizes', () => {
  it('keeps hidden items mounted but out of flow, invisible and hidden from assistive technology', () => {
    const { container } = render(list(6));
    expect(shown(container)).toBe('b0 b1 b2 b3');
    const hidden = screen.getByText('b5').parentElement as HTMLElement;
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
    expect(hidden).toHaveStyle({ position: 'absolute', visibility: 'hidden' });
    expect(hidden).not.toBeVisible();
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
    expect(rest(container)).not.toHaveAttribute('aria-hidden');
    expect(screen.getByText('+ 2 ...')).toBe(rest(container));
  });

  it('hides the rest when every item fits and reports the last visible index once per change', async () => {
    const onVisibleChange = jest.fn();
    const { container, rerender } = render(list(5, { onVisibleChange }));
    expect(rest(container)).toHaveAttribute('aria-hidden', 'true');
    expect(rest(container)).toHaveStyle({ visibility: 'hidden' });
    rerender(list(6, { onVisibleChange }));
    // 2 x 60 + 40 = 160 fits in 200; 3 x 60 + 40 = 220 does not.
    row.width = 200;
    act(() => notifyAll());
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    act(() => notifyAll());
    row.width = 210;
    act(() => notifyAll());
    expect(onVisibleChange.mock.calls).toEqual([[4], [3], [1]]);
  });

  it('from the start: puts the rest before the shown items and reports the visible count minus one', () => {
    const onVisibleChange = jest.fn();
    const { container } = render(list(6, { collapseFrom: 'start', onVisibleChange }));
    expect(order(container)).toBe('rest b0 b1 b2 b3 b4 b5');
    expect(shown(container)).toBe('b2 b3 b4 b5');
    expect(rest(container)).toHaveTextContent('+ 2 ...');
    row.width = 200;
    act(() => notifyAll());
    expect(shown(container)).toBe('b4 b5');
    expect(onVisibleChange.mock.calls).toEqual([[3], [1]]);
  });

  it('wraps the row (flex-wrap) when maxRows is above 1', () => {
    const { container } = render(list(12, { maxRows: 2 }));
    expect(shownItems(container)).toHaveLength(9);
    expect(container.firstElementChild).toHaveStyle({ flexWrap: 'wrap' });
  });

  it('follows data changes without a remount and does not mistake many for a loop', () => {
    const { logged } = consoleDuring(() => {
      const { container, rerender } = render(list(10));
      const first = shownItems(container)[0];
      for (let i = 0; i < 80; i += 1) rerender(list(i % 2 ? 3 : 10));
      expect(shownItems(container)[0]).toBe(first);
      expect(shown(container)).toBe('b0 b1 b2');
      expect(rest(container)).toHaveAttribute('aria-hidden', 'true');
      rerender(list(0));
      expect(container.querySelectorAll('.rc-overflow-item')).toHaveLength(0);
    });
    expect(logged).toEqual([]);
  });

  it('renders at most viewport width / itemWidth items, and 16, before measuring', () => {
    const rendered = new Set<number>();
    let firstPass = true;
    const spy = (box: Box, { index }: { index: number }) => {
      if (firstPass) rendered.add(index);
      return renderBox(box);
    };
    const { container } = render(list(5000, { renderItem: spy, itemWidth: 20 }));
    firstPass = false;
    // jsdom's window is 1024 px wide: 52 items fit, but a client's first pass renders 16 at most.
    // React 16 and 17 cannot tell a mount from hydration: their first render is the server's, with
    // no item, then the list renders what its width takes at itemWidth: 300 / 20 = 15.
    expect(rendered.size).toBe(Number(React.version.split('.')[0]) < 18 ? 15 : 16);
    expect(shownItems(container)).toHaveLength(4);
  });

  it.each([
    // The 6th 60 px box is the first that overflows 300 px on its own: it and 3 more stay mounted.
    ['of 60 px: up to the first that overflows and three more', 10000, 60, 9, 'b0 b1 b2 b3'],
    [
      'narrower than row.width / itemWidth: all of them',
      200,
      0,
      200,
      boxes(200)
        .map((b) => b.key)
        .join(' '),
    ],
  ])('keeps mounted, of a list of items %s', (_name, count, width, mountedCount, shownKeys) => {
    const { container } = render(
      <Overflow data={boxes(count, width)} renderItem={renderBox} maxCount="responsive" />,
    );
    expect(mounted(container)).toHaveLength(mountedCount);
    expect(shown(container)).toBe(shownKeys);
  });

  it('keeps the suffix after the rest and lays out again when the suffix is resized', () => {
    const withSuffix = (width: number) =>
      list(6, { suffix: <input data-width={width} readOnly /> });
    // 4 x 60 + 40 + 20 = 300 fits; with a 21 px suffix only 3 items do.
    const { container, rerender } = render(withSuffix(20));
    expect(shownItems(container)).toHaveLength(4);
    rerender(withSuffix(21));
    act(() => notifyAll());
    expect(order(container)).toBe('b0 b1 b2 b3 b4 b5 rest suffix');
    expect(shown(container)).toBe('b0 b1 b2');
  });

  it('measures raw items rendered through Overflow.Item', () => {
    const renderRawItem = (box: Box) => (
      <Overflow.Item data-width={box.width} className="raw">
        {box.key}
      </Overflow.Item>
    );
    const { container } = render(list(6, { renderItem: undefined, renderRawItem }));
    expect(container.querySelectorAll('.raw:not([aria-hidden])')).toHaveLength(4);
  });

  it('stops and reports in development instead of looping when widths depend on visibility', () => {
    const { logged } = consoleDuring(() => {
      // An item 100 px wide when shown but 10 px when hidden can never settle.
      installLayout((el) =>
        el.matches('.rc-overflow-item:not(.rc-overflow-item-rest)')
          ? el.getAttribute('aria-hidden')
            ? 10
            : 100
          : measureRow(el),
      );
      const { container } = render(list(5));
      for (let frame = 0; frame < 40; frame += 1) act(() => notifyAll());
      const html = container.innerHTML;
      act(() => notifyAll());
      expect(container.innerHTML).toBe(html);
    });
    expect(logged).toEqual([expect.stringContaining('did not settle')]);
  });

  it('keeps following an item whose width changes again and again, a moment apart each time', () => {
    // More changes at one list width than the loop guard allows in one burst, each its own.
    let wide = false;
    installLayout((el) =>
      el.matches('.rc-overflow-item') && el.textContent === 'b0'
        ? wide
          ? 150
          : 60
        : measureRow(el),
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
    const observer = FakeResizeObserver.instances[FakeResizeObserver.instances.length - 1];
    expect(
      Array.from(mounted(container)).filter((item) => observer.observed.has(item)),
    ).toHaveLength(12);
    expect(shownItems(container)).toHaveLength(12);
  });
});

it('renders no item and a hidden rest until the list has a width (jsdom, display: none), as 1.5.0', () => {
  uninstallLayout();
  const onVisibleChange = jest.fn();
  const renderItem = jest.fn(renderBox);
  const { container } = render(list(5000, { renderItem, onVisibleChange }));
  expect(shownItems(container)).toHaveLength(0);
  expect(rest(container)).toHaveAttribute('aria-hidden', 'true');
  expect(rest(container)).toHaveTextContent('+ 4999 ...');
  expect(onVisibleChange).not.toHaveBeenCalled();
  // The first pass rendered a few items to measure, not all 5,000.
  expect(new Set(renderItem.mock.calls.map(([box]) => box.key)).size).toBeLessThanOrEqual(16);
});
