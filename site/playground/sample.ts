import type React from 'react';
import type { PriorityMode } from './state';

// The sample the playground lays out, shared by the preview and the code it generates, so the
// code shows what the preview does.

export interface SampleItem {
  key: number;
  label: string;
}

/** Words of different lengths: with `itemWidth` "varied" the items are as wide as their label. */
export const WORDS =
  'react overflow layout responsive collapse flex measure tags menu breadcrumbs ssr toolbar a11y typescript rtl select'.split(
    ' ',
  );

export function sampleData(count: number): SampleItem[] {
  return Array.from({ length: count }, (_, index) => ({
    key: index,
    label: `${WORDS[index % WORDS.length]} ${index + 1}`,
  }));
}

type ItemPriority = (item: SampleItem, index: number) => number;

/**
 * The `itemPriority` presets: the function the preview passes (for `count` items) and the same
 * function as the code shows it.
 */
export const PRIORITIES: Record<
  Exclude<PriorityMode, 'none'>,
  { code: string; forCount: (count: number) => ItemPriority }
> = {
  pinFirst: {
    code: '(_, index) => (index === 0 ? Infinity : 0)',
    forCount: () => (_, index) => (index === 0 ? Infinity : 0),
  },
  pinLast: {
    code: '(_, index) => (index === data.length - 1 ? Infinity : 0)',
    forCount: (count) => (_, index) => (index === count - 1 ? Infinity : 0),
  },
  shorterFirst: {
    code: '(item) => -item.label.length',
    forCount: () => (item) => -item.label.length,
  },
};

const line: React.CSSProperties = {
  display: 'block',
  fontSize: 14,
  lineHeight: '20px',
  whiteSpace: 'nowrap',
};

/** The styles of the sample, under the names the code gives them. */
export const STYLES = {
  // An item; a fixed width cuts a longer label short with an ellipsis.
  tagStyle: {
    ...line,
    boxSizing: 'border-box',
    padding: '2px 8px',
    border: '1px solid rgba(127, 127, 127, 0.6)',
    borderRadius: 4,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  // The custom and the raw rest.
  restStyle: {
    ...line,
    padding: '2px 8px',
    border: '1px solid #1677ff',
    borderRadius: 12,
    fontWeight: 600,
  },
  // The prefix and the suffix.
  edgeStyle: { ...line, padding: '2px 4px', fontStyle: 'italic' },
} satisfies Record<string, React.CSSProperties>;

/** Space between the items, the rest, the prefix and the suffix, in px. */
export const GAP = 6;
