/**
 * The day's "Sales by hour": what customers paid for the sales that went through, hour by hour of the shop's clock,
 * drawn for one currency (the day's first; a choice when it sold in several), its table an hour a row with the
 * number of sales and each currency's amount. Read from the day's report (DaySummary.byHour), so its hours add up
 * to the totals above it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localHourOf } from '@shared/business-day';
import type { DaySummary } from '@shared/contract';
import { microsToDecimal } from '@shared/money';
import { useFormats } from '../../i18n/use-formats';
import { BarChart, ChartFigure, alignSeries } from '../../ui/charts';
import { hourNames, shownHours } from './day-hours';

/** The drawing's height: compact, so the day's details keep their room at 1024×768. */
const HEIGHT = 130;

export function SalesByHour({ summary }: { summary: DaySummary }) {
  const { t, i18n } = useTranslation('day');
  const formats = useFormats();
  const currencies = summary.byCurrency.map((line) => line.currency);
  const [chosen, choose] = useState<string | null>(null);
  const currency = chosen !== null && currencies.includes(chosen) ? chosen : currencies[0];
  if (summary.byHour.length === 0 || currency === undefined) return null;

  const names = hourNames(formats.locale);
  const hours = shownHours(
    summary.byHour.map((line) => line.hour),
    localHourOf(new Date(summary.from), summary.timeZone),
  );
  const categories = hours.map((hour) => ({ key: String(hour), label: names.hour(hour) }));
  const series = alignSeries(categories, [
    {
      key: currency,
      label: currency,
      points: summary.byHour.filter((line) => line.currency === currency).map((line) => ({ category: String(line.hour), value: BigInt(line.requested.micros) })),
    },
  ]);
  const ticks = new Intl.NumberFormat(formats.locale, { notation: 'compact', maximumFractionDigits: 1 });
  const table = {
    rowHeader: t('byHour.hour'),
    columns: [{ key: 'count', label: t('columns.sales') }, ...currencies.map((code) => ({ key: code, label: code }))],
    rows: hours.map((hour) => {
      const lines = summary.byHour.filter((line) => line.hour === hour);
      const count = lines.reduce((sum, line) => sum + line.count, 0);
      const paid = (code: string) => {
        const line = lines.find((one) => one.currency === code);
        return line ? formats.money(line.requested) : '';
      };
      return { key: String(hour), label: names.span(hour), cells: [formats.number(count), ...currencies.map(paid)] };
    }),
  };
  const choice =
    currencies.length > 1 ? (
      <div className="hour-currencies" role="group" aria-label={t('byHour.currency')}>
        {currencies.map((code) => (
          <button key={code} type="button" className="chart-toggle" aria-pressed={code === currency} onClick={() => choose(code)}>
            {code}
          </button>
        ))}
      </div>
    ) : (
      <span className="hour-currency">{currency}</span>
    );
  return (
    <ChartFigure name={t('byHour.title')} table={table} aside={choice} className="day-section sales-by-hour">
      {/* The axis in whole units of the currency drawn, compact: "1.5K". */}
      <BarChart categories={categories} series={series} formatTick={(micros) => ticks.format(Number(microsToDecimal(micros, 0)))} dir={i18n.dir()} height={HEIGHT} />
    </ChartFigure>
  );
}
