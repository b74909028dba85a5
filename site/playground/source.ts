import type React from 'react';
import { EDGE_STYLE, GAP, PRIORITIES, REST_STYLE, TAG_STYLE, WORDS } from './sample';
import { COLUMN_HEIGHT, DEFAULT_STATE, applicableProps, maxCountProp } from './state';
import type { PlaygroundState } from './state';

/**
 * The playground's settings as a demo module: what the Copy button copies and the exports open.
 * It renders what the preview renders (the same sample and styles, from ./sample). The component
 * comes first, right after the imports: the sample it lays out follows it.
 */

function literal(value: string | number): string {
  return typeof value === 'number' ? String(value) : `'${value.replace(/[\\']/g, '\\$&')}'`;
}

/** A style object as TypeScript, one property a line. */
function styleLiteral(style: React.CSSProperties): string {
  const lines = Object.entries(style).map(([key, value]) => `  ${key}: ${literal(value)},\n`);
  return `{\n${lines.join('')}}`;
}

/**
 * The `<Overflow>` element's props, one a line, for the settings; defaults are left out, and so
 * are the props the settings make inapplicable (see `applicableProps`).
 */
function overflowProps(state: PlaygroundState): string[] {
  const maxCount = maxCountProp(state);
  const applies = applicableProps(state);
  const props = [
    'data={data}',
    'itemKey="key"',
    typeof maxCount === 'number' ? `maxCount={${maxCount}}` : `maxCount="${maxCount}"`,
  ];
  if (state.orientation === 'vertical') props.push('orientation="vertical"');
  if (applies.rows && state.maxRows !== DEFAULT_STATE.maxRows) {
    props.push(`maxRows={${state.maxRows}}`);
  }
  if (applies.collapsing && state.collapseFrom !== 'end') {
    props.push(`collapseFrom="${state.collapseFrom}"`);
  }
  if (applies.responsiveOnly && state.priority !== 'none') {
    props.push(`itemPriority={${PRIORITIES[state.priority].code}}`);
  }
  if (applies.responsiveOnly && state.minVisible !== DEFAULT_STATE.minVisible) {
    props.push(`minVisible={${state.minVisible}}`);
  }
  if (applies.responsiveOnly && state.itemWidth === 'fixed') {
    props.push(`itemWidth={${state.fixedWidth}}`);
  }
  props.push(
    state.orientation === 'vertical'
      ? `style={{ gap: ${GAP}, height: ${COLUMN_HEIGHT} }}`
      : `style={{ gap: ${GAP} }}`,
  );
  props.push(
    state.itemWidth === 'fixed'
      ? `renderItem={(item) => <span style={{ ...tagStyle, width: ${state.fixedWidth} }}>{item.label}</span>}`
      : 'renderItem={(item) => <span style={tagStyle}>{item.label}</span>}',
  );
  // With nothing hidden there is no rest to render.
  const rest = applies.collapsing ? state.rest : 'default';
  if (rest === 'custom') {
    props.push('renderRest={(omitted) => <span style={restStyle}>+{omitted.length}</span>}');
  } else if (rest === 'raw') {
    props.push(
      [
        'renderRawRest={(omitted) => (',
        '  <Overflow.Item',
        '    component="span"',
        '    style={restStyle}',
        "    title={omitted.map((item) => item.label).join(', ')}",
        '  >',
        '    +{omitted.length}',
        '  </Overflow.Item>',
        ')}',
      ].join('\n'),
    );
  }
  if (state.prefix) props.push('prefix={<span style={edgeStyle}>prefix</span>}');
  if (state.suffix) props.push('suffix={<span style={edgeStyle}>suffix</span>}');
  return props;
}

/** Whether the code renders a rest of its own (and so needs `restStyle`). */
const rendersRest = (state: PlaygroundState) =>
  applicableProps(state).collapsing && state.rest !== 'default';

export function buildSource(state: PlaygroundState): string {
  const usesEdge = state.prefix || state.suffix;
  const props = overflowProps(state)
    .map((prop) => prop.replace(/^/gm, '      '))
    .join('\n');
  return [
    "import React from 'react';",
    "import Overflow from 'rc-overflow';",
    "import 'rc-overflow/assets/index.css';",
    '',
    'export default () => (',
    `  <div style={{ width: ${state.width} }}>`,
    '    <Overflow<ItemType>',
    props,
    '    />',
    '  </div>',
    ');',
    '',
    '// The sample the list lays out.',
    'interface ItemType {',
    '  key: number;',
    '  label: string;',
    '}',
    '',
    `const WORDS = [\n${WORDS.map((word) => `  ${literal(word)},\n`).join('')}];`,
    '',
    `const data: ItemType[] = Array.from({ length: ${state.count} }, (_, index) => ({`,
    '  key: index,',
    '  label: `${WORDS[index % WORDS.length]} ${index + 1}`,',
    '}));',
    '',
    `const tagStyle: React.CSSProperties = ${styleLiteral(TAG_STYLE)};`,
    ...(rendersRest(state)
      ? ['', `const restStyle: React.CSSProperties = ${styleLiteral(REST_STYLE)};`]
      : []),
    ...(usesEdge
      ? ['', `const edgeStyle: React.CSSProperties = ${styleLiteral(EDGE_STYLE)};`]
      : []),
    '',
  ].join('\n');
}
