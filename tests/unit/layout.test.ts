import * as React from 'react';
import { computeLayout } from '../../src/layout';
import { shapeOf } from '../../src/hooks/restWidths';
import type { LayoutInput } from '../../src/layout';

const base = (overrides: Partial<LayoutInput>): LayoutInput => ({
  total: 5,
  widths: [50, 50, 50, 50, 50],
  available: 300,
  gap: 0,
  itemWidth: 10,
  rest: () => 40,
  ...overrides,
});

describe('computeLayout', () => {
  it('shows every item when all of them fit without the rest', () => {
    expect(computeLayout(base({}))).toEqual({ count: 5, cap: 5 });
  });

  it('shows the largest run that fits beside the rest', () => {
    // 5 x 50 + 40 = 290 fits; 6 x 50 + 40 = 340 does not.
    const widths = Array(10).fill(50);
    expect(computeLayout(base({ total: 10, widths })).count).toBe(5);
  });

  it('counts prefix, suffix and the gaps between every pair of in-flow children', () => {
    const widths = Array(10).fill(50);
    // prefix 20 + 3 items + rest 40 + suffix 20 = 230, plus 5 gaps of 10 = 280.
    const layout = computeLayout(base({ total: 10, widths, prefix: 20, suffix: 20, gap: 10 }));
    expect(layout.count).toBe(3);
    // With 4 items it would be 280 + 50 + 10 = 340.
  });

  it('uses no gap for a single child', () => {
    expect(computeLayout(base({ total: 1, widths: [300], gap: 50 })).count).toBe(1);
  });

  it('never overflows by a fraction of a pixel, but forgives float noise', () => {
    const widths = [100.015625, 100, 100];
    expect(computeLayout(base({ total: 3, widths, rest: () => 0 })).count).toBe(2);
    expect(computeLayout(base({ total: 3, widths: [0.1, 0.2, 299.7], rest: () => 10 })).count).toBe(
      3,
    );
  });

  it('shows 0 items and the rest when even the first item does not fit', () => {
    expect(computeLayout(base({ total: 1, widths: [301] })).count).toBe(0);
  });

  it('keeps an item that exactly fits', () => {
    expect(computeLayout(base({ total: 1, widths: [300] })).count).toBe(1);
  });

  it('counts zero-width items as items', () => {
    const widths = [290, 0, 0, 0];
    expect(computeLayout(base({ total: 4, widths })).count).toBe(4);
  });

  it('uses the rest width of the count it would show', () => {
    // The blink case: the rest is a bare "3" (8 px) when 3 items hide, 106 px otherwise.
    const rest = (omitted: number) => (omitted === 3 ? 8 : 106);
    expect(computeLayout(base({ widths: Array(5).fill(106), rest })).count).toBe(2);
    expect(computeLayout(base({ total: 2, widths: [106, 106], available: 180, rest })).count).toBe(
      0,
    );
  });

  it('tries an unknown rest width as 0 so that rendering it reveals the real width', () => {
    const rest = (omitted: number) => (omitted === 1 ? undefined : 40);
    // 5 x 55 = 275 fits only if the rest is narrow: try it.
    expect(computeLayout(base({ widths: Array(6).fill(55), total: 6, rest })).count).toBe(5);
  });

  it('renders more items when every rendered item fits', () => {
    const layout = computeLayout(base({ total: 100, widths: Array(10).fill(10) }));
    expect(layout.count).toBeNull();
    expect(layout.cap).toBeGreaterThan(10);
  });

  it('at least doubles what it renders, so zero-width items need few passes', () => {
    expect(computeLayout(base({ total: 1000, widths: Array(30).fill(0) })).cap).toBe(60);
  });

  it('keeps the first item that overflows and three more rendered, and no others', () => {
    // 300 px: the 7th item of 50 px is the first that overflows; items 1 to 10 stay rendered.
    const widths = Array(200).fill(50);
    expect(computeLayout(base({ total: 10000, widths })).cap).toBe(10);
    const wide = Array(200).fill(3);
    wide[80] = 1000;
    expect(computeLayout(base({ total: 10000, widths: wide })).cap).toBe(84);
    // With only 8 rendered, the next commit of a new count renders the spares too.
    expect(computeLayout(base({ total: 10000, widths: Array(8).fill(50) })).cap).toBe(10);
  });

  it('keeps what is rendered while it is less than twice what it needs', () => {
    // 300 px needs 10 (as above). After a wider container rendered 20, a narrower one keeps them:
    // resizing back and forth mounts nothing. 21 is more than twice 10: back to 10.
    expect(computeLayout(base({ total: 10000, widths: Array(20).fill(50) })).cap).toBe(20);
    expect(computeLayout(base({ total: 10000, widths: Array(21).fill(50) })).cap).toBe(10);
  });

  it('gives the same answer for the same input', () => {
    const input = base({ total: 50, widths: Array(50).fill(33.3), gap: 2.5, prefix: 7 });
    expect(computeLayout(input)).toEqual(computeLayout(input));
  });
});

describe('shapeOf', () => {
  it('gives strings of equal length the same shape', () => {
    expect(shapeOf('+ 3 ...')).toBe(shapeOf('+ 4 ...'));
    expect(shapeOf('+ 9 ...')).not.toBe(shapeOf('+ 10 ...'));
  });

  it('tells a bare number from an element', () => {
    expect(shapeOf(3)).not.toBe(shapeOf(React.createElement('div', null, '+3...')));
  });

  it('compares element types, class names, text lengths and style values', () => {
    const tag = (n: number, className = 'tag') =>
      React.createElement('span', { className, style: { width: n } }, '+', n);
    expect(shapeOf(tag(3))).toBe(shapeOf(tag(4)));
    expect(shapeOf(tag(3))).not.toBe(shapeOf(tag(30)));
    expect(shapeOf(tag(3))).not.toBe(shapeOf(tag(3, 'wide')));
  });
});
