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

/**
 * Horizontal bars of this browser's figures: a panel per timed scenario, a group per item count,
 * a bar per list, each with its value as text; the table above has the same figures.
 */
export default function ResultsChart(props: {
  results: ScenarioResult[];
  resizes: number;
  t: BenchmarkMessages;
}) {
  const { results, resizes, t } = props;
  const titleId = useId();
  const descId = useId();
  const sizes = [...new Set(results.map((result) => result.n))];
  const panels = [
    { title: t.mount, value: (result: ScenarioResult) => result.mountMs },
    { title: t.resizes(resizes), value: (result: ScenarioResult) => result.resizeMs },
  ];
  const panelHeight = HEADING_HEIGHT + sizes.length * GROUP_HEIGHT;
  const height = LEGEND_HEIGHT + panels.length * panelHeight;

  return (
    <svg
      className="site-bench-chart"
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      viewBox={`0 0 640 ${height}`}
      width="100%"
    >
      <title id={titleId}>{t.chartTitle}</title>
      <desc id={descId}>{t.chartDesc}</desc>
      {IMPLEMENTATIONS.map((implementation, i) => (
        <g key={implementation} transform={`translate(0, ${4 + i * 20})`}>
          <rect style={{ fill: `var(--site-bench-${implementation})` }} width={BAR} height={BAR} />
          <text x={BAR + 6} y={BAR - 2}>
            {IMPLEMENTATION_NAMES[implementation]}
          </text>
        </g>
      ))}
      {panels.map((panel, p) => {
        const max = Math.max(...results.map(panel.value).filter(Number.isFinite), 0);
        const scale = max > 0 ? BAR_ROOM / max : 0;
        return (
          <g key={panel.title} transform={`translate(0, ${LEGEND_HEIGHT + p * panelHeight})`}>
            <text y={18} fontWeight={600}>
              {panel.title}
            </text>
            {sizes.map((n, s) => (
              <g key={n} transform={`translate(0, ${HEADING_HEIGHT + s * GROUP_HEIGHT})`}>
                <text y={GROUP_HEIGHT / 2}>{`N = ${formatNumber(n)}`}</text>
                {IMPLEMENTATIONS.map((implementation, i) => {
                  const result = results.find(
                    (r) => r.implementation === implementation && r.n === n,
                  );
                  if (!result) return null;
                  const length = Math.max(1, panel.value(result) * scale);
                  return (
                    <g key={implementation} data-implementation={implementation}>
                      <rect
                        style={{ fill: `var(--site-bench-${implementation})` }}
                        x={LABEL_WIDTH}
                        y={i * BAR_STEP}
                        width={length}
                        height={BAR}
                      />
                      <text x={LABEL_WIDTH + length + 6} y={i * BAR_STEP + BAR - 2}>
                        {formatMs(panel.value(result))}
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
  );
}
