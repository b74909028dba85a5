import React, { useCallback, useMemo, useRef } from 'react';
import Overflow from 'rc-overflow';
import 'rc-overflow/assets/index.css';
import {
  EDGE_STYLE,
  GAP,
  PRIORITIES,
  REST_STYLE,
  TAG_STYLE,
  omittedTitle,
  sampleData,
  type SampleItem,
} from './sample';
import type { PlaygroundMessages } from './messages';
import {
  COLUMN_HEIGHT,
  LIMITS,
  applicableProps,
  maxCountProp,
  type PlaygroundState,
} from './state';

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

const clampWidth = (width: number) =>
  Math.min(LIMITS.width.max, Math.max(LIMITS.width.min, Math.round(width)));

interface PreviewProps {
  state: PlaygroundState;
  t: PlaygroundMessages;
  /** The visible count the status line says, or null before the list has reported one. */
  visible: number | null;
  onWidthChange: (width: number) => void;
  onVisibleChange: (lastVisibleIndex: number) => void;
}

/**
 * The list with the chosen props in a box of the chosen width. The width has two controls: a
 * range input, and a handle on the box's edge to drag or to move with the keys.
 */
export default function Preview({
  state,
  t,
  visible,
  onWidthChange,
  onVisibleChange,
}: PreviewProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  // Where on the handle the pointer took it, from the box's edge: the edge keeps that distance.
  const grabOffset = useRef(0);
  const data = useMemo(() => sampleData(state.count), [state.count]);
  const fixedWidth = state.itemWidth === 'fixed' ? state.fixedWidth : undefined;
  const renderItem = useCallback(
    (item: SampleItem) => (
      <span style={fixedWidth === undefined ? TAG_STYLE : { ...TAG_STYLE, width: fixedWidth }}>
        {item.label}
      </span>
    ),
    [fixedWidth],
  );

  const followPointer = (event: React.PointerEvent<HTMLElement>) => {
    const box = boxRef.current;
    if (!box || !event.currentTarget.hasPointerCapture(event.pointerId)) return;
    const left = box.getBoundingClientRect().left;
    onWidthChange(clampWidth(event.clientX - grabOffset.current - left));
  };

  // The props the code passes, no more (see `applicableProps`).
  const applies = applicableProps(state);
  const priority = applies.responsiveOnly ? state.priority : 'none';
  const itemPriority = useMemo(
    () => (priority === 'none' ? undefined : PRIORITIES[priority].forCount(state.count)),
    [priority, state.count],
  );
  const restMode = applies.collapsing ? state.rest : 'default';
  const rest =
    restMode === 'custom'
      ? { renderRest: (omitted: SampleItem[]) => <span style={REST_STYLE}>+{omitted.length}</span> }
      : restMode === 'raw'
        ? {
            renderRawRest: (omitted: SampleItem[]) => (
              <Overflow.Item component="span" style={REST_STYLE} title={omittedTitle(omitted)}>
                +{omitted.length}
              </Overflow.Item>
            ),
          }
        : {};

  return (
    <>
      <div className="site-playground-width">
        <label htmlFor="site-playground-width">{t.labels.width}</label>
        <input
          id="site-playground-width"
          type="range"
          min={LIMITS.width.min}
          max={LIMITS.width.max}
          value={state.width}
          aria-valuetext={`${state.width} ${t.px}`}
          onChange={(event) => onWidthChange(clampWidth(event.target.valueAsNumber))}
        />
        <output htmlFor="site-playground-width">
          {state.width} {t.px}
        </output>
      </div>
      <div className="site-playground-stage">
        <div className="site-playground-box" ref={boxRef} style={{ width: state.width }}>
          <Overflow<SampleItem>
            className="site-playground-list"
            data={data}
            itemKey="key"
            maxCount={maxCountProp(state)}
            orientation={state.orientation}
            maxRows={applies.rows ? state.maxRows : undefined}
            collapseFrom={applies.collapsing ? state.collapseFrom : undefined}
            itemPriority={itemPriority}
            minVisible={
              applies.responsiveOnly && state.minVisible > 0 ? state.minVisible : undefined
            }
            itemWidth={applies.responsiveOnly ? fixedWidth : undefined}
            style={
              state.orientation === 'vertical' ? { gap: GAP, height: COLUMN_HEIGHT } : { gap: GAP }
            }
            renderItem={renderItem}
            {...rest}
            prefix={state.prefix ? <span style={EDGE_STYLE}>prefix</span> : undefined}
            suffix={state.suffix ? <span style={EDGE_STYLE}>suffix</span> : undefined}
            onVisibleChange={onVisibleChange}
          />
          <div
            className="site-playground-handle"
            role="slider"
            tabIndex={0}
            aria-label={t.handle}
            aria-valuemin={LIMITS.width.min}
            aria-valuemax={LIMITS.width.max}
            aria-valuenow={state.width}
            aria-valuetext={`${state.width} ${t.px}`}
            onKeyDown={(event) => {
              const step = KEY_STEPS[event.key];
              if (step === undefined) return;
              event.preventDefault();
              onWidthChange(clampWidth(state.width + step));
            }}
            onPointerDown={(event) => {
              if (event.button !== 0) return;
              const box = boxRef.current;
              grabOffset.current = box ? event.clientX - box.getBoundingClientRect().right : 0;
              event.currentTarget.setPointerCapture(event.pointerId);
              event.currentTarget.focus();
            }}
            onPointerMove={followPointer}
          />
        </div>
      </div>
      <p className="site-playground-status" role="status">
        {visible === null ? null : t.status(visible, state.count)}
      </p>
    </>
  );
}
