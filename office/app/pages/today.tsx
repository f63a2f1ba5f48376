/**
 * Today: the chain's day so far per currency (sales, what the phones received, discount earned, cash handed back,
 * open sales) and every till with its last event, quiet tills flagged. Polled every 10 seconds; the last numbers
 * stay on screen while the next are fetched, and rows are keyed by till, so nothing blinks or jumps.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Total, TodayAnswer } from '../../shared/contract';
import { Amount } from '../amount';
import { getJson } from '../api';
import { DataTable } from '../data-table';
import { useOfficeFormats } from '../formats';
import { howLongAgo } from '../how-long-ago';
import { Loading, Problem } from '../page-state';

const REFRESH_MS = 10_000;

function Measure({ id, title, totals }: { id: string; title: string; totals: Total[] }) {
  const { t } = useTranslation();
  return (
    <div className="measure" data-measure={id}>
      <h2>{title}</h2>
      {totals.length === 0 ? (
        <p className="measure-none">{t('none')}</p>
      ) : (
        <ul>
          {totals.map((total) => (
            <li key={total.currency} data-currency={total.currency}>
              <Amount micros={total.micros} currency={total.currency} /> <span className="count">{t('sales', { count: total.count })}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function TodayPage() {
  const { t } = useTranslation();
  const agoWords = (minutes: number) => {
    const { key, count } = howLongAgo(minutes);
    return t(key, { count });
  };
  const formats = useOfficeFormats();
  const { data, error } = useQuery({ queryKey: ['today'], queryFn: () => getJson('/api/today', TodayAnswer), refetchInterval: REFRESH_MS, placeholderData: keepPreviousData });
  return (
    <>
      <section className="chain-today" aria-labelledby="chain-today">
        <h1 id="chain-today">{t('today.heading')}</h1>
        <Problem error={error} />
        {data ? (
          <>
            <p className="updated">{t('today.updated', { day: data.day, time: formats.time(data.generatedAt) })}</p>
            <div className="measures">
              <Measure id="sold" title={t('today.sold')} totals={data.sold} />
              <Measure id="delivered" title={t('today.delivered')} totals={data.delivered} />
              <Measure id="discount" title={t('today.discount')} totals={data.discount} />
              <Measure id="handedBack" title={t('today.handedBack')} totals={data.handedBack} />
              <Measure id="open" title={t('today.open')} totals={data.open} />
            </div>
          </>
        ) : (
          !error && <Loading />
        )}
      </section>
      {data ? (
        <div className="today-tills">
          <p>{t('today.quietRule', { duration: t('minutes', { count: data.quietMinutes }), from: data.openingHours.from, to: data.openingHours.to })}</p>
          <DataTable
            caption={t('today.tills')}
            columns={[
              { key: 'shop', label: t('today.shop') },
              { key: 'till', label: t('today.till') },
              { key: 'last', label: t('today.lastEvent') },
              { key: 'ago', label: t('today.ago') },
              { key: 'status', label: t('today.status') },
              { key: 'conflicts', label: t('today.conflicts'), numeric: true },
              { key: 'open', label: t('today.openSales'), numeric: true },
            ]}
            rows={data.tills.map((till) => ({
              key: till.tillId,
              flag: till.quiet ? 'quiet' : undefined,
              cells: [
                till.shop,
                <>
                  <bdi>{till.name}</bdi> <span className="till-id">({till.tillId})</span>
                </>,
                till.lastSeen ? formats.dateTime(till.lastSeen) : t('never'),
                till.minutesAgo === null ? t('never') : agoWords(till.minutesAgo),
                <span className={till.quiet ? 'badge quiet' : 'badge active'}>{till.quiet ? t('today.quiet') : t('today.active')}</span>,
                formats.number(till.conflicts),
                formats.number(till.openSales),
              ],
            }))}
          />
        </div>
      ) : null}
    </>
  );
}
