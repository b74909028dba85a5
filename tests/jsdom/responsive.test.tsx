/**
 * Responsive mode's React side with faked sizes: the hidden items' DOM, onVisibleChange, the first
 * pass, the loop guard and recovery. Which items fit is the rule's (tests/node/layout-property)
 * and real measuring the browsers' (tests/browser/component).
 */
import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import Overflow from 'rc-overflow';
import type { OverflowProps } from 'rc-overflow';
import {
  FakeResizeObserver,
  installLayout,
  measureRow as measure,
  notifyAll,
  row,
  shownItems as visibleItems,
  uninstallLayout,
  fakeRowForEachTest,
  withConsoleError,
} from './layoutMock';

interface Box {
  key: string;
  width: number;
}

const boxes = (count: number, width = 60): Box[] =>
  Array.from({ length: count }, (_, i) => ({ key: `b${i}`, width }));

const renderBox = (box: Box) => <span data-width={box.width}>{box.key}</span>;

const legacyReact = Number(React.version.split('.')[0]) < 18;

/** A responsive list of `count` 60 px boxes; in 300 px four fit beside the 40 px rest. */
const list = (count: number, props: Partial<OverflowProps<Box>> = {}) => (
  <Overflow<Box>
    data={boxes(count)}
    renderItem={renderBox}
    itemKey="key"
    maxCount="responsive"
    {...props}
  />
);

const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

const mountedItems = (container: HTMLElement) =>
  container.querySelectorAll('.rc-overflow-item:not(.rc-overflow-item-rest)');

function rest(container: HTMLElement) {
  return container.querySelector('.rc-overflow-item-rest') as HTMLElement;
}

fakeRowForEachTest();

const children = (container: HTMLElement) =>
  Array.from((container.firstElementChild as HTMLElement).children);

