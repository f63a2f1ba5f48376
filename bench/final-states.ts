/**
 * Waiting for sales to end, on the till's own `sale.updated` events (never on the clock): the end-to-end pair
 * and the memory soak time a sale from its create to the event that says it is final.
 */
import type { Sale } from '../src/shared/contract';
import type { Till } from '../src/main/till';

const SALE_TIMEOUT_MS = 30_000;

/** Settles a promise per sale when it reaches a final state; a sale that ends anything but `succeeded` is an error. */
export function finalStates(till: Till) {
  const waiting = new Map<string, { resolve: (at: number) => void; reject: (error: Error) => void }>();
  const early = new Map<string, { at: number; sale: Sale }>();
  const settle = (sale: Sale, at: number) => {
    const waiter = waiting.get(sale.id);
    if (!waiter) return void early.set(sale.id, { at, sale });
    waiting.delete(sale.id);
    if (sale.state === 'succeeded') waiter.resolve(at);
    else waiter.reject(new Error(`sale ${sale.id} ended ${sale.state}${sale.error ? ` (${sale.error.code}: ${sale.error.message})` : ''}`));
  };
  // `unknown` is not final, but on a loopback simulator with no faults it can only mean something broke.
  const ends = new Set<Sale['state']>(['succeeded', 'failed', 'refunded', 'cancelled', 'unknown']);
  const off = till.events.on('sale.updated', (sale) => {
    if (ends.has(sale.state)) settle(sale, performance.now());
  });
  return {
    /** Resolves with the performance.now() at which the sale's final `sale.updated` was emitted. */
    wait(id: string): Promise<number> {
      return new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error(`sale ${id} not final after ${SALE_TIMEOUT_MS} ms`));
        }, SALE_TIMEOUT_MS);
        const done = { resolve: (at: number) => (clearTimeout(timer), resolve(at)), reject: (error: Error) => (clearTimeout(timer), reject(error)) };
        waiting.set(id, done);
        const seen = early.get(id);
        if (seen) {
          early.delete(id);
          settle(seen.sale, seen.at);
        }
      });
    },
    off,
  };
}
