import * as React from 'react';
import { render, screen } from '@testing-library/react';
import Overflow from 'rc-overflow';
import type { OverflowProps } from 'rc-overflow';
import { consoleDuring } from './domSnapshot';

type Fruit = { id: string; label: string };
const LABELS = ['Apple', 'Banana', 'Cherry', 'Date', 'Elder'];
const fruits = LABELS.map((label) => ({ id: label.toLowerCase(), label }));
const list = (props: Partial<OverflowProps<Fruit>> = {}) => (
  <Overflow<Fruit> data={fruits} renderItem={(item) => item.label} {...props} />
);
const html = (element: React.ReactElement) => render(element).container.innerHTML;

/** The root and each child as `tag.class text`, "rc-overflow" shortened to "~", joined by " | ". */
function shape(container: HTMLElement) {
  const part = (el: Element) =>
    `${el.tagName.toLowerCase()}.${el.className.replace(/rc-overflow/g, '~').replace(/ /g, '.')}`;
  const root = container.firstElementChild as HTMLElement;
  const children = Array.from(root.children, (c) => `${part(c)} ${c.textContent}`);
  return [part(root), ...children].join(' | ');
}
const items = (container: HTMLElement) =>
  container.querySelectorAll('.rc-overflow-item:not([class*=rc-overflow-item-])');

const Raw = (f: Fruit, i: number) => (
  <Overflow.Item component={i ? 'section' : undefined} className="mine">
    {f.label}
  </Overflow.Item>
);
const TWO = fruits.slice(0, 2);
const renderRawRest = (omitted: Fruit[]) => (
  <Overflow.Item className="more">{omitted.map((f) => f.label).join('+')}</Overflow.Item>
);

// What 1.5.0 also renders is dropin-jsdom's to compare.
it('renders what 1.5.0 has no prop or value for, each element with its class', () => {
  const CASES: Record<string, React.ReactElement> = {
    'maxCount -1': list({ maxCount: -1 }),
    'from the start': list({ maxCount: 2, collapseFrom: 'start', prefix: 'P', suffix: 'S' }),
    'renderItem(item, { index })': list({
      data: TWO,
      renderItem: (f, { index }) => `${index}:${f.label}`,
    }),
    'raw items, their own component over itemComponent': (
      <Overflow data={TWO} itemComponent="li" renderRawItem={Raw} />
    ),
    'renderRawRest, from the start': list({ maxCount: 3, collapseFrom: 'start', renderRawRest }),
  };
  expect(
    Object.entries(CASES).map(([name, el]) => `${name}: ${shape(render(el).container)}`),
  ).toEqual([
    'maxCount -1: div.~ | div.~-item.~-item-rest + 5 ...',
    'from the start: div.~ | div.~-item.~-item-prefix P | div.~-item.~-item-rest + 3 ... | div.~-item Date | div.~-item Elder | div.~-item.~-item-suffix S',
    'renderItem(item, { index }): div.~ | div.~-item 0:Apple | div.~-item 1:Banana',
    'raw items, their own component over itemComponent: div.~ | li.~-item.mine Apple | section.~-item.mine Banana',
    'renderRawRest, from the start: div.~ | div.~-item.~-item-rest.more Apple+Banana | div.~-item Cherry | div.~-item Date | div.~-item Elder',
  ]);
});

const column = (props: Partial<OverflowProps<string>> = {}) => (
  <Overflow data={['c0', 'c1', 'c2', 'c3', 'c4', 'c5']} maxCount="responsive" {...props} />
);
// Where nothing is laid out; that a column reads heights is the browsers'.
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

it('forwards refs to the container, to an Overflow.Item and through a custom itemComponent', () => {
  const ref = React.createRef<HTMLElement>();
  const itemRef = React.createRef<HTMLElement>();
  const { container } = render(list({ ref, maxCount: 'responsive' } as object));
  expect(ref.current).toBe(container.firstElementChild);
  const callback = jest.fn();
  render(<Overflow ref={callback} data={['a']} />);
  expect(callback).toHaveBeenCalledWith(expect.any(HTMLDivElement));
  const rawItem = (f: Fruit) => <Overflow.Item ref={itemRef}>{f.label}</Overflow.Item>;
  render(list({ data: [fruits[0]], maxCount: 'responsive', ssr: 'full', renderRawItem: rawItem }));
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

// Each message is given once per page load: each case is the first to give its own.
const orientation = (bad: unknown): [Partial<OverflowProps<Fruit>>, string] => [
  { orientation: bad as 'vertical' },
  `\`orientation\` must be 'horizontal' or 'vertical', got ${String(bad)}; using 'horizontal'.`,
];
it.each<[Partial<OverflowProps<Fruit>>, string]>([
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
