/**
 * The X report added up by SQLite (journal/day-totals.ts) says exactly what the JS summing of every row said
 * before it (legacy-day-summary.ts), on a real journal file: for random days of sales in every state, several
 * currencies, amounts with or without a delivered amount, cost or discount, clerks with and without an id, names
 * changed during the day, equal times, shifts open across midnight with their cash. Also: a total past 2^53 is
 * refused by both, and the day's report reads its listed sales through their index, not the whole day.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SALE_STATES } from '../../../src/shared/sale-states';
import { businessDayBounds } from '../../../src/shared/business-day';
import { MoneyError } from '../../../src/shared/money';
import type { Db } from '../../../src/main/journal/open';
import { SALE_COLUMNS, type SaleRow } from '../../../src/main/journal/sales-repo';
import { LISTED_STATES } from '../../../src/main/reports/day-summary';
import { legacyDaySummary } from './legacy-day-summary';
import { journalReports, UTC_DAYS } from '../../support/journal-reports';
import { withTempJournal } from '../../support/temp-journal';

const NOW = new Date('2030-01-01T00:00:00.000Z');

let db: Db;
withTempJournal('till-day-sql-', (opened) => {
  db = opened;
});

const reportsOf = (journal: Db) => journalReports(journal, NOW);

const contextOf = (day: string) => ({ kind: 'X' as const, day, ...businessDayBounds(day, UTC_DAYS), timeZone: 'UTC', generatedAt: NOW, closedAt: null });

let nextSeq = 1;
let nextShift = 1;
const insertSale = (journal: Db, row: Omit<SaleRow, 'seq'>) =>
  journal.prepare(`INSERT INTO sales (${SALE_COLUMNS.join(', ')}) VALUES (${SALE_COLUMNS.map((c) => `@${c}`).join(', ')})`).run({ ...row, seq: nextSeq++ });

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const money = fc.integer({ min: 0, max: 1_000_000_000_000 });

/** One sale of the day, as the columns the report reads (the rest filled as the till fills them). */
const saleArbitrary = fc.record({
  // Mostly succeeded, as a day is: the breakdowns by operator, clerk and currency count those.
  state: fc.oneof({ arbitrary: fc.constant('succeeded' as const), weight: 3 }, { arbitrary: fc.constantFrom(...SALE_STATES), weight: 2 }),
  operator: fc.constantFrom([1, 'MTN Nigeria', 'NG'], [1, 'MTN Nigeria (new name)', 'NG'], [2, 'Airtel', 'NG'], [3, 'Airtel', 'GH'], [4, 'airtel', 'GH']),
  clerk: fc.constantFrom([null, 'Till'], [null, 'Ada'], ['c-ada', 'Ada'], ['c-ada', 'Ada Obi'], ['c-bola', 'Bola'], ['c-bola2', 'Bola']),
  shiftIndex: fc.integer({ min: 0, max: 3 }),
  amount: fc.integer({ min: 1, max: 1_000_000_000_000 }),
  currency: fc.constantFrom('USD', 'NGN', 'EUR'),
  delivered: maybe(money),
  deliveredCurrency: maybe(fc.constantFrom('NGN', 'GHS')),
  cost: maybe(money),
  costCurrency: maybe(fc.constantFrom('USD', 'EUR')),
  discount: maybe(money),
  discountCurrency: maybe(fc.constantFrom('USD')),
  // Few distinct times, so sales share one; and times that are the start of another (the shorter sorts first).
  time: fc.constantFrom('10:00:00.000Z', '10:00:00Z', '10:00:01', '10:00:01.000Z', '10:00:01.500Z', '11:30:00.000Z', '09:15:00.000Z'),
  otherDay: fc.boolean(),
});
type SaleSpec = typeof saleArbitrary extends fc.Arbitrary<infer T> ? T : never;

/**
 * Writes a day in one transaction: its shifts (the first opened the day before, across midnight; the last one
 * perhaps still open) and its sales, some booked to the day before.
 */
