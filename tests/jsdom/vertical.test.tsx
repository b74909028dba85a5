/**
 * orientation="vertical" where there is no layout (jsdom, server HTML). That it renders what
 * 1.5.0's row renders there, plus the column's class, is in dropin-jsdom; that it reads heights is
 * proven in browsers (tests/browser/component).
 */
import * as React from 'react';
import { render } from '@testing-library/react';
import Overflow from 'rc-overflow';
import type { OverflowProps } from 'rc-overflow';
import { consoleDuring } from './domSnapshot';

const column = (props: Partial<OverflowProps<string>> = {}) => (
  <Overflow data={['c0', 'c1', 'c2', 'c3', 'c4', 'c5']} maxCount="responsive" {...props} />
);
const html = (element: React.ReactElement) => render(element).container.innerHTML;

it.each<[string, Partial<OverflowProps<string>>, Partial<OverflowProps<string>>]>([
  [
    'collapseFrom="start" as a row from the start, plus the class',
    { orientation: 'vertical', collapseFrom: 'start', minVisible: 2 },
    { className: 'rc-overflow-vertical', collapseFrom: 'start', minVisible: 2 },
  ],
  ['a horizontal list as one with no orientation', { orientation: 'horizontal' }, {}],
  [
    'invalidate mode with no class, as it has no structural class at all',
    { orientation: 'vertical', maxCount: 'invalidate' },
    { maxCount: 'invalidate' },
  ],
])('renders %s', (_name, props, same) => {
  expect(html(column(props))).toBe(html(column(same)));
});

// A warning is given once per message: each case is the first to give its own.
it.each<[string, Partial<OverflowProps<string>>, string]>([
  [
    'maxRows in a column',
    { orientation: 'vertical', maxRows: 3 },
    '`maxRows` has no meaning in a vertical list',
  ],
  ...[
    ['a misspelling', 'verticle'],
    ['a boolean', true],
    ['null', null],
    ['a number', 1],
  ].map(([name, bad]): [string, Partial<OverflowProps<string>>, string] => [
    `${name} as horizontal`,
    { orientation: bad as 'vertical' },
    `\`orientation\` must be 'horizontal' or 'vertical', got ${String(bad)}; using 'horizontal'.`,
  ]),
])('renders %s, with one warning however often it renders', (_name, bad, message) => {
  const { result: container, logged } = consoleDuring(() => {
    const { container, rerender } = render(column({ maxCount: 4, ...bad }));
    rerender(column({ maxCount: 4, ...bad }));
    return container;
  });
  expect(logged).toEqual([expect.stringContaining(message)]);
  const expected = bad.orientation === 'vertical' ? { orientation: 'vertical' as const } : {};
  expect(container.innerHTML).toBe(html(column({ maxCount: 4, ...expected })));
});
