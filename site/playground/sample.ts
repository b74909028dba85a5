import type React from 'react';

// The sample the playground lays out, shared by the preview and the code it generates.

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
  restStyle: {
    ...line,
    padding: '2px 8px',
    border: '1px solid #1677ff',
    borderRadius: 12,
    fontWeight: 600,
  },
  edgeStyle: { ...line, padding: '2px 4px', fontStyle: 'italic' },
} satisfies Record<string, React.CSSProperties>;

/** Space between the items, the rest, the prefix and the suffix, in px. */
export const GAP = 6;
