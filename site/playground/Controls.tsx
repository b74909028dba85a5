import React from 'react';
import {
  LIMITS,
  ORIENTATIONS,
  PRIORITY_MODES,
  REST_MODES,
  applicableProps,
  clampTo,
  rowsApply,
  type CollapseFrom,
  type MaxCountMode,
  type Orientation,
  type PlaygroundState,
  type PriorityMode,
  type RestMode,
} from './state';
import type { PlaygroundTexts } from './texts';

interface ControlsProps {
  state: PlaygroundState;
  texts: PlaygroundTexts;
  onChange: (patch: Partial<PlaygroundState>) => void;
}

type Limit = keyof typeof LIMITS;

/** A number input for one of the limited settings; what is typed is clamped to its range. */
function NumberInput({
  id,
  limit,
  value,
  label,
  disabled,
  onValue,
}: {
  id: string;
  limit: Limit;
  value: number;
  /** An accessible name when no visible label names the input. */
  label?: string;
  disabled?: boolean;
  onValue: (value: number) => void;
}) {
  const range = LIMITS[limit];
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={range.min}
      max={range.max}
      step={1}
      value={value}
      aria-label={label}
      disabled={disabled}
      // Disabled by the other settings (the browser tests tell it from a page still hydrating).
      data-inapplicable={disabled || undefined}
      // An empty or partial entry ("", "-") is left alone until it is a number.
      onChange={(event) => {
        const typed = event.target.valueAsNumber;
        if (Number.isFinite(typed)) onValue(clampTo(range, typed, value));
      }}
    />
  );
}

/** A number setting with its visible label, as a field of its own. */
function NumberField({
  label,
  ...input
}: Omit<React.ComponentProps<typeof NumberInput>, 'label'> & { label: string }) {
  return (
    <div className="site-playground-field">
      <label htmlFor={input.id}>{label}</label>
      <NumberInput {...input} />
    </div>
  );
}

function Radio<T extends string>({
  name,
  value,
  checked,
  label,
  onPick,
}: {
  name: string;
  value: T;
  checked: boolean;
  label: string;
  onPick: (value: T) => void;
}) {
  return (
    <label className="site-playground-choice">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onPick(value)}
      />
      {label}
    </label>
  );
}

