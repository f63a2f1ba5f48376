/**
 * The day's key figures, always in view above the details: what customers paid for sales that went through, a
 * line per currency, then what the phones received, what the account paid, the discount earned, the cash to give
 * back and how many sales are not settled yet.
 */
import { useTranslation } from 'react-i18next';
import type { DaySummary } from '@shared/contract';
import { useFormats } from '../../i18n/use-formats';
import { Amounts } from '../../ui/amounts';
import { TableHead } from './table-head';

export function DayTotals({ summary }: { summary: DaySummary }) {
  const { t } = useTranslation('day');
  const formats = useFormats();
  const { byCurrency, succeeded } = summary;
  return (
    <div className="day-totals">
      <table className="day-table key-totals">
        <caption>{t('totals.caption')}</caption>
        <TableHead first={t('columns.currency')} numbers={[t('columns.sales'), t('columns.paid')]} />
        <tbody>
          {byCurrency.map((row) => (
            <tr key={row.currency} data-currency={row.currency}>
              <th scope="row">{row.currency}</th>
              <td className="num">{formats.number(row.count)}</td>
              <td className="num">{formats.money(row.requested)}</td>
            </tr>
          ))}
          {byCurrency.length === 0 ? (
            <tr>
              <td colSpan={3}>{t('totals.none')}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <dl className="day-figures">
        <div>
          <dt>{t('totals.received')}</dt>
          <dd>
            <Amounts totals={succeeded.delivered} />
          </dd>
        </div>
        <div>
          <dt>{t('totals.cost')}</dt>
          <dd>
            <Amounts totals={succeeded.cost} />
          </dd>
        </div>
        <div>
          <dt>{t('totals.discount')}</dt>
          <dd>
            <Amounts totals={succeeded.discount} />
          </dd>
        </div>
        <div className={summary.refunds.length > 0 ? 'is-warning' : undefined}>
          <dt>{t('totals.refunds')}</dt>
          <dd>
            <Amounts totals={summary.refundTotals} />
          </dd>
        </div>
        <div className={summary.pending.length > 0 ? 'is-warning' : undefined}>
          <dt>{t('totals.pending')}</dt>
          <dd>{formats.number(summary.pending.length)}</dd>
        </div>
      </dl>
    </div>
  );
}
