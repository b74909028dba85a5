import { SPARE, computeLayout, keepOrder } from '../../src/layout';
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

  it('guesses the free width takes items as narrow as the narrowest rendered one, or itemWidth', () => {
    // 400 px, 7 items use 200: the free 200 take 10 more as narrow as the narrowest (20 px).
    const widths = [20, 20, 20, 20, 20, 50, 50];
    expect(computeLayout(base({ total: 100, widths, available: 400 })).cap).toBe(7 + 10);
    // 1000 px, 5 items of 50 use 250: 15 more.
    expect(
      computeLayout(base({ total: 100, widths: Array(5).fill(50), available: 1000 })).cap,
    ).toBe(5 + 15);
    // Narrower than itemWidth: itemWidth it is.
    expect(
      computeLayout(base({ total: 100, widths: Array(5).fill(4), available: 300, itemWidth: 10 }))
        .cap,
    ).toBe(5 + 28);
  });

  it('renders containerWidth / itemWidth items when none is rendered yet, as 1.5.0', () => {
    expect(computeLayout(base({ total: 100, widths: [], available: 300, itemWidth: 10 }))).toEqual({
      count: null,
      cap: 30,
    });
  });

  it('unmounts what is rendered past what it needs', () => {
    // 300 px needs 10 (as in the tests above): 16 rendered (the measuring guesses, or a wider
    // list's items) are cut back to 10.
    expect(computeLayout(base({ total: 10000, widths: Array(16).fill(50) })).cap).toBe(10);
  });

  it('gives the same answer for the same input', () => {
    const input = base({ total: 50, widths: Array(50).fill(33.3), gap: 2.5, prefix: 7 });
    expect(computeLayout(input)).toEqual(computeLayout(input));
  });
});

describe('computeLayout on one row, as before maxRows', () => {
  it('stops at the first count that overflows, even when a negative margin would pull it back', () => {
    // 200 + 150 overflows 300; a third item with a -100 px margin would bring the row to 250.
    const layout = computeLayout(base({ total: 3, widths: [200, 150, -100], available: 300 }));
    expect(layout.count).toBe(1);
  });
});

describe('computeLayout with maxRows', () => {
  it('wraps items into rows and ends the last row with the rest', () => {
    // 6 items of 100 a row in 600 px; 2 rows: 11 items, then a 40 px rest would need a third.
    const widths = Array(30).fill(100);
    expect(computeLayout(base({ total: 30, widths, available: 600, maxRows: 2 })).count).toBe(11);
    expect(computeLayout(base({ total: 30, widths, available: 600, maxRows: 3 })).count).toBe(17);
  });

  it('shows every item when they fit in maxRows rows, rest or not', () => {
    const widths = Array(12).fill(100);
    expect(computeLayout(base({ total: 12, widths, available: 600, maxRows: 2 }))).toEqual({
      count: 12,
      cap: 12,
    });
  });

  it('wastes the end of a row that the next item does not fit into', () => {
    // 250 + 250 fill 500 of 600; 150 starts row 2; two rows hold 250, 250 | 150, 150, 150, rest.
    const widths = [250, 250, 150, 150, 150, 150, 150];
    expect(computeLayout(base({ total: 7, widths, available: 600, maxRows: 2 })).count).toBe(5);
  });

  it('gives an item wider than the container a row of its own', () => {
    // Rows: 100 | 700 | 100, 100, 100. With 2 rows, the 700 px item and a rest need a third.
    const widths = [100, 700, 100, 100, 100];
    expect(computeLayout(base({ total: 5, widths, available: 600, maxRows: 2 })).count).toBe(1);
    expect(computeLayout(base({ total: 5, widths, available: 600, maxRows: 3 })).count).toBe(5);
  });

  it('counts gaps only between children of the same row', () => {
    // 3 x 190 + 2 gaps of 15 = 600 exactly a row.
    const widths = Array(6).fill(190);
    expect(computeLayout(base({ total: 6, widths, available: 600, gap: 15, maxRows: 2 }))).toEqual({
      count: 6,
      cap: 6,
    });
  });

  it('asks to render more items while every rendered one fits in the rows', () => {
    const layout = computeLayout(
      base({ total: 100, widths: Array(5).fill(50), available: 300, maxRows: 3 }),
    );
    expect(layout.count).toBeNull();
    // 900 px of rows, 250 used: 13 more items as narrow as the narrowest rendered (50 px) fit.
    expect(layout.cap).toBe(18);
  });
});

describe('computeLayout from the start', () => {
  it('keeps the same count on one row: the order of widths does not matter there', () => {
    const widths = [60, 70, 80, 90, 100];
    const end = computeLayout(base({ widths, available: 250 }));
    expect(computeLayout(base({ widths, available: 250, fromStart: true }))).toEqual(end);
  });

  it('wraps rows in the order they show: prefix, rest, then the kept items', () => {
    // Data widths 200, 200, 200, 350, 350 in 600 px, 2 rows, a 40 px rest.
    // From the end, 4 show: 200 200 200 | 350 rest. From the start, 4 would be rest 200 200 |
    // 350 | 350; 3 show: rest 200 350 | 350.
    const data = [200, 200, 200, 350, 350];
    const input = { total: 5, available: 600, maxRows: 2 };
    expect(computeLayout(base({ ...input, widths: data })).count).toBe(4);
    const keptOrder = [...data].reverse();
    expect(computeLayout(base({ ...input, widths: keptOrder, fromStart: true })).count).toBe(3);
  });
});

