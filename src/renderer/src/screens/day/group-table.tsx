/** The day's sales grouped one way (by clerk, operator or state): how many, what customers paid, what phones got. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Money } from '@shared/contract';
import { useFormats } from '../../i18n/use-formats';
import { Amounts } from '../../ui/amounts';
import { TableHead } from './table-head';

export interface GroupRow {
  key: string;
  label: ReactNode;
  count: number;
  requested: readonly Money[];
  delivered: readonly Money[];
}

interface GroupTableProps {
  title: string;
  /** The first column's heading: what the rows are. */
  groupHeader: string;
  rows: readonly GroupRow[];
}

export function GroupTable({ title, groupHeader, rows }: GroupTableProps) {
  const { t } = useTranslation('day');
  const formats = useFormats();
  if (rows.length === 0) return null;
  return (
    <section className="day-section" aria-label={title}>
      <h3>{title}</h3>
      <table className="day-table">
        <TableHead first={groupHeader} numbers={[t('columns.sales'), t('columns.paid'), t('columns.received')]} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td className="num">{formats.number(row.count)}</td>
              <td className="num">
                <Amounts totals={row.requested} />
              </td>
              <td className="num">
                <Amounts totals={row.delivered} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