function writeDay(day: string, sales: readonly SaleSpec[], closedShifts: readonly boolean[]): void {
  const before = new Date(Date.parse(`${day}T00:00:00.000Z`) - 86_400_000).toISOString().slice(0, 10);
  const insertShift = db.prepare(`INSERT INTO shifts (id, business_day, clerk_id, clerk_name, opened_at, float_micros, float_currency, closed_at, closed_by, counted_json, report_json)
    VALUES (?, ?, 'c-ada', 'Ada', ?, ?, ?, ?, ?, ?, ?)`);
  db.transaction(() => {
    // One shift open at a time (the journal enforces it): the last day's open shift is closed now.
    db.prepare("UPDATE shifts SET closed_at = opened_at, closed_by = 'Ada', counted_json = '[]', report_json = '{}' WHERE closed_at IS NULL").run();
    const shiftIds = [0];
    for (const [i, closedIfLast] of closedShifts.entries()) {
      const closed = closedIfLast || i < closedShifts.length - 1;
      const id = nextShift++;
      shiftIds.push(id);
      const counted = closed ? JSON.stringify([{ currency: 'USD', micros: 5_000_000 * i }]) : null;
      insertShift.run(id, i === 0 ? before : day, `${i === 0 ? before : day}T08:00:00.000Z`, 10_000_000, i === 1 ? 'NGN' : 'USD', closed ? `${day}T20:00:00.000Z` : null, closed ? 'Ada' : null, counted, closed ? '{}' : null);
    }
    for (const [i, sale] of sales.entries()) {
      const [operatorId, operatorName, countryIso] = sale.operator as [number, string, string];
      const [clerkId, clerk] = sale.clerk as [string | null, string];
      const saleDay = sale.otherDay ? before : day;
      insertSale(db, {
        id: `S-${day}-${i}`, created_at: `${saleDay}T${sale.time}`, updated_at: `${saleDay}T${sale.time}`, business_day: saleDay, clerk, shift: shiftIds[sale.shiftIndex % shiftIds.length]!,
        environment: 'training', operator_id: operatorId, operator_name: operatorName, country_iso: countryIso, recipient_country: countryIso,
        recipient_phone: `+23480312${String(i).padStart(5, '0')}`, recipient_email: null, sender_country: null, sender_phone: null,
        amount_micros: sale.amount, amount_currency: sale.currency, use_local_amount: 0, quoted_delivered_micros: null, quoted_delivered_currency: null,
        state: sale.state, attempts: 1, not_before: null, transaction_id: sale.state === 'processing' ? 1000 + i : null, operator_transaction_id: null,
        delivered_micros: sale.delivered, delivered_currency: sale.deliveredCurrency, cost_micros: sale.cost, cost_currency: sale.costCurrency,
        discount_micros: sale.discount, discount_currency: sale.discountCurrency, transaction_json: null, raw_response: null, error_code: null,
        error_message: null, completed_at: null, request_id: null, clerk_id: clerkId,
      });
    }
  })();
}

let dayNumber = 0;
const freshDay = () => new Date(Date.UTC(2026, 0, 1) + 2 * 86_400_000 * dayNumber++).toISOString().slice(0, 10);

describe('the X report in SQL', () => {
  it('is exactly the JS summing of every row, for random days', () => {
    const reports = reportsOf(db);
    fc.assert(
      fc.property(fc.array(saleArbitrary, { maxLength: 60, size: 'max' }), fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }), (sales, closedShifts) => {
        const day = freshDay();
        writeDay(day, sales, closedShifts);
        expect(reports.summary(day, 'X')).toEqual(legacyDaySummary(db, day, contextOf(day)));
      }),
      { numRuns: 200 },
    );
  });

  it('and its Z, closing the day, is the same report', () => {
    const day = freshDay();
    writeDay(day, [
      { state: 'succeeded', operator: [1, 'MTN Nigeria', 'NG'], clerk: ['c-ada', 'Ada'], shiftIndex: 1, amount: 5_000_000, currency: 'USD', delivered: 7_500_000_000, deliveredCurrency: 'NGN', cost: 4_750_000, costCurrency: 'USD', discount: 250_000, discountCurrency: 'USD', time: '10:00:00.000Z', otherDay: false },
      { state: 'refunded', operator: [2, 'Airtel', 'NG'], clerk: ['c-bola', 'Bola'], shiftIndex: 2, amount: 2_000_000, currency: 'USD', delivered: null, deliveredCurrency: null, cost: null, costCurrency: null, discount: null, discountCurrency: null, time: '11:30:00.000Z', otherDay: false },
    ], [true, true]);
    const z = reportsOf(db).summary(day, 'Z');
    expect(z).toEqual({ ...legacyDaySummary(db, day, contextOf(day)), kind: 'Z', closedAt: NOW.toISOString() });
  });

  it('refuses a total past 2^53 micro-units, as the JS summing did, rather than lose a digit', () => {
    const day = freshDay();
    const huge: SaleSpec = { state: 'succeeded', operator: [1, 'MTN Nigeria', 'NG'], clerk: [null, 'Till'], shiftIndex: 0, amount: 2 ** 52, currency: 'USD', delivered: null, deliveredCurrency: null, cost: null, costCurrency: null, discount: null, discountCurrency: null, time: '10:00:00.000Z', otherDay: false };
    writeDay(day, [huge, huge], [true]);
    expect(() => legacyDaySummary(db, day, contextOf(day))).toThrow(MoneyError);
    expect(() => reportsOf(db).summary(day, 'X')).toThrow(MoneyError);
  });

  it('reads the sales it lists through their own index, not the whole day', () => {
    const states = LISTED_STATES.map((state) => `'${state}'`).join(',');
    const plan = db.prepare<[], { detail: string }>(`EXPLAIN QUERY PLAN SELECT * FROM sales WHERE business_day = '2026-01-01' AND state IN (${states}) ORDER BY seq`).all();
    expect(plan.map((step) => step.detail).join(' ')).toMatch(/sales_listed/);
  });
});
