/**
 * A day's successful sales by the shop's local hour (the Day screen's "Sales by hour"): the journal's quarter-hour
 * totals (journal/day-totals.ts `dayQuarters`) put in the hour the shop's clock showed, and added up exactly. Two
 * quarters of one local hour add up, and so do the two runs of the hour a change of summer time repeats.
 */
import { localHourOf } from '../../shared/business-day';
import type { DaySummary } from '../../shared/contract';
import { sumMicros } from '../../shared/money';
import type { QuarterTotal } from '../journal/day-totals';

export function salesByHour(quarters: readonly QuarterTotal[], timeZone: string): DaySummary['byHour'] {
  const lines = new Map<string, { hour: number; currency: string; count: number; micros: number[] }>();
  for (const quarter of quarters) {
    const hour = localHourOf(new Date(`${quarter.quarter}:00Z`), timeZone);
    const key = `${String(hour).padStart(2, '0')} ${quarter.amount_currency}`;
    const line = lines.get(key) ?? { hour, currency: quarter.amount_currency, count: 0, micros: [] };
    line.count += quarter.count;
    line.micros.push(quarter.amount_micros);
    lines.set(key, line);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, line]) => ({
      hour: line.hour,
      currency: line.currency,
      count: line.count,
      requested: { micros: sumMicros(line.micros), currency: line.currency },
    }));
}
