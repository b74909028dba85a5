/**
 * The playground's settings, and how they travel in the page's query string. Pure: the page reads
 * them from `location.search` and writes them back with `history.replaceState`.
 */

export type ItemWidthMode = 'fixed' | 'varied';
export type MaxCountMode = 'responsive' | 'number' | 'invalidate';
export type CollapseFrom = 'end' | 'start';
export type RestMode = 'default' | 'custom' | 'raw';
/** `itemPriority`: none, or one of the presets in ./sample (`PRIORITIES`). */
export type PriorityMode = 'none' | 'pinFirst' | 'pinLast' | 'shorterFirst';
export type Orientation = 'horizontal' | 'vertical';

export interface PlaygroundState {
  /** How many items `data` holds. */
  count: number;
  /** The container's width in px. */
  width: number;
  itemWidth: ItemWidthMode;
  /** The width of every item in px when `itemWidth` is `fixed` (also the `itemWidth` prop). */
  fixedWidth: number;
  maxCount: MaxCountMode;
  /** `maxCount` when `maxCount` is `number`. */
  maxCountNumber: number;
  maxRows: number;
  collapseFrom: CollapseFrom;
  priority: PriorityMode;
  minVisible: number;
  prefix: boolean;
  suffix: boolean;
  rest: RestMode;
  /** Left out for the default, a row; `vertical` stacks the items in a `COLUMN_HEIGHT` column. */
  orientation?: Orientation;
}

/** The height of the column the preview and the code give a vertical list, in px. */
export const COLUMN_HEIGHT = 180;
export const ORIENTATIONS: readonly Orientation[] = ['horizontal', 'vertical'];

interface Range {
  min: number;
  max: number;
}

export const LIMITS = {
  count: { min: 0, max: 500 },
  width: { min: 40, max: 960 },
  fixedWidth: { min: 24, max: 240 },
  maxCountNumber: { min: 0, max: 500 },
  maxRows: { min: 1, max: 6 },
  minVisible: { min: 0, max: 500 },
} satisfies Record<string, Range>;

export const DEFAULT_STATE: PlaygroundState = {
  count: 20,
  // Within a phone's column (342 px at 390), with the handle beyond the box's edge.
  width: 300,
  itemWidth: 'varied',
  fixedWidth: 80,
  maxCount: 'responsive',
  maxCountNumber: 5,
  maxRows: 1,
  collapseFrom: 'end',
  priority: 'none',
  minVisible: 0,
  prefix: false,
  suffix: false,
  rest: 'default',
};

export const REST_MODES: readonly RestMode[] = ['default', 'custom', 'raw'];
export const PRIORITY_MODES: readonly PriorityMode[] = [
  'none',
  'pinFirst',
  'pinLast',
  'shorterFirst',
];

/** A whole number within `range`, rounded and clamped (for controls); NaN gives `fallback`. */
export function clampTo(range: Range, value: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(range.max, Math.max(range.min, Math.round(value)));
}

/** A query value that is a whole number within `range` exactly as written, or undefined. */
function readWhole(value: string | null, range: Range): number | undefined {
  if (value === null || !/^\d{1,6}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= range.min && number <= range.max ? number : undefined;
}

function readOneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

function readFlag(value: string | null): boolean | undefined {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return undefined;
}

/**
 * The settings a query string (`?count=40&maxCount=responsive...`) asks for. A parameter that is
 * missing, unknown or out of range leaves its default: a link never breaks the page.
 */
export function parseQuery(search: string): PlaygroundState {
  const query = new URLSearchParams(search);
  const state: PlaygroundState = { ...DEFAULT_STATE };
  state.count = readWhole(query.get('count'), LIMITS.count) ?? state.count;
  state.width = readWhole(query.get('width'), LIMITS.width) ?? state.width;
  state.maxRows = readWhole(query.get('rows'), LIMITS.maxRows) ?? state.maxRows;
  state.collapseFrom =
    readOneOf(query.get('from'), ['end', 'start'] as const) ?? state.collapseFrom;
  state.priority = readOneOf(query.get('priority'), PRIORITY_MODES) ?? state.priority;
  state.minVisible = readWhole(query.get('min'), LIMITS.minVisible) ?? state.minVisible;
  state.prefix = readFlag(query.get('prefix')) ?? state.prefix;
  state.suffix = readFlag(query.get('suffix')) ?? state.suffix;
  state.rest = readOneOf(query.get('rest'), REST_MODES) ?? state.rest;
  if (readOneOf(query.get('orientation'), ORIENTATIONS) === 'vertical')
    state.orientation = 'vertical';

  const itemWidth = query.get('itemWidth');
  const fixedWidth = readWhole(itemWidth, LIMITS.fixedWidth);
  if (fixedWidth !== undefined) {
    state.itemWidth = 'fixed';
    state.fixedWidth = fixedWidth;
  } else if (itemWidth === 'varied') state.itemWidth = 'varied';

  const maxCount = query.get('maxCount');
  const maxCountNumber = readWhole(maxCount, LIMITS.maxCountNumber);
  if (maxCountNumber !== undefined) {
    state.maxCount = 'number';
    state.maxCountNumber = maxCountNumber;
  } else {
    state.maxCount = readOneOf(maxCount, ['responsive', 'invalidate'] as const) ?? state.maxCount;
  }
  return state;
}

/** The query string (without `?`) that `parseQuery` reads back as `state`. */
export function toQuery(state: PlaygroundState): string {
  const query = new URLSearchParams({
    count: String(state.count),
    width: String(state.width),
    itemWidth: state.itemWidth === 'fixed' ? String(state.fixedWidth) : 'varied',
    maxCount: state.maxCount === 'number' ? String(state.maxCountNumber) : state.maxCount,
    rows: String(state.maxRows),
    from: state.collapseFrom,
    priority: state.priority,
    min: String(state.minVisible),
    prefix: state.prefix ? '1' : '0',
    suffix: state.suffix ? '1' : '0',
    rest: state.rest,
  });
  // Only a column travels: an address of a row stays as it was before columns.
  if (state.orientation === 'vertical') query.set('orientation', 'vertical');
  return query.toString();
}

/** The `maxCount` prop the settings stand for. */
export function maxCountProp(state: PlaygroundState): number | 'responsive' | 'invalidate' {
  return state.maxCount === 'number' ? state.maxCountNumber : state.maxCount;
}

/** Which of the props that depend on others apply with these settings. */
export interface Applicable {
  /** `maxRows`, `itemWidth`, `itemPriority` and `minVisible`: responsive mode only. */
  responsiveOnly: boolean;
  /** `collapseFrom` and the rest: not with `invalidate`, which hides nothing. */
  collapsing: boolean;
}

/** `maxRows` applies in responsive mode to a row: a column never wraps. */
export const rowsApply = (state: PlaygroundState) =>
  applicableProps(state).responsiveOnly && state.orientation !== 'vertical';

export function applicableProps(state: PlaygroundState): Applicable {
  return {
    responsiveOnly: state.maxCount === 'responsive',
    collapsing: state.maxCount !== 'invalidate',
  };
}

/**
 * How many items the list shows: in responsive mode what `onVisibleChange` last reported (null
 * before the first report), a number `maxCount` caps the items, `invalidate` shows them all.
 */
export function visibleCount(state: PlaygroundState, reported: number | null): number | null {
  if (state.count === 0) return 0;
  if (state.maxCount === 'responsive') return reported;
  if (state.maxCount === 'number') return Math.min(state.maxCountNumber, state.count);
  return state.count;
}
