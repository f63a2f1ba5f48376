/** Which colour is which series, when a chart draws two: a picture's key, the table's column headings say it in words. */
import type { AlignedSeries } from './chart-series';

export function ChartLegend({ series }: { series: readonly Pick<AlignedSeries, 'key' | 'label'>[] }) {
  return (
    <ul className="chart-legend" aria-hidden="true">
      {series.map((one, index) => (
        <li key={one.key}>
          <span className={`chart-swatch series-${index}`} />
          {one.label}
        </li>
      ))}
    </ul>
  );
}
