import * as React from 'react';
import { render, screen } from '@testing-library/react';
import Overflow from 'rc-overflow';
import type { OverflowProps } from 'rc-overflow';

interface Fruit {
  id: string;
  label: string;
}

const fruits: Fruit[] = ['Apple', 'Banana', 'Cherry', 'Date', 'Elder'].map((label) => ({
  id: label.toLowerCase(),
  label,
}));

const renderLabel = (item: Fruit) => item.label;

function items(container: HTMLElement) {
  return container.querySelectorAll(
    '.rc-overflow-item:not(.rc-overflow-item-rest):not(.rc-overflow-item-prefix):not(.rc-overflow-item-suffix)',
  );
}

describe('API surface', () => {
  it('exports Overflow with Item, RESPONSIVE and INVALIDATE statics', () => {
    expect(typeof Overflow).toBe('object'); // forwardRef object
    expect(Overflow.RESPONSIVE).toBe('responsive');
    expect(Overflow.INVALIDATE).toBe('invalidate');
    expect(Overflow.Item).toBeDefined();
    expect(Overflow.displayName).toBe('Overflow');
  });

  it.each<[string, Partial<OverflowProps<Fruit>>]>([
    ['maxCount is not set', {}],
    ['maxCount covers every item', { maxCount: 5 }],
    ['the props are typed OverflowProps', { itemKey: 'id' }],
  ])('renders every item with class names and no rest when %s', (_name, props) => {
    const { container } = render(
      <Overflow<Fruit> data={fruits} renderItem={renderLabel} {...props} />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveClass('rc-overflow');
    expect(items(container)).toHaveLength(5);
    expect(container.querySelector('.rc-overflow-item-rest')).toBeNull();
    expect(root).toHaveTextContent('AppleBananaCherryDateElder');
  });

  it('renders items themselves when renderItem is absent', () => {
    render(<Overflow data={['one', 'two']} />);
    expect(screen.getByText('one')).toHaveClass('rc-overflow-item');
    expect(screen.getByText('two')).toHaveClass('rc-overflow-item');
  });

  it('passes the index to renderItem', () => {
    const renderItem = jest.fn(
      (item: Fruit, { index }: { index: number }) => `${index}:${item.label}`,
    );
    render(<Overflow data={fruits.slice(0, 2)} renderItem={renderItem} />);
    expect(renderItem).toHaveBeenCalledWith(fruits[1], { index: 1 });
    expect(screen.getByText('1:Banana')).toBeInTheDocument();
  });

  it.each([
    [3, 3, '+ 2 ...'],
    [-1, 0, '+ 5 ...'],
  ])('with maxCount={%i} shows %i items and a visible "%s" rest', (maxCount, shown, text) => {
    const { container } = render(
      <Overflow data={fruits} renderItem={renderLabel} maxCount={maxCount} />,
    );
    expect(items(container)).toHaveLength(shown);
    const rest = container.querySelector('.rc-overflow-item-rest') as HTMLElement;
    expect(rest).toHaveClass('rc-overflow-item');
    expect(screen.getByText(text)).toBe(rest);
    expect(rest.innerHTML).toBe(text);
    expect(rest).not.toHaveAttribute('aria-hidden');
    expect(rest).toBeVisible();
  });

  it('passes the omitted items to a renderRest function', () => {
    const renderRest = jest.fn(
      (omitted: Fruit[]) => `and ${omitted.map((f) => f.label).join(', ')}`,
    );
    render(
      <Overflow data={fruits} renderItem={renderLabel} maxCount={3} renderRest={renderRest} />,
    );
    expect(renderRest).toHaveBeenLastCalledWith(fruits.slice(3));
    expect(screen.getByText('and Date, Elder')).toHaveClass('rc-overflow-item-rest');
  });

  it.each<[string, OverflowProps<Fruit>['renderRest'], string]>([
    ['a function', (omitted) => <i>{omitted.length} left</i>, '<i>3 left</i>'],
    ['a node', <b key="more">more</b>, '<b>more</b>'],
  ])(
    "renders the caller's rest given as %s untouched, as upstream does",
    (_name, renderRest, html) => {
      const { container } = render(
        <Overflow data={fruits} renderItem={renderLabel} maxCount={2} renderRest={renderRest} />,
      );
      expect((container.querySelector('.rc-overflow-item-rest') as HTMLElement).innerHTML).toBe(
        html,
      );
    },
  );

  it('renders all items with empty class names and no rest in invalidate mode, as 1.5.0', () => {
    const { container } = render(
      <Overflow
        data={fruits}
        renderItem={renderLabel}
        maxCount="invalidate"
        prefix="P"
        suffix="S"
      />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('class', '');
    const children = Array.from(root.children);
    expect(children.map((c) => c.textContent)).toEqual([
      'P',
      'Apple',
      'Banana',
      'Cherry',
      'Date',
      'Elder',
      'S',
    ]);
    children.slice(1, 6).forEach((child) => expect(child).toHaveAttribute('class', ''));
    children.forEach((child) => expect(child).not.toHaveAttribute('style'));
    expect(children[0]).toHaveAttribute('class', 'rc-overflow-item-prefix');
    expect(children[6]).toHaveAttribute('class', 'rc-overflow-item-suffix');
  });

  it('uses prefixCls for the container, items, rest, prefix and suffix', () => {
    const { container } = render(
      <Overflow
        prefixCls="tags"
        data={fruits}
        renderItem={renderLabel}
        maxCount={2}
        prefix="P"
        suffix="S"
      />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveClass('tags');
    expect(Array.from(root.children).map((c) => c.className)).toEqual([
      'tags-item tags-item-prefix',
      'tags-item',
      'tags-item',
      'tags-item tags-item-rest',
      'tags-item tags-item-suffix',
    ]);
  });

  it('puts the suffix right after the rest and the prefix before the first item', () => {
    const { container } = render(
      <Overflow data={fruits} renderItem={renderLabel} maxCount={1} prefix="P" suffix="S" />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(Array.from(root.children).map((c) => c.textContent)).toEqual([
      'P',
      'Apple',
      '+ 4 ...',
      'S',
    ]);
  });

  it('passes className, style and other attributes to the container', () => {
    const { container } = render(
      <Overflow
        data={fruits}
        renderItem={renderLabel}
        className="extra"
        style={{ color: 'red' }}
        id="list"
        role="list"
        aria-label="Fruits"
        data-testid="overflow"
        onClick={() => undefined}
      />,
    );
    const root = screen.getByTestId('overflow');
    expect(root).toBe(container.firstElementChild);
    expect(root).toHaveClass('rc-overflow', 'extra');
    expect(root.style.color).toBe('red');
    expect(root).toHaveAttribute('id', 'list');
    expect(screen.getByRole('list', { name: 'Fruits' })).toBe(root);
  });

  it('forwards its ref to the container element', () => {
    const ref = React.createRef<HTMLElement>();
    const { container } = render(
      <Overflow ref={ref} data={fruits} renderItem={renderLabel} maxCount="responsive" />,
    );
    expect(ref.current).toBe(container.firstElementChild);
    const callback = jest.fn();
    render(<Overflow ref={callback} data={fruits} renderItem={renderLabel} />);
    expect(callback).toHaveBeenCalledWith(expect.any(HTMLDivElement));
  });

  it('renders component and itemComponent elements', () => {
    const { container } = render(
      <Overflow
        component="ul"
        itemComponent="li"
        data={fruits}
        renderItem={renderLabel}
        maxCount={2}
      />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.tagName).toBe('UL');
    expect(Array.from(root.children).map((c) => c.tagName)).toEqual(['LI', 'LI', 'LI']);
  });

  it('accepts a custom component as itemComponent', () => {
    const Cell = React.forwardRef<HTMLSpanElement, React.HTMLAttributes<HTMLSpanElement>>(
      (props, ref) => <span data-cell="" ref={ref} {...props} />,
    );
    const { container } = render(
      <Overflow itemComponent={Cell} data={fruits} renderItem={renderLabel} />,
    );
    expect(container.querySelectorAll('span[data-cell].rc-overflow-item')).toHaveLength(5);
  });
});

describe('keys', () => {
  const shuffled = [fruits[2], fruits[0], fruits[1]];

  function nodesByText(container: HTMLElement) {
    return Object.fromEntries(Array.from(items(container)).map((el) => [el.textContent, el]));
  }

  it.each<[string, OverflowProps<Fruit>['itemKey']]>([
    ['names a property', 'id'],
    ['is a function', (item: Fruit) => `k-${item.id}`],
  ])('keeps each item element when itemKey %s and the data is reordered', (_name, itemKey) => {
    const { container, rerender } = render(
      <Overflow data={fruits.slice(0, 3)} renderItem={renderLabel} itemKey={itemKey} />,
    );
    const before = nodesByText(container);
    rerender(<Overflow data={shuffled} renderItem={renderLabel} itemKey={itemKey} />);
    const after = nodesByText(container);
    expect(after.Apple).toBe(before.Apple);
    expect(after.Banana).toBe(before.Banana);
    expect(after.Cherry).toBe(before.Cherry);
  });

  it('keys items by index when itemKey is absent', () => {
    const { container, rerender } = render(
      <Overflow data={fruits.slice(0, 3)} renderItem={renderLabel} />,
    );
    const first = items(container)[0];
    rerender(<Overflow data={shuffled} renderItem={renderLabel} />);
    expect(items(container)[0]).toBe(first);
    expect(first).toHaveTextContent('Cherry');
  });

  it('falls back to the index for items without the key property', () => {
    const data = [{ id: 'a', label: 'A' }, { label: 'B' } as Fruit];
    render(<Overflow data={data} renderItem={renderLabel} itemKey="id" />);
    expect(screen.getByText('B')).toBeInTheDocument();
  });

  it('warns about duplicate keys in development and still renders', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const data = [
      { id: 'same', label: 'One' },
      { id: 'same', label: 'Two' },
    ];
    const { container } = render(
      <Overflow data={data} renderItem={renderLabel} itemKey="id" maxCount={5} />,
    );
    expect(error.mock.calls.some((call) => String(call[0]).includes('same key'))).toBe(true);
    expect(items(container)).toHaveLength(2);
    error.mockRestore();
  });
});

describe('collapseFrom and maxRows', () => {
  const texts = (container: HTMLElement) =>
    Array.from((container.firstElementChild as HTMLElement).children).map((c) => c.textContent);

  it('collapses the first items with collapseFrom="start": prefix, rest, last items, suffix', () => {
    const renderRest = jest.fn((omitted: Fruit[]) => `+${omitted.length}`);
    const { container } = render(
      <Overflow
        data={fruits}
        renderItem={renderLabel}
        maxCount={2}
        collapseFrom="start"
        renderRest={renderRest}
        prefix="P"
        suffix="S"
      />,
    );
    expect(texts(container)).toEqual(['P', '+3', 'Date', 'Elder', 'S']);
    // The hidden items, in data order.
    expect(renderRest).toHaveBeenLastCalledWith(fruits.slice(0, 3));
  });

  it('gives renderRawRest the first items too', () => {
    const { container } = render(
      <Overflow
        data={fruits}
        renderItem={renderLabel}
        maxCount={3}
        collapseFrom="start"
        renderRawRest={(omitted) => (
          <Overflow.Item>{omitted.map((f) => f.label).join('+')}</Overflow.Item>
        )}
      />,
    );
    expect(texts(container)).toEqual(['Apple+Banana', 'Cherry', 'Date', 'Elder']);
  });

  it('renders the same as before for collapseFrom="end" and maxRows={1}', () => {
    const plain = render(<Overflow data={fruits} renderItem={renderLabel} maxCount={2} />);
    const explicit = render(
      <Overflow
        data={fruits}
        renderItem={renderLabel}
        maxCount={2}
        collapseFrom="end"
        maxRows={1}
      />,
    );
    expect(explicit.container.innerHTML).toBe(plain.container.innerHTML);
  });

  it.each([
    ['maxRows', { maxRows: 0 }, '`maxRows` must be a number of at least 1, got 0; using 1.'],
    ['maxRows', { maxRows: Number.NaN }, '`maxRows` must be a number of at least 1, got NaN'],
    ['collapseFrom', { collapseFrom: 'middle' }, "`collapseFrom` must be 'end' or 'start'"],
  ])('renders a bad %s as the default, with one warning in development', (_, bad, message) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const props = { data: fruits, renderItem: renderLabel, maxCount: 2, ...bad } as const;
    const { container, rerender } = render(<Overflow<Fruit> {...(props as object)} />);
    rerender(<Overflow<Fruit> {...(props as object)} />);
    expect(texts(container)).toEqual(['Apple', 'Banana', '+ 3 ...']);
    const warnings = error.mock.calls.filter((call) => String(call[0]).includes(message));
    expect(warnings).toHaveLength(1);
    error.mockRestore();
  });
});

describe('raw items', () => {
  it('makes Overflow.Item the measured item inside renderRawItem', () => {
    const { container } = render(
      <Overflow
        data={fruits}
        maxCount={2}
        itemComponent="li"
        component="ul"
        renderRawItem={(item, index) => (
          <Overflow.Item className="mine" title={item.label} data-index={index}>
            {item.label}
          </Overflow.Item>
        )}
      />,
    );
    const lis = container.querySelectorAll('li.mine');
    expect(lis).toHaveLength(2);
    expect(lis[0]).toHaveClass('rc-overflow-item', 'mine');
    expect(lis[1]).toHaveAttribute('data-index', '1');
    expect(lis[1]).toHaveAttribute('title', 'Banana');
  });

  it('lets the raw item choose its own component over itemComponent', () => {
    const { container } = render(
      <Overflow
        data={fruits.slice(0, 1)}
        itemComponent="li"
        renderRawItem={(item) => <Overflow.Item component="section">{item.label}</Overflow.Item>}
      />,
    );
    expect(container.querySelector('section.rc-overflow-item')).toHaveTextContent('Apple');
  });

  it('forwards a ref given to Overflow.Item', () => {
    const ref = React.createRef<HTMLElement>();
    render(
      <Overflow
        data={fruits.slice(0, 1)}
        maxCount="responsive"
        ssr="full"
        renderRawItem={(item) => <Overflow.Item ref={ref}>{item.label}</Overflow.Item>}
      />,
    );
    expect(ref.current).toHaveTextContent('Apple');
  });

  it('renders Overflow.Item outside a list as a plain element', () => {
    const { container } = render(
      <Overflow.Item component="span" className="free">
        alone
      </Overflow.Item>,
    );
    expect(container.innerHTML).toBe('<span class="free">alone</span>');
  });

  it('renders an Overflow.Item nested inside a raw item as a plain element', () => {
    const { container } = render(
      <Overflow
        data={fruits.slice(0, 1)}
        renderRawItem={(item) => (
          <Overflow.Item>
            <Overflow.Item component="i">{item.label}</Overflow.Item>
          </Overflow.Item>
        )}
      />,
    );
    expect(container.querySelector('i')).not.toHaveAttribute('class');
  });

  it('gives the rest class to Overflow.Item inside renderRawRest, with the omitted items', () => {
    const renderRawRest = jest.fn((omitted: Fruit[]) => (
      <Overflow.Item className="more">{omitted.length} hidden</Overflow.Item>
    ));
    render(
      <Overflow
        data={fruits}
        maxCount={3}
        renderItem={renderLabel}
        renderRawRest={renderRawRest}
      />,
    );
    expect(renderRawRest).toHaveBeenLastCalledWith(fruits.slice(3));
    expect(screen.getByText('2 hidden')).toHaveClass(
      'rc-overflow-item',
      'rc-overflow-item-rest',
      'more',
    );
  });

  it('gives raw items empty class names in invalidate mode, as 1.5.0', () => {
    const { container } = render(
      <Overflow
        data={fruits.slice(0, 2)}
        maxCount="invalidate"
        component="ul"
        renderRawItem={(item) => <Overflow.Item component="li">{item.label}</Overflow.Item>}
      />,
    );
    expect(container.innerHTML).toBe(
      '<ul class=""><li class="">Apple</li><li class="">Banana</li></ul>',
    );
  });
});
