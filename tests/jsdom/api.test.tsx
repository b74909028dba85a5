import * as React from 'react';
import { render, screen } from '@testing-library/react';
import Overflow from 'rc-overflow';
import type { OverflowProps } from 'rc-overflow';
import { consoleDuring } from './domSnapshot';

interface Fruit {
  id: string;
  label: string;
}

const fruits: Fruit[] = ['Apple', 'Banana', 'Cherry', 'Date', 'Elder'].map((label) => ({
  id: label.toLowerCase(),
  label,
}));
const renderLabel = (item: Fruit) => item.label;
const list = (props: Partial<OverflowProps<Fruit>> = {}) => (
  <Overflow<Fruit> data={fruits} renderItem={renderLabel} {...props} />
);

/** The root and each child as `tag.class text`, "rc-overflow" shortened to "~", joined by " | ". */
function shape(container: HTMLElement) {
  const part = (el: Element) =>
    `${el.tagName.toLowerCase()}.${el.className.replace(/rc-overflow/g, '~').replace(/ /g, '.')}`;
  const root = container.firstElementChild as HTMLElement;
  return [part(root), ...Array.from(root.children, (c) => `${part(c)} ${c.textContent}`)].join(
    ' | ',
  );
}
const items = (container: HTMLElement) =>
  container.querySelectorAll('.rc-overflow-item:not([class*=rc-overflow-item-])');

