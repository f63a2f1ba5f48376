/**
 * An accessible chart: a <figure> named by its visible caption, the drawing (hidden from assistive technology),
 * and its numbers in a real table one tap away. The table is in the page only while shown; it opens below the
 * drawing, which keeps its size, so opening it pushes what follows and moves nothing above.
 */
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './charts.css';

export interface FigureTable {
  /** The heading of the first column (what a row is: "Hour", "Day"). */
  rowHeader: string;
  /** The headings of the number columns. */
  columns: ReadonlyArray<{ key: string; label: string }>;
  /** A row per bar: its label, then its numbers as the caller writes them, one per column. */
  rows: ReadonlyArray<{ key: string; label: string; cells: readonly string[] }>;
}

export interface ChartFigureProps {
  /** The figure's accessible name, shown as its caption ("Sales by hour"). */
  name: string;
  /** The drawing: a BarChart, or any picture of the table's numbers. */
  children: ReactNode;
  table: FigureTable;
  /** What stands beside the caption (a legend, a choice of currency). */
  aside?: ReactNode;
  className?: string;
}

export function ChartFigure({ name, children, table, aside, className }: ChartFigureProps) {
  const { t } = useTranslation('charts');
  const [shown, setShown] = useState(false);
  const captionId = useId();
  const tableId = useId();
  return (
    <figure role="figure" aria-labelledby={captionId} className={className ? `chart-figure ${className}` : 'chart-figure'}>
      <div className="chart-figure-head">
        <figcaption id={captionId}>{name}</figcaption>
        {aside}
        <button type="button" className="chart-toggle" aria-expanded={shown} aria-controls={shown ? tableId : undefined} onClick={() => setShown((now) => !now)}>
          {shown ? t('hideNumbers') : t('showNumbers')}
        </button>
      </div>
      {children}
      {shown ? <NumbersTable id={tableId} captionId={captionId} table={table} /> : null}
    </figure>
  );
}

function NumbersTable({ id, captionId, table }: { id: string; captionId: string; table: FigureTable }) {
  return (
    <table id={id} className="chart-table" aria-labelledby={captionId}>
      <thead>
        <tr>
          <th scope="col">{table.rowHeader}</th>
          {table.columns.map((column) => (
            <th key={column.key} scope="col" className="num">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.key} data-row={row.key}>
            <th scope="row">{row.label}</th>
            {row.cells.map((cell, index) => (
              <td key={table.columns[index]?.key ?? index} className="num">
                <bdi>{cell}</bdi>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
