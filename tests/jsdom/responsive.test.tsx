import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import Overflow from 'rc-overflow';
import {
  FakeResizeObserver,
  installLayout,
  notifyAll,
  uninstallLayout,
  widthFromData,
} from './layoutMock';

interface Box {
  key: string;
  width: number;
}

const boxes = (count: number, width = 60): Box[] =>
  Array.from({ length: count }, (_, i) => ({ key: `b${i}`, width }));

const renderBox = (box: Box) => <span data-width={box.width}>{box.key}</span>;

const legacyReact = Number(React.version.split('.')[0]) < 18;

let containerWidth = 300;
let defaultRestWidth = 40;

function measure(el: HTMLElement) {
  if (el.classList.contains('rc-overflow')) return containerWidth;
  const fromData = widthFromData(el);
  if (fromData !== undefined) return fromData;
  if (el.classList.contains('rc-overflow-item-rest')) return defaultRestWidth;
  return undefined;
}

const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

function visibleItems(container: HTMLElement) {
  return Array.from(
    container.querySelectorAll<HTMLElement>(
      '.rc-overflow-item:not(.rc-overflow-item-rest):not(.rc-overflow-item-suffix):not(.rc-overflow-item-prefix)',
    ),
  ).filter((el) => el.getAttribute('aria-hidden') !== 'true');
}

function rest(container: HTMLElement) {
  return container.querySelector('.rc-overflow-item-rest') as HTMLElement;
}

beforeEach(() => {
  containerWidth = 300;
  defaultRestWidth = 40;
  installLayout(measure);
});
afterEach(uninstallLayout);

