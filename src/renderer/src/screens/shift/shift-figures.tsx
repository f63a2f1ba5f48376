/**
 * A shift's figures: the drawer's cash per currency (the float, what was taken, what was handed back, what
 * should be there, and once closed what was counted and the difference: over, short or exact), then its sales
 * by state and by operator. Amounts are the core's exact micro-units, formatted, never added up here.
 */
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashLine, Money, ShiftReport } from '@shared/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BridgeError } from '../../data/bridge/bridge-error';
import { useFormats } from '../../i18n/use-formats';
import { Amounts } from '../../ui/amounts';
import { ErrorLine } from '../../ui/error-line';

/** A report as it is read: its figures, or a quiet line while it loads and why it could not be read. */
export function ReportFigures({ report }: { report: UseQueryResult<ShiftReport, BridgeError> }) {
  const { t } = useTranslation('clerks');
  if (report.data) return <ShiftFigures report={report.data} />;
  return (
    <>
      <p className="hint">{report.isPending ? t('shift.running.loading') : ''}</p>
      <ErrorLine error={report.error} />
    </>
  );
}

function ShiftFigures({ report }: { report: ShiftReport }) {
  const { t } = useTranslation('clerks');
  const { t: states } = useTranslation('states');
  return (
    <div className="shift-figures">
      <CashTable lines={report.cash} />
      {report.pending > 0 ? (
        <p className="notice is-warning" role="note">
          {t('shift.report.pending', { count: report.pending })}
        </p>
      ) : null}
      <div className="shift-sales">
        <SalesList
          title={t('shift.report.byState')}
          rows={report.byState.map((row) => ({ key: row.state, name: states(`state.${row.state}.title`), count: row.count, amounts: row.requested }))}
        />
        <SalesList
          title={t('shift.report.byOperator')}
          rows={report.byOperator.map((row) => ({ key: String(row.operatorId), name: row.operatorName, count: row.count, amounts: row.requested }))}
        />
      </div>
    </div>
  );
}

/**
 * A column per currency the drawer held and a row per figure (the float, taken, handed back, expected, then counted
 * and the difference once closed): three currencies of ten-digit amounts fit the screen's width, as seven columns
 * of them would not.
 */
function CashTable({ lines }: { lines: CashLine[] }) {
  const { t } = useTranslation('clerks');
  const formats = useFormats();
  const closed = lines.some((line) => line.counted !== null);
  const money = (micros: number, currency: string) => formats.money({ micros, currency });
  const figure = (label: string, cell: (line: CashLine) => ReactNode, className?: string) => (
    <tr className={className}>
      <th scope="row">{label}</th>
      {lines.map((line) => (
        <Fragment key={line.currency}>{cell(line)}</Fragment>
      ))}
    </tr>
  );
  return (
    <table className="cash-table">
      <caption>{t('shift.report.cash')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('shift.report.currency')}</th>
          {lines.map((line) => (
            <th key={line.currency} scope="col">
              {line.currency}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {figure(t('shift.report.float'), (line) => <td>{money(line.float, line.currency)}</td>)}
        {figure(t('shift.report.taken'), (line) => <td>{money(line.taken, line.currency)}</td>)}
        {figure(t('shift.report.handedBack'), (line) => <td>{money(line.handedBack, line.currency)}</td>)}
        {figure(t('shift.report.expected'), (line) => <td>{money(line.expected, line.currency)}</td>, 'cash-expected')}
        {closed ? figure(t('shift.report.counted'), (line) => <td>{line.counted === null ? '–' : money(line.counted, line.currency)}</td>) : null}
        {closed ? figure(t('shift.report.difference'), (line) => <Difference line={line} />) : null}
      </tbody>
    </table>
  );
}

/** Over or short says which way in words (the amount without its sign), not by a minus sign or a colour alone. */
function Difference({ line }: { line: CashLine }) {
  const { t } = useTranslation('clerks');
  const formats = useFormats();
  const { difference } = line;
  if (difference === null) return <td>–</td>;
  const amount = formats.money({ micros: Math.abs(difference), currency: line.currency });
  const [tone, words] = difference === 0 ? ['exact', t('shift.report.exact')] : difference > 0 ? ['over', t('shift.report.over', { amount })] : ['short', t('shift.report.short', { amount })];
  return <td className={`cash-difference is-${tone}`}>{words}</td>;
}

interface SalesRow {
  key: string;
  name: string;
  count: number;
  amounts: Money[];
}

function SalesList({ title, rows }: { title: string; rows: SalesRow[] }) {
  const { t } = useTranslation('clerks');
  return (
    <section className="sales-list" aria-label={title}>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="hint">{t('shift.report.noSales')}</p>
      ) : (
        <ul>
          {rows.map((row) => (
            <li key={row.key}>
              <span className="sales-name" dir="auto">
                {row.name}
              </span>
              <span className="sales-count">{t('shift.report.sales', { count: row.count })}</span>
              <span className="sales-amount">
                <Amounts totals={row.amounts} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
