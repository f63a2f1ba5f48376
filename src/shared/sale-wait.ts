/**
 * Why a sale still waiting to be sent has not gone, and until when: what its slip says (and what a screen may
 * say). Read from what the sale carries, never guessed: a `sendAfter` set before any send is the number's pause
 * (only sales.create holds a sale back before its first send, from the journal's last top-up to the number);
 * one set after a send is the service not having taken it (a refusal for now, the number's pause at the service,
 * or a re-send once the reconciler found nothing). Without a hold, the sale waits for the connection, or for
 * nothing: the outbox sends it at once. Pure.
 */
import type { Sale } from './schemas';

export type SaleWait =
  | { kind: 'offline' }
  | { kind: 'numberPause'; until: string }
  | { kind: 'notTaken'; until: string }
  | { kind: 'soon' };

/** Null for a sale that is not waiting to be sent. Offline first: no hold sends it while the service is out of reach. */
export function saleWait(sale: Pick<Sale, 'state' | 'sendAfter' | 'attempts'>, now: Date, online: boolean): SaleWait | null {
  if (sale.state !== 'queued') return null;
  if (!online) return { kind: 'offline' };
  if (sale.sendAfter === null || Date.parse(sale.sendAfter) <= now.getTime()) return { kind: 'soon' };
  return sale.attempts === 0 ? { kind: 'numberPause', until: sale.sendAfter } : { kind: 'notTaken', until: sale.sendAfter };
}