describe('what a list renders for its props', () => {
  const all = 'div.~ | div.~-item Apple | div.~-item Banana | div.~-item Cherry';
  it.each<[string, React.ReactElement, string]>([
    [
      'every item and no rest without maxCount',
      list(),
      `${all} | div.~-item Date | div.~-item Elder`,
    ],
    [
      'every item when maxCount covers them',
      list({ maxCount: 5, itemKey: 'id' }),
      `${all} | div.~-item Date | div.~-item Elder`,
    ],
    [
      'maxCount items and a "+ 2 ..." rest',
      list({ maxCount: 3 }),
      `${all} | div.~-item.~-item-rest + 2 ...`,
    ],
    [
      'no item and "+ 5 ..." for a negative maxCount',
      list({ maxCount: -1 }),
      'div.~ | div.~-item.~-item-rest + 5 ...',
    ],
    [
      'the prefix first and the suffix right after the rest',
      list({ maxCount: 1, prefix: 'P', suffix: 'S' }),
      'div.~ | div.~-item.~-item-prefix P | div.~-item Apple | div.~-item.~-item-rest + 4 ... | div.~-item.~-item-suffix S',
    ],
    [
      'prefixCls on the container and every part',
      list({ prefixCls: 'tags', maxCount: 2, prefix: 'P', suffix: 'S' }),
      'div.tags | div.tags-item.tags-item-prefix P | div.tags-item Apple | div.tags-item Banana | div.tags-item.tags-item-rest + 3 ... | div.tags-item.tags-item-suffix S',
    ],
    [
      'component and itemComponent elements',
      list({ component: 'ul', itemComponent: 'li', maxCount: 2 }),
      'ul.~ | li.~-item Apple | li.~-item Banana | li.~-item.~-item-rest + 3 ...',
    ],
    [
      'the rest before the last items with collapseFrom="start"',
      list({ maxCount: 2, collapseFrom: 'start', prefix: 'P', suffix: 'S' }),
      'div.~ | div.~-item.~-item-prefix P | div.~-item.~-item-rest + 3 ... | div.~-item Date | div.~-item Elder | div.~-item.~-item-suffix S',
    ],
    [
      'the items themselves without renderItem',
      <Overflow data={['one', 'two']} />,
      'div.~ | div.~-item one | div.~-item two',
    ],
    [
      'renderItem given the index',
      list({ data: fruits.slice(0, 2), renderItem: (f, { index }) => `${index}:${f.label}` }),
      'div.~ | div.~-item 0:Apple | div.~-item 1:Banana',
    ],
    [
      "the caller's rest function untouched",
      list({ maxCount: 2, renderRest: (omitted) => <i>{omitted.length} left</i> }),
      'div.~ | div.~-item Apple | div.~-item Banana | div.~-item.~-item-rest 3 left',
    ],
    [
      'raw items through Overflow.Item, their own component over itemComponent',
      <Overflow
        data={fruits.slice(0, 2)}
        itemComponent="li"
        renderRawItem={(f, i) => (
          <Overflow.Item component={i ? 'section' : undefined} className="mine" title={f.label}>
            {f.label}
          </Overflow.Item>
        )}
      />,
      'div.~ | li.~-item.mine Apple | section.~-item.mine Banana',
    ],
  ])('renders %s', (_name, element, expected) => {
    const { container } = render(element);
    expect(shape(container)).toEqual(expected);
  });

  it('shows the rest to everyone, and renderRest gets the hidden items', () => {
    const renderRest = jest.fn(
      (omitted: Fruit[]) => `and ${omitted.map((f) => f.label).join(', ')}`,
    );
    render(list({ maxCount: 3, renderRest }));
    expect(renderRest).toHaveBeenLastCalledWith(fruits.slice(3));
    const rest = screen.getByText('and Date, Elder');
    expect(rest).not.toHaveAttribute('aria-hidden');
    expect(rest).toBeVisible();
    const { container } = render(list({ maxCount: 3 }));
    expect((container.querySelector('.rc-overflow-item-rest') as HTMLElement).innerHTML).toBe(
      '+ 2 ...',
    );
  });

  it('renders a node rest untouched and gives renderRawRest the first items from the start', () => {
    const { container } = render(list({ maxCount: 2, renderRest: <b key="more">more</b> }));
    expect(container.querySelector('.rc-overflow-item-rest')?.innerHTML).toBe('<b>more</b>');
    const renderRawRest = jest.fn((omitted: Fruit[]) => (
      <Overflow.Item className="more">{omitted.map((f) => f.label).join('+')}</Overflow.Item>
    ));
    render(list({ maxCount: 3, collapseFrom: 'start', renderRawRest }));
    expect(renderRawRest).toHaveBeenLastCalledWith(fruits.slice(0, 2));
    expect(screen.getByText('Apple+Banana')).toHaveClass(
      'rc-overflow-item',
      'rc-overflow-item-rest',
      'more',
    );
  });

  it('renders invalidate mode with empty class names and no style, as 1.5.0', () => {
    const { container } = render(
      list({ maxCount: 'invalidate', prefix: 'P', suffix: 'S', data: fruits.slice(0, 2) }),
    );
    expect(container.innerHTML).toBe(
      '<div class=""><div class="rc-overflow-item-prefix">P</div><div class="">Apple</div><div class="">Banana</div><div class="rc-overflow-item-suffix">S</div></div>',
    );
    const raw = render(
      <Overflow
        data={fruits.slice(0, 2)}
        maxCount="invalidate"
        component="ul"
        renderRawItem={(f) => <Overflow.Item component="li">{f.label}</Overflow.Item>}
      />,
    );
    expect(raw.container.innerHTML).toBe(
      '<ul class=""><li class="">Apple</li><li class="">Banana</li></ul>',
    );
  });

  it('renders collapseFrom="end" and maxRows={1} as their absence', () => {
    const plain = render(list({ maxCount: 2 }));
    const explicit = render(list({ maxCount: 2, collapseFrom: 'end', maxRows: 1 }));
    expect(explicit.container.innerHTML).toBe(plain.container.innerHTML);
  });

  it('passes className, style and other attributes to the container', () => {
    const { container } = render(
      list({
        className: 'extra',
        style: { color: 'red' },
        id: 'list',
        role: 'list',
        'aria-label': 'Fruits',
        onClick: () => undefined,
      }),
    );
    const root = screen.getByRole('list', { name: 'Fruits' });
    expect(root).toBe(container.firstElementChild);
    expect(root).toHaveClass('rc-overflow', 'extra');
    expect(root).toHaveAttribute('id', 'list');
    expect(root.style.color).toBe('red');
  });

  it('exports RESPONSIVE, INVALIDATE and a displayName', () => {
    expect([Overflow.RESPONSIVE, Overflow.INVALIDATE, Overflow.displayName]).toEqual([
      'responsive',
      'invalidate',
      'Overflow',
    ]);
  });

  it('forwards refs to the container, to an Overflow.Item and through a custom itemComponent', () => {
    const ref = React.createRef<HTMLElement>();
    const itemRef = React.createRef<HTMLElement>();
    const { container } = render(
      <Overflow ref={ref} data={fruits} renderItem={renderLabel} maxCount="responsive" />,
    );
    expect(ref.current).toBe(container.firstElementChild);
    const callback = jest.fn();
    render(<Overflow ref={callback} data={['a']} />);
    expect(callback).toHaveBeenCalledWith(expect.any(HTMLDivElement));
    render(
      <Overflow
        data={fruits.slice(0, 1)}
        maxCount="responsive"
        ssr="full"
        renderRawItem={(f) => <Overflow.Item ref={itemRef}>{f.label}</Overflow.Item>}
      />,
    );
    expect(itemRef.current).toHaveTextContent('Apple');
    const Cell = React.forwardRef<HTMLSpanElement, React.HTMLAttributes<HTMLSpanElement>>(
      (props, r) => <span data-cell="" ref={r} {...props} />,
    );
    const cells = render(list({ itemComponent: Cell }));
    expect(cells.container.querySelectorAll('span[data-cell].rc-overflow-item')).toHaveLength(5);
  });

  it('renders Overflow.Item outside a list, or inside a raw item, as a plain element', () => {
    const { container } = render(
      <>
        <Overflow.Item component="span">alone</Overflow.Item>
        <Overflow
          data={['Apple']}
          renderRawItem={(f) => (
            <Overflow.Item>
              <Overflow.Item component="i">{f}</Overflow.Item>
            </Overflow.Item>
          )}
        />
      </>,
    );
    expect(container.innerHTML).toMatch(
      /^<span>alone<\/span><div class="rc-overflow">.*<i>Apple<\/i>/,
    );
  });
});

