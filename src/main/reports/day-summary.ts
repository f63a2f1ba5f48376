/**
 * The day's sales summary (X: a running look; Z: the close of the day). Pure: journal rows in, exact
 * totals out. Every sum is over integer micro-units, grouped by currency, never a float.
 */
import type { DaySummary, Money, SaleState } from '../../shared/contract';
import { sumMicros } from '../../shared/money';
import { toSale } from '../journal/sale-view';
import { OPEN_STATES, SALE_STATES } from '../../shared/sale-states';
import type { SaleRow, SummaryRow } from '../journal/sales-repo';

/** Totals per currency, in a stable order (by currency code). */
function totals(pairs: Iterable<{ micros: number | null; currency: string | null }>): Money[] {
  const byCurrency = new Map<string, number[]>();
  for (const { micros, currency } of pairs) {
    if (micros === null || currency === null) continue;
    const list = byCurrency.get(currency) ?? [];
    list.push(micros);
    byCurrency.set(currency, list);
  }
  return [...byCurrency.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, list]) => ({ currency, micros: sumMicros(list) }));
}

const requested = (row: SummaryRow) => ({ micros: row.amount_micros, currency: row.amount_currency });
const delivered = (row: SummaryRow) => ({ micros: row.delivered_micros, currency: row.delivered_currency });

function countAndAmounts(rows: readonly SummaryRow[]) {
  return { count: rows.length, requested: totals(rows.map(requested)), delivered: totals(rows.map(delivered)) };
}

function groupBy<R, K>(rows: readonly R[], key: (row: R) => K): Map<K, R[]> {
  const groups = new Map<K, R[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k) ?? [];
    list.push(row);
    groups.set(k, list);
  }
  return groups;
}

/** Sales whose cash goes back to the customer: the service did not top the number up. */
const REFUND_STATES: readonly SaleState[] = ['failed', 'refunded', 'cancelled'];
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
 * `rows`: every sale of the day, the summed columns only. `listed`: the whole rows of the sales the report
 * lists one by one (refunds and pending), which are few.
 */
export function summariseDay(rows: readonly SummaryRow[], listed: readonly SaleRow[], context: SummaryContext): DaySummary {
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
    byCurrency: totals(succeeded.map(requested)).map((money) => ({
      currency: money.currency,
      count: succeeded.filter((row) => row.amount_currency === money.currency).length,
      requested: money,
    })),
    byClerk: [...groupBy(succeeded, (row) => row.clerk).entries()]
      .map(([clerk, group]) => ({ clerk, ...countAndAmounts(group) }))
      .sort((a, b) => a.clerk.localeCompare(b.clerk)),
    refunds: refunds.map(toSale),
    refundTotals: totals(refunds.map(requested)),
    pending: listed.filter((row) => OPEN_STATES.includes(row.state)).map(toSale),
    alreadyClosed: false,
  };
}
