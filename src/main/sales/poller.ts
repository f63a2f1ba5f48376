/**
 * Follows PROCESSING top-ups on the status endpoint, with backoff, until the service gives a final state.
 * A sale survives restarts in `processing`: the till resumes polling it at start-up.
 */
import type { SalesRepo } from '../journal/sales-repo';
import type { TopupClient } from '../topup-api';
import type { Logger } from '../logger';
import type { TillTimings } from '../timings';
import { fromFinalStatus } from './outcome';
import type { SaleWriter } from './sale-writer';
import { createTimers } from '../timers';
import { createShutdownSignal } from '../shutdown-signal';
import { messageOf } from '../../shared/errors';

export interface PollerDeps {
  repo: SalesRepo;
  writer: SaleWriter;
  client: () => TopupClient;
  now: () => Date;
  timings: Pick<TillTimings, 'pollMinMs' | 'pollMaxMs'>;
  logger: Logger;
  onFault: (error: unknown) => void;
}

export function createPoller(deps: PollerDeps) {
  const { repo, writer, now, logger, timings } = deps;
  const timers = createTimers();
  const aborter = createShutdownSignal();
  const running = new Set<Promise<void>>();

  async function poll(id: string, delay: number): Promise<void> {
    const row = repo.get(id);
    // The journal guarantees a processing sale has its transaction id (migration 1).
    if (!row || row.state !== 'processing' || row.transaction_id === null) return;
    try {
      const status = await deps.client().getTopupStatus(row.transaction_id, { signal: aborter.signal });
      if (status.status === 'PROCESSING') return watch(id, Math.min(delay * 2, timings.pollMaxMs));
      writer.applyOutcome(id, 'processing', fromFinalStatus(status, now().toISOString()));
    } catch (error) {
      if (aborter.signal.aborted) return;
      deps.onFault(error);
      logger.warn('status check failed; will try again', { sale: id, error: messageOf(error) });
      watch(id, Math.min(delay * 2, timings.pollMaxMs));
    }
  }

  function watch(id: string, delay: number = timings.pollMinMs): void {
    timers.after(
      delay,
      () => {
        const job = poll(id, delay)
          .catch((error: unknown) => logger.error('status check crashed', { sale: id, error: String(error) }))
          .finally(() => running.delete(job));
        running.add(job);
      },
      id,
    );
  }

  return {
    watch: (id: string) => watch(id),
    async close(): Promise<void> {
      timers.clear();
      aborter.abort();
      await Promise.allSettled(running);
    },
  };
}

export type Poller = ReturnType<typeof createPoller>;
