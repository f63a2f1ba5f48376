/**
 * The sale's state machine. The journal enforces the same table with a trigger (migration 1); a test keeps
 * the two equal. Every transition is durable and recorded as a sale event.
 */
import type { SaleState } from '../../shared/contract';

export const TRANSITIONS: Readonly<Record<SaleState, readonly SaleState[]>> = {
  queued: ['sending', 'cancelled'],
  // Back to `queued` only when the request provably never reached the service (connection refused, 429, 401).
  sending: ['succeeded', 'processing', 'refunded', 'failed', 'unknown', 'queued'],
  // `unknown` when the status endpoint gives no record to settle by (see fromFinalStatus).
  processing: ['succeeded', 'refunded', 'failed', 'unknown'],
  // The reconciler adopts what the service has, or re-queues a sale the service provably does not have.
  unknown: ['succeeded', 'processing', 'refunded', 'failed', 'queued'],
  succeeded: [],
  refunded: [],
  failed: [],
  cancelled: [],
};

export function canTransition(from: SaleState, to: SaleState): boolean {
  return TRANSITIONS[from].includes(to);
}

/** States whose sales still need work from the engine. */
export const OPEN_STATES = ['queued', 'sending', 'processing', 'unknown'] as const satisfies readonly SaleState[];
