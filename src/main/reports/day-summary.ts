/**
 * The day's sales summary (X: a running look; Z: the close of the day). Pure: journal rows in, exact
 * totals out. Every sum is over integer micro-units, grouped by currency, never a float.
 */
import type { DaySummary, SaleState, Shift } from '../../shared/contract';
import { toSale } from '../journal/sale-view';
import { OPEN_STATES, SALE_STATES } from '../../shared/sale-states';
import type { SaleRow, SummaryRow } from '../journal/sales-repo';
import { cashLines, type Counted, HANDED_BACK_STATES } from './shift-cash';
import { byClerk, groupBy, requestedOf, totals } from './totals';

const delivered = (row: SummaryRow) => ({ micros: row.delivered_micros, currency: row.delivered_currency });

function countAndAmounts(rows: readonly SummaryRow[]) {
  return { count: rows.length, requested: totals(rows.map(requestedOf)), delivered: totals(rows.map(delivered)) };
}

/** Sales whose cash goes back to the customer: the service did not top the number up. */
const REFUND_STATES: readonly SaleState[] = [...HANDED_BACK_STATES];
/** The states whose sales a day's report lists one by one. */
export const LISTED_STATES: readonly SaleState[] = [...REFUND_STATES, ...OPEN_STATES];

export interface SummaryContext {
  kind: 'X' | 'Z';
  day: string;
  from: Date;
  to: Date;
  timeZone: string;
  generatedAt: Date;
  closedAt: string | null;
}

/**
 * A shift of the day: its sales booked to this day (what the day's totals count), and all of its sales
 * whichever day they were booked to (a shift open across midnight: the drawer's cash is the whole shift's).
 */
export interface DayShift {
  shift: Shift;
  rows: readonly SummaryRow[];
  counted: readonly Counted[] | null;
}

/**
 * `rows`: every sale of the day, the summed columns only. `listed`: the whole rows of the sales the report
 * lists one by one (refunds and pending), which are few. `shifts`: the day's shifts.
 */
export function summariseDay(rows: readonly SummaryRow[], listed: readonly SaleRow[], context: SummaryContext, shifts: readonly DayShift[] = []): DaySummary {
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
    byClerk: byClerk(succeeded).map(({ clerkId, clerk, rows: group }) => ({ clerkId, clerk, ...countAndAmounts(group) })),
    byShift: shifts.map(({ shift, rows: ofShift, counted }) => {
      const ofDay = rows.filter((row) => row.shift === shift.id);
      return { shift, count: ofDay.length, requested: totals(ofDay.map(requestedOf)), cash: cashLines(shift.float, ofShift, counted) };
    }),
    refunds: refunds.map(toSale),
    refundTotals: totals(refunds.map(requestedOf)),
    pending: listed.filter((row) => OPEN_STATES.includes(row.state)).map(toSale),
    alreadyClosed: false,
  };
}
