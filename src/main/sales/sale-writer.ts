/**
 * The one path by which a sale changes: a durable journal transition, the hand-off to whoever takes the sale
 * from its new state (poller, reconciler, outbox), and then, after the turn, `sale.updated` and the watchers.
 */
import type { Sale, SaleState } from '../../shared/contract';
import { FINAL_SALE_STATES } from '../../shared/sale-states';
import type { EventBus } from '../events';
import { toSale } from '../journal/sale-view';
import { StaleTransitionError, type NewSale, type SalePatch, type SaleRow, type SalesRepo } from '../journal/sales-repo';
import type { Logger } from '../logger';
import { createChangeFeed } from './change-feed';
import type { Outcome } from './outcome';

/** The engine's own hand-off: told at once, in the turn of the change, before anything else runs. */
export type SaleListener = (row: SaleRow, outcome: Outcome | null) => void;
/** `sale`: the row as the contract's Sale, made once per change for the event and every watcher. */
export type SaleWatcher = (row: SaleRow, outcome: Outcome | null, sale: Sale) => void;

/** A change waiting to be told; `sale` when it was already made (the answer to a create). */
interface Change {
  row: SaleRow;
  outcome: Outcome | null;
  sale?: Sale;
}

export interface SaleWriterDeps {
  repo: SalesRepo;
  bus: EventBus;
  now: () => Date;
  logger: Logger;
  /** Telling a change failed (a watcher's journal read, say): the till may halt on it. */
  onFault: (error: unknown) => void;
}

export function createSaleWriter({ repo, bus, now, logger, onFault }: SaleWriterDeps) {
  const listeners: SaleListener[] = [];
  const watchers: SaleWatcher[] = [];
  /**
   * Each open sale's row as this writer last wrote it. Every change of a sale comes through here, so the next
   * transition builds the row it leaves from this one and what it writes, instead of reading the row back.
   */
  const written = new Map<string, SaleRow>();

  const failed = (row: SaleRow, error: unknown) => {
    logger.error('telling a sale change failed', { sale: row.id, state: row.state, error: String(error) });
    onFault(error);
  };
  // The screens, printing, the chain's log and the status line hear a change after the turn that made it: the
  // commit, the hand-off and the service's request go first. Every change, in order, once (flush() tells the rest).
  const feed = createChangeFeed<Change>(({ row, outcome, sale = toSale(row) }) => {
    bus.emit('sale.updated', sale);
    for (const watcher of watchers) {
      try {
        watcher(row, outcome, sale);
      } catch (error) {
        failed(row, error);
      }
    }
  }, (error, { row }) => failed(row, error));

  function changed(row: SaleRow, outcome: Outcome | null, sale?: Sale): void {
    if (FINAL_SALE_STATES.includes(row.state)) written.delete(row.id);
    else written.set(row.id, row);
    for (const listener of listeners) listener(row, outcome);
    feed.push(sale ? { row, outcome, sale } : { row, outcome });
  }

  /** The journal's transition, from the row last written when this writer has it; a refused one forgets it. */
  function write(id: string, from: SaleState, to: SaleState, reason: string, patch: SalePatch): SaleRow {
    try {
      return repo.transition(id, from, to, now().toISOString(), reason, patch, written.get(id));
    } catch (error) {
      if (error instanceof StaleTransitionError) written.delete(id);
      throw error;
    }
  }

  return {
    /** Writes a new sale as `queued`; answers it as the event will tell it. */
    create(sale: NewSale, reason: string): Sale {
      const row = repo.create(sale, reason);
      const created = toSale(row);
      changed(row, null, created);
      return created;
    },

    /**
     * A transition that must happen (the caller holds the sale): errors propagate. `within` runs the journal's
     * write in a transaction of its own that may write more (the audit trail's entry of a cancel).
     */
    transition(id: string, from: SaleState, to: SaleState, reason: string, patch: SalePatch = {}, within: (write: () => SaleRow) => SaleRow = (write) => write()): SaleRow {
      const row = within(() => write(id, from, to, reason, patch));
      changed(row, null);
      return row;
    },

    /**
     * Applies an outcome computed from the service's answer. If the sale moved meanwhile (a concurrent
     * reconcile, a cancel), the journal's compare-and-set refuses and the newer state stands.
     */
    applyOutcome(id: string, from: SaleState, outcome: Outcome): SaleRow | null {
      try {
        const row = write(id, from, outcome.to, outcome.reason, outcome.patch);
        changed(row, outcome);
        return row;
      } catch (error) {
        if (!(error instanceof StaleTransitionError)) throw error;
        logger.warn('sale moved on before its outcome was applied', { sale: id, from, to: outcome.to });
        return null;
      }
    },

    /** The engine's hand-off (sales-service.ts): who takes the sale from its new state. */
    onChange(listener: SaleListener): void {
      listeners.push(listener);
    },

    /** Every change of a sale, after it is durable and after the turn that made it, with the answer that caused it. */
    watch(watcher: SaleWatcher): void {
      watchers.push(watcher);
    },

    /** Tells the watchers every change not told yet: at close, so that none is lost. */
    flush: feed.flush,
  };
}

export type SaleWriter = ReturnType<typeof createSaleWriter>;
