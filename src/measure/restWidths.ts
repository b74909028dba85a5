import * as React from 'react';
import type { ReactNode } from 'react';

const isText = (value: unknown) => typeof value === 'string' || typeof value === 'number';

/** How a prop of a rest element weighs on its width: its class, and the length of a text or style. */
function propShape(key: string, value: unknown): unknown {
  if (key === 'className') return value;
  if (key === 'style' && value) return JSON.stringify(value).length;
  return isText(value) ? String(value).length : '';
}

/**
 * A cheap description of how a node will lay out: tag names, class names and the length of every
 * text, style and text prop. Two rest nodes of the same shape are taken to be equally wide (so
 * "+ 3 ..." predicts "+ 4 ..."), while a new shape must be measured before it is trusted.
 */
export function shapeOf(node: ReactNode): string {
  if (isText(node)) return String(String(node).length);
  if (Array.isArray(node)) return `[${node.map(shapeOf)}]`;
  if (!React.isValidElement(node)) return typeof node === 'object' && node ? '?' : '';
  const props = node.props as Record<string, unknown>;
  const attributes = Object.keys(props).map((key) =>
    key === 'children' ? '' : propShape(key, props[key]),
  );
  // Component types are not compared: a rest renderer rarely switches components by count.
  return `<${typeof node.type === 'string' ? node.type : ''} ${attributes}>${shapeOf(props.children as ReactNode)}`;
}

export interface RestWidthCache {
  /** Remembers the measured width of the rest standing for `omitted` items, drawn in `shape`. */
  record(omitted: number, shape: string, width: number): void;
  /** The width of the rest for `omitted` items in `shape`: measured, or predicted from its shape. */
  predict(omitted: number, shape: string): number | undefined;
}

/**
 * Widths of the rest indicator by count and shape. Knowing the rest's width for counts not shown
 * yet lets one layout pass pick the count, instead of trying counts one commit at a time.
 */
export function createRestWidthCache(): RestWidthCache {
  // Keyed "omitted shape" for exact widths, and by the shape alone for the latest width in it.
  const widths = new Map<string, number>();
  return {
    record(omitted, shape, width) {
      const key = `${omitted} ${shape}`;
      const known = widths.get(key);
      // Same content, new width: styles changed, so every other remembered width is suspect too.
      if (known !== undefined && known !== width) widths.clear();
      widths.set(key, width);
      widths.set(shape, width);
    },
    predict(omitted, shape) {
      return widths.get(`${omitted} ${shape}`) ?? widths.get(shape);
    },
  };
}
