/**
 * Every shift of the day with its drawer: who, when and how many sales, what its customers paid, and for each
 * currency the cash expected against the cash counted, the difference said under the count as over or short. Three
 * columns of amounts, so three currencies of ten-digit amounts fit the summary's width at 1024×768. All amounts are
 * the core's integer micro-units.
 */
import { useTranslation } from 'react-i18next';
import type { CashLine, DaySummary } from '@shared/contract';
import { useFormats } from '../../i18n/use-formats';
import { Amounts } from '../../ui/amounts';
import { TableHead } from './table-head';

type ShiftRow = DaySummary['byShift'][number];

export function ShiftTable({ shifts }: { shifts: readonly ShiftRow[] }) {
  const { t } = useTranslation('day');
  if (shifts.length === 0) return null;
  return (
    <section className="day-section" aria-label={t('shifts.title')}>
      <h3>{t('shifts.title')}</h3>
      <table className="day-table">
        <TableHead
          first={t('shifts.shift')}
          numbers={[t('columns.paid'), t('shifts.expected'), t('shifts.counted')]}
        />
        <tbody>
          {shifts.map((row) => (
            <ShiftRows key={row.shift.id} row={row} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** One shift: a row per currency its drawer held (the shift's own cells span them), or one row without a count. */
function ShiftRows({ row }: { row: ShiftRow }) {
  const { t } = useTranslation('day');
  const { t: clerks } = useTranslation('clerks');
  const formats = useFormats();
  const span = Math.max(row.cash.length, 1);
  const { shift } = row;
  const closed = shift.closedAt ? formats.time(shift.closedAt) : t('shifts.stillOpen');
  const head = (
    <>
      <th scope="row" rowSpan={span}>
        {shift.clerkName}
        <span className="shift-times"> {t('shifts.times', { opened: formats.time(shift.openedAt), closed })}</span>
        {/* Under the shift, not a column of its own: the drawer's three columns of amounts get the room. */}
        <span className="shift-times"> {clerks('shift.report.sales', { count: row.count })}</span>
      </th>
      <td className="num" rowSpan={span}>
        <Amounts totals={row.requested} />
      </td>
    </>
  );
  if (row.cash.length === 0) {
    return (
      <tr>
        {head}
        <td colSpan={2}>{t('shifts.noCash')}</td>
      </tr>
    );
  }
  return (
    <>
      {row.cash.map((line, index) => (
        <tr key={line.currency} data-currency={line.currency}>
          {index === 0 ? head : null}
          <CashCells line={line} />
        </tr>
      ))}
    </>
  );
}

function CashCells({ line }: { line: CashLine }) {
  const { t } = useTranslation('day');
  const formats = useFormats();
  const money = (micros: number) => formats.money({ micros, currency: line.currency });
  const difference =
    line.difference === null
      ? t('shifts.notCounted')
      : line.difference > 0
        ? t('shifts.over', { amount: money(line.difference) })
        : line.difference < 0
          ? t('shifts.short', { amount: money(-line.difference) })
          : t('shifts.exact');
  const tone = line.difference === null || line.difference === 0 ? '' : line.difference > 0 ? 'is-over' : 'is-short';
  return (
    <>
      <td className="num">{money(line.expected)}</td>
      <td className="num">
        {line.counted === null ? '—' : money(line.counted)}
        <span className={`shift-difference ${tone}`}>{difference}</span>
      </td>
    </>
  );
}
