import React, { useId } from 'react';
import type { ScenarioResult } from './engine';
import { formatMs, formatNumber } from './format';
import { IMPLEMENTATION_NAMES, IMPLEMENTATIONS } from './lists';
import type { BenchmarkMessages } from './messages';

// Geometry, in the SVG's own units (it scales to the width it is given).
const LABEL_WIDTH = 120;
const BAR_ROOM = 450;
const BAR = 14;
const BAR_STEP = BAR + 4;
const GROUP_HEIGHT = IMPLEMENTATIONS.length * BAR_STEP + 8;
const HEADING_HEIGHT = 28;
const LEGEND_HEIGHT = IMPLEMENTATIONS.length * 20 + 8;

// A list's colour, on the group of its bar (the text sets its own, benchmark.less).
const fill = (list: string) => ({ fill: `var(--site-bench-${list})` });

/** This browser's figures as bars, a panel per timed scenario, in a region a phone scrolls. */
export default function ResultsChart(props: {
  results: ScenarioResult[];
  resizes: number;
  t: BenchmarkMessages;
}) {
  const { results, resizes, t } = props;
  const id = useId();
  const sizes = [...new Set(results.map((result) => result.n))];
  const panels = [
    [t.mount, 'mountMs'],
    [t.resizes(resizes), 'resizeMs'],
  ] as const;
  const panelHeight = HEADING_HEIGHT + sizes.length * GROUP_HEIGHT;

  return (
    <div className="site-bench-chart-scroll" role="region" aria-label={t.chartTitle} tabIndex={0}>
      <svg
        className="site-bench-chart"
        role="img"
        aria-labelledby={`${id}title ${id}desc`}
        viewBox={`0 0 640 ${LEGEND_HEIGHT + panels.length * panelHeight}`}
        width="100%"
      >
        <title id={`${id}title`}>{t.chartTitle}</title>
        <desc id={`${id}desc`}>{t.chartDesc}</desc>
        {IMPLEMENTATIONS.map((list, i) => (
          <g key={list} transform={`translate(0, ${4 + i * 20})`} style={fill(list)}>
            <rect width={BAR} height={BAR} />
            <text x={BAR + 6} y={BAR - 2}>
              {IMPLEMENTATION_NAMES[list]}
            </text>
          </g>
        ))}
        {panels.map(([title, figure], p) => {
          const max = Math.max(...results.map((result) => result[figure]).filter(Number.isFinite));
          return (
            <g key={figure} transform={`translate(0, ${LEGEND_HEIGHT + p * panelHeight})`}>
              <text y={18} fontWeight={600}>
                {title}
              </text>
              {sizes.map((n, s) => (
                <g key={n} transform={`translate(0, ${HEADING_HEIGHT + s * GROUP_HEIGHT})`}>
                  <text y={GROUP_HEIGHT / 2}>{`N = ${formatNumber(n)}`}</text>
                  {IMPLEMENTATIONS.map((list, i) => {
                    const result = results.find((r) => r.implementation === list && r.n === n);
                    if (!result) return null;
                    const length = max > 0 ? Math.max(1, (result[figure] * BAR_ROOM) / max) : 1;
                    return (
                      <g key={list} data-implementation={list} style={fill(list)}>
                        <rect x={LABEL_WIDTH} y={i * BAR_STEP} width={length} height={BAR} />
                        <text x={LABEL_WIDTH + length + 6} y={i * BAR_STEP + BAR - 2}>
                          {formatMs(result[figure])}
                        </text>
                      </g>
                    );
                  })}
                </g>
              ))}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
