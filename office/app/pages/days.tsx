/**
 * Days: any day's chain report, the numbers `chain:report` prints (the server's chainDayReport), by till, shop,
 * operator, currency and clerk, with the day's Zs and each shift's drawer over or short; and the same report as
 * the CSV `chain:report --csv` writes.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DaysAnswer, type Total } from '../../shared/contract';
import { Amount } from '../amount';
import { getJson } from '../api';
import { type Column, DataTable } from '../data-table';
import { useOfficeFormats } from '../formats';
import { Loading, Problem } from '../page-state';
import { localDay } from '../today-date';

export function DaysPage() {
  const { t } = useTranslation();
  const formats = useOfficeFormats();
  const [day, setDay] = useState(localDay);
  const { data, error } = useQuery({ queryKey: ['days', day], queryFn: () => getJson(`/api/days?day=${encodeURIComponent(day)}`, DaysAnswer), placeholderData: keepPreviousData });

  const money: Column[] = [
    { key: 'currency', label: t('days.currency') },
    { key: 'count', label: t('days.count'), numeric: true },
    { key: 'amount', label: t('days.amount'), numeric: true },
  ];
  const totalCells = (total: Total) => [total.currency, formats.number(total.count), <Amount micros={total.micros} currency={total.currency} />];
  const totals = (id: string, caption: string, list: Total[]) => (
    <div data-section={id}>
      <DataTable caption={caption} columns={money} rows={list.map((total) => ({ key: total.currency, cells: totalCells(total) }))} />
    </div>
  );

  return (
    <section aria-labelledby="days-title" className="days">
      <h1 id="days-title">{t('days.heading')}</h1>
      <div className="controls">
        <label>
          {t('days.day')}
          <input type="date" value={day} required onChange={(event) => event.target.value && setDay(event.target.value)} />
        </label>
        <button type="button" onClick={() => window.location.assign(`/api/days.csv?day=${encodeURIComponent(day)}`)}>
          {t('days.download')}
        </button>
      </div>
      <Problem error={error} />
      {!data ? (
        !error && <Loading />
      ) : (
        <div className="report" data-day={data.day}>
          {totals('sold', t('days.sold'), data.sold)}
          <div data-section="byTill">
            <DataTable
              caption={t('days.byTill')}
              columns={[{ key: 'till', label: t('days.till') }, { key: 'shop', label: t('days.shop') }, ...money]}
              rows={data.byTill.map((row) => ({ key: `${row.tillId} ${row.currency}`, cells: [<bdi>{`${row.tillId} ${row.name}`}</bdi>, row.shop, ...totalCells(row)] }))}
            />
          </div>
          <div data-section="byShop">
            <DataTable caption={t('days.byShop')} columns={[{ key: 'shop', label: t('days.shop') }, ...money]} rows={data.byShop.map((row) => ({ key: `${row.shop} ${row.currency}`, cells: [row.shop, ...totalCells(row)] }))} />
          </div>
          <div data-section="byOperator">
            <DataTable
              caption={t('days.byOperator')}
              columns={[{ key: 'operator', label: t('days.operator') }, ...money]}
              rows={data.byOperator.map((row) => ({ key: `${row.operatorId} ${row.currency}`, cells: [`${row.operatorName} (${row.countryIso})`, ...totalCells(row)] }))}
            />
          </div>
          <div data-section="byClerk">
            <DataTable
              caption={t('days.byClerk')}
              columns={[{ key: 'till', label: t('days.till') }, { key: 'clerk', label: t('days.clerk') }, ...money]}
              rows={data.byClerk.map((row) => ({ key: `${row.tillId} ${row.clerk} ${row.currency}`, cells: [row.tillId, row.clerk, ...totalCells(row)] }))}
            />
          </div>
          {totals('delivered', t('days.delivered'), data.delivered)}
          {totals('cost', t('days.cost'), data.cost)}
          {totals('discount', t('days.discount'), data.discount)}
          {totals('handedBack', t('days.handedBack'), data.handedBack)}
          <div data-section="open">
            <DataTable
              caption={t('days.open')}
              columns={[{ key: 'till', label: t('days.till') }, { key: 'sale', label: t('days.sale') }, { key: 'state', label: t('days.state') }, { key: 'amount', label: t('days.amount'), numeric: true }]}
              rows={data.open.map((sale) => ({ key: `${sale.tillId} ${sale.saleId}`, cells: [sale.tillId, sale.saleId, sale.state, <Amount micros={sale.micros} currency={sale.currency} />] }))}
            />
          </div>
          <div data-section="closes">
            <DataTable
              caption={t('days.closes')}
              columns={[{ key: 'till', label: t('days.till') }, { key: 'closed', label: t('days.closedAt') }, { key: 'sold', label: t('days.sold'), numeric: true }]}
              rows={data.closes.map((close) => ({
                key: close.tillId,
                cells: [close.tillId, formats.dateTime(close.closedAt), close.sold.map((money) => <Amount key={money.currency} micros={money.micros} currency={money.currency} />)],
              }))}
            />
          </div>
          <div data-section="shifts">
            <DataTable
              caption={t('days.shifts')}
              columns={[
                { key: 'till', label: t('days.till') },
                { key: 'clerk', label: t('days.clerk') },
                { key: 'closed', label: t('days.closedAt') },
                { key: 'expected', label: t('days.expected'), numeric: true },
                { key: 'counted', label: t('days.counted'), numeric: true },
                { key: 'difference', label: t('days.difference'), numeric: true },
              ]}
              rows={data.shifts.flatMap((shift) =>
                shift.cash.map((line) => ({
                  key: `${shift.tillId} ${shift.shiftId} ${line.currency}`,
                  cells: [
                    shift.tillId,
                    shift.clerk,
                    shift.closedAt ? formats.dateTime(shift.closedAt) : t('days.stillOpen'),
                    <Amount micros={line.expected} currency={line.currency} />,
                    line.counted === null ? '—' : <Amount micros={line.counted} currency={line.currency} />,
                    line.difference === null ? '—' : <Amount micros={line.difference} currency={line.currency} />,
                  ],
                })),
              )}
            />
          </div>
          <div data-section="quiet">
            <DataTable
              caption={t('days.quiet')}
              columns={[{ key: 'till', label: t('days.till') }, { key: 'shop', label: t('days.shop') }, { key: 'seen', label: t('days.lastSeen') }]}
              rows={data.quiet.map((till) => ({ key: till.tillId, cells: [<bdi>{`${till.tillId} ${till.name}`}</bdi>, till.shop, till.lastSeen ? formats.dateTime(till.lastSeen) : t('never')] }))}
            />
          </div>
          {data.restored.length ? (
            <div data-section="restored">
              <h2>{t('days.restored')}</h2>
              <ul>
                {data.restored.map((r) => (
                  <li key={`${r.tillId} ${r.at}`}>{t('days.restoredLine', { till: r.tillId, at: formats.dateTime(r.at), from: r.fromSeq, to: r.centreLast, count: r.salesKept })}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
