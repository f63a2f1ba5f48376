/**
 * A day's journal against the service's transactions report: what matches, what only one side has, and
 * where amounts or states differ. Pure; the caller fetches the service's side.
 */
import type { Reconciliation } from '../../shared/contract';
import { microsToDecimal, toMicros } from '../../shared/money';
import { toSale } from '../journal/sale-view';
import { STATE_OF_STATUS } from '../../shared/sale-states';
import type { SaleRow } from '../journal/sales-repo';
import type { TopupTransaction } from '../topup-api';

/** Journal states that claim the service has a transaction. */
const SENT_STATES = new Set<SaleRow['state']>(['succeeded', 'processing', 'refunded']);

/**
 * `transactions` may reach past the day's end (a sale queued offline at 23:59 reaches the service after
 * midnight); those count as the service's own only when dated before `dayEnd` ('YYYY-MM-DD HH:mm:ss', UTC).
 */
export function compareDayWithService(day: string, rows: readonly SaleRow[], transactions: readonly TopupTransaction[], dayEnd: string): Reconciliation {
  const byReference = new Map(transactions.filter((tx) => tx.customIdentifier).map((tx) => [tx.customIdentifier!, tx]));
  const journalIds = new Set(rows.map((row) => row.id));
  const result: Reconciliation = { day, matched: 0, onlyInJournal: [], onlyAtService: [], differing: [] };

  for (const row of rows) {
    const tx = byReference.get(row.id);
    if (!tx) {
      if (SENT_STATES.has(row.state)) result.onlyInJournal.push(toSale(row));
      continue;
    }
    const differences: Array<{ field: string; journal: string; service: string }> = [];
    if (STATE_OF_STATUS[tx.status] !== row.state) differences.push({ field: 'state', journal: row.state, service: tx.status });
    const serviceAmount = toMicros(tx.requestedAmount);
    const journalAmount = row.use_local_amount ? null : row.amount_micros;
    if (journalAmount !== null && serviceAmount !== journalAmount) {
      differences.push({ field: 'amount', journal: microsToDecimal(journalAmount), service: microsToDecimal(serviceAmount) });
    }
    if (row.delivered_micros !== null && toMicros(tx.deliveredAmount) !== row.delivered_micros) {
      differences.push({ field: 'delivered', journal: microsToDecimal(row.delivered_micros), service: microsToDecimal(toMicros(tx.deliveredAmount)) });
    }
    if (differences.length === 0) result.matched += 1;
    for (const difference of differences) result.differing.push({ sale: toSale(row), ...difference });
  }

  for (const tx of transactions) {
    if ((tx.customIdentifier && journalIds.has(tx.customIdentifier)) || tx.transactionDate >= dayEnd) continue;
    result.onlyAtService.push({
      transactionId: tx.transactionId,
      customIdentifier: tx.customIdentifier,
      requested: { micros: toMicros(tx.requestedAmount), currency: tx.requestedAmountCurrencyCode },
      status: tx.status,
      date: tx.transactionDate,
    });
  }
  return result;
}