describe('responsive mode with measured sizes', () => {
  it('hides items that do not fit behind "+ 2 ..."', () => {
    // 4 x 60 + 40 = 280 fits; 5 x 60 + 40 = 340 does not.
    const { container } = render(
      <Overflow data={boxes(6)} renderItem={renderBox} itemKey="key" maxCount="responsive" />,
    );
    expect(visibleItems(container).map((el) => el.textContent)).toEqual(['b0', 'b1', 'b2', 'b3']);
    expect(rest(container)).not.toHaveAttribute('aria-hidden');
    expect(screen.getByText('+ 2 ...')).toBe(rest(container));
  });

  it('keeps hidden items mounted but out of flow, invisible and hidden from assistive technology', () => {
    const { container } = render(
      <Overflow data={boxes(6)} renderItem={renderBox} itemKey="key" maxCount="responsive" />,
    );
    const hidden = screen.getByText('b5').parentElement as HTMLElement;
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
    expect(hidden).toHaveStyle({ position: 'absolute', visibility: 'hidden' });
    expect(hidden).not.toBeVisible();
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });

  it('shows every item and hides the rest when all of them fit', () => {
    const onVisibleChange = jest.fn();
    const { container } = render(
      <Overflow
        data={boxes(5)}
        renderItem={renderBox}
        maxCount="responsive"
        onVisibleChange={onVisibleChange}
      />,
    );
    expect(visibleItems(container)).toHaveLength(5);
    expect(rest(container)).toHaveAttribute('aria-hidden', 'true');
    expect(rest(container)).toHaveStyle({ visibility: 'hidden' });
    expect(onVisibleChange).toHaveBeenCalledTimes(1);
    expect(onVisibleChange).toHaveBeenCalledWith(4);
  });

  it('reports the last visible index once per change and never an unchanged one', async () => {
    const onVisibleChange = jest.fn();
    render(
      <Overflow
        data={boxes(6)}
        renderItem={renderBox}
        maxCount="responsive"
        onVisibleChange={onVisibleChange}
      />,
    );
    expect(onVisibleChange.mock.calls).toEqual([[3]]);

    // 2 x 60 + 40 = 160 fits in 200; 3 x 60 + 40 = 220 does not.
    containerWidth = 200;
    act(() => notifyAll());
    expect(onVisibleChange.mock.calls).toEqual([[3], [1]]);
    await nextFrame();

    act(() => notifyAll());
    containerWidth = 210;
    act(() => notifyAll());
    expect(onVisibleChange.mock.calls).toEqual([[3], [1]]);
  });

  it('from the start: shows the last items after the rest and reports the visible count minus one', () => {
    const onVisibleChange = jest.fn();
    const { container } = render(
      <Overflow
        data={boxes(6)}
        renderItem={renderBox}
        itemKey="key"
        maxCount="responsive"
        collapseFrom="start"
        onVisibleChange={onVisibleChange}
      />,
    );
    expect(visibleItems(container).map((el) => el.textContent)).toEqual(['b2', 'b3', 'b4', 'b5']);
    const children = Array.from((container.firstElementChild as HTMLElement).children);
    expect(children.indexOf(rest(container))).toBeLessThan(
      children.indexOf(visibleItems(container)[0]),
    );
    expect(rest(container)).toHaveTextContent('+ 2 ...');
    expect(onVisibleChange.mock.calls).toEqual([[3]]);

    containerWidth = 200;
    act(() => notifyAll());
    expect(visibleItems(container).map((el) => el.textContent)).toEqual(['b4', 'b5']);
    expect(onVisibleChange.mock.calls).toEqual([[3], [1]]);
  });

  it('wraps into maxRows rows before collapsing, and wraps once measured', () => {
    // Two rows of 300: 5 + 5 items of 60, or 5 + 4 and the 40 px rest.
    const { container } = render(
      <Overflow data={boxes(12)} renderItem={renderBox} maxCount="responsive" maxRows={2} />,
    );
    expect(visibleItems(container)).toHaveLength(9);
    expect(rest(container)).toHaveTextContent('+ 3 ...');
    expect(container.firstElementChild).toHaveStyle({ flexWrap: 'wrap' });
  });

  it('grows and shrinks with its container', async () => {
    const { container } = render(
      <Overflow data={boxes(10)} renderItem={renderBox} maxCount="responsive" />,
    );
    expect(visibleItems(container)).toHaveLength(4);
    containerWidth = 590; // 9 x 60 + 40 = 580 fits; all 10 would need 600
    act(() => notifyAll());
    expect(visibleItems(container)).toHaveLength(9);
    expect(screen.getByText('+ 1 ...')).toBe(rest(container));
    await nextFrame();
    containerWidth = 100; // 1 x 60 + 40
    act(() => notifyAll());
    expect(visibleItems(container)).toHaveLength(1);
    expect(screen.getByText('+ 9 ...')).toBe(rest(container));
  });

  it('keeps measuring under StrictMode, whose effects run twice', async () => {
    const { container } = render(
      <React.StrictMode>
        <Overflow data={boxes(10)} renderItem={renderBox} maxCount="responsive" />
      </React.StrictMode>,
    );
    expect(visibleItems(container)).toHaveLength(4);
    containerWidth = 100;
    act(() => notifyAll());
    expect(visibleItems(container)).toHaveLength(1);
  });

  it('does not mistake many data changes for a loop', () => {
    const error = jest.spyOn(console, 'error');
    const { container, rerender } = render(
      <Overflow data={boxes(10)} renderItem={renderBox} maxCount="responsive" />,
    );
    for (let i = 0; i < 80; i += 1) {
      rerender(
        <Overflow data={boxes(i % 2 ? 3 : 10)} renderItem={renderBox} maxCount="responsive" />,
      );
    }
    expect(error).not.toHaveBeenCalled();
    expect(visibleItems(container)).toHaveLength(3);
    error.mockRestore();
  });

  it('renders at most viewport width / itemWidth items, and 16, before measuring', () => {
    render(<Overflow data={boxes(3)} renderItem={renderBox} maxCount="responsive" />);
    const rendered = new Set<number>();
    let firstPass = true;
    const spy = (box: Box, { index }: { index: number }) => {
      if (firstPass) rendered.add(index);
      return renderBox(box);
    };
    const { container } = render(
      <Overflow data={boxes(5000)} renderItem={spy} itemWidth={20} maxCount="responsive" />,
    );
    firstPass = false;
    // jsdom's window is 1024 px wide: ceil(1024 / 20) = 52 items fit, but a client's first pass
    // renders 16 at most. React 16 and 17 cannot tell a client mount from hydration, so there every
    // first render is the server's, with no item; then the list renders as many as its width
    // takes at itemWidth: 300 / 20 = 15.
    expect(rendered.size).toBe(legacyReact ? 300 / 20 : 16);
    // After measuring: 4 visible; 5 x 60 = 300 fits without the rest, the 6th is the first that
    // overflows, and it stays rendered with three more: 9 items.
    expect(
      container.querySelectorAll('.rc-overflow-item:not(.rc-overflow-item-rest)'),
    ).toHaveLength(9);
    expect(visibleItems(container)).toHaveLength(4);
  });

  it('follows items added and removed after the first layout', () => {
    const { container, rerender } = render(
      <Overflow data={boxes(3)} renderItem={renderBox} itemKey="key" maxCount="responsive" />,
    );
    expect(visibleItems(container)).toHaveLength(3);
    rerender(
      <Overflow data={boxes(8)} renderItem={renderBox} itemKey="key" maxCount="responsive" />,
    );
    expect(visibleItems(container)).toHaveLength(4);
    expect(screen.getByText('+ 4 ...')).toBeInTheDocument();
    rerender(
      <Overflow data={boxes(5)} renderItem={renderBox} itemKey="key" maxCount="responsive" />,
    );
    expect(visibleItems(container)).toHaveLength(5);
    expect(rest(container)).toHaveAttribute('aria-hidden', 'true');
    rerender(<Overflow data={[]} renderItem={renderBox} itemKey="key" maxCount="responsive" />);
    expect(container.querySelectorAll('.rc-overflow-item')).toHaveLength(0);
  });

  it('keeps the suffix right after the last visible item and makes room for it', () => {
    const { container, rerender } = render(
      <Overflow
        data={boxes(6)}
        renderItem={renderBox}
        maxCount="responsive"
        suffix={<input data-width={20} readOnly />}
      />,
    );
    // 3 x 60 + 40 + 20 = 240; 4 x 60 + 40 + 20 = 300 still fits.
    expect(visibleItems(container)).toHaveLength(4);
    rerender(
      <Overflow
        data={boxes(6)}
        renderItem={renderBox}
        maxCount="responsive"
        suffix={<input data-width={21} readOnly />}
      />,
    );
    // The browser reports the suffix's new size before the frame paints.
    act(() => notifyAll());
    expect(visibleItems(container)).toHaveLength(3);
    const children = Array.from((container.firstElementChild as HTMLElement).children);
    expect(children[children.length - 1]).toHaveClass('rc-overflow-item-suffix');
    expect(children[children.length - 2]).toHaveClass('rc-overflow-item-rest');
  });

  it('counts the prefix before the first item', () => {
    const { container } = render(
      <Overflow
        data={boxes(6)}
        renderItem={renderBox}
        maxCount="responsive"
        prefix={<b data-width={21}>P</b>}
      />,
    );
    expect(visibleItems(container)).toHaveLength(3);
    expect(container.firstElementChild?.firstElementChild).toHaveClass('rc-overflow-item-prefix');
  });

  it('counts item margins and the container gap and padding', () => {
    const Spaced = React.forwardRef<HTMLDivElement, React.HTMLAttributes<HTMLDivElement>>(
      (props, ref) => <div {...props} ref={ref} style={{ margin: '0 5px', ...props.style }} />,
    );
    // Content box 300 - 2 x 10 = 280; items and rest get 10 px of margins; gap 8 between children.
    // 2 items + rest = 2 x 70 + 50 + 2 x 8 = 206 fits; 3 items = 284 does not (ignoring margins
    // and gap, 4 items would fit: 4 x 60 + 40 = 280).
    const { container } = render(
      <Overflow
        data={boxes(6)}
        renderItem={renderBox}
        itemComponent={Spaced}
        maxCount="responsive"
        style={{ padding: '0 10px', columnGap: '8px' }}
      />,
    );
    expect(visibleItems(container)).toHaveLength(2);
  });

  it('settles on the rule when the rest width depends on the hidden count (blink)', () => {
    const renderRest = (omitted: Box[]) =>
      omitted.length === 3 ? 3 : <div data-width={106}>+{omitted.length}...</div>;
    defaultRestWidth = 8; // the bare "3"
    const { container } = render(
      <Overflow
        data={boxes(5, 106)}
        renderItem={renderBox}
        renderRest={renderRest}
        maxCount="responsive"
      />,
    );
    expect(visibleItems(container)).toHaveLength(2);
    expect(rest(container).firstChild?.textContent).toBe('3');

    containerWidth = 180;
    const second = render(
      <Overflow
        data={boxes(2, 106)}
        renderItem={renderBox}
        renderRest={renderRest}
        maxCount="responsive"
      />,
    );
    expect(visibleItems(second.container)).toHaveLength(0);
    expect(rest(second.container)).toHaveTextContent('+2...');
  });

  it('keeps only the first item that overflows and three more of a 10,000 item list mounted', () => {
    const { container } = render(
      <Overflow data={boxes(10000)} renderItem={renderBox} maxCount="responsive" />,
    );
    // The 6th item is the first that overflows 300 px on its own: items 1 to 9 stay mounted.
    expect(
      container.querySelectorAll('.rc-overflow-item:not(.rc-overflow-item-rest)'),
    ).toHaveLength(9);
    expect(screen.getByText('+ 9996 ...')).toBeInTheDocument();
  });

  it('renders more than containerWidth / itemWidth items when they are narrower', () => {
    const { container } = render(
      <Overflow data={boxes(200, 0)} renderItem={renderBox} maxCount="responsive" />,
    );
    expect(visibleItems(container)).toHaveLength(200);
  });

  it('measures raw items rendered through Overflow.Item', () => {
    const { container } = render(
      <Overflow
        data={boxes(6)}
        maxCount="responsive"
        renderRawItem={(box) => (
          <Overflow.Item data-width={box.width} className="raw">
            {box.key}
          </Overflow.Item>
        )}
      />,
    );
    expect(container.querySelectorAll('.raw:not([aria-hidden])')).toHaveLength(4);
  });

  it('stops and reports in development instead of looping when widths depend on visibility', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // An item 100 px wide when shown but 10 px when hidden can never settle.
    installLayout((el) =>
      el.classList.contains('rc-overflow-item') && !el.classList.contains('rc-overflow-item-rest')
        ? el.getAttribute('aria-hidden') === 'true'
          ? 10
          : 100
        : measure(el),
    );
    const { container } = render(
      <Overflow data={boxes(5)} renderItem={renderBox} maxCount="responsive" />,
    );
    // Each notification is a frame in which the observer reports the items' new widths.
    for (let frame = 0; frame < 40; frame += 1) act(() => notifyAll());
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('did not settle'));
    // Stopped: further notifications change nothing.
    const html = container.innerHTML;
    act(() => notifyAll());
    expect(container.innerHTML).toBe(html);
    error.mockRestore();
  });

  it('keeps following an item whose width changes again and again, a moment apart each time', () => {
    const error = jest.spyOn(console, 'error');
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
      const { container } = render(
        <Overflow data={boxes(10)} renderItem={renderBox} maxCount="responsive" />,
      );
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
    } finally {
      error.mockRestore();
      jest.useRealTimers();
    }
  });
});

