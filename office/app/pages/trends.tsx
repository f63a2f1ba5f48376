/**
 * Trends: four figures over a range of days, for one shop or the whole chain, each an accessible figure (a name,
 * and its numbers in a table one tap away: src/renderer/src/ui/charts). A figure with sales in several currencies
 * draws one at a time, with the choice beside it; amounts are exact BigInt micros to the last bar.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChartFigure, type ChartSeries } from '../../../src/renderer/src/ui/charts';
import { type Figure, TrendsAnswer } from '../../shared/contract';
import { getJson } from '../api';
import { LabelledSelect } from '../labelled-select';
import { useOfficeFormats } from '../formats';
import { Loading, Problem } from '../page-state';
import { localDay, shiftDay } from '../today-date';

interface Range {
  from: string;
  to: string;
  shop: string | null;
}

const NAMES: Record<Figure, 'trends.byHour' | 'trends.byDay' | 'trends.byOperator' | 'trends.discountByDay'> = {
  byHour: 'trends.byHour',
  byDay: 'trends.byDay',
  byOperator: 'trends.byOperator',
  discountByDay: 'trends.discountByDay',
};
const CATEGORY: Record<Figure, 'trends.hour' | 'trends.day' | 'trends.operator'> = { byHour: 'trends.hour', byDay: 'trends.day', byOperator: 'trends.operator', discountByDay: 'trends.day' };

function trendsPath(figure: Figure, { from, to, shop }: Range): string {
  const query = new URLSearchParams({ figure, from, to, ...(shop ? { shop } : {}) });
  return `/api/trends?${query.toString()}`;
}

function useTrend(figure: Figure, range: Range) {
  return useQuery({ queryKey: ['trends', figure, range], queryFn: () => getJson(trendsPath(figure, range), TrendsAnswer), placeholderData: keepPreviousData });
}

function TrendFigure({ figure, range }: { figure: Figure; range: Range }) {
  const { t } = useTranslation();
  const formats = useOfficeFormats();
  const { data, error } = useTrend(figure, range);
  const currencies = [...new Set(data?.points.map((point) => point.currency) ?? [])];
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = chosen && currencies.includes(chosen) ? chosen : (currencies[0] ?? null);
  const name = t(NAMES[figure]);
  if (!data) return <section aria-label={name}>{error ? <Problem error={error} /> : <Loading />}</section>;
  if (currency === null) {
    return (
      <section aria-label={name} className="trend-empty">
        <h2>{name}</h2>
        <p>{t('trends.nothing')}</p>
      </section>
    );
  }
  const points = data.points.filter((point) => point.currency === currency);
  const byDays = figure === 'byDay' || figure === 'discountByDay';
  const categories = points.map((point) => ({ key: point.category, label: byDays ? formats.day(point.category) : point.category }));
  const series: ChartSeries[] = [{ key: 'range', label: figure === 'byDay' ? t('trends.thisRange') : t('trends.amount'), points: points.map((point) => ({ category: point.category, value: BigInt(point.micros) })) }];
  if (figure === 'byDay') series.push({ key: 'before', label: t('trends.before'), points: points.map((point) => ({ category: point.category, value: BigInt(point.before ?? '0') })) });
  return (
    <div className="trend" data-figure={figure} data-currency={currency}>
      {currencies.length > 1 ? (
        <LabelledSelect className="trend-currency" label={t('trends.currency')} value={currency} onChange={(event) => setChosen(event.target.value)}>
          {currencies.map((each) => (
            <option key={each}>{each}</option>
          ))}
        </LabelledSelect>
      ) : null}
      <Problem error={error} />
      <BarChartFigure name={name} categoryHeader={t(CATEGORY[figure])} categories={categories} series={series} format={(value) => formats.money(value, currency)} />
    </div>
  );
}

export function TrendsPage() {
  const { t } = useTranslation();
  const today = localDay();
  const [range, setRange] = useState<Range>({ from: shiftDay(today, -6), to: today, shop: null });
  const { data } = useTrend('byDay', range);
  return (
    <section aria-labelledby="trends-title" className="trends">
      <h1 id="trends-title">{t('trends.heading')}</h1>
      <div className="controls">
        <LabelledSelect label={t('trends.shop')} value={range.shop ?? ''} onChange={(event) => setRange({ ...range, shop: event.target.value || null })}>
          <option value="">{t('trends.wholeChain')}</option>
          {(data?.shops ?? []).map((shop) => (
            <option key={shop} value={shop}>
              {shop}
            </option>
          ))}
        </LabelledSelect>
        <label>
          {t('trends.from')}
          <input type="date" value={range.from} max={range.to} required onChange={(event) => event.target.value && setRange({ ...range, from: event.target.value })} />
        </label>
        <label>
          {t('trends.to')}
          <input type="date" value={range.to} min={range.from} required onChange={(event) => event.target.value && setRange({ ...range, to: event.target.value })} />
        </label>
      </div>
      <div className="figures">
        {(['byHour', 'byDay', 'byOperator', 'discountByDay'] as const).map((figure) => (
          <TrendFigure key={figure} figure={figure} range={range} />
        ))}
      </div>
    </section>
  );
}
