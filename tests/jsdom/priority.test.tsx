/**
 * itemPriority and minVisible as React props: what renderRest and onVisibleChange receive, bad
 * values. Which items a priority keeps, and where the rest goes, is the rule's
 * (tests/node/layout-property) and the browsers' (tests/browser/component).
 */
import * as React from 'react';
import { act, render } from '@testing-library/react';
import Overflow from 'rc-overflow';
import type { OverflowProps } from 'rc-overflow';
import { notifyAll, row, shownItems, uninstallLayout, fakeRowForEachTest } from './layoutMock';
import { consoleDuring } from './domSnapshot';

interface Action {
  key: string;
  width: number;
  priority?: unknown;
}
// 60 px actions; in 300 px four of them fit beside the 40 px rest.
const actions = (priorities: unknown[]): Action[] =>
  priorities.map((priority, i) => ({ key: `a${i}`, width: 60, priority }));
const renderAction = (action: Action) => <span data-width={action.width}>{action.key}</span>;
const byPriority = (action: Action) => action.priority as number;

/** What a user sees, in the order the flex row shows it (ties in DOM order), the rest in brackets. */
const shown = (container: HTMLElement) =>
  Array.from((container.firstElementChild as HTMLElement).children as HTMLCollectionOf<HTMLElement>)
    .filter((el) => !el.getAttribute('aria-hidden'))
    .sort((a, b) => Number(a.style.order) - Number(b.style.order))
    .map((el) => (el.matches('.rc-overflow-item-rest') ? `[${el.textContent}]` : el.textContent))
    .join(' ');

const toolbar = (priorities: unknown[], props: Partial<OverflowProps<Action>> = {}) =>
  render(
    <Overflow<Action>
      data={actions(priorities)}
      renderItem={renderAction}
      itemKey="key"
      maxCount="responsive"
      itemPriority={byPriority}
      {...props}
    />,
  ).container;

fakeRowForEachTest();

it('gives renderRest the hidden items in data order, after the last shown; onVisibleChange the count minus one', () => {
  const renderRest = (hidden: Action[]) => `+${hidden.map((a) => a.key).join(',')}`;
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
      <Overflow<Action>
        data={actions([1, 5, 1, 4, 1, 3])}
        maxCount="responsive"
        itemPriority={byPriority}
        renderRawItem={(action) => (
          <Overflow.Item component="span">{renderAction(action)}</Overflow.Item>
        )}
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
it.each<[string, Partial<OverflowProps<Action>>, string, string]>([
  ['a NaN priority as 0', { data: actions([1, NaN, 1, 1, 1, 1]) }, PRIORITY, 'a0 a2 a3 a4'],
  [
    'a priority not a number as 0',
    { data: actions([1, 'high', 1, 1, 1, 1]) },
    PRIORITY,
    'a0 a2 a3 a4',
  ],
  // In 100 px: one item; the bad minVisible does not raise it.
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
