/**
 * orientation="vertical" where there is no layout (jsdom, server HTML): it renders what a
 * responsive 1.5.0 list renders there, plus the column's class. That it reads heights is proven
 * in browsers (tests/browser/component/component-layout.test.ts, the column fuzz).
 */
import './textEncoderPolyfill';
import * as React from 'react';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import Ours from 'rc-overflow';
import type { OverflowProps } from 'rc-overflow';
import domSnapshot from './domSnapshot';

type OverflowType = typeof Ours;
// The published 1.5.0, as antd 5 apps install it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Upstream: OverflowType = require('../../node_modules/rc-overflow/lib/index.js').default;

interface Card {
  id: string;
  height: number;
}
const cards = (count: number): Card[] =>
  Array.from({ length: count }, (_, i) => ({ id: `c${i}`, height: 30 }));
const renderCard = (card: Card) => <span data-height={card.height}>{card.id}</span>;

/** A column list's props, with `orientation` and `maxRows` for ours only. */
const column = (props: Partial<OverflowProps<Card>> = {}): OverflowProps<Card> => ({
  data: cards(6),
  itemKey: 'id',
  renderItem: renderCard,
  maxCount: 'responsive',
  renderRest: (omitted: Card[]) => `+ ${omitted.length} more`,
  ...props,
});

/** A vertical list of ours, and 1.5.0's responsive list with the class ours adds. */
function pair(props: Partial<OverflowProps<Card>> = {}) {
  return [
    <Ours key="ours" {...column(props)} orientation="vertical" />,
    <Upstream key="1.5.0" {...column(props)} className="rc-overflow-vertical" />,
  ];
}

const snapshot = (element: React.ReactElement) => {
  const { container, unmount } = render(element);
  const dom = domSnapshot(container);
  unmount();
  return dom;
};

/** Server HTML; React's "useLayoutEffect does nothing on the server" note aside. */
function serverHtml(element: React.ReactElement) {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return renderToString(element);
  } finally {
    error.mockRestore();
  }
}

describe('a vertical list with no layout', () => {
  it.each([
    ['a responsive column', {}],
    ['with a prefix and a suffix', { prefix: <b>To do</b>, suffix: <button>Add</button> }],
    ['with ssr="full"', { ssr: 'full' as const }],
    ['with a number maxCount', { maxCount: 3 }],
  ])(
    'renders in jsdom and on the server what 1.5.0 does for %s, plus the column class',
    (_name, props) => {
      const [ours, upstream] = pair(props);
      expect(snapshot(ours)).toBe(snapshot(upstream));
      expect(snapshot(ours)).toContain('class="rc-overflow rc-overflow-vertical"');
      expect(serverHtml(ours)).toBe(serverHtml(upstream));
    },
  );

  it('renders with collapseFrom="start" what a row from the start renders, plus the class', () => {
    const props = column({ collapseFrom: 'start', minVisible: 2 });
    expect(snapshot(<Ours {...props} orientation="vertical" />)).toBe(
      snapshot(<Ours {...props} className="rc-overflow-vertical" />),
    );
  });

  it('renders no item until measured, only the hidden rest for all but one', () => {
    const { container } = render(<Ours {...column()} orientation="vertical" />);
    expect(container.querySelectorAll('[data-height]')).toHaveLength(0);
    const rest = container.querySelector('.rc-overflow-item-rest');
    expect(rest).toHaveTextContent('+ 5 more');
    expect(rest).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders a horizontal list, and one with no orientation, exactly alike', () => {
    expect(snapshot(<Ours {...column()} orientation="horizontal" />)).toBe(
      snapshot(<Ours {...column()} />),
    );
  });

  it('adds no class in invalidate mode, which has no structural class at all', () => {
    const props = column({ maxCount: 'invalidate' });
    expect(snapshot(<Ours {...props} orientation="vertical" />)).toBe(
      snapshot(<Ours {...props} />),
    );
  });
});

describe('bad input', () => {
  // A warning is given once per message: each test here is the first to give its own.
  it('ignores maxRows in a column, with one warning however often it renders', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container, rerender } = render(
      <Ours {...column({ maxCount: 4 })} orientation="vertical" maxRows={2} />,
    );
    rerender(<Ours {...column({ maxCount: 4 })} orientation="vertical" maxRows={3} />);
    rerender(<Ours {...column({ maxCount: 4 })} orientation="vertical" maxRows={3} />);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toContain('`maxRows` has no meaning in a vertical list');
    error.mockRestore();
    expect(domSnapshot(container)).toBe(
      snapshot(<Ours {...column({ maxCount: 4 })} orientation="vertical" />),
    );
  });

  it.each([
    ['a misspelling', 'verticle'],
    ['a boolean', true],
    ['null', null],
    ['a number', 1],
  ])('renders %s as horizontal, with one warning naming the value', (_name, bad) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const dom = snapshot(<Ours {...column()} orientation={bad as 'vertical'} />);
    snapshot(<Ours {...column()} orientation={bad as 'vertical'} />);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toContain(
      `\`orientation\` must be 'horizontal' or 'vertical', got ${String(bad)}; using 'horizontal'.`,
    );
    error.mockRestore();
    expect(dom).toBe(snapshot(<Ours {...column()} />));
  });
});
