/**
 * The day's successful sales by the shop's local hour (DaySummary.byHour, the Day screen's "Sales by hour"), read
 * from a real journal file: the hours a sale falls in by the shop's time zone (one a quarter of an hour off UTC's,
 * and a night summer time ends), only sales that delivered by the money rule, currencies apart, the hours adding
 * up to the day's totals, the journal's quarter-hour totals read (migration 15), and a Z written before the hours
 * existed.
 */
import { describe, expect, it } from 'vitest';
import type { Money, SaleState } from '../../../src/shared/contract';
import type { Db } from '../../../src/main/journal/open';
import { DAY_QUARTERS_SQL } from '../../../src/main/journal/day-totals';
import { createSalesRepo } from '../../../src/main/journal/sales-repo';
import { journalReports } from '../../support/journal-reports';
import { writeSaleInState } from '../../support/sale-in-state';
import { withTempJournal } from '../../support/temp-journal';

const NOW = new Date('2030-01-01T00:00:00.000Z');

let db: Db;
withTempJournal('till-hours-', (opened) => {
  db = opened;
});

const usd = (micros: number): Money => ({ micros, currency: 'USD' });
const ngn = (micros: number): Money => ({ micros, currency: 'NGN' });

let nextId = 1;
/** A sale of `day` taken at the instant `at`, brought to `state` by the journal's own transitions. */
function sell(day: string, at: string, amount: Money, state: SaleState = 'succeeded'): void {
  writeSaleInState(createSalesRepo(db), {
    id: `H-${nextId++}`, day, at, state, amount, quoted: null, delivered: ngn(1_000_000_000), cost: amount, discount: usd(100_000), pin: null,
  });
}

describe('the day’s sales by hour', () => {
  it('puts each sale in the local hour it was taken, currencies apart, and counts only what delivered', () => {
    const day = '2026-03-02';
    sell(day, '2026-03-02T09:59:59.999Z', usd(5_000_000));
    sell(day, '2026-03-02T10:00:00.000Z', usd(2_500_000));
    sell(day, '2026-03-02T10:44:10.000Z', usd(1_250_000));
    sell(day, '2026-03-02T10:45:00.000Z', ngn(2_000_000_000));
    // The customers' cash went back, or may still: never a sale of the hour.
    sell(day, '2026-03-02T10:30:00.000Z', usd(9_000_000), 'refunded');
    sell(day, '2026-03-02T10:31:00.000Z', usd(9_000_000), 'failed');
    sell(day, '2026-03-02T10:32:00.000Z', usd(9_000_000), 'processing');
    sell(day, '2026-03-02T10:33:00.000Z', usd(9_000_000), 'cancelled');
    // Lagos is UTC+1.
    const summary = journalReports(db, NOW, { startHour: 0, timeZone: 'Africa/Lagos' }).summary(day, 'X');
    expect(summary.byHour).toEqual([
      { hour: 10, currency: 'USD', count: 1, requested: usd(5_000_000) },
      { hour: 11, currency: 'NGN', count: 1, requested: ngn(2_000_000_000) },
      { hour: 11, currency: 'USD', count: 2, requested: usd(3_750_000) },
    ]);
    // The hours add up to the day's totals of what was paid, to the micro-unit.
    for (const { currency, count, requested } of summary.byCurrency) {
      const lines = summary.byHour.filter((line) => line.currency === currency);
      expect([currency, lines.reduce((sum, line) => sum + line.count, 0), lines.reduce((sum, line) => sum + line.requested.micros, 0)]).toEqual([currency, count, requested.micros]);
    }
  });

  it('splits the hours where the shop’s clock does, a zone a quarter of an hour off UTC’s (Kathmandu, UTC+5:45)', () => {
    const day = '2026-03-03';
    sell(day, '2026-03-03T04:14:59.000Z', usd(1_000_000)); // 09:59:59 in Kathmandu
    sell(day, '2026-03-03T04:15:00.000Z', usd(2_000_000)); // 10:00:00
    sell(day, '2026-03-03T05:14:00.000Z', usd(4_000_000)); // 10:59
    const { byHour } = journalReports(db, NOW, { startHour: 0, timeZone: 'Asia/Kathmandu' }).summary(day, 'X');
    expect(byHour).toEqual([
      { hour: 9, currency: 'USD', count: 1, requested: usd(1_000_000) },
      { hour: 10, currency: 'USD', count: 2, requested: usd(6_000_000) },
    ]);
  });

  it('adds up the two runs of the hour summer time repeats, and an hour past midnight of a day that starts later', () => {
    // Paris, 25 October 2026: 03:00 summer time becomes 02:00 again at 01:00 UTC. The day starts at 04:00.
    const day = '2026-10-24';
    sell(day, '2026-10-25T00:30:00.000Z', usd(1_000_000)); // 02:30 summer time
    sell(day, '2026-10-25T01:30:00.000Z', usd(2_000_000)); // 02:30 winter time
    sell(day, '2026-10-24T22:05:00.000Z', usd(4_000_000)); // 00:05 on the 25th, still the 24th's business day
    const { byHour } = journalReports(db, NOW, { startHour: 4, timeZone: 'Europe/Paris' }).summary(day, 'X');
    expect(byHour).toEqual([
      { hour: 0, currency: 'USD', count: 1, requested: usd(4_000_000) },
      { hour: 2, currency: 'USD', count: 2, requested: usd(3_000_000) },
    ]);
  });

  it('reads the day’s quarter-hour totals the journal keeps, by their key, never the sales', () => {
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${DAY_QUARTERS_SQL}`).all('2026-03-02') as Array<{ detail: string }>;
    const steps = plan.map((step) => step.detail).join('\n');
    expect(steps).toMatch(/SEARCH day_quarters USING PRIMARY KEY \(business_day=\? AND state=\?\)/);
    expect(steps).not.toMatch(/\bsales\b/);
  });

  it('is written into the Z, and a Z written before issue 27 reads its hours from the journal', () => {
    const day = '2026-03-04';
    sell(day, '2026-03-04T12:10:00.000Z', usd(3_000_000));
    const reports = journalReports(db, NOW, { startHour: 0, timeZone: 'UTC' });
    const z = reports.summary(day, 'Z');
    const hours = [{ hour: 12, currency: 'USD', count: 1, requested: usd(3_000_000) }];
    expect(z.byHour).toEqual(hours);
    const stored = db.prepare<[string], { summary_json: string }>('SELECT summary_json FROM day_closures WHERE business_day = ?').get(day)!;
    expect(JSON.parse(stored.summary_json).byHour).toEqual(hours);

    const { byHour: _written, ...older } = JSON.parse(stored.summary_json) as Record<string, unknown>;
    db.prepare('UPDATE day_closures SET summary_json = ? WHERE business_day = ?').run(JSON.stringify(older), day);
    expect(reports.summary(day, 'X').byHour).toEqual(hours);
    expect(reports.printable(day).byHour).toEqual(hours);
  });
});