describe('keys', () => {
  const shuffled = [fruits[2], fruits[0], fruits[1]];
  const nodes = (container: HTMLElement) =>
    Object.fromEntries(Array.from(items(container), (el) => [el.textContent, el]));

  it.each<[string, OverflowProps<Fruit>['itemKey']]>([
    ['names a property', 'id'],
    ['is a function', (item: Fruit) => `k-${item.id}`],
  ])('keeps each item element when itemKey %s and the data is reordered', (_name, itemKey) => {
    const { container, rerender } = render(list({ data: fruits.slice(0, 3), itemKey }));
    const before = nodes(container);
    rerender(list({ data: shuffled, itemKey }));
    expect(Object.entries(nodes(container)).every(([k, el]) => before[k] === el)).toBe(true);
  });

  it('keys items by index when itemKey is absent, or an item lacks the key property', () => {
    const { container, rerender } = render(list({ data: fruits.slice(0, 3) }));
    const first = items(container)[0];
    rerender(list({ data: shuffled }));
    expect(items(container)[0]).toBe(first);
    expect(first).toHaveTextContent('Cherry');
    render(list({ data: [fruits[0], { label: 'B' } as Fruit], itemKey: 'id' }));
    expect(screen.getByText('B')).toBeInTheDocument();
  });
});

describe('warnings in development', () => {
  const shown = ['Apple', 'Banana', '+ 3 ...'];
  it.each<[string, Partial<OverflowProps<Fruit>>, string, string[], number]>([
    // React's own warning, given at each render.
    [
      'duplicate keys',
      { data: [fruits[0], fruits[0]], itemKey: 'id', maxCount: 5 },
      'same key',
      ['Apple', 'Apple'],
      2,
    ],
    [
      'maxRows 0',
      { maxRows: 0 },
      '`maxRows` must be a number of at least 1, got 0; using 1.',
      shown,
      1,
    ],
    [
      'maxRows NaN',
      { maxRows: Number.NaN },
      '`maxRows` must be a number of at least 1, got NaN',
      shown,
      1,
    ],
    [
      'collapseFrom "middle"',
      { collapseFrom: 'middle' as 'end' },
      "`collapseFrom` must be 'end' or 'start'",
      shown,
      1,
    ],
  ])('warns about %s and renders as the default', (_name, bad, message, texts, times) => {
    const { result: root, logged } = consoleDuring(() => {
      const { container, rerender } = render(list({ maxCount: 2, ...bad }));
      rerender(list({ maxCount: 2, ...bad }));
      return container.firstElementChild as HTMLElement;
    });
    expect(Array.from(root.children, (c) => c.textContent)).toEqual(texts);
    expect(logged.filter((text) => text.includes(message))).toHaveLength(times);
  });
});
