/**
 * A table of the office: a caption, column headings, a row per key (React keeps each row in place across
 * refreshes: nothing jumps or blinks). On a phone each row stacks into labelled lines (styles.css), so nothing
 * scrolls sideways.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Column {
  key: string;
  label: string;
  numeric?: boolean;
}

export interface Row {
  key: string;
  cells: ReactNode[];
  /** Marks a row for the eye and for checks (a quiet till). */
  flag?: string;
}

export function DataTable({ caption, columns, rows }: { caption: string; columns: Column[]; rows: Row[] }) {
  const { t } = useTranslation();
  return (
    <table className="data-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.numeric ? 'num' : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length}>{t('none')}</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.key} data-key={row.key} data-flag={row.flag}>
              {row.cells.map((cell, index) => (
                <td key={columns[index]!.key} data-label={columns[index]!.label} className={columns[index]!.numeric ? 'num' : undefined}>
                  {/* One flex item on a phone, however many parts the cell has. */}
                  <span>{cell}</span>
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
