// The playground's settings and their query string (pure). In the query's order: each setting's
// default, range or modes, and `param`, its name in the query.
export const SETTINGS = {
  count: { init: 20, min: 0, max: 500 },
  // Within a phone's column (342 px at 390), with the handle beyond the box's edge.
  width: { init: 300, min: 40, max: 960 },
  itemWidth: { init: 'varied', modes: ['fixed', 'varied'] },
  maxCount: { init: 'responsive', modes: ['responsive', 'number', 'invalidate'] },
  maxRows: { init: 1, min: 1, max: 6, param: 'rows' },
  collapseFrom: { init: 'end', modes: ['end', 'start'], param: 'from' },
  // `itemPriority`: none, or one of the presets in ./source.
  priority: { init: 'none', modes: ['none', 'pinFirst', 'pinLast', 'shorterFirst'] },
  minVisible: { init: 0, min: 0, max: 500, param: 'min' },
  prefix: { init: false },
  suffix: { init: false },
  rest: { init: 'default', modes: ['default', 'custom', 'raw'] },
  orientation: { init: 'horizontal', modes: ['horizontal', 'vertical'] },
  // These two travel as `itemWidth` and `maxCount` (see NUMBERED).
  fixedWidth: { init: 80, min: 24, max: 240 },
  maxCountNumber: { init: 5, min: 0, max: 500 },
} as const;

type Settings = typeof SETTINGS;
type Spec = { init: unknown; min?: number; modes?: readonly string[]; param?: string };
type Of<Shape> = { [K in keyof Settings]: Settings[K] extends Shape ? K : never }[keyof Settings];
export type ModeSetting = Of<{ modes: unknown }>;
export type NumberSetting = Of<{ min: number }>;
export type PriorityMode = Settings['priority']['modes'][number];
type ValueOf<Spec> = Spec extends { modes: readonly (infer Mode)[] }
  ? Mode
  : Spec extends { min: number }
    ? number
    : boolean;
export type PlaygroundState = { -readonly [K in keyof Settings]: ValueOf<Settings[K]> };

export const DEFAULT_STATE = Object.fromEntries(
  Object.entries(SETTINGS).map(([setting, spec]) => [setting, spec.init]),
) as PlaygroundState;

/** The height of the column the preview and the code give a vertical list, in px. */
export const COLUMN_HEIGHT = 180;

export const clampTo = (setting: NumberSetting, value: number) =>
  Math.min(SETTINGS[setting].max, Math.max(SETTINGS[setting].min, Math.round(value)));

/** The mode that travels in the query as a number, and the setting that holds it. */
const NUMBERED: Partial<Record<keyof Settings, [mode: string, setting: NumberSetting]>> = {
  itemWidth: ['fixed', 'fixedWidth'],
  maxCount: ['number', 'maxCountNumber'],
};

const PARAMS = (Object.keys(SETTINGS) as (keyof Settings)[])
  .filter((setting) => setting !== 'fixedWidth' && setting !== 'maxCountNumber')
  .map((setting) => [setting, (SETTINGS[setting] as Spec).param ?? setting] as const);

/** A query parameter's value as `setting`'s, or undefined when it is none of its values. */
function read(setting: keyof Settings, value: string) {
  const { min, modes }: Spec = SETTINGS[setting];
  if (modes) return modes.includes(value) ? value : undefined;
  if (min === undefined) return value === '1' || value === '0' ? value === '1' : undefined;
  const number = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  return clampTo(setting as NumberSetting, number) === number ? number : undefined;
}

/** A parameter missing, unknown or out of range keeps its default: a link never breaks the page. */
export function parseQuery(search: string): PlaygroundState {
  const query = new URLSearchParams(search);
  const state: Record<string, unknown> = { ...DEFAULT_STATE };
  for (const [setting, param] of PARAMS) {
    const value = query.get(param) ?? '';
    const [mode, numberSetting] = NUMBERED[setting] ?? [];
    const own = read(setting, value);
    if (own !== undefined) state[setting] = own;
    else if (numberSetting && read(numberSetting, value) !== undefined) {
      Object.assign(state, { [setting]: mode, [numberSetting]: Number(value) });
    }
  }
  return state as PlaygroundState;
}

/** The query string (without `?`) that `parseQuery` reads back as `state`. */
export function toQuery(state: PlaygroundState): string {
  const query = new URLSearchParams();
  for (const [setting, param] of PARAMS) {
    const [mode, numberSetting] = NUMBERED[setting] ?? [];
    const value = numberSetting && state[setting] === mode ? state[numberSetting] : state[setting];
    query.set(param, typeof value === 'boolean' ? String(Number(value)) : String(value));
  }
  // Only a column travels: an address of a row stays as it was before columns.
  if (state.orientation !== 'vertical') query.delete('orientation');
  return query.toString();
}

// Where props that depend on others apply: `maxRows` in a row only; no collapse with `invalidate`.
export const applicableProps = ({ maxCount, orientation }: PlaygroundState) => ({
  responsiveOnly: maxCount === 'responsive',
  rows: maxCount === 'responsive' && orientation !== 'vertical',
  collapsing: maxCount !== 'invalidate',
});

/** Items shown; in responsive mode what `onVisibleChange` last reported (null before that). */
export function visibleCount(state: PlaygroundState, reported: number | null): number | null {
  if (state.count === 0) return 0;
  if (state.maxCount === 'responsive') return reported;
  if (state.maxCount === 'number') return Math.min(state.maxCountNumber, state.count);
  return state.count;
}
