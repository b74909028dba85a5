import React from 'react';
import type { PlaygroundMessages } from './messages';
import { SETTINGS, applicableProps, clampTo } from './state';
import type { ModeSetting, NumberSetting, PlaygroundState } from './state';

interface ControlsProps {
  state: PlaygroundState;
  t: PlaygroundMessages;
  onChange: (patch: Partial<PlaygroundState>) => void;
}

const idOf = (setting: keyof PlaygroundState) => `site-playground-${setting}`;
const modesOf = (setting: ModeSetting): readonly string[] => SETTINGS[setting].modes;
// Inapplicable props: disabled and `data-inapplicable`, unlike controls waiting for hydration.
const inapplicable = (off: boolean) => ({ disabled: off, 'data-inapplicable': off || undefined });

export default function Controls({ state, t, onChange }: ControlsProps) {
  const applies = applicableProps(state);
  const modeLabel = (setting: ModeSetting, mode: string) =>
    (t.modes[setting] as Record<string, string>)[mode];

  /** A number input; what is typed is clamped to its range, and also picks `picks`. */
  const numberInput = (
    setting: NumberSetting,
    disabled = false,
    picks?: Partial<PlaygroundState>,
  ) => (
    <input
      id={idOf(setting)}
      type="number"
      inputMode="numeric"
      min={SETTINGS[setting].min}
      max={SETTINGS[setting].max}
      value={state[setting]}
      // Inside a mode's choice, the input has no visible label of its own.
      aria-label={picks ? t.labels[setting] : undefined}
      {...inapplicable(disabled)}
      // An empty or partial entry ("", "-") is left alone until it is a number.
      onChange={(event) => {
        const typed = event.target.valueAsNumber;
        if (Number.isFinite(typed)) onChange({ ...picks, [setting]: clampTo(setting, typed) });
      }}
    />
  );

  const field = (setting: keyof PlaygroundState, control: React.ReactNode) => (
    <div className="site-playground-field">
      <label htmlFor={idOf(setting)}>{t.labels[setting]}</label>
      {control}
    </div>
  );

  /** A setting's modes as radios; a mode with a number beside it is picked by typing one too. */
  const radios = (
    setting: ModeSetting,
    disabled = false,
    numbers: Record<string, NumberSetting> = {},
  ) => (
    <fieldset className="site-playground-field" {...inapplicable(disabled)}>
      <legend>{t.labels[setting]}</legend>
      {modesOf(setting).map((mode) => (
        <span key={mode} className="site-playground-choice">
          <label>
            <input
              type="radio"
              name={idOf(setting)}
              value={mode}
              checked={state[setting] === mode}
              onChange={() => onChange({ [setting]: mode })}
            />
            {modeLabel(setting, mode)}
          </label>
          {numbers[mode] && numberInput(numbers[mode], false, { [setting]: mode })}
          {numbers[mode] === 'fixedWidth' && <span aria-hidden="true">{t.px}</span>}
        </span>
      ))}
    </fieldset>
  );

  const select = (setting: ModeSetting, disabled: boolean) =>
    field(
      setting,
      <select
        id={idOf(setting)}
        value={state[setting]}
        {...inapplicable(disabled)}
        onChange={(event) => onChange({ [setting]: event.target.value })}
      >
        {modesOf(setting).map((mode) => (
          <option key={mode} value={mode}>
            {modeLabel(setting, mode)}
          </option>
        ))}
      </select>,
    );

  return (
    <div className="site-playground-controls">
      {field('count', numberInput('count'))}
      {radios('itemWidth', false, { fixed: 'fixedWidth' })}
      {radios('maxCount', false, { number: 'maxCountNumber' })}
      {radios('orientation')}
      {field('maxRows', numberInput('maxRows', !applies.rows))}
      {radios('collapseFrom', !applies.collapsing)}
      {select('priority', !applies.responsiveOnly)}
      {field('minVisible', numberInput('minVisible', !applies.responsiveOnly))}
      <div className="site-playground-field">
        {(['prefix', 'suffix'] as const).map((edge) => (
          <label key={edge} className="site-playground-choice">
            <input
              type="checkbox"
              checked={state[edge]}
              onChange={(event) => onChange({ [edge]: event.target.checked })}
            />
            {t.labels[edge]}
          </label>
        ))}
      </div>
      {select('rest', !applies.collapsing)}
    </div>
  );
}
