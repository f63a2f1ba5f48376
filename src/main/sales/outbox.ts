/**
 * The outbox: sends queued sales in journal order with bounded concurrency, only while the service is
 * reachable, and never two top-ups to one number inside the service's waiting time (so the till itself
 * never causes PHONE_RECENTLY_RECHARGED).
 */
import { fromMicros } from '../../shared/money';
import { StaleTransitionError, type OutboxRow, type SaleRow, type SalesRepo } from '../journal/sales-repo';
import type { TopupClient, TopupRequest } from '../topup-api';
import type { Logger } from '../logger';
import type { CrashPoint, TillTimings } from '../timings';
import { fromError, fromTransaction, type Outcome } from './outcome';
import type { SaleWriter } from './sale-writer';
import { createTimers } from '../timers';
import { createShutdownSignal } from '../shutdown-signal';

export interface OutboxDeps {
  repo: SalesRepo;
  writer: SaleWriter;
  client: () => TopupClient;
  sending: () => { mode: 'sync' | 'async'; concurrency: number };
  isOnline: () => boolean;
  now: () => Date;
  timings: Pick<TillTimings, 'rechargeWaitMs'>;
  logger: Logger;
  onFault: (error: unknown) => void;
  crashPoint?: (point: CrashPoint) => void;
}

/** The service's request for a journal row: the sale's own id is its customIdentifier. */
function topupRequestOf(row: SaleRow): TopupRequest {
  const request: TopupRequest = {
    operatorId: row.operator_id,
    amount: fromMicros(row.amount_micros),
    useLocalAmount: row.use_local_amount === 1,
    customIdentifier: row.id,
  };
  if (row.recipient_email !== null) request.recipientEmail = row.recipient_email;
  if (row.recipient_phone !== null) request.recipientPhone = { countryCode: row.recipient_country ?? row.country_iso, number: row.recipient_phone };
  if (row.sender_phone !== null && row.sender_country !== null) request.senderPhone = { countryCode: row.sender_country, number: row.sender_phone };
  return request;
}

/** Pauses after the journal itself failed (a full disk), doubling up to the longest, before trying again. */
const FAILURE_PAUSE_MS = 1_000;
const LONGEST_FAILURE_PAUSE_MS = 30_000;

