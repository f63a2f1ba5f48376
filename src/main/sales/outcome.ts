/**
 * What an answer (or the lack of one) from the service means for a sale. Pure: the engine applies the
 * result as one durable transition. The rule that keeps money safe: only a definite answer ends a sale;
 * anything that may have reached the service without a readable answer is `unknown`, for the reconciler.
 */
import type { SaleState } from '../../shared/contract';
import { STATE_OF_STATUS } from '../../shared/sale-states';
import { toMicros } from '../../shared/money';
import type { SalePatch } from '../journal/sales-repo';
import { clerkMessage, CredentialsError, NetworkError, SchemaError, ServiceError, type TopupStatus, type TopupTransaction } from '../topup-api';
import { messageOf } from '../../shared/errors';

export interface Outcome {
  to: SaleState;
  reason: string;
  patch: SalePatch;
  /** The service's record the outcome came from, typed (the patch keeps it as JSON for the journal). */
  transaction?: TopupTransaction;
  /** The request never reached the service because it is unreachable: the till is offline. */
  offline?: boolean;
}


function moneyColumns(micros: number | null, currency: string | null): { micros: number | null; currency: string | null } {
  return micros === null || currency === null ? { micros: null, currency: null } : { micros, currency };
}

/** The columns a transaction record fills: ids, delivered amount, cost, discount, and the whole record. */
export function transactionPatch(tx: TopupTransaction, at: string): SalePatch {
  const cost = tx.balanceInfo?.cost ?? (tx.discount !== null ? tx.requestedAmount - tx.discount : null);
  const costColumns = moneyColumns(cost === null ? null : toMicros(cost), tx.balanceInfo?.currencyCode ?? tx.requestedAmountCurrencyCode);
  const discount = moneyColumns(tx.discount === null ? null : toMicros(tx.discount), tx.discountCurrencyCode ?? tx.requestedAmountCurrencyCode);
  const final = tx.status !== 'PROCESSING';
  return {
    transaction_id: tx.transactionId,
    operator_transaction_id: tx.operatorTransactionId,
    delivered_micros: toMicros(tx.deliveredAmount),
    delivered_currency: tx.deliveredAmountCurrencyCode,
    cost_micros: costColumns.micros,
    cost_currency: costColumns.currency,
    discount_micros: discount.micros,
    discount_currency: discount.currency,
    transaction_json: JSON.stringify(tx),
    ...(final ? { completed_at: at } : {}),
    ...(tx.status === 'FAILED' ? { error_code: 'TOPUP_TRANSACTION_FAILED', error_message: 'The top-up failed; the customer was not topped up.' } : {}),
  };
}

export function fromTransaction(tx: TopupTransaction, at: string, source: string): Outcome {
  return { to: STATE_OF_STATUS[tx.status], reason: `${source}: ${tx.status} (transaction ${tx.transactionId})`, patch: transactionPatch(tx, at), transaction: tx };
}

/**
 * A final answer of the status endpoint. With its transaction record it settles the sale. Without one,
 * only a plain refusal is definite: a reused reference means the service holds this sale's top-up under
 * another transaction (an earlier attempt that arrived late), and a success without its record must be
 * read in full, so both go to the reconciler.
 */
export function fromFinalStatus(status: TopupStatus, at: string): Outcome {
  if (status.transaction) return fromTransaction(status.transaction, at, 'status check');
  if (status.status === 'FAILED' && status.code !== 'CUSTOM_IDENTIFIER_ALREADY_USED') {
    const code = status.code ?? 'TOPUP_TRANSACTION_FAILED';
    const message = clerkMessage({ status: 400, errorCode: code, serviceMessage: status.message ?? '', path: null, details: [] });
    return { to: 'failed', reason: `status check: FAILED (${code})`, patch: { error_code: code, error_message: message, completed_at: at } };
  }
  return { to: 'unknown', reason: `status check: ${status.status} ${status.code ?? ''} without its transaction; reconciling`.trim(), patch: {} };
}

export interface ErrorContext {
  at: string;
  now: Date;
  rechargeWaitMs: number;
}

/** Refusals that prove the service did not take the request: the sale may simply be sent again later. */
const NOT_TAKEN_STATUSES = new Set([401, 429]);
/** 5xx answers that still say plainly the top-up was not made. */
const DEFINITE_SERVER_REFUSALS = new Set(['OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE', 'OPERATOR_NOT_IN_SERVICE', 'TRANSACTION_CANNOT_BE_PROCESSED_AT_THE_MOMENT']);

export function fromError(error: unknown, context: ErrorContext): Outcome {
  const { at, now } = context;
  const later = (ms: number) => new Date(now.getTime() + ms).toISOString();

  if (error instanceof CredentialsError) {
    return { to: 'queued', reason: 'not sent: the service refused the till credentials', patch: {}, offline: true };
  }
  if (error instanceof ServiceError) {
    if (error.errorCode === 'CUSTOM_IDENTIFIER_ALREADY_USED') {
      // The service already has a top-up with this sale's reference: find out what became of it.
      return { to: 'unknown', reason: 'the service already has this reference; reconciling', patch: {} };
    }
    if (error.errorCode === 'PHONE_RECENTLY_RECHARGED') {
      // Another till (or a manual top-up) reached the number first. Not charged: wait and send again.
      return { to: 'queued', reason: 'number recently recharged elsewhere; waiting', patch: { not_before: later(context.rechargeWaitMs) } };
    }
    if (NOT_TAKEN_STATUSES.has(error.status)) {
      return { to: 'queued', reason: `not taken by the service (HTTP ${error.status}); will send again`, patch: { not_before: later(error.retryAfterMs ?? 5_000) } };
    }
    // A 4xx is a refusal, with or without a code (an operator the service no longer has answers 404 bare);
    // of the 5xx answers only those that say plainly the top-up was not made.
    const definite = error.status < 500 ? error.status !== 408 : error.errorCode !== null && DEFINITE_SERVER_REFUSALS.has(error.errorCode);
    if (definite) {
      return { to: 'failed', reason: `refused by the service: ${error.code}`, patch: { error_code: error.code, error_message: error.message, completed_at: at } };
    }
    // Any other 5xx (or a 408) may hide a top-up that went through.
    return { to: 'unknown', reason: `no definite answer (HTTP ${error.status}); reconciling`, patch: {} };
  }
  if (error instanceof NetworkError) {
    if (!error.mayHaveReachedService) {
      return { to: 'queued', reason: `not sent: ${error.message}`, patch: {}, offline: true };
    }
    return { to: 'unknown', reason: `${error.message} The outcome is being checked.`, patch: {} };
  }
  if (error instanceof SchemaError) {
    return { to: 'unknown', reason: 'unreadable answer from the service; reconciling', patch: { raw_response: error.raw.slice(0, 100_000) } };
  }
  return { to: 'unknown', reason: `unexpected error while sending: ${messageOf(error)}`, patch: {} };
}
