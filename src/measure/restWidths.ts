// Widths of the rest indicator (heights in a column) by the count it stands for and its shape.
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
