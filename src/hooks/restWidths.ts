import * as React from 'react';
import type { ReactNode } from 'react';

function isPrimitive(value: unknown): boolean {
  return value === null || (typeof value !== 'object' && typeof value !== 'function');
}

function propShape(key: string, value: unknown): string {
  if (value === undefined) return '';
  // A style may carry a count-dependent width: its text's length counts, like a text prop's.
  if (key === 'style') return ` style=${JSON.stringify(value).length}`;
  // A function or an object prop (other than style) does not change the width.
  if (!isPrimitive(value)) return '';
  if (key === 'className') return ` className=${String(value)}`;
  return ` ${key}=${String(value).length}`;
}

/**
 * A cheap description of how a node will lay out: tag names, class names and the length of
 * every text and primitive prop. Two rest nodes with the same shape are assumed to be equally wide
 * (so "+ 3 ..." predicts "+ 4 ..."), while a different shape must be measured before it is trusted.
 */
export function shapeOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (isPrimitive(node)) return String(String(node).length);
  if (Array.isArray(node)) return `[${node.map(shapeOf).join(',')}]`;
  if (React.isValidElement(node)) {
    const props = node.props as Record<string, unknown>;
    // Component types are not compared: a rest renderer rarely switches components by count.
    const tag = typeof node.type === 'string' ? node.type : '';
    let attributes = '';
    for (const key of Object.keys(props)) {
      if (key !== 'children') attributes += propShape(key, props[key]);
    }
    return `<${tag}${attributes}>${shapeOf(props.children as ReactNode)}`;
  }
  return '?';
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
