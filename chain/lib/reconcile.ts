/**
 * A business day of the whole chain against the service's own transactions report: matched, only in the chain
 * (a sale the tills say was sent that the service does not have), only at the service (a transaction no till's
 * sale names), and differing (state or amount). Sales are matched by their id, which every till sends as the
 * transaction's customIdentifier. Pure; the command fetches both sides.
 */
import { STATE_OF_STATUS } from '../../src/shared/sale-states';
import { microsToDecimal, toMicros } from '../../src/shared/money';
import type { TopupTransaction } from '../../src/main/topup-api';

export interface ChainSaleRow {
  till_id: string;
  sale_id: string;
  state: string;
  amount_micros: bigint;
  amount_currency: string;
  use_local_amount: boolean;
  delivered_micros: bigint | null;
}

export interface ChainReconciliation {
  day: string;
  matched: number;
  onlyInChain: Array<{ tillId: string; saleId: string; state: string }>;
  onlyAtService: Array<{ transactionId: number; customIdentifier: string | null; status: string; date: string; requested: string }>;
  differing: Array<{ tillId: string; saleId: string; field: 'state' | 'amount' | 'delivered'; chain: string; service: string }>;
}

/** States in which the till holds that the service has the transaction. */
const SENT = new Set(['succeeded', 'processing', 'refunded']);

/**
 * `sales`: the chain's sales of the day. `transactions`: the service's, over a window wide enough for every
 * till's day; `ofTheDay` says which of them belong to this day when no sale names them, and `elsewhere` holds
 * the ids the chain books to other days (never "only at the service").
 */
export function reconcileChainDay(
  day: string,
  sales: readonly ChainSaleRow[],
  transactions: readonly TopupTransaction[],
  ofTheDay: (transaction: TopupTransaction) => boolean,
  elsewhere: ReadonlySet<string>,
): ChainReconciliation {
  const byReference = new Map(transactions.filter((tx) => tx.customIdentifier).map((tx) => [tx.customIdentifier!, tx]));
  const result: ChainReconciliation = { day, matched: 0, onlyInChain: [], onlyAtService: [], differing: [] };
  const named = new Set<string>();
  for (const sale of sales) {
    named.add(sale.sale_id);
    const tx = byReference.get(sale.sale_id);
    if (!tx) {
      if (SENT.has(sale.state)) result.onlyInChain.push({ tillId: sale.till_id, saleId: sale.sale_id, state: sale.state });
      continue;
    }
    const differing: ChainReconciliation['differing'] = [];
    const at = { tillId: sale.till_id, saleId: sale.sale_id };
    if (STATE_OF_STATUS[tx.status] !== sale.state) differing.push({ ...at, field: 'state', chain: sale.state, service: tx.status });
    // A sale in the recipient's currency is requested in it; the service reports what the account paid.
    if (!sale.use_local_amount && BigInt(toMicros(tx.requestedAmount)) !== sale.amount_micros) {
      differing.push({ ...at, field: 'amount', chain: microsToDecimal(sale.amount_micros), service: microsToDecimal(toMicros(tx.requestedAmount)) });
    }
    if (sale.delivered_micros !== null && BigInt(toMicros(tx.deliveredAmount)) !== sale.delivered_micros) {
      differing.push({ ...at, field: 'delivered', chain: microsToDecimal(sale.delivered_micros), service: microsToDecimal(toMicros(tx.deliveredAmount)) });
    }
    if (differing.length === 0) result.matched += 1;
    result.differing.push(...differing);
  }
  for (const tx of transactions) {
    const reference = tx.customIdentifier;
    if (reference && (named.has(reference) || elsewhere.has(reference))) continue;
    if (!ofTheDay(tx)) continue;
    result.onlyAtService.push({ transactionId: tx.transactionId, customIdentifier: reference, status: tx.status, date: tx.transactionDate, requested: `${tx.requestedAmount} ${tx.requestedAmountCurrencyCode}` });
  }
  return result;
}