describe('responsive mode with measured sizes', () => {
  it('keeps hidden items mounted but out of flow, invisible and hidden from assistive technology', () => {
    const { container } = render(list(6));
    expect(visibleItems(container).map((el) => el.textContent)).toEqual(['b0', 'b1', 'b2', 'b3']);
    const hidden = screen.getByText('b5').parentElement as HTMLElement;
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
    expect(hidden).toHaveStyle({ position: 'absolute', visibility: 'hidden' });
    expect(hidden).not.toBeVisible();
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
    expect(rest(container)).not.toHaveAttribute('aria-hidden');
    expect(screen.getByText('+ 2 ...')).toBe(rest(container));
  });

  it('hides the rest from sight and assistive technology when every item fits', () => {
    const onVisibleChange = jest.fn();
    const { container } = render(list(5, { onVisibleChange }));
    expect(visibleItems(container)).toHaveLength(5);
    expect(rest(container)).toHaveAttribute('aria-hidden', 'true');
    expect(rest(container)).toHaveStyle({ visibility: 'hidden' });
    expect(onVisibleChange.mock.calls).toEqual([[4]]);
  });

  it('reports the last visible index once per change and never an unchanged one', async () => {
    const onVisibleChange = jest.fn();
    render(list(6, { onVisibleChange }));
    expect(onVisibleChange.mock.calls).toEqual([[3]]);
    // 2 x 60 + 40 = 160 fits in 200; 3 x 60 + 40 = 220 does not.
    row.width = 200;
    act(() => notifyAll());
    expect(onVisibleChange.mock.calls).toEqual([[3], [1]]);
    await nextFrame();
    act(() => notifyAll());
    row.width = 210;
    act(() => notifyAll());
    expect(onVisibleChange.mock.calls).toEqual([[3], [1]]);
  });

  it('from the start: puts the rest before the shown items and reports the visible count minus one', () => {
    const onVisibleChange = jest.fn();
    const { container } = render(list(6, { collapseFrom: 'start', onVisibleChange }));
    expect(visibleItems(container).map((el) => el.textContent)).toEqual(['b2', 'b3', 'b4', 'b5']);
    expect(children(container).indexOf(rest(container))).toBeLessThan(
      children(container).indexOf(visibleItems(container)[0]),
    );
    expect(rest(container)).toHaveTextContent('+ 2 ...');
    row.width = 200;
    act(() => notifyAll());
    expect(visibleItems(container).map((el) => el.textContent)).toEqual(['b4', 'b5']);
    expect(onVisibleChange.mock.calls).toEqual([[3], [1]]);
  });

  it('wraps the row (flex-wrap) when maxRows is above 1', () => {
    const { container } = render(list(12, { maxRows: 2 }));
    expect(visibleItems(container)).toHaveLength(9);
    expect(container.firstElementChild).toHaveStyle({ flexWrap: 'wrap' });
  });

  it('follows data changes without a remount and does not mistake many for a loop', () => {
    withConsoleError((error) => {
      const { container, rerender } = render(list(10));
      const first = visibleItems(container)[0];
      for (let i = 0; i < 80; i += 1) rerender(list(i % 2 ? 3 : 10));
      expect(error).not.toHaveBeenCalled();
      expect(visibleItems(container)).toHaveLength(3);
      expect(visibleItems(container)[0]).toBe(first);
      expect(rest(container)).toHaveAttribute('aria-hidden', 'true');
      rerender(list(0));
      expect(container.querySelectorAll('.rc-overflow-item')).toHaveLength(0);
    });
  });

  it('renders at most viewport width / itemWidth items, and 16, before measuring', () => {
    render(list(3));
    const rendered = new Set<number>();
    let firstPass = true;
    const spy = (box: Box, { index }: { index: number }) => {
      if (firstPass) rendered.add(index);
      return renderBox(box);
    };
    const { container } = render(list(5000, { renderItem: spy, itemWidth: 20 }));
    firstPass = false;
    // jsdom's window is 1024 px wide: ceil(1024 / 20) = 52 items fit, but a client's first pass
    // renders 16 at most. React 16 and 17 cannot tell a client mount from hydration, so there every
    // first render is the server's, with no item; then the list renders as many as its width
    // takes at itemWidth: 300 / 20 = 15.
    expect(rendered.size).toBe(legacyReact ? 300 / 20 : 16);
    expect(visibleItems(container)).toHaveLength(4);
  });

  it.each([
    // The 6th 60 px box is the first that overflows 300 px on its own: it and 3 more stay mounted.
    ['of 60 px: up to the first that overflows and three more', 10000, 60, 9, '+ 9996 ...'],
    ['narrower than row.width / itemWidth: all of them', 200, 0, 200, undefined],
  ])('keeps mounted, of a list of items %s', (_name, count, width, mounted, restText) => {
    const { container } = render(
      <Overflow data={boxes(count, width)} renderItem={renderBox} maxCount="responsive" />,
    );
    expect(mountedItems(container)).toHaveLength(mounted);
    if (restText) expect(screen.getByText(restText)).toBe(rest(container));
    else expect(visibleItems(container)).toHaveLength(mounted);
  });

  it('keeps the suffix after the rest and lays out again when the suffix is resized', () => {
    const withSuffix = (width: number) =>
      list(6, { suffix: <input data-width={width} readOnly /> });
    // 4 x 60 + 40 + 20 = 300 fits; with a 21 px suffix only 3 items do.
    const { container, rerender } = render(withSuffix(20));
    expect(visibleItems(container)).toHaveLength(4);
    rerender(withSuffix(21));
    // The browser reports the suffix's new size before the frame paints.
    act(() => notifyAll());
    expect(visibleItems(container)).toHaveLength(3);
    const all = children(container);
    expect(all[all.length - 1]).toHaveClass('rc-overflow-item-suffix');
    expect(all[all.length - 2]).toHaveClass('rc-overflow-item-rest');
  });

  it('measures raw items rendered through Overflow.Item', () => {
    const { container } = render(
      list(6, {
        renderItem: undefined,
        renderRawItem: (box) => (
          <Overflow.Item data-width={box.width} className="raw">
            {box.key}
          </Overflow.Item>
        ),
      }),
    );
    expect(container.querySelectorAll('.raw:not([aria-hidden])')).toHaveLength(4);
  });

  it('stops and reports in development instead of looping when widths depend on visibility', () => {
    withConsoleError((error) => {
      // An item 100 px wide when shown but 10 px when hidden can never settle.
      installLayout((el) =>
        el.classList.contains('rc-overflow-item') && !el.classList.contains('rc-overflow-item-rest')
          ? el.getAttribute('aria-hidden') === 'true'
            ? 10
            : 100
          : measure(el),
      );
      const { container } = render(list(5));
      // Each notification is a frame in which the observer reports the items' new widths.
      for (let frame = 0; frame < 40; frame += 1) act(() => notifyAll());
      expect(error).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('did not settle'));
      // Stopped: further notifications change nothing.
      const html = container.innerHTML;
      act(() => notifyAll());
      expect(container.innerHTML).toBe(html);
    }, true);
  });

  it('keeps following an item whose width changes again and again, a moment apart each time', () => {
    // The first item grows and shrinks (an animation, a live count) inside a list that stays 300
    // px wide: more changes at one width than the loop guard allows in one burst, each its own.
    let wide = false;
    installLayout((el) =>
      el.classList.contains('rc-overflow-item') && el.textContent === 'b0'
        ? wide
          ? 150
          : 60
        : measure(el),
    );
    jest.useFakeTimers();
    try {
      withConsoleError((error) => {
        const { container } = render(list(10));
        for (let change = 0; change < 40; change += 1) {
          wide = !wide;
          act(() => notifyAll());
          // 150 + 60 + 40 (the rest) fit in 300 px; 4 x 60 + 40 when it is narrow.
          expect(visibleItems(container)).toHaveLength(wide ? 2 : 4);
          act(() => {
            jest.advanceTimersByTime(250);
          });
        }
        expect(error).not.toHaveBeenCalled();
      });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('responsive mode without layout (jsdom, or a list inside display: none)', () => {
  beforeEach(uninstallLayout);

  it('renders no item and a hidden rest until the list has a width, as 1.5.0 does', () => {
    const onVisibleChange = jest.fn();
    const renderItem = jest.fn(renderBox);
    const { container } = render(list(5000, { renderItem, onVisibleChange }));
    expect(visibleItems(container)).toHaveLength(0);
    // The rest stands for all but one item, hidden, as 1.5.0's unmeasured rest.
    expect(rest(container)).toHaveAttribute('aria-hidden', 'true');
    expect(rest(container)).toHaveTextContent('+ 4999 ...');
    expect(onVisibleChange).not.toHaveBeenCalled();
    // The first pass rendered a few items to measure, not all 5,000.
    expect(new Set(renderItem.mock.calls.map(([box]) => box.key)).size).toBeLessThanOrEqual(16);
  });
});

describe('measuring after a throw inside the ResizeObserver callback', () => {
  it("still observes elements mounted later when a caller's renderRest threw there", () => {
    let throwFor = -1;
    const renderRest = (omitted: Box[]) => {
      if (omitted.length === throwFor) throw new Error('renderRest failed');
      return <span data-width={40}>+{omitted.length}</span>;
    };
    const { container, rerender } = render(list(8, { renderRest }));
    expect(visibleItems(container)).toHaveLength(4);
    // Narrower: deciding the count asks renderRest for the rest of 7 items, which throws.
    throwFor = 7;
    row.width = 100;
    expect(() => act(() => notifyAll())).toThrow('renderRest failed');
    throwFor = -1;
    // Items mounted after the throw (more data, a wider list) are observed, so their later size
    // changes are followed: twelve 60 px boxes fit in 1000 px.
    row.width = 1000;
    rerender(list(12, { renderRest }));
    act(() => notifyAll());
    const observer = FakeResizeObserver.instances[FakeResizeObserver.instances.length - 1];
    const items = mountedItems(container);
    expect(items).toHaveLength(12);
    expect(Array.from(items).every((item) => observer.observed.has(item))).toBe(true);
    expect(visibleItems(container)).toHaveLength(12);
  });
});
