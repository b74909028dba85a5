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
const list = (props: Partial<OverflowProps<Fruit>> = {}) => (
  <Overflow<Fruit> data={fruits} renderItem={(item) => item.label} {...props} />
);
const html = (element: React.ReactElement) => render(element).container.innerHTML;

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

const Raw = (f: Fruit, i: number) => (
  <Overflow.Item component={i ? 'section' : undefined} className="mine">
    {f.label}
  </Overflow.Item>
);
const TWO = fruits.slice(0, 2);
const CASES: Record<string, React.ReactElement> = {
  'no maxCount': list(),
  'maxCount 5': list({ maxCount: 5, itemKey: 'id' }),
  'maxCount 3': list({ maxCount: 3 }),
  'maxCount -1': list({ maxCount: -1 }),
  'prefix, suffix': list({ maxCount: 1, prefix: 'P', suffix: 'S' }),
  prefixCls: list({ prefixCls: 'tags', maxCount: 2, prefix: 'P', suffix: 'S' }),
  'ul, li': list({ component: 'ul', itemComponent: 'li', maxCount: 2 }),
  'from the start': list({ maxCount: 2, collapseFrom: 'start', prefix: 'P', suffix: 'S' }),
  'no renderItem': <Overflow data={['one', 'two']} />,
  'renderItem(item, { index })': list({
    data: TWO,
    renderItem: (f, { index }) => `${index}:${f.label}`,
  }),
  renderRest: list({ maxCount: 2, renderRest: (omitted) => <i>{omitted.length} left</i> }),
  'renderRawItem, Overflow.Item': <Overflow data={TWO} itemComponent="li" renderRawItem={Raw} />,
};

it('renders items, the rest, prefix and suffix in order, each element with its class', () => {
  const all =
    'div.~ | div.~-item Apple | div.~-item Banana | div.~-item Cherry | div.~-item Date | div.~-item Elder';
  expect(
    Object.entries(CASES).map(([name, el]) => `${name}: ${shape(render(el).container)}`),
  ).toEqual([
    `no maxCount: ${all}`,
    `maxCount 5: ${all}`,
    'maxCount 3: div.~ | div.~-item Apple | div.~-item Banana | div.~-item Cherry | div.~-item.~-item-rest + 2 ...',
    'maxCount -1: div.~ | div.~-item.~-item-rest + 5 ...',
    'prefix, suffix: div.~ | div.~-item.~-item-prefix P | div.~-item Apple | div.~-item.~-item-rest + 4 ... | div.~-item.~-item-suffix S',
    'prefixCls: div.tags | div.tags-item.tags-item-prefix P | div.tags-item Apple | div.tags-item Banana | div.tags-item.tags-item-rest + 3 ... | div.tags-item.tags-item-suffix S',
    'ul, li: ul.~ | li.~-item Apple | li.~-item Banana | li.~-item.~-item-rest + 3 ...',
    'from the start: div.~ | div.~-item.~-item-prefix P | div.~-item.~-item-rest + 3 ... | div.~-item Date | div.~-item Elder | div.~-item.~-item-suffix S',
    'no renderItem: div.~ | div.~-item one | div.~-item two',
    'renderItem(item, { index }): div.~ | div.~-item 0:Apple | div.~-item 1:Banana',
    'renderRest: div.~ | div.~-item Apple | div.~-item Banana | div.~-item.~-item-rest 3 left',
    'renderRawItem, Overflow.Item: div.~ | li.~-item.mine Apple | section.~-item.mine Banana',
  ]);
});

it('shows the rest to everyone: renderRest and renderRawRest get the hidden items, a node rest stays as it is', () => {
  const renderRest = jest.fn((omitted: Fruit[]) => `and ${omitted.map((f) => f.label).join(', ')}`);
  render(list({ maxCount: 3, renderRest }));
  expect(renderRest).toHaveBeenLastCalledWith(fruits.slice(3));
  expect(screen.getByText('and Date, Elder')).not.toHaveAttribute('aria-hidden');
  expect(screen.getByText('and Date, Elder')).toBeVisible();
  expect(html(list({ maxCount: 2, renderRest: <b key="more">more</b> }))).toMatch(
    /-item-rest"[^>]*><b>more<\/b><\/div><\/div>$/,
  );
  const renderRawRest = jest.fn((omitted: Fruit[]) => (
    <Overflow.Item className="more">{omitted.map((f) => f.label).join('+')}</Overflow.Item>
  ));
  render(list({ maxCount: 3, collapseFrom: 'start', renderRawRest }));
  expect(renderRawRest).toHaveBeenLastCalledWith(fruits.slice(0, 2));
  expect(screen.getByText('Apple+Banana')).toHaveClass('rc-overflow-item-rest', 'more');
});

it('renders invalidate mode with empty class names and no style, as 1.5.0', () => {
  const raw = (f: Fruit) => <Overflow.Item component="li">{f.label}</Overflow.Item>;
  expect([
    html(list({ maxCount: 'invalidate', prefix: 'P', suffix: 'S', data: TWO })),
    html(<Overflow data={TWO} maxCount="invalidate" component="ul" renderRawItem={raw} />),
  ]).toEqual([
    '<div class=""><div class="rc-overflow-item-prefix">P</div><div class="">Apple</div><div class="">Banana</div><div class="rc-overflow-item-suffix">S</div></div>',
    '<ul class=""><li class="">Apple</li><li class="">Banana</li></ul>',
  ]);
});

