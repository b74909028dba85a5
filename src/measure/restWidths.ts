// Widths of the rest indicator (heights in a column) by the count it stands for and its shape.
import type { ReactElement, ReactNode } from 'react';

/**
 * How a node lays out, cheaply: its tags, classes and the length of each text. The rest in one
 * shape is taken to be as wide as it was last measured in it (so "+ 3 ..." predicts "+ 4 ..."); a
 * new shape is measured before it is trusted.
 */
export function shapeOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(String(node).length);
  if (Array.isArray(node)) return `[${node.map(shapeOf)}]`;
  const element = node as ReactElement<{ className?: string; children?: ReactNode }> | null;
  // Nothing, a boolean, or a node that is not an element (a portal): no shape of its own.
  if (!element || !element.props) return '';
  const { className, children } = element.props;
  // Component types are not compared: a rest renderer rarely switches components by count.
  return `<${typeof element.type === 'string' ? element.type : ''}.${className}>${shapeOf(children)}`;
}

/**
 * Knowing the rest's width for counts not shown yet lets one layout pass pick the count, instead
 * of trying counts one commit at a time.
 */
export function createRestWidthCache() {
  // Keyed "omitted shape" for exact widths, and by the shape alone for the latest width in it.
  const widths = new Map<string, number>();
  return {
    /** Remembers the measured width of the rest standing for `omitted` items, drawn in `shape`. */
    record(omitted: number, shape: string, width: number) {
      const key = `${omitted} ${shape}`;
      // Same content, new width: styles changed, so every other remembered width is suspect too.
      if (widths.has(key) && widths.get(key) !== width) widths.clear();
      widths.set(key, width);
      widths.set(shape, width);
    },
    /** The rest's width for `omitted` items in `shape`: as measured, or as last measured in it. */
    predict: (omitted: number, shape: string) =>
      widths.get(`${omitted} ${shape}`) ?? widths.get(shape),
  };
}
