/**
 * The one vocabulary of a sale's life, for the core, the journal, the reports and the screens. The legal
 * transitions are the source; final and open states are derived from them (a state with no way out is final),
 * and the journal enforces the same table with a trigger (migration 1; a test keeps the two equal).
 *
 * `queued` is written before any network call; `sending` is durable before the request leaves; `unknown`
 * means the outcome must be reconciled against the service, never guessed.
 */
export const SALE_STATES = ['queued', 'sending', 'processing', 'succeeded', 'refunded', 'failed', 'unknown', 'cancelled'] as const;
export type SaleState = (typeof SALE_STATES)[number];

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

/** States a sale ends in: no transition leads out of them. */
export const FINAL_SALE_STATES: readonly SaleState[] = SALE_STATES.filter((state) => TRANSITIONS[state].length === 0);

/** States whose sales still need work from the engine: every state that is not final. */
export const OPEN_STATES: readonly SaleState[] = SALE_STATES.filter((state) => TRANSITIONS[state].length > 0);

/** A top-up's status at the service, as the sale state it settles a sale to. */
export const STATE_OF_STATUS = {
  SUCCESSFUL: 'succeeded',
  PROCESSING: 'processing',
  REFUNDED: 'refunded',
  FAILED: 'failed',
} as const satisfies Record<string, SaleState>;