export function createOutbox(deps: OutboxDeps) {
  const { repo, writer, now, logger } = deps;
  const inFlight = new Map<string, Promise<void>>();
  const aborter = createShutdownSignal();
  const timers = createTimers();
  let closed = false;
  let pumpQueued = false;
  /** Journal failures in a row: each one doubles the pause before the next try. */
  let failures = 0;

  /** The journal refused a read or a write: wait, then pump again, so nothing stays stuck once it recovers. */
  function journalFailed(message: string, error: unknown, fields: Record<string, unknown> = {}): void {
    failures += 1;
    const pause = Math.min(FAILURE_PAUSE_MS * 2 ** (failures - 1), LONGEST_FAILURE_PAUSE_MS);
    logger.error(message, { ...fields, error: String(error), retryInMs: pause });
    deps.onFault(error);
    timers.after(pause, pump, 'wake');
  }

  /** When the number may next be topped up, given sends already made to it (null: now; Infinity: after the one in flight). */
  function spacingUntil(row: OutboxRow): number | null {
    if (row.recipient_phone === null) return null;
    const last = repo.lastSendTo(row.recipient_phone, row.id);
    if (last === null) return null;
    if (last === 'in-flight') return Infinity;
    const until = Date.parse(last) + deps.timings.rechargeWaitMs;
    return until > now().getTime() ? until : null;
  }

  /** `row`: as the pump read it, in this same turn; the journal's compare-and-set has the last word on its state. */
  async function send(row: OutboxRow): Promise<void> {
    let sending: SaleRow;
    try {
      sending = writer.transition(row.id, 'queued', 'sending', `sending, attempt ${row.attempts + 1}`, {
        attempts: row.attempts + 1,
        not_before: null,
      });
    } catch (error) {
      // No longer queued (cancelled by a listener of an earlier send in this pump): nothing to send.
      if (error instanceof StaleTransitionError) return;
      throw error;
    }
    deps.crashPoint?.('sending');
    let outcome: Outcome;
    try {
      const request = topupRequestOf(sending);
      const options = { signal: aborter.signal };
      if (deps.sending().mode === 'async') {
        const { transactionId } = await deps.client().sendTopupAsync(request, options);
        outcome = { to: 'processing', reason: `accepted for processing (transaction ${transactionId})`, patch: { transaction_id: transactionId } };
      } else {
        const tx = await deps.client().sendTopup(request, options);
        outcome = fromTransaction(tx, now().toISOString(), 'service answered');
      }
    } catch (error) {
      outcome = fromError(error, { at: now().toISOString(), now: now(), rechargeWaitMs: deps.timings.rechargeWaitMs });
    }
    deps.crashPoint?.('answered');
    writer.applyOutcome(row.id, 'sending', outcome);
  }

  /**
   * A sale left `sending` with no send under way here: its outcome could not be written when it came.
   * Only the service knows what happened, so the reconciler asks it.
   */
  function handOverUnsavedSend(row: OutboxRow): void {
    try {
      writer.transition(row.id, 'sending', 'unknown', 'the outcome of this send was not saved; checking with the service');
      failures = 0;
    } catch (error) {
      // A full disk, most likely: try again later, or the sale would stay `sending` until something else moved.
      journalFailed('could not hand an unsaved send to the reconciler', error, { sale: row.id });
    }
  }

  /**
   * Looks for sendable sales once the turn is over; many kicks in one turn (a burst of sales or answers) make one
   * pump. After the turn, not at its end: the create that kicked answers the screen after its one durable commit,
   * not after the `sending` one too, and a sale's end is told before the outbox looks for the next.
   */
  function kick(): void {
    if (pumpQueued) return;
    pumpQueued = true;
    setImmediate(() => {
      pumpQueued = false;
      pump();
    });
  }

  /** Never throws: a journal that fails to read pauses the outbox instead of crashing the till. */
  function pump(): void {
    try {
      pumpOnce();
    } catch (error) {
      journalFailed('the outbox could not read the journal; pausing', error);
    }
  }

  function pumpOnce(): void {
    if (closed || !deps.isOnline()) return;
    const { concurrency } = deps.sending();
    let wakeAt = Infinity;
    for (const row of repo.sendable()) {
      if (row.state === 'sending' && !inFlight.has(row.id)) {
        handOverUnsavedSend(row);
        continue;
      }
      if (row.state !== 'queued') continue;
      if (inFlight.size >= concurrency) break;
      if (inFlight.has(row.id)) continue;
      // Its own wait first (cheap), then the number's spacing (a query).
      const notBefore = row.not_before === null ? 0 : Date.parse(row.not_before);
      const earliest = notBefore > now().getTime() ? notBefore : Math.max(notBefore, spacingUntil(row) ?? 0);
      if (earliest > now().getTime()) {
        if (earliest !== Infinity) wakeAt = Math.min(wakeAt, earliest);
        continue;
      }
      // send() writes `sending` before its first await, so a later sale to the same number in this loop
      // already sees this one in flight; when it ends, it kicks the outbox again.
      const job = send(row).then(
        () => {
          failures = 0;
          inFlight.delete(row.id);
          kick();
        },
        (error: unknown) => {
          // The journal refused a write (disk full, I/O error): pause instead of spinning on it.
          inFlight.delete(row.id);
          journalFailed('sending a sale failed unexpectedly', error, { sale: row.id });
        },
      );
      inFlight.set(row.id, job);
    }
    if (wakeAt !== Infinity) timers.after(wakeAt - now().getTime() + 5, pump, 'wake');
  }

  return {
    kick,
    inFlight: (): number => inFlight.size,
    /**
     * Stops sending. In-flight sends get `graceMs` to finish; then they are aborted and left `unknown`
     * (or `sending`, if the journal is gone) for the reconciler at the next start.
     */
    async close(graceMs: number): Promise<void> {
      closed = true;
      timers.clear();
      const pending = Promise.allSettled(inFlight.values());
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref?.());
      await Promise.race([pending, timeout]);
      aborter.abort();
      await pending;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