describe('keepOrder', () => {
  it('keeps the highest priority first and equal priorities in list order', () => {
    expect(keepOrder([1, 3, 2, 3, 1])).toEqual({ order: [1, 3, 2, 0, 4], pinned: 0 });
  });

  it('from the start, breaks ties from the last item back', () => {
    expect(keepOrder([1, 3, 2, 3, 1], true)).toEqual({ order: [3, 1, 2, 4, 0], pinned: 0 });
  });

  it('puts pinned items (Infinity) first and counts them', () => {
    expect(keepOrder([0, Infinity, -Infinity, Infinity, 5])).toEqual({
      order: [1, 3, 4, 0, 2],
      pinned: 2,
    });
  });

  it('keeps the list order when every priority is the same', () => {
    expect(keepOrder([7, 7, 7]).order).toEqual([0, 1, 2]);
    expect(keepOrder([7, 7, 7], true).order).toEqual([2, 1, 0]);
  });
});

describe('computeLayout with a minimum', () => {
  it('shows at least minVisible items even when they do not fit', () => {
    const widths = Array(10).fill(50);
    // 5 fit beside the rest in 300; 7 must show.
    expect(computeLayout(base({ total: 10, widths, minVisible: 7 }))).toEqual({
      count: 7,
      cap: 7 + SPARE,
    });
  });

  it('shows more than minVisible when more fit, and never more than there are', () => {
    const widths = Array(10).fill(50);
    expect(computeLayout(base({ total: 10, widths, minVisible: 2 })).count).toBe(5);
    expect(computeLayout(base({ total: 3, widths: [400, 400, 400], minVisible: 9 })).count).toBe(3);
  });

  it('asks to render the minimum when it reaches past the rendered items', () => {
    // Two rendered items, the first overflows: 6 must show, so 6 and the spares render.
    const layout = computeLayout(base({ total: 20, widths: [400, 10], minVisible: 6 }));
    expect(layout).toEqual({ count: 6, cap: 6 + SPARE });
  });
});

describe('computeLayout with items kept by priority', () => {
  it('in one row, adds the kept widths whatever their places', () => {
    // Slots hold items 2, 0, 1: widths in slot order.
    const layout = computeLayout(
      base({ total: 3, widths: [100, 100, 120], available: 250, order: [2, 0, 1], rest: () => 30 }),
    );
    // 100 + 100 + 30 = 230 fits; all three (320) do not.
    expect(layout.count).toBe(2);
  });

  it('in rows, wraps the kept items in data order, not in slot order', () => {
    // Slots hold items 2, 0, 1 (widths 60, 70, 50), so items 0, 1, 2 are 70, 50 and 60 wide.
    // In data order, rows of 120 take 70 50 | 60 and the 20 px rest: two rows, all three kept.
    // Wrapped in slot order they would take 60 | 70 50 | 20, three rows, so only two would show.
    const input = base({
      total: 4,
      widths: [60, 70, 50, 200],
      available: 120,
      order: [2, 0, 1, 3],
      maxRows: 2,
      rest: () => 20,
    });
    expect(computeLayout(input).count).toBe(3);
    expect(computeLayout({ ...input, order: undefined }).count).toBe(2);
  });
});

describe('computeLayout along a column (orientation="vertical": heights on the main axis)', () => {
  // A board column 200 px tall: cards 40, 25, 60, 30, 45 and 35 px tall (vertical margins
  // included), row-gap 8, a 20 px "+ N more".
  const column = (overrides: Partial<LayoutInput>) =>
    base({
      total: 6,
      widths: [40, 25, 60, 30, 45, 35],
      available: 200,
      gap: 8,
      rest: () => 20,
      ...overrides,
    });

  it('shows the longest run of cards that fits above the rest, gaps between each pair', () => {
    // 40 + 25 + 60 + 30 + 3 gaps = 179, then 8 + 20 for the rest = 207 > 200; three cards take
    // 125 + 2 gaps + 8 + 20 = 169.
    expect(computeLayout(column({})).count).toBe(3);
    expect(computeLayout(column({ available: 207 })).count).toBe(4);
    expect(computeLayout(column({ available: 206.984375 })).count).toBe(3);
  });

  it('counts the rest once, and the gap before it once', () => {
    // Two cards and the rest fill 40 + 8 + 25 + 8 + 20 = 101 exactly.
    expect(computeLayout(column({ available: 101 })).count).toBe(2);
    expect(computeLayout(column({ available: 100.984375 })).count).toBe(1);
  });

  it('keeps the last cards from the start: slots count from the bottom card up', () => {
    // Slots hold cards 5, 4, 3, ... (35, 45, 30, 60): 35 + 45 + 30 + 2 gaps + 8 + 20 = 154 fits,
    // with 60 more (and a gap) it is 222.
    const fromStart = column({ fromStart: true, widths: [35, 45, 30, 60, 25, 40] });
    expect(computeLayout(fromStart).count).toBe(3);
  });

  it('counts a prefix (a column title) and a suffix (an "Add card" button) like cards', () => {
    // 30 + 40 + 25 + 30 + 4 gaps + 20 = 177 with two cards; with the third, 245.
    const layout = computeLayout(column({ prefix: 30, suffix: 30 }));
    expect(layout.count).toBe(2);
  });

  it('shows every card and no rest when the column is tall enough for all of them', () => {
    // 235 px of cards and 5 gaps of 8.
    expect(computeLayout(column({ available: 275 }))).toEqual({ count: 6, cap: 6 });
  });
});
