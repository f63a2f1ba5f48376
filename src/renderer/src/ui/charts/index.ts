/**
 * The charts the till and the office draw: an accessible figure (a name, a picture, its numbers one tap away) and a
 * bar chart of exact values. They know nothing of the till's bridge, data or screens, so another bundle (the
 * office's) imports them as they are, with the `charts` words of the till's catalogues.
 */
export { BarChart, type BarChartProps } from './bar-chart';
export { BarChartFigure, type BarChartFigureProps } from './bar-chart-figure';
export { ChartFigure, type ChartFigureProps, type FigureTable } from './chart-figure';
export { ChartLegend } from './chart-legend';
export { type AlignedSeries, type ChartCategory, type ChartSeries, alignSeries, largestValue } from './chart-series';
export { share, tickStep, valueTicks } from './value-ticks';
