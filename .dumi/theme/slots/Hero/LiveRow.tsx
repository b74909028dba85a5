import React, { useRef, useState } from 'react';
import Overflow from 'rc-overflow';
import 'rc-overflow/assets/index.css';
import { sliderKeyStep } from '../../components/sliderKeyStep';
import useHydrated from '../../components/useHydrated';
import useMessage from '../../components/useMessage';
import './LiveRow.less';

const TAGS = (
  'react overflow layout responsive collapse flexbox resize measure tags select menu ' +
  'breadcrumbs toolbar filters ssr hydration a11y rtl typescript antd'
).split(' ');

/** The box's width in percent of the row it sits in: keys step by 5, Page keys by 20. */
const MIN = 20;
const MAX = 100;
const clamp = (value: number) => Math.min(MAX, Math.max(MIN, Math.round(value)));

export default function LiveRow() {
  const message = useMessage();
  const hydrated = useHydrated();
  const [width, setWidth] = useState(70);
  const [visible, setVisible] = useState<number | null>(null);
  const trackRef = useRef<HTMLDivElement>(null);

  const followPointer = (event: React.PointerEvent<HTMLElement>) => {
    const track = trackRef.current;
    if (!track || !event.currentTarget.hasPointerCapture(event.pointerId)) return;
    const box = track.getBoundingClientRect();
    const rtl = getComputedStyle(track).direction === 'rtl';
    const offset = rtl ? box.right - event.clientX : event.clientX - box.left;
    setWidth(clamp((offset / box.width) * 100));
  };

  return (
    <div className="site-live-row">
      <div className="site-live-row-track" ref={trackRef}>
        <div className="site-live-row-box" style={{ width: `${width}%` }}>
          <Overflow<string>
            data={TAGS}
            maxCount="responsive"
            // Every tag in the prerendered HTML, one clipped row until the list has measured.
            ssr="full"
            itemWidth={40}
            renderItem={(tag) => <span className="site-live-row-tag">{tag}</span>}
            onVisibleChange={(last) => setVisible(last + 1)}
          />
        </div>
        <div
          className="site-live-row-handle"
          style={{ insetInlineStart: `${width}%` }}
          role="slider"
          tabIndex={hydrated ? 0 : -1}
          aria-label={message('site.hero.live.label')}
          aria-disabled={!hydrated || undefined}
          aria-valuemin={MIN}
          aria-valuemax={MAX}
          aria-valuenow={width}
          aria-valuetext={`${width}%`}
          onKeyDown={(event) => {
            const step = sliderKeyStep(event.key, 5, 20);
            if (step === undefined || !hydrated) return;
            event.preventDefault();
            setWidth(clamp(width + step));
          }}
          onPointerDown={(event) => {
            if (!hydrated) return;
            event.currentTarget.setPointerCapture(event.pointerId);
            event.currentTarget.focus();
          }}
          onPointerMove={followPointer}
        />
      </div>
      <p className="site-live-row-status" role="status">
        {visible !== null && message('site.hero.live.status', { visible, total: TAGS.length })}
      </p>
    </div>
  );
}
