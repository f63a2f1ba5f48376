/**
 * The reconciler settles every sale whose outcome is uncertain by asking the service, never by guessing:
 * it looks the sale's reference up in the transactions report and adopts what it finds; only when the
 * service provably has no such transaction does the sale go back to the queue, to be sent again with the
 * same reference (which the service refuses to use twice, so it cannot charge twice).
 */
import type { SaleRow, SalesRepo } from '../journal/sales-repo';
import { NetworkError, type TopupClient } from '../topup-api';
import type { Logger } from '../logger';
import type { TillTimings } from '../timings';
import { fromTransaction } from './outcome';
import type { SaleWriter } from './sale-writer';
import { createTimers } from '../timers';
import { createShutdownSignal } from '../shutdown-signal';
import { messageOf } from '../../shared/errors';

export interface ReconcilerDeps {
  repo: SalesRepo;
  writer: SaleWriter;
  client: () => TopupClient;
  now: () => Date;
  timings: Pick<TillTimings, 'reconcileDelayMs' | 'pollMaxMs'>;
  logger: Logger;
  markOffline: (reason: string) => void;
  onFault: (error: unknown) => void;
}

/** Longest pause before sending again a sale the service keeps answering without a definite result. */
const MAX_RESEND_DELAY_MS = 5 * 60_000;

/**
 * How long a sale found absent waits before it is sent again: at once after its first attempt, then
 * doubling, so a service that keeps failing without an answer is not hammered with the same top-up.
 */
export function resendDelayMs(attempts: number, baseMs: number): number {
  return attempts <= 1 ? 0 : Math.min(baseMs * 2 ** (attempts - 1), MAX_RESEND_DELAY_MS);
}

export function createReconciler(deps: ReconcilerDeps) {
  const { repo, writer, now, logger, timings } = deps;
  const timers = createTimers();
  const aborter = createShutdownSignal();
  const rounds = new Map<string, number>();
  const running = new Map<string, Promise<SaleRow | undefined>>();

  function schedule(id: string, delay = timings.reconcileDelayMs): void {
    timers.after(
      delay,
      () =>
        void settle(id).catch((error: unknown) => {
          logger.error('reconcile crashed', { sale: id, error: String(error) });
          deps.onFault(error);
          // Never given up on: an uncertain sale is tried again until the journal takes its outcome.
          schedule(id, timings.pollMaxMs);
        }),
      id,
    );
  }

  async function lookUp(row: SaleRow): Promise<SaleRow | undefined> {
    try {
      const page = await deps.client().listTransactions({ customIdentifier: row.id, size: 10 }, { signal: aborter.signal });
      const found = page.content.find((tx) => tx.customIdentifier === row.id);
      rounds.delete(row.id);
      if (found) return writer.applyOutcome(row.id, 'unknown', fromTransaction(found, now().toISOString(), 'reconciled')) ?? repo.get(row.id);
      return writer.transition(row.id, 'unknown', 'queued', 'reconciled: the service has no top-up with this reference; it will be sent again with the same reference', {
        not_before: new Date(now().getTime() + resendDelayMs(row.attempts, timings.reconcileDelayMs)).toISOString(),
      });
    } catch (error) {
      if (aborter.signal.aborted) return repo.get(row.id);
      if (error instanceof NetworkError) deps.markOffline(error.message);
      deps.onFault(error);
      // Back off, but keep trying: an uncertain sale is never given up on or marked failed blindly.
      const round = (rounds.get(row.id) ?? 0) + 1;
      rounds.set(row.id, round);
      logger.warn('reconcile lookup failed; will try again', { sale: row.id, round, error: messageOf(error) });
      schedule(row.id, Math.min(timings.reconcileDelayMs * 2 ** round, timings.pollMaxMs));
      return repo.get(row.id);
    }
  }

  /** Settles one sale now if it is uncertain; concurrent calls for one sale share the lookup. */
  async function settle(id: string): Promise<SaleRow | undefined> {
    const current = running.get(id);
    if (current) return current;
    const row = repo.get(id);
    if (!row || row.state !== 'unknown') return row;
    timers.cancel(id);
    const job = lookUp(row).finally(() => running.delete(id));
    running.set(id, job);
    return job;
  }

  return {
    schedule,
    settle,
    /** Every uncertain sale, now: the service is reachable again, so cut short any backoff. */
    scheduleAll(delay = 0): void {
      for (const row of repo.open()) if (row.state === 'unknown') schedule(row.id, delay);
    },
    async close(): Promise<void> {
      timers.clear();
      aborter.abort();
      await Promise.allSettled(running.values());
    },
  };
}

export type Reconciler = ReturnType<typeof createReconciler>;
