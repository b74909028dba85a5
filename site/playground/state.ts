/**
 * The playground's settings, and how they travel in the page's query string. Pure: the page reads
 * them from `location.search` and writes them back with `history.replaceState`.
 */

/** The settings chosen among named modes, each with its modes in the order the controls list them. */
export const MODES = {
  itemWidth: ['fixed', 'varied'],
  maxCount: ['responsive', 'number', 'invalidate'],
  orientation: ['horizontal', 'vertical'],
  collapseFrom: ['end', 'start'],
  /** `itemPriority`: none, or one of the presets in ./sample (`PRIORITIES`). */
  priority: ['none', 'pinFirst', 'pinLast', 'shorterFirst'],
  rest: ['default', 'custom', 'raw'],
} as const;

export type ModeSetting = keyof typeof MODES;
export type PriorityMode = (typeof MODES.priority)[number];

/** The settings given as whole numbers, each with its range. */
export const LIMITS = {
  /** How many items `data` holds. */
  count: { min: 0, max: 500 },
  /** The container's width in px. */
  width: { min: 40, max: 960 },
  /** The width of every item in px when `itemWidth` is `fixed` (also the `itemWidth` prop). */
  fixedWidth: { min: 24, max: 240 },
  /** `maxCount` when `maxCount` is `number`. */
  maxCountNumber: { min: 0, max: 500 },
  maxRows: { min: 1, max: 6 },
  minVisible: { min: 0, max: 500 },
};

export type NumberSetting = keyof typeof LIMITS;
type Range = (typeof LIMITS)[NumberSetting];

export type PlaygroundState = { [K in ModeSetting]: (typeof MODES)[K][number] } & {
  [K in NumberSetting]: number;
} & { prefix: boolean; suffix: boolean };

/** The height of the column the preview and the code give a vertical list, in px. */
export const COLUMN_HEIGHT = 180;

export const DEFAULT_STATE: PlaygroundState = {
  count: 20,
  // Within a phone's column (342 px at 390), with the handle beyond the box's edge.
  width: 300,
  itemWidth: 'varied',
  fixedWidth: 80,
  maxCount: 'responsive',
  maxCountNumber: 5,
  orientation: 'horizontal',
  maxRows: 1,
  collapseFrom: 'end',
  priority: 'none',
  minVisible: 0,
  prefix: false,
  suffix: false,
  rest: 'default',
};

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

function readMode<K extends ModeSetting>(setting: K, value: string | null) {
  const modes: readonly string[] = MODES[setting];
  return value !== null && modes.includes(value) ? (value as PlaygroundState[K]) : undefined;
}

function readFlag(value: string | null): boolean | undefined {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return undefined;
}

/**
 * The settings a query string (`?count=40&maxCount=responsive...`) asks for. A parameter that is
 * missing, unknown or out of range leaves its default: a link never breaks the page. A number as
 * `itemWidth` or `maxCount` is the fixed width or the number `maxCount`.
 */
export function parseQuery(search: string): PlaygroundState {
  const query = new URLSearchParams(search);
  const whole = (name: string, setting: NumberSetting) =>
    readWhole(query.get(name), LIMITS[setting]);
  const mode = <K extends ModeSetting>(name: string, setting: K) =>
    readMode(setting, query.get(name));
  const fixedWidth = whole('itemWidth', 'fixedWidth');
  const maxCountNumber = whole('maxCount', 'maxCountNumber');
  const d = DEFAULT_STATE;
  return {
    count: whole('count', 'count') ?? d.count,
    width: whole('width', 'width') ?? d.width,
    itemWidth: fixedWidth === undefined ? (mode('itemWidth', 'itemWidth') ?? d.itemWidth) : 'fixed',
    fixedWidth: fixedWidth ?? d.fixedWidth,
    maxCount:
      maxCountNumber === undefined ? (mode('maxCount', 'maxCount') ?? d.maxCount) : 'number',
    maxCountNumber: maxCountNumber ?? d.maxCountNumber,
    orientation: mode('orientation', 'orientation') ?? d.orientation,
    maxRows: whole('rows', 'maxRows') ?? d.maxRows,
    collapseFrom: mode('from', 'collapseFrom') ?? d.collapseFrom,
    priority: mode('priority', 'priority') ?? d.priority,
    minVisible: whole('min', 'minVisible') ?? d.minVisible,
    prefix: readFlag(query.get('prefix')) ?? d.prefix,
    suffix: readFlag(query.get('suffix')) ?? d.suffix,
    rest: mode('rest', 'rest') ?? d.rest,
  };
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

/**
 * Which of the props that depend on others apply with these settings: the preview passes them,
 * the code writes them and the controls enable them only then.
 */
export function applicableProps(state: PlaygroundState) {
  const responsive = state.maxCount === 'responsive';
  return {
    /** `itemWidth`, `itemPriority` and `minVisible`: responsive mode only. */
    responsiveOnly: responsive,
    /** `maxRows`: responsive mode, and a row (a column never wraps). */
    rows: responsive && state.orientation !== 'vertical',
    /** `collapseFrom` and the rest: not with `invalidate`, which hides nothing. */
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
