import React from 'react';
import Overflow, { type OverflowProps } from 'rc-overflow';
import { GAP, STYLES, WORDS, sampleData, type SampleItem } from './sample';
import { COLUMN_HEIGHT, DEFAULT_STATE, applicableProps, type PlaygroundState } from './state';

/** A prop of the list: its name, its value in the preview, and its code if not the value's own. */
type Prop = [name: keyof OverflowProps<SampleItem>, value: unknown, code?: string];

/** The `<Overflow>` props the preview and the code share, without defaults or inapplicable ones. */
export function listProps(state: PlaygroundState): Prop[] {
  const { responsiveOnly, rows, collapsing } = applicableProps(state);
  const fixedWidth = state.itemWidth === 'fixed' ? state.fixedWidth : undefined;
  const vertical = state.orientation === 'vertical';
  const priorities: Record<string, [(item: SampleItem, index: number) => number, string]> = {
    pinFirst: [
      (_, index) => (index === 0 ? Infinity : 0),
      '(_, index) => (index === 0 ? Infinity : 0)',
    ],
    pinLast: [
      (_, index) => (index === state.count - 1 ? Infinity : 0),
      '(_, index) => (index === data.length - 1 ? Infinity : 0)',
    ],
    shorterFirst: [(item) => -item.label.length, '(item) => -item.label.length'],
  };
  // With nothing hidden there is no rest to render.
  const rest = collapsing ? state.rest : 'default';
  const props: (Prop | false)[] = [
    ['data', sampleData(state.count), 'data'],
    ['itemKey', 'key'],
    ['maxCount', state.maxCount === 'number' ? state.maxCountNumber : state.maxCount],
    vertical && ['orientation', 'vertical'],
    rows && state.maxRows !== DEFAULT_STATE.maxRows && ['maxRows', state.maxRows],
    collapsing && state.collapseFrom !== 'end' && ['collapseFrom', state.collapseFrom],
    responsiveOnly && state.priority !== 'none' && ['itemPriority', ...priorities[state.priority]],
    responsiveOnly &&
      state.minVisible !== DEFAULT_STATE.minVisible && ['minVisible', state.minVisible],
    responsiveOnly && fixedWidth !== undefined && ['itemWidth', fixedWidth],
    [
      'style',
      { gap: GAP, height: vertical ? COLUMN_HEIGHT : undefined },
      vertical ? `{ gap: ${GAP}, height: ${COLUMN_HEIGHT} }` : `{ gap: ${GAP} }`,
    ],
    [
      'renderItem',
      (item: SampleItem) => (
        <span style={{ ...STYLES.tagStyle, width: fixedWidth }}>{item.label}</span>
      ),
      fixedWidth === undefined
        ? '(item) => <span style={tagStyle}>{item.label}</span>'
        : `(item) => <span style={{ ...tagStyle, width: ${fixedWidth} }}>{item.label}</span>`,
    ],
    rest === 'custom' && [
      'renderRest',
      (omitted: SampleItem[]) => <span style={STYLES.restStyle}>+{omitted.length}</span>,
      '(omitted) => <span style={restStyle}>+{omitted.length}</span>',
    ],
    rest === 'raw' && [
      'renderRawRest',
      (omitted: SampleItem[]) => (
        <Overflow.Item
          component="span"
          style={STYLES.restStyle}
          title={omitted.map((item) => item.label).join(', ')}
        >
          +{omitted.length}
        </Overflow.Item>
      ),
      `(omitted) => (
  <Overflow.Item
    component="span"
    style={restStyle}
    title={omitted.map((item) => item.label).join(', ')}
  >
    +{omitted.length}
  </Overflow.Item>
)`,
    ],
    ...(['prefix', 'suffix'] as const).map(
      (edge): Prop | false =>
        state[edge] && [
          edge,
          <span style={STYLES.edgeStyle}>{edge}</span>,
          `<span style={edgeStyle}>${edge}</span>`,
        ],
    ),
  ];
  return props.filter((prop): prop is Prop => prop !== false);
}

const literal = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

// The module Copy copies and the exports open: the component first, the sample it lays out after.
export function buildSource(state: PlaygroundState): string {
  const props = listProps(state)
    .map(([name, value, code]) =>
      code === undefined && typeof value === 'string'
        ? `${name}="${value}"`
        : `${name}={${code ?? value}}`,
    )
    .join('\n')
    .replace(/^/gm, '      ');
  const styles = Object.entries(STYLES)
    .filter(([name]) => props.includes(name))
    .map(([name, style]) => {
      const lines = Object.entries(style).map(([key, value]) => `  ${key}: ${literal(value)},\n`);
      return `\nconst ${name}: React.CSSProperties = {\n${lines.join('')}};\n`;
    });
  return `import React from 'react';
import Overflow from 'rc-overflow';
import 'rc-overflow/assets/index.css';

export default () => (
  <div style={{ width: ${state.width} }}>
    <Overflow<ItemType>
${props}
    />
  </div>
);

// The sample the list lays out.
interface ItemType {
  key: number;
  label: string;
}

const WORDS = [
${WORDS.map((word) => `  ${literal(word)},\n`).join('')}];

const data: ItemType[] = Array.from({ length: ${state.count} }, (_, index) => ({
  key: index,
  label: \`\${WORDS[index % WORDS.length]} \${index + 1}\`,
}));
${styles.join('')}`;
}
