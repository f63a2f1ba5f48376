/** How often the till's background loops run, and where a crash test may stop a sale: read by the engine, set by the composition root. */

/** After the `queued` commit; after the `sending` commit, before the request; answer in hand, before its commit. */
export type CrashPoint = 'queued' | 'sending' | 'answered';

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
};
