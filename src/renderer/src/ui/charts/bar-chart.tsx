/**
 * A bar chart in SVG (visx): categories along the bottom, one or two series side by side in each category, values
 * from zero up on a round-stepped axis. It is a picture only, hidden from assistive technology: its numbers are in
 * the figure's table (chart-figure.tsx). Right to left, the first category stands on the right and the value axis
 * on the right side too. The drawing is laid out left to right (its x grows rightwards whatever the page's direction);
 * only its words are written in the page's direction, so "5 م" reads as Arabic does.
 */
import { Group } from '@visx/group';
import { scaleBand } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useRef } from 'react';
import { type AlignedSeries, type ChartCategory, categoryLabels, largestValue } from './chart-series';
import { useElementWidth } from './use-element-width';
import { share, valueTicks } from './value-ticks';

export interface BarChartProps {
  categories: readonly ChartCategory[];
  /** One or two series, aligned to the categories (chart-series.ts `alignSeries`). */
  series: readonly AlignedSeries[];
  /** A value as the value axis writes it (e.g. money without its cents). */
  formatTick: (value: bigint) => string;
  dir: 'ltr' | 'rtl';
  /** The drawing's height in pixels; its width is its box's. */
  height: number;
  /** Written across the plot when every value is zero, so an empty chart is not taken for one still loading. */
  empty?: string;
}

/** Room for the labels: the value axis's widest tick, a line of category labels under the bars. */
const CHAR_PX = 7;
const BOTTOM = 20;
const TOP = 8;
const EDGE = 6;
const GAP = 6;
/** A category label's room: at least an hour's ("23") with space around it, at most a short name's. */
const CATEGORY_LABEL = { charPx: CHAR_PX, minPx: 34, maxPx: 100 };

export function BarChart({ categories, series, formatTick, dir, height, empty }: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box, 480);
  const largest = largestValue(series);
  const ticks = valueTicks(largest);
  const top = ticks[ticks.length - 1]!;
  const tickLabels = ticks.map(formatTick);
  const axisRoom = Math.max(...tickLabels.map((label) => label.length)) * CHAR_PX + GAP;
  const rtl = dir === 'rtl';
  const plotWidth = Math.max(0, width - axisRoom - EDGE);
  const plotHeight = Math.max(0, height - TOP - BOTTOM);
  const yOf = (value: bigint) => plotHeight * (1 - share(value, top));

  const x = scaleBand<string>({ domain: categories.map((category) => category.key), range: rtl ? [plotWidth, 0] : [0, plotWidth], padding: 0.2 });
  // Right to left the pair reads right to left too: the first series on the right of its category.
  const inner = scaleBand<string>({ domain: series.map((one) => one.key), range: rtl ? [x.bandwidth(), 0] : [0, x.bandwidth()], padding: 0.08 });
  const labels = categoryLabels(categories.map((category) => category.label), plotWidth, CATEGORY_LABEL);

  return (
    <div ref={box} className="bar-chart" style={{ blockSize: height }} aria-hidden="true">
      <svg width={width} height={height} direction="ltr" focusable="false">
        <Group left={rtl ? EDGE : axisRoom} top={TOP}>
          {ticks.map((tick, index) => (
            <g key={String(tick)} className="bar-chart-tick" transform={`translate(0, ${yOf(tick)})`}>
              <line className="bar-chart-grid" x1={0} x2={plotWidth} />
              {/* Its end at the plot's side: the left edge of a right-to-left label, the right edge of another. */}
              <text x={rtl ? plotWidth + GAP : -GAP} dy="0.32em" direction={dir} textAnchor="end">
                {tickLabels[index]}
              </text>
            </g>
          ))}
          {series.map((one, index) =>
            one.values.map((value, at) => {
              const key = categories[at]!.key;
              const barTop = yOf(value);
              return (
                <Bar
                  key={`${one.key}:${key}`}
                  className={`bar-chart-bar series-${index}`}
                  data-category={key}
                  data-series={one.key}
                  x={(x(key) ?? 0) + (inner(one.key) ?? 0)}
                  y={barTop}
                  width={inner.bandwidth()}
                  height={plotHeight - barTop}
                />
              );
            }),
          )}
          {largest === 0n && empty ? (
            <text className="bar-chart-empty" x={plotWidth / 2} y={plotHeight / 2} direction={dir} textAnchor="middle">
              {empty}
            </text>
          ) : null}
          <line className="bar-chart-axis" x1={0} x2={plotWidth} y1={plotHeight} y2={plotHeight} />
          {categories.map((category, index) =>
            labels[index] === null ? null : (
              <text key={category.key} className="bar-chart-tick" x={(x(category.key) ?? 0) + x.bandwidth() / 2} y={plotHeight + BOTTOM - 5} direction={dir} textAnchor="middle">
                {labels[index]}
              </text>
            ),
          )}
        </Group>
      </svg>
    </div>
  );
}
