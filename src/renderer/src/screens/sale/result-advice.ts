/**
 * What the clerk does next for a sale, beyond its state's title: the customer may go (queued), the manager
 * must top the account up (INSUFFICIENT_BALANCE), the cash goes back (failed, refunded, cancelled), or the
 * top-up waits for the pause between two top-ups to one number, or for the service to take it. Pure: a key and its values.
 */
import type { Sale } from '@shared/contract';
import { saleWait } from '@shared/sale-wait';

export type ResultAdvice =
  | { key: 'result.queued' }
  | { key: 'result.waitsUntil' | 'result.notTakenUntil'; at: string }
  | { key: 'result.insufficientBalance' }
  | { key: 'result.giveCashBack' }
  | null;

export function resultAdvice(sale: Sale, now: Date, offline: boolean): ResultAdvice {
  switch (sale.state) {
    case 'queued': {
      // Why it waits, as its slip says it (shared/sale-wait.ts): the number's pause is not the service refusing for now.
      const wait = saleWait(sale, now, !offline);
      if (wait?.kind === 'offline') return { key: 'result.queued' };
      if (wait?.kind === 'numberPause') return { key: 'result.waitsUntil', at: wait.until };
      if (wait?.kind === 'notTaken') return { key: 'result.notTakenUntil', at: wait.until };
      return null;
    }
    case 'failed':
      return sale.error?.code === 'INSUFFICIENT_BALANCE' ? { key: 'result.insufficientBalance' } : { key: 'result.giveCashBack' };
    case 'refunded':
    case 'cancelled':
      return { key: 'result.giveCashBack' };
    default:
      return null;
  }
}
