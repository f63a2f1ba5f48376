/**
 * The usual figure: a bar chart of one or two series over categories, its table a row per category and a column
 * per series, every number written by the caller's formatter. A figure whose table says more than its bars (the
 * Day screen's hours, a column per currency) builds on ChartFigure and BarChart directly.
 */
import { useTranslation } from 'react-i18next';
import { BarChart } from './bar-chart';
import { ChartFigure } from './chart-figure';
import { type ChartCategory, type ChartSeries, alignSeries } from './chart-series';
import { ChartLegend } from './chart-legend';

export interface BarChartFigureProps {
  name: string;
  /** The heading of the table's first column: what a category is ("Hour", "Day", "Operator"). */
  categoryHeader: string;
  categories: readonly ChartCategory[];
  /** One series, or two (this week and the one before): more would not read at a glance. */
  series: readonly ChartSeries[];
  /** A value in the table (and on the axis, unless `formatTick` says otherwise). */
  format: (value: bigint) => string;
  formatTick?: (value: bigint) => string;
  /** The drawing's height in pixels (default 180). */
  height?: number;
  className?: string;
}

export function BarChartFigure({ name, categoryHeader, categories, series, format, formatTick = format, height = 180, className }: BarChartFigureProps) {
  const { t, i18n } = useTranslation('charts');
  if (series.length < 1 || series.length > 2) throw new Error(`a bar chart draws one or two series, not ${series.length}`);
  const aligned = alignSeries(categories, series);
  const table = {
    rowHeader: categoryHeader,
    columns: aligned.map(({ key, label }) => ({ key, label })),
    rows: categories.map((category, at) => ({ key: category.key, label: category.label, cells: aligned.map((one) => format(one.values[at]!)) })),
  };
  return (
    <ChartFigure name={name} table={table} className={className} aside={aligned.length > 1 ? <ChartLegend series={aligned} /> : null}>
      <BarChart categories={categories} series={aligned} formatTick={formatTick} dir={i18n.dir()} height={height} empty={t('nothing')} />
    </ChartFigure>
  );
}