describe('responsive mode without layout (jsdom, or a list inside display: none)', () => {
  beforeEach(uninstallLayout);

  it('renders no item and a hidden rest until the list has a width, as 1.5.0 does', () => {
    const onVisibleChange = jest.fn();
    const renderItem = jest.fn(renderBox);
    const { container } = render(
      <Overflow
        data={boxes(5000)}
        renderItem={renderItem}
        maxCount="responsive"
        onVisibleChange={onVisibleChange}
      />,
    );
    expect(visibleItems(container)).toHaveLength(0);
    // The rest stands for all but one item, hidden, as 1.5.0's unmeasured rest.
    expect(rest(container)).toHaveAttribute('aria-hidden', 'true');
    expect(rest(container)).toHaveTextContent('+ 4999 ...');
    expect(onVisibleChange).not.toHaveBeenCalled();
    // The first pass rendered a few items to measure, not all 5,000.
    expect(new Set(renderItem.mock.calls.map(([box]) => box.key)).size).toBeLessThanOrEqual(16);
  });

  it('renders and measures its items once it gets a width (a list shown after display: none)', () => {
    containerWidth = 0;
    installLayout(measure);
    const { container } = render(
      <Overflow data={boxes(8)} renderItem={renderBox} maxCount="responsive" />,
    );
    expect(visibleItems(container)).toHaveLength(0);
    containerWidth = 300;
    act(() => notifyAll());
    // Four 60 px boxes and the 40 px rest fit in 300 px.
    expect(visibleItems(container)).toHaveLength(4);
    expect(rest(container)).not.toHaveAttribute('aria-hidden');
    expect(rest(container)).toHaveTextContent('+ 4 ...');
  });
});

