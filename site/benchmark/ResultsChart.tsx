import React, { useId } from 'react';
import type { Implementation, ScenarioResult } from './engine';
import { formatMs, formatNumber } from './format';
import type { BenchmarkMessages } from './messages';
import { IMPLEMENTATION_NAMES, IMPLEMENTATIONS } from './names';

// Geometry, in the SVG's own units (it scales to the width it is given).
const WIDTH = 640;
const LABEL_WIDTH = 120;
const VALUE_ROOM = 70;
const BAR_HEIGHT = 14;
const BAR_GAP = 4;
const GROUP_GAP = 12;
const HEADING_HEIGHT = 28;
/** The legend: a line per list. */
const LEGEND_LINE = 20;
const LEGEND_HEIGHT = IMPLEMENTATIONS.length * LEGEND_LINE + 8;

interface Panel {
  title: string;
  value: (result: ScenarioResult) => number;
}

interface ResultsChartProps {
  results: ScenarioResult[];
  resizes: number;
  t: BenchmarkMessages;
}

/**
 * Horizontal bars of this browser's figures: one panel per timed scenario, one group per item
 * count, one bar per list. Every bar carries its value as text; the title and description give
 * assistive technology the chart's subject and figures.
 */
export default function ResultsChart({ results, resizes, t }: ResultsChartProps) {
  const titleId = useId();
  const descId = useId();
  const sizes = [...new Set(results.map((result) => result.n))];
  const panels: Panel[] = [
    { title: t.chartMount, value: (result) => result.mountMs },
    { title: t.chartResize(resizes), value: (result) => result.resizeMs },
  ];
  const find = (implementation: Implementation, n: number) =>
    results.find((result) => result.implementation === implementation && result.n === n);

  const groupHeight = IMPLEMENTATIONS.length * (BAR_HEIGHT + BAR_GAP) - BAR_GAP;
  const panelHeight = HEADING_HEIGHT + sizes.length * (groupHeight + GROUP_GAP);
  const height = LEGEND_HEIGHT + panels.length * panelHeight;
  const barRoom = WIDTH - LABEL_WIDTH - VALUE_ROOM;

  const description = [
    t.chartDesc,
    ...panels.flatMap((panel) =>
      sizes.map((n) => {
        const values = IMPLEMENTATIONS.flatMap((implementation) => {
          const result = find(implementation, n);
          return result
            ? [`${IMPLEMENTATION_NAMES[implementation]} ${formatMs(panel.value(result))} ms`]
            : [];
        });
        return `${panel.title}, N = ${formatNumber(n)}: ${values.join(', ')}.`;
      }),
    ),
  ].join(' ');

  return (
    <svg
      className="site-bench-chart"
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      preserveAspectRatio="xMinYMin meet"
    >
      <title id={titleId}>{t.chartTitle}</title>
      <desc id={descId}>{description}</desc>
      {IMPLEMENTATIONS.map((implementation, i) => (
        <g key={implementation} transform={`translate(0, ${4 + i * LEGEND_LINE})`}>
          <rect
            className={`site-bench-bar site-bench-bar-${implementation}`}
            width={BAR_HEIGHT}
            height={BAR_HEIGHT}
          />
          <text x={BAR_HEIGHT + 6} y={BAR_HEIGHT - 2}>
            {IMPLEMENTATION_NAMES[implementation]}
          </text>
        </g>
      ))}
      {panels.map((panel, p) => {
        const max = Math.max(
          ...results.map((result) => panel.value(result)).filter(Number.isFinite),
          0,
        );
        const scale = max > 0 ? barRoom / max : 0;
        return (
          <g key={panel.title} transform={`translate(0, ${LEGEND_HEIGHT + p * panelHeight})`}>
            <text className="site-bench-chart-heading" y={18}>
              {panel.title}
            </text>
            {sizes.map((n, s) => (
              <g
                key={n}
                transform={`translate(0, ${HEADING_HEIGHT + s * (groupHeight + GROUP_GAP)})`}
              >
                <text y={groupHeight / 2 + 5}>{`N = ${formatNumber(n)}`}</text>
                {IMPLEMENTATIONS.map((implementation, i) => {
                  const result = find(implementation, n);
                  if (!result) return null;
                  const value = panel.value(result);
                  const length = Math.max(1, value * scale);
                  const y = i * (BAR_HEIGHT + BAR_GAP);
                  return (
                    <g key={implementation} data-implementation={implementation}>
                      <rect
                        className={`site-bench-bar site-bench-bar-${implementation}`}
                        x={LABEL_WIDTH}
                        y={y}
                        width={length}
                        height={BAR_HEIGHT}
                      />
                      <text x={LABEL_WIDTH + length + 6} y={y + BAR_HEIGHT - 2}>
                        {formatMs(value)}
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
