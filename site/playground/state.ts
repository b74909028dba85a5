// The playground's settings, and how they travel in the page's query string: pure.

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

/** The settings given as whole numbers, each with its range (widths in px). */
export const LIMITS = {
  count: { min: 0, max: 500 },
  width: { min: 40, max: 960 },
  fixedWidth: { min: 24, max: 240 },
  maxCountNumber: { min: 0, max: 500 },
  maxRows: { min: 1, max: 6 },
  minVisible: { min: 0, max: 500 },
};

export type NumberSetting = keyof typeof LIMITS;

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

/** A setting's value, rounded and clamped to its range. */
export const clampTo = (setting: NumberSetting, value: number) =>
  Math.min(LIMITS[setting].max, Math.max(LIMITS[setting].min, Math.round(value)));

/**
 * The settings a query string (`?count=40&maxCount=responsive...`) asks for. A parameter that is
 * missing, unknown or out of range leaves its default: a link never breaks the page. A number as
 * `itemWidth` or `maxCount` is the fixed width or the number `maxCount`.
 */
export function parseQuery(search: string): PlaygroundState {
  const query = new URLSearchParams(search);
  const whole = (name: string, setting: NumberSetting) => {
    const value = query.get(name) ?? '';
    const number = Number(value);
    const { min, max } = LIMITS[setting];
    return /^\d{1,6}$/.test(value) && number >= min && number <= max ? number : undefined;
  };
  const mode = <K extends ModeSetting>(name: string, setting: K) => {
    const value = query.get(name) as PlaygroundState[K];
    return (MODES[setting] as readonly string[]).includes(value) ? value : undefined;
  };
  const flag = (name: string) => {
    const value = query.get(name);
    return value === '1' || value === '0' ? value === '1' : undefined;
  };
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
    prefix: flag('prefix') ?? d.prefix,
    suffix: flag('suffix') ?? d.suffix,
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

/**
 * The props the settings pass, the ones that depend on others only where they apply (in the
 * preview, the code and the controls alike): `itemWidth`, `itemPriority` and `minVisible` in
 * responsive mode; `maxRows` there too, in a row (a column never wraps); `collapseFrom` and the
 * rest not with `invalidate`, which hides nothing.
 */
export function applicableProps(state: PlaygroundState) {
  const responsive = state.maxCount === 'responsive';
  return {
    responsiveOnly: responsive,
    rows: responsive && state.orientation !== 'vertical',
    collapsing: state.maxCount !== 'invalidate',
  };
}

/** The `maxCount` prop the settings stand for. */
export const maxCountProp = (state: PlaygroundState) =>
  state.maxCount === 'number' ? state.maxCountNumber : state.maxCount;

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
