/**
 * The day in detail, below its key figures and scrolling inside the summary: first what needs the manager (sales
 * not settled, which keep the day from closing; cash to give back), then the sales by hour, the shifts with their
 * cash, and the sales by clerk, operator and state.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { DaySummary } from '@shared/contract';
import { moneyStanding } from '@shared/sale-money';
import { WAITING_PATH } from '../../lib/screen-paths';
import { useSaleStateText } from '../../ui/sale-state-text';
import { Amounts } from '../../ui/amounts';
import { GroupTable } from './group-table';
import { SaleTable } from './sale-table';
import { SalesByHour } from './sales-by-hour';
import { ShiftTable } from './shift-table';

interface DayDetailsProps {
  summary: DaySummary;
  /** Changes each time the pending sales must be brought into view (the close was refused because of them). */
  showPending: number;
}

export function DayDetails({ summary, showPending }: DayDetailsProps) {
  const { t } = useTranslation('day');
  const stateText = useSaleStateText();
  const empty = summary.byState.length === 0 && summary.byShift.length === 0;
  return (
    // Focusable, so the keyboard alone can scroll it.
    <div className="day-details" role="group" aria-label={t('summary.details')} tabIndex={0}>
      {empty ? <p className="hint">{t('summary.empty')}</p> : null}
      <PendingSales summary={summary} showPending={showPending} />
      {summary.refunds.length > 0 ? (
        <section className="day-section" aria-label={t('refunds.title', { count: summary.refunds.length })}>
          <h3>{t('refunds.title', { count: summary.refunds.length })}</h3>
          <p className="hint">{t('refunds.hint')}</p>
          <SaleTable
            sales={summary.refunds}
            foot={
              <tr>
                <th scope="row" colSpan={3}>
                  {t('refunds.total')}
                </th>
                <td className="num">
                  <Amounts totals={summary.refundTotals} />
                </td>
                <td colSpan={2} />
              </tr>
            }
          />
        </section>
      ) : null}
      <SalesByHour summary={summary} />
      <ShiftTable shifts={summary.byShift} />
      <GroupTable
        title={t('byClerk.title')}
        groupHeader={t('columns.clerk')}
        rows={summary.byClerk.map((row) => ({ key: row.clerkId ?? `name:${row.clerk}`, label: row.clerk, ...row }))}
      />
      <GroupTable
        title={t('byOperator.title')}
        groupHeader={t('columns.operator')}
        rows={summary.byOperator.map((row) => ({ key: String(row.operatorId), label: `${row.operatorName} (${row.countryIso})`, ...row }))}
      />
      <GroupTable
        title={t('byState.title')}
        groupHeader={t('columns.state')}
        // A Z closed before the money rule held (issue 23) still says what a refund's record carried: shown by the rule.
        rows={summary.byState.map((row) => ({ key: row.state, label: stateText(row.state).title, ...row, delivered: moneyStanding(row.state) === 'delivered' ? row.delivered : [] }))}
      />
    </div>
  );
}

function PendingSales({ summary, showPending }: DayDetailsProps) {
  const { t } = useTranslation('day');
  const [, navigate] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const count = summary.pending.length;
  useEffect(() => {
    if (showPending > 0) heading.current?.focus();
  }, [showPending]);
  if (count === 0) return null;
  return (
    <section className="day-section is-pending" aria-label={t('pending.title', { count })}>
      <div className="day-section-head">
        <h3 ref={heading} tabIndex={-1}>
          {t('pending.title', { count })}
        </h3>
        <button type="button" className="button" onClick={() => navigate(WAITING_PATH)}>
          {t('pending.open')}
        </button>
      </div>
      <p className="hint">{t('pending.hint')}</p>
      <SaleTable sales={summary.pending} />
    </section>
  );
}