/** A labelled select of one setting's modes, disabled (and marked so) where it does not apply. */
function ModeSelect<T extends string>({
  id,
  label,
  value,
  modes,
  labels,
  applies,
  onPick,
}: {
  id: string;
  label: string;
  value: T;
  modes: readonly T[];
  labels: Record<T, string>;
  applies: boolean;
  onPick: (value: T) => void;
}) {
  return (
    <div className="site-playground-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={!applies}
        data-inapplicable={!applies || undefined}
        onChange={(event) => onPick(event.target.value as T)}
      >
        {modes.map((mode) => (
          <option key={mode} value={mode}>
            {labels[mode]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The props of the list, as labelled native inputs; those the other settings make inapplicable
 * are disabled (and left out of the code).
 */
export default function Controls({ state, texts, onChange }: ControlsProps) {
  const applies = applicableProps(state);
  const restLabels: Record<RestMode, string> = {
    default: texts.restDefault,
    custom: texts.restCustom,
    raw: texts.restRaw,
  };
  const priorityLabels: Record<PriorityMode, string> = {
    none: texts.priorityNone,
    pinFirst: texts.priorityPinFirst,
    pinLast: texts.priorityPinLast,
    shorterFirst: texts.priorityShorterFirst,
  };
  return (
    <div className="site-playground-controls">
      <NumberField
        id="site-playground-count"
        label={texts.count}
        limit="count"
        value={state.count}
        onValue={(count) => onChange({ count })}
      />

      <fieldset className="site-playground-field">
        <legend>{texts.itemWidth}</legend>
        <span className="site-playground-choice-row">
          <Radio
            name="site-playground-item-width"
            value="fixed"
            checked={state.itemWidth === 'fixed'}
            label={texts.itemWidthFixed}
            onPick={(itemWidth) => onChange({ itemWidth })}
          />
          {/* Typing a width picks "fixed": the number means nothing otherwise. */}
          <NumberInput
            id="site-playground-fixed-width"
            limit="fixedWidth"
            value={state.fixedWidth}
            label={texts.itemWidthFixedPx}
            onValue={(fixedWidth) => onChange({ fixedWidth, itemWidth: 'fixed' })}
          />
          <span aria-hidden="true">{texts.px}</span>
        </span>
        <Radio
          name="site-playground-item-width"
          value="varied"
          checked={state.itemWidth === 'varied'}
          label={texts.itemWidthVaried}
          onPick={(itemWidth) => onChange({ itemWidth })}
        />
      </fieldset>

      <fieldset className="site-playground-field">
        <legend>{texts.maxCount}</legend>
        <Radio<MaxCountMode>
          name="site-playground-max-count"
          value="responsive"
          checked={state.maxCount === 'responsive'}
          label={texts.maxCountResponsive}
          onPick={(maxCount) => onChange({ maxCount })}
        />
        <span className="site-playground-choice-row">
          <Radio<MaxCountMode>
            name="site-playground-max-count"
            value="number"
            checked={state.maxCount === 'number'}
            label={texts.maxCountNumber}
            onPick={(maxCount) => onChange({ maxCount })}
          />
          {/* Typing a number picks "a number", as above. */}
          <NumberInput
            id="site-playground-max-count-number"
            limit="maxCountNumber"
            value={state.maxCountNumber}
            label={texts.maxCountNumberValue}
            onValue={(maxCountNumber) => onChange({ maxCountNumber, maxCount: 'number' })}
          />
        </span>
        <Radio<MaxCountMode>
          name="site-playground-max-count"
          value="invalidate"
          checked={state.maxCount === 'invalidate'}
          label={texts.maxCountInvalidate}
          onPick={(maxCount) => onChange({ maxCount })}
        />
      </fieldset>

      {/* The prop and its values name this setting: code, the same in every language. */}
      <fieldset className="site-playground-field">
        <legend>
          <code>orientation</code>
        </legend>
        {ORIENTATIONS.map((orientation) => (
          <Radio<Orientation>
            key={orientation}
            name="site-playground-orientation"
            value={orientation}
            checked={(state.orientation ?? 'horizontal') === orientation}
            label={orientation}
            // The default is left out of the state, as of the address and the code.
            onPick={(picked) =>
              onChange({ orientation: picked === 'vertical' ? picked : undefined })
            }
          />
        ))}
      </fieldset>

      <NumberField
        id="site-playground-rows"
        label={texts.maxRows}
        limit="maxRows"
        value={state.maxRows}
        disabled={!rowsApply(state)}
        onValue={(maxRows) => onChange({ maxRows })}
      />

      <fieldset
        className="site-playground-field"
        disabled={!applies.collapsing}
        data-inapplicable={!applies.collapsing || undefined}
      >
        <legend>{texts.collapseFrom}</legend>
        {(['end', 'start'] as const).map((from) => (
          <Radio<CollapseFrom>
            key={from}
            name="site-playground-collapse-from"
            value={from}
            checked={state.collapseFrom === from}
            label={from === 'end' ? texts.collapseEnd : texts.collapseStart}
            onPick={(collapseFrom) => onChange({ collapseFrom })}
          />
        ))}
      </fieldset>

      <ModeSelect
        id="site-playground-priority"
        label={texts.itemPriority}
        value={state.priority}
        modes={PRIORITY_MODES}
        labels={priorityLabels}
        applies={applies.responsiveOnly}
        onPick={(priority) => onChange({ priority })}
      />

      <NumberField
        id="site-playground-min-visible"
        label={texts.minVisible}
        limit="minVisible"
        value={state.minVisible}
        disabled={!applies.responsiveOnly}
        onValue={(minVisible) => onChange({ minVisible })}
      />

      <div className="site-playground-field">
        <label className="site-playground-choice">
          <input
            type="checkbox"
            checked={state.prefix}
            onChange={(event) => onChange({ prefix: event.target.checked })}
          />
          {texts.prefix}
        </label>
        <label className="site-playground-choice">
          <input
            type="checkbox"
            checked={state.suffix}
            onChange={(event) => onChange({ suffix: event.target.checked })}
          />
          {texts.suffix}
        </label>
      </div>

      <ModeSelect
        id="site-playground-rest"
        label={texts.rest}
        value={state.rest}
        modes={REST_MODES}
        labels={restLabels}
        applies={applies.collapsing}
        onPick={(rest) => onChange({ rest })}
      />
    </div>
  );
}
