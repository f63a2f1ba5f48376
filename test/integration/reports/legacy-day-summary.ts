/**
 * The X report as the till computed it before issue 14, kept as the oracle the SQL path must equal: every sale of
 * the day read (the summed columns), every shift's sales read, and everything added up in JS. Copied from
 * src/main/reports/day-summary.ts and reports-service.ts at 51cb1cf; only the reads are written out here, and the
 * sales it lists are made as the report lists them now (a ListedSale: the columns the Day screen and the Z show),
 * and, since issue 23, a sale shows a delivered amount only when the money rule says it delivered
 * (src/shared/sale-money.ts): a refund's record may carry one, and the report never counts it. Since issue 27, the
 * successful sales by the local hour each was taken in, each sale's hour read from its own time (the SQL path
 * groups quarter hours instead).
 */
import { localHourOf } from '../../../src/shared/business-day';
import type { DaySummary, SaleState, Shift } from '../../../src/shared/contract';
import { moneyStanding } from '../../../src/shared/sale-money';
import { OPEN_STATES, SALE_STATES } from '../../../src/shared/sale-states';
import type { Db } from '../../../src/main/journal/open';
import { toListedSale } from '../../../src/main/journal/sale-view';
import { SALE_COLUMNS, SUMMARY_COLUMNS, type SaleRow, type SummaryRow } from '../../../src/main/journal/sales-repo';
import { createShiftsRepo } from '../../../src/main/journal/shifts-repo';
import type { SummaryContext } from '../../../src/main/reports/day-summary';
import { cashLines, type Counted, HANDED_BACK_STATES } from '../../../src/main/reports/shift-cash';
import { byClerk, groupBy, requestedOf, totals } from '../../../src/main/reports/totals';

interface DayShift {
  shift: Shift;
  rows: readonly SummaryRow[];
  counted: readonly Counted[] | null;
}

const delivered = (row: SummaryRow) => ({ micros: row.delivered_micros, currency: row.delivered_currency });
const didDeliver = (row: SummaryRow) => moneyStanding(row.state) === 'delivered';

function countAndAmounts(rows: readonly SummaryRow[]) {
  return { count: rows.length, requested: totals(rows.map(requestedOf)), delivered: totals(rows.filter(didDeliver).map(delivered)) };
}

const REFUND_STATES: readonly SaleState[] = [...HANDED_BACK_STATES];
const LISTED_STATES: readonly SaleState[] = [...REFUND_STATES, ...OPEN_STATES];

type TimedRow = SummaryRow & { created_at: string };

/** Each successful sale in the hour the shop's clock showed when it was taken (a time without a zone is UTC's). */
function byHour(succeeded: readonly TimedRow[], timeZone: string): DaySummary['byHour'] {
  const hourOf = (row: TimedRow) => localHourOf(new Date(row.created_at.endsWith('Z') ? row.created_at : `${row.created_at}Z`), timeZone);
  const lines = groupBy(succeeded, (row) => `${String(hourOf(row)).padStart(2, '0')} ${row.amount_currency}`);
  return [...lines.keys()].sort().map((key) => {
    const group = lines.get(key)!;
    return { hour: hourOf(group[0]!), currency: group[0]!.amount_currency, count: group.length, requested: totals(group.map(requestedOf))[0]! };
  });
}

function summariseDay(rows: readonly TimedRow[], listed: readonly SaleRow[], context: SummaryContext, shifts: readonly DayShift[] = []): DaySummary {
  const succeeded = rows.filter((row) => row.state === 'succeeded');
  const refunds = listed.filter((row) => REFUND_STATES.includes(row.state));
  const byState = groupBy(rows, (row) => row.state);
  return {
    kind: context.kind,
    day: context.day,
    from: context.from.toISOString(),
    to: context.to.toISOString(),
    timeZone: context.timeZone,
    generatedAt: context.generatedAt.toISOString(),
    closedAt: context.closedAt,
    byState: SALE_STATES.filter((state) => byState.has(state)).map((state) => ({ state, ...countAndAmounts(byState.get(state) ?? []) })),
    succeeded: {
      ...countAndAmounts(succeeded),
      cost: totals(succeeded.map((row) => ({ micros: row.cost_micros, currency: row.cost_currency }))),
      discount: totals(succeeded.map((row) => ({ micros: row.discount_micros, currency: row.discount_currency }))),
    },
    byOperator: [...groupBy(succeeded, (row) => row.operator_id).values()]
      .map((group) => ({ operatorId: group[0]!.operator_id, operatorName: group[0]!.operator_name, countryIso: group[0]!.country_iso, ...countAndAmounts(group) }))
      .sort((a, b) => b.count - a.count || a.operatorName.localeCompare(b.operatorName)),
    byCurrency: totals(succeeded.map(requestedOf)).map((money) => ({
      currency: money.currency,
      count: succeeded.filter((row) => row.amount_currency === money.currency).length,
      requested: money,
    })),
    byHour: byHour(succeeded, context.timeZone),
    byClerk: byClerk(succeeded).map(({ clerkId, clerk, rows: group }) => ({ clerkId, clerk, ...countAndAmounts(group) })),
    byShift: shifts.map(({ shift, rows: ofShift, counted }) => {
      const ofDay = rows.filter((row) => row.shift === shift.id);
      return { shift, count: ofDay.length, requested: totals(ofDay.map(requestedOf)), cash: cashLines(shift.float, ofShift, counted) };
    }),
    refunds: refunds.map(toListedSale),
    refundTotals: totals(refunds.map(requestedOf)),
    pending: listed.filter((row) => OPEN_STATES.includes(row.state)).map(toListedSale),
    alreadyClosed: false,
  };
}

/** The old X report of `day`, read from the journal the way the old repo read it. */
export function legacyDaySummary(db: Db, day: string, context: SummaryContext): DaySummary {
  const dayColumns = SALE_COLUMNS.map((c) => (c === 'transaction_json' || c === 'raw_response' ? `NULL AS ${c}` : c)).join(', ');
  const states = LISTED_STATES.map((state) => `'${state}'`).join(',');
  const rows = db.prepare<[string], TimedRow>(`SELECT ${SUMMARY_COLUMNS.join(', ')}, created_at FROM sales WHERE business_day = ?`).all(day);
  const listed = db.prepare<[string], SaleRow>(`SELECT ${dayColumns} FROM sales WHERE business_day = ? AND state IN (${states}) ORDER BY seq`).all(day);
  const ofShift = db.prepare<[number], SummaryRow>(`SELECT ${SUMMARY_COLUMNS.join(', ')} FROM sales WHERE shift = ? AND shift > 0`);
  const shifts = createShiftsRepo(db);
  const ids = new Set([...shifts.ofDay(day).map((shift) => shift.id), ...rows.filter((row) => row.shift > 0).map((row) => row.shift)]);
  const dayShifts = [...ids]
    .sort((a, b) => a - b)
    .flatMap((id) => {
      const shift = shifts.find(id);
      return shift ? [{ shift, rows: ofShift.all(id), counted: shifts.closing(id)?.counted ?? null }] : [];
    });
  return summariseDay(rows, listed, context, dayShifts);
}
