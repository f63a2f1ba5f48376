/** How often the till's background loops run, and where a crash test may stop a sale: read by the engine, set by the composition root. */

/**
 * After the `queued` commit; after the `sending` commit, before the request; answer in hand, before its commit;
 * the chain's centre has committed a batch and answered, before the till writes that it was acknowledged.
 */
export type CrashPoint = 'queued' | 'sending' | 'answered' | 'chain-answered';

export interface TillTimings {
  /** How often the connectivity probe runs while offline. */
  probeIntervalMs: number;
  /** First and longest wait between status polls of a PROCESSING sale. */
  pollMinMs: number;
  pollMaxMs: number;
  /** Wait before re-checking an `unknown` sale against the transactions report. */
  reconcileDelayMs: number;
  /** The service's waiting time between two recharges of one number. */
  rechargeWaitMs: number;
  /** A catalog older than this is refreshed in the background. */
  catalogMaxAgeMs: number;
  /** How often the journal is backed up (besides after every Z). */
  backupEveryMs: number;
  /** A print job's deadline: connecting, sending and the printer's status answer together. */
  printTimeoutMs: number;
  /** One operator logo's deadline, its whole answer included. */
  logoTimeoutMs: number;
  /** The chain's first pause after a failed batch; it doubles with each failure in a row, up to the max, jittered. */
  chainRetryMinMs: number;
  chainRetryMaxMs: number;
  /** A batch's whole round trip to the chain's central database, connecting included. */
  chainDeadlineMs: number;
  /** How often an idle chain loop looks for entries no event told it about. */
  chainIdlePollMs: number;
  /** How long a sale's outcome stays on the customer display before its number and amounts leave it. */
  customerOutcomeMs: number;
}

export const DEFAULT_TIMINGS: TillTimings = {
  probeIntervalMs: 5_000,
  pollMinMs: 1_000,
  pollMaxMs: 30_000,
  reconcileDelayMs: 3_000,
  rechargeWaitMs: 120_000,
  catalogMaxAgeMs: 24 * 60 * 60 * 1000,
  backupEveryMs: 60 * 60 * 1000,
  printTimeoutMs: 20_000,
  logoTimeoutMs: 5_000,
  chainRetryMinMs: 1_000,
  chainRetryMaxMs: 60_000,
  chainDeadlineMs: 20_000,
  chainIdlePollMs: 5_000,
  customerOutcomeMs: 4_000,
};