describe('measuring after a throw inside the ResizeObserver callback', () => {
  it("still observes elements mounted later when a caller's renderRest threw there", () => {
    let throwFor = -1;
    const renderRest = (omitted: Box[]) => {
      if (omitted.length === throwFor) throw new Error('renderRest failed');
      return <span data-width={40}>+{omitted.length}</span>;
    };
    const list = (count: number) => (
      <Overflow
        data={boxes(count)}
        renderItem={renderBox}
        renderRest={renderRest}
        maxCount="responsive"
      />
    );
    const { container, rerender } = render(list(8));
    expect(visibleItems(container)).toHaveLength(4);
    // Narrower: deciding the count asks renderRest for the rest of 7 items, which throws.
    throwFor = 7;
    containerWidth = 100;
    expect(() => act(() => notifyAll())).toThrow('renderRest failed');
    throwFor = -1;
    // Items mounted after the throw (more data, a wider list) are observed, so their later size
    // changes are followed: twelve 60 px boxes fit in 1000 px.
    containerWidth = 1000;
    rerender(list(12));
    act(() => notifyAll());
    const observer = FakeResizeObserver.instances[FakeResizeObserver.instances.length - 1];
    const items = container.querySelectorAll('.rc-overflow-item:not(.rc-overflow-item-rest)');
    expect(items).toHaveLength(12);
    expect(Array.from(items).every((item) => observer.observed.has(item))).toBe(true);
    expect(visibleItems(container)).toHaveLength(12);
  });
});
