/**
 * What the clerk does next for a sale, beyond its state's title: the customer may go (queued), the manager
 * must top the account up (INSUFFICIENT_BALANCE), the cash goes back (failed, refunded, cancelled), or the
 * top-up waits for the service's pause between two top-ups to one number. Pure: a key and its values.
 */
import type { Sale } from '@shared/contract';

export type ResultAdvice =
  | { key: 'result.queued' }
  | { key: 'result.waitsUntil'; at: string }
  | { key: 'result.insufficientBalance' }
  | { key: 'result.giveCashBack' }
  | null;

export function resultAdvice(sale: Sale, now: Date, offline: boolean): ResultAdvice {
  switch (sale.state) {
    case 'queued':
      return sale.sendAfter !== null && Date.parse(sale.sendAfter) > now.getTime() ? { key: 'result.waitsUntil', at: sale.sendAfter } : offline ? { key: 'result.queued' } : null;
    case 'failed':
      return sale.error?.code === 'INSUFFICIENT_BALANCE' ? { key: 'result.insufficientBalance' } : { key: 'result.giveCashBack' };
    case 'refunded':
    case 'cancelled':
      return { key: 'result.giveCashBack' };
    default:
      return null;
  }
}