const column = (props: Partial<OverflowProps<string>> = {}) => (
  <Overflow data={['c0', 'c1', 'c2', 'c3', 'c4', 'c5']} maxCount="responsive" {...props} />
);
// Where nothing is laid out (jsdom, the server); that a column reads heights is the browsers'.
it.each<[string, React.ReactElement, React.ReactElement]>([
  [
    'collapseFrom="end" and maxRows={1} as their absence',
    list({ maxCount: 2, collapseFrom: 'end', maxRows: 1 }),
    list({ maxCount: 2 }),
  ],
  [
    'a column from the start as a row from the start, plus the class',
    column({ orientation: 'vertical', collapseFrom: 'start', minVisible: 2 }),
    column({ className: 'rc-overflow-vertical', collapseFrom: 'start', minVisible: 2 }),
  ],
  ['a horizontal list as one with no orientation', column({ orientation: 'horizontal' }), column()],
  [
    'a column in invalidate mode with no class, as it has no structural class at all',
    column({ orientation: 'vertical', maxCount: 'invalidate' }),
    column({ maxCount: 'invalidate' }),
  ],
])('renders %s', (_name, element, same) => {
  expect(html(element)).toBe(html(same));
});

it('passes className, style and other attributes to the container, and refs to it and to items', () => {
  const ref = React.createRef<HTMLElement>();
  const itemRef = React.createRef<HTMLElement>();
  const props = {
    className: 'extra',
    style: { color: 'red' },
    id: 'list',
    role: 'list',
    'aria-label': 'Fruits',
  };
  const { container } = render(list({ ...props, ref, maxCount: 'responsive' } as object));
  const root = screen.getByRole('list', { name: 'Fruits' });
  expect([root, root.id, root.style.color]).toEqual([ref.current, 'list', 'red']);
  expect(root).toHaveClass('rc-overflow', 'extra');
  expect(root).toBe(container.firstElementChild);
  const callback = jest.fn();
  render(<Overflow ref={callback} data={['a']} />);
  expect(callback).toHaveBeenCalledWith(expect.any(HTMLDivElement));
  const rawItem = (f: Fruit) => <Overflow.Item ref={itemRef}>{f.label}</Overflow.Item>;
  render(
    list({ data: fruits.slice(0, 1), maxCount: 'responsive', ssr: 'full', renderRawItem: rawItem }),
  );
  expect(itemRef.current).toHaveTextContent('Apple');
  const Cell = React.forwardRef<HTMLSpanElement, React.HTMLAttributes<HTMLSpanElement>>((p, r) => (
    <span data-cell="" ref={r} {...p} />
  ));
  const cells = render(list({ itemComponent: Cell })).container;
  expect(cells.querySelectorAll('span[data-cell].rc-overflow-item')).toHaveLength(5);
  expect([Overflow.RESPONSIVE, Overflow.INVALIDATE, Overflow.displayName]).toEqual([
    'responsive',
    'invalidate',
    'Overflow',
  ]);
});

it('renders Overflow.Item outside a list, or inside a raw item, as a plain element', () => {
  const raw = (f: string) => (
    <Overflow.Item>
      <Overflow.Item component="i">{f}</Overflow.Item>
    </Overflow.Item>
  );
  const alone = <Overflow.Item component="span">alone</Overflow.Item>;
  expect(
    html(
      <>
        {alone}
        <Overflow data={['Apple']} renderRawItem={raw} />
      </>,
    ),
  ).toMatch(/^<span>alone<\/span><div class="rc-overflow">.*<i>Apple<\/i>/);
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

// Each message is given once per page load: each case is the first to give its own.
const orientation = (bad: unknown): [Partial<OverflowProps<Fruit>>, string] => [
  { orientation: bad as 'vertical' },
  `\`orientation\` must be 'horizontal' or 'vertical', got ${String(bad)}; using 'horizontal'.`,
];
it.each<[Partial<OverflowProps<Fruit>>, string]>([
  // React's own warning, given at each render.
  [{ data: [fruits[0], fruits[0]], itemKey: 'id', maxCount: 5 }, 'same key'],
  [{ maxRows: 0 }, '`maxRows` must be a number of at least 1, got 0; using 1.'],
  [{ maxRows: Number.NaN }, '`maxRows` must be a number of at least 1, got NaN'],
  [{ collapseFrom: 'middle' as 'end' }, "`collapseFrom` must be 'end' or 'start'"],
  [{ orientation: 'vertical', maxRows: 3 }, '`maxRows` has no meaning in a vertical list'],
  ...['verticle', true, null, 1].map(orientation),
])('warns about %j and renders as the default', (bad, message) => {
  const { result: root, logged } = consoleDuring(() => {
    const { container, rerender } = render(list({ maxCount: 2, ...bad }));
    rerender(list({ maxCount: 2, ...bad }));
    return container.firstElementChild as HTMLElement;
  });
  const duplicates = message === 'same key';
  expect(Array.from(root.children, (c) => c.textContent).join(' ')).toBe(
    duplicates ? 'Apple Apple' : 'Apple Banana + 3 ...',
  );
  expect(logged.filter((text) => text.includes(message))).toHaveLength(duplicates ? 2 : 1);
  expect(root.classList.contains('rc-overflow-vertical')).toBe(bad.orientation === 'vertical');
});
