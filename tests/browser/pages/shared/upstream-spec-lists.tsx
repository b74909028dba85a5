// The lists of upstream's own test files (react-component/overflow, tests/*.spec.tsx), written
// once for any implementation of the rc-overflow API: the test page renders them in Chromium, and
// the SSR test renders them on the server side with react-dom/server.
import * as React from 'react';
import type OursOverflow from '../../../../src';

/** Ours or upstream's component: both take these props. */
export type OverflowImpl = typeof OursOverflow;

/** Upstream's `getData(count)` item: `{ label: 'Label n', key: 'k-n' }`. */
export interface LabelItem {
  label: React.ReactNode;
  key: React.Key;
}

/** What the test can say about a list in JSON; each list below reads the part it needs. */
export interface ListParams {
  /** Keys of upstream's getData items, in order: "k-3" is "Label 3", "additional" "Additional". */
  keys?: string[];
  maxCount?: number | 'responsive' | 'invalidate';
  /** `"key"` passes itemKey="key"; `"function"` passes item => `bamboo-${item.key}`. */
  itemKey?: 'key' | 'function';
  prefix?: string;
  suffix?: string;
  component?: string;
  itemComponent?: string;
  ssr?: 'full';
}

/** Upstream's getData(count) as keys. */
export function dataKeys(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `k-${index}`);
}

function labelItems(keys: string[] = []): LabelItem[] {
  return keys.map((key) =>
    key === 'additional'
      ? { label: 'Additional', key }
      : { label: `Label ${key.replace(/^k-/, '')}`, key },
  );
}

/** prefix.spec's items: `{ key: 'key-n', value: n }`, each drawn as `<span>n</span>`. */
interface ValueItem {
  key: React.Key;
  value: number;
}

const renderLabel = (item: LabelItem) => item.label;

function commonProps(params: ListParams) {
  const { maxCount, prefix, suffix, component, itemComponent, ssr } = params;
  return {
    maxCount,
    prefix,
    suffix,
    component,
    itemComponent,
    ssr,
    itemKey:
      params.itemKey === 'function'
        ? (item: LabelItem) => `bamboo-${item.key}`
        : params.itemKey === 'key'
          ? 'key'
          : undefined,
  };
}

/** Called with every element (or null) React gives a raw item's ref, as raw.spec records them. */
export type RefRecorder = (element: HTMLElement | null) => void;

function ComplexPrefix() {
  return (
    <div className="complex-prefix">
      <span>🏷️</span>
      <span>Tags:</span>
    </div>
  );
}

interface SharedProps {
  visible?: boolean;
  children?: React.ReactNode;
}

/** raw.spec "HOC usage": a user component that renders an Overflow.Item only when visible. */
function hocData(Overflow: OverflowImpl): React.ReactElement<SharedProps>[] {
  const ComponentWrapper = (props: SharedProps) => <Overflow.Item {...props} />;
  const UserHOC = ({ visible, ...props }: SharedProps) =>
    visible ? <ComponentWrapper {...props} /> : null;
  return [
    <UserHOC key="light">Light</UserHOC>,
    <UserHOC key="bamboo" visible>
      Bamboo
    </UserHOC>,
  ];
}

export const LIST_NAMES = [
  'labels',
  'labels-with-order',
  'rest-function',
  'rest-node',
  'rest-raw',
  'rest-github',
  'elements-as-data',
  'raw-items',
  'raw-hoc',
  'item-outside-list',
  'values',
  'values-complex-prefix',
] as const;
export type ListName = (typeof LIST_NAMES)[number];

/** One list of upstream's tests, rendered with `Overflow`. */
export function renderList(
  Overflow: OverflowImpl,
  name: ListName,
  params: ListParams,
  recordRef: RefRecorder = () => undefined,
): React.ReactElement {
  const data = params.keys ? labelItems(params.keys) : undefined;
  const props = commonProps(params);
  switch (name) {
    case 'labels':
      return <Overflow<LabelItem> {...props} data={data} renderItem={renderLabel} />;
    case 'labels-with-order':
      return (
        <Overflow<LabelItem>
          {...props}
          data={data}
          renderItem={(item, info) => `${item.label}-${info.index}-test`}
        />
      );
    case 'rest-function':
      return (
        <Overflow<LabelItem>
          {...props}
          data={data}
          renderItem={renderLabel}
          renderRest={(omittedItems) => `Bamboo: ${omittedItems.length}`}
        />
      );
    case 'rest-node':
      return (
        <Overflow<LabelItem>
          {...props}
          data={data}
          renderItem={renderLabel}
          renderRest={<span>Light Is Bamboo</span>}
        />
      );
    case 'rest-raw':
      return (
        <Overflow<LabelItem>
          {...props}
          data={data}
          renderItem={renderLabel}
          renderRawRest={(omitItems) => (
            <Overflow.Item component="span" className="custom-rest">
              {omitItems.length}
            </Overflow.Item>
          )}
        />
      );
    case 'rest-github':
      return (
        <Overflow<LabelItem>
          {...props}
          data={data}
          renderItem={renderLabel}
          renderRest={(items) => `+${items.length}...`}
        />
      );
    case 'elements-as-data': {
      // Its item is an element: a key function for label items does not apply.
      const withoutKey = { ...props, itemKey: undefined };
      // No key, as upstream's: the element is an item's content, never part of a child list.
      return <Overflow {...withoutKey} data={[<span>Bamboo Is Light</span>]} />;
    }
    case 'raw-items':
      return (
        <Overflow<LabelItem>
          {...props}
          data={data}
          renderRawItem={(item) => (
            <Overflow.Item component="li" ref={(element) => recordRef(element)}>
              {item.label}
            </Overflow.Item>
          )}
        />
      );
    case 'raw-hoc':
      return (
        <Overflow<React.ReactElement>
          {...props}
          itemKey={(node) => node.key as React.Key}
          data={hocData(Overflow)}
          renderRawItem={(node) => node}
        />
      );
    case 'item-outside-list':
      return <Overflow.Item>Bamboo</Overflow.Item>;
    case 'values':
    case 'values-complex-prefix':
      return (
        <Overflow<ValueItem>
          {...props}
          itemKey="key"
          data={(params.keys ?? []).map((_, index) => ({ key: `key-${index}`, value: index }))}
          renderItem={(item) => <span>{item.value}</span>}
          prefix={name === 'values-complex-prefix' ? <ComplexPrefix /> : params.prefix}
        />
      );
  }
}
