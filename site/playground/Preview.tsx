import React, { useMemo, useRef } from 'react';
import Overflow from 'rc-overflow';
import 'rc-overflow/assets/index.css';
import type { PlaygroundMessages } from './messages';
import type { SampleItem } from './sample';
import { listProps } from './source';
import { SETTINGS } from './state';
import type { PlaygroundState } from './state';

/** The handle's keys, as native sliders have them: arrows step by 10 px, Page keys by 100. */
const KEY_STEPS: Record<string, number> = {
  ArrowLeft: -10,
  ArrowDown: -10,
  ArrowRight: 10,
  ArrowUp: 10,
  PageDown: -100,
  PageUp: 100,
  Home: -Infinity,
  End: Infinity,
};

interface PreviewProps {
  state: PlaygroundState;
  t: PlaygroundMessages;
  onWidthChange: (width: number) => void;
  onVisibleChange: (lastVisibleIndex: number) => void;
}

/** The list in a box whose width a range input and a handle on the box's edge both set. */
export default function Preview({ state, t, onWidthChange, onVisibleChange }: PreviewProps) {
  // Where the pointer took the handle, less the width: the box's edge keeps its distance from it.
  const grab = useRef(0);
  // fromEntries takes each prop's name and value, and leaves its code.
  const props = useMemo(() => Object.fromEntries(listProps(state)), [state]);
  const width = `${state.width} ${t.px}`;

  return (
    <>
      <div className="site-playground-width">
        <label htmlFor="site-playground-width">{t.labels.width}</label>
        <input
          id="site-playground-width"
          type="range"
          min={SETTINGS.width.min}
          max={SETTINGS.width.max}
          value={state.width}
          aria-valuetext={width}
          onChange={(event) => onWidthChange(event.target.valueAsNumber)}
        />
        <output htmlFor="site-playground-width">{width}</output>
      </div>
      <div className="site-playground-stage">
        <div className="site-playground-box" style={{ width: state.width }}>
          <Overflow<SampleItem>
            {...props}
            className="site-playground-list"
            onVisibleChange={onVisibleChange}
          />
          <div
            className="site-playground-handle"
            role="slider"
            tabIndex={0}
            aria-label={t.handle}
            aria-valuemin={SETTINGS.width.min}
            aria-valuemax={SETTINGS.width.max}
            aria-valuenow={state.width}
            aria-valuetext={width}
            onKeyDown={(event) => {
              const step = KEY_STEPS[event.key];
              if (step === undefined) return;
              event.preventDefault();
              onWidthChange(state.width + step);
            }}
            onPointerDown={(event) => {
              if (event.button !== 0) return;
              grab.current = event.clientX - state.width;
              event.currentTarget.setPointerCapture(event.pointerId);
              event.currentTarget.focus();
            }}
            onPointerMove={(event) => {
              if (event.currentTarget.hasPointerCapture(event.pointerId)) {
                onWidthChange(event.clientX - grab.current);
              }
            }}
          />
        </div>
      </div>
    </>
  );
}
