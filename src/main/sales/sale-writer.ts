/**
 * The one path by which a sale changes: a durable journal transition, then `sale.updated`, then the
 * hand-off to whoever takes the sale from its new state (poller, reconciler, outbox).
 */
import type { Sale, SaleState } from '../../shared/contract';
import type { EventBus } from '../events';
import { toSale } from '../journal/sale-view';
import { StaleTransitionError, type NewSale, type SalePatch, type SaleRow, type SalesRepo } from '../journal/sales-repo';
import type { Logger } from '../logger';
import type { Outcome } from './outcome';

/** `sale`: the row as the contract's Sale, made once per change for the event and every listener. */
export type SaleListener = (row: SaleRow, outcome: Outcome | null, sale: Sale) => void;

export interface SaleWriterDeps {
  repo: SalesRepo;
  bus: EventBus;
  now: () => Date;
  logger: Logger;
}

export function createSaleWriter({ repo, bus, now, logger }: SaleWriterDeps) {
  const listeners: SaleListener[] = [];

  function changed(row: SaleRow, outcome: Outcome | null): Sale {
    const sale = toSale(row);
    bus.emit('sale.updated', sale);
    for (const listener of listeners) listener(row, outcome, sale);
    return sale;
  }

  return {
    /** Writes a new sale as `queued`; answers it as the event told it. */
    create(sale: NewSale, reason: string): Sale {
      return changed(repo.create(sale, reason), null);
    },

    /**
     * A transition that must happen (the caller holds the sale): errors propagate. `within` runs the journal's
     * write in a transaction of its own that may write more (the audit trail's entry of a cancel).
     */
    transition(id: string, from: SaleState, to: SaleState, reason: string, patch: SalePatch = {}, within: (write: () => SaleRow) => SaleRow = (write) => write()): SaleRow {
      const row = within(() => repo.transition(id, from, to, now().toISOString(), reason, patch));
      changed(row, null);
      return row;
    },

    /**
     * Applies an outcome computed from the service's answer. If the sale moved meanwhile (a concurrent
     * reconcile, a cancel), the journal's compare-and-set refuses and the newer state stands.
     */
    applyOutcome(id: string, from: SaleState, outcome: Outcome): SaleRow | null {
      try {
        const row = repo.transition(id, from, outcome.to, now().toISOString(), outcome.reason, outcome.patch);
        changed(row, outcome);
        return row;
      } catch (error) {
        if (!(error instanceof StaleTransitionError)) throw error;
        logger.warn('sale moved on before its outcome was applied', { sale: id, from, to: outcome.to });
        return null;
      }
    },

    onChange(listener: SaleListener): void {
      listeners.push(listener);
    },
  };
}

export type SaleWriter = ReturnType<typeof createSaleWriter>;
