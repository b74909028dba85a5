/**
 * itemPriority and minVisible as React props: what renderRest and onVisibleChange receive, the
 * flex order of the rest, bad values. Which items a priority keeps is the rule's
 * (tests/node/layout-property) and the browsers' (tests/browser/component).
 */
import * as React from 'react';
import { act, render } from '@testing-library/react';
import Overflow from 'rc-overflow';
import type { OverflowProps } from 'rc-overflow';
import {
  notifyAll,
  row,
  uninstallLayout,
  fakeRowForEachTest,
  withConsoleError,
} from './layoutMock';

interface Action {
  key: string;
  width: number;
  priority?: unknown;
}

// Six 60 px actions; in 300 px four of them fit beside the 40 px rest.
const actions = (priorities: unknown[]): Action[] =>
  priorities.map((priority, i) => ({ key: `a${i}`, width: 60, priority }));

const renderAction = (action: Action) => <span data-width={action.width}>{action.key}</span>;
const byPriority = (action: Action) => action.priority as number;

const itemSelector =
  '.rc-overflow-item:not(.rc-overflow-item-rest):not(.rc-overflow-item-suffix):not(.rc-overflow-item-prefix)';

/** The keys of the items a user sees, in the order the flex row shows them. */
function shown(container: HTMLElement) {
  return Array.from(container.querySelectorAll<HTMLElement>(itemSelector))
    .filter((el) => el.getAttribute('aria-hidden') !== 'true')
    .sort((a, b) => Number(a.style.order) - Number(b.style.order))
    .map((el) => el.textContent);
}

const restOf = (container: HTMLElement) =>
  container.querySelector('.rc-overflow-item-rest') as HTMLElement;

/** Six actions with these priorities, in responsive mode by priority, and `props` on top. */
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
  );

/** Expects `body` to give one warning containing `message`, silenced. */
const expectOneWarning = (message: string, body: () => void) =>
  withConsoleError((error) => {
    body();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toContain(message);
  }, true);

fakeRowForEachTest();

describe('itemPriority', () => {
  it('gives renderRest the hidden items in data order and puts the rest after the last shown', () => {
    const renderRest = jest.fn((hidden: Action[]) => `+${hidden.map((a) => a.key).join(',')}`);
    const onVisibleChange = jest.fn();
    const { container } = toolbar([1, 5, 1, 4, 1, 3], { renderRest, onVisibleChange });
    expect(shown(container)).toEqual(['a0', 'a1', 'a3', 'a5']);
    expect(restOf(container)).toHaveTextContent('+a2,a4');
    expect(restOf(container)).not.toHaveAttribute('aria-hidden');
    expect(Number(restOf(container).style.order)).toBe(5);
    // onVisibleChange gets the number of shown items minus one.
    expect(onVisibleChange.mock.calls).toEqual([[3]]);
    row.width = 200; // two items and the rest
    act(() => notifyAll());
    expect(onVisibleChange.mock.calls).toEqual([[3], [1]]);
  });

  it('puts the rest before the first shown item with collapseFrom="start"', () => {
    const { container } = toolbar([2, 2, 2, 2, 2, 2], { collapseFrom: 'start' });
    expect(shown(container)).toEqual(['a2', 'a3', 'a4', 'a5']);
    expect(Number(restOf(container).style.order)).toBe(2);
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
            <Overflow.Item>{hidden.map((action) => action.key).join(',')}</Overflow.Item>
          )}
        />
      </React.StrictMode>,
    );
    expect(shown(container)).toEqual(['a0', 'a1', 'a3', 'a5']);
    expect(restOf(container)).toHaveTextContent('a2,a4');
  });

  it('does nothing outside responsive mode', () => {
    const itemPriority = jest.fn(() => 1);
    const { container } = toolbar([1, 1, 1, 1, 1, 1], {
      maxCount: 2,
      itemPriority,
      minVisible: 4,
    });
    expect(shown(container)).toEqual(['a0', 'a1']);
    expect(itemPriority).not.toHaveBeenCalled();
  });

  it.each([
    ['NaN', NaN],
    ['not a number', 'high'],
  ])('counts a priority that is %s as 0, with one warning', (_, bad) => {
    expectOneWarning('`itemPriority` must return a number', () => {
      const { container } = toolbar([1, bad, 1, 1, 1, 1]);
      expect(shown(container)).toEqual(['a0', 'a2', 'a3', 'a4']);
    });
  });
});

describe('minVisible', () => {
  it.each([
    ['negative', -1],
    ['NaN', NaN],
    ['not a number', '3'],
  ])('renders as the default when it is %s, with one warning', (_, bad) => {
    row.width = 100;
    expectOneWarning('`minVisible` must be a number of at least 0', () => {
      const { container } = toolbar([1, 1, 1, 1, 1, 1], {
        minVisible: bad as number,
        itemPriority: undefined,
      });
      expect(shown(container)).toEqual(['a0']);
    });
  });

  it('shows the minimum and the rest in a list with no width (jsdom)', () => {
    uninstallLayout();
    const onVisibleChange = jest.fn();
    const { container } = toolbar([1, Infinity, 1, 1, 1, 1], { minVisible: 2, onVisibleChange });
    expect(shown(container)).toEqual(['a0', 'a1']);
    expect(restOf(container)).toHaveTextContent('+ 4 ...');
    expect(restOf(container)).not.toHaveAttribute('aria-hidden');
    expect(onVisibleChange.mock.calls).toEqual([[1]]);
  });
});
