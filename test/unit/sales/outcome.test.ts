/** The rule that keeps money safe, case by case: only a definite answer ends a sale. */
import { describe, expect, it } from 'vitest';
import { canTransition, SALE_STATES, TRANSITIONS } from '../../../src/shared/sale-states';
import { fromError, fromFinalStatus, fromTransaction } from '../../../src/main/sales/outcome';
import { resendDelayMs } from '../../../src/main/sales/reconciler';
import { CredentialsError, NetworkError, SchemaError, ServiceError, transactionSchema } from '../../../src/main/topup-api';

const now = new Date('2026-11-22T10:00:00.000Z');
const context = { at: now.toISOString(), now, rechargeWaitMs: 120_000 };
const refusal = (status: number, errorCode: string | null, retryAfterMs?: number) =>
  new ServiceError({ status, errorCode, serviceMessage: 'x', path: '/topups', details: [], ...(retryAfterMs === undefined ? {} : { retryAfterMs }) });

describe('what an error means for a sale', () => {
  it.each([
    ['a refusal with a code', refusal(400, 'INVALID_AMOUNT_FOR_OPERATOR'), 'failed'],
    ['insufficient balance', refusal(400, 'INSUFFICIENT_BALANCE'), 'failed'],
    ['operator unavailable (503 with a code)', refusal(503, 'OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE'), 'failed'],
    ['a bare 500', refusal(500, null), 'unknown'],
    ['a bare 404 (an operator the service no longer has)', refusal(404, null), 'failed'],
    ['a request timeout (408)', refusal(408, null), 'unknown'],
    ['a 502 with an unknown code', refusal(502, 'GATEWAY'), 'unknown'],
    ['a reused reference', refusal(400, 'CUSTOM_IDENTIFIER_ALREADY_USED'), 'unknown'],
    ['a number recharged elsewhere', refusal(400, 'PHONE_RECENTLY_RECHARGED'), 'queued'],
    ['a rate limit', refusal(429, null, 2_000), 'queued'],
    ['refused credentials', new CredentialsError({ status: 401, errorCode: 'INVALID_CREDENTIALS', serviceMessage: 'x', path: null, details: [] }, 'live'), 'queued'],
    ['could not connect', new NetworkError('connect', false), 'queued'],
    ['a timeout after sending', new NetworkError('timeout', true), 'unknown'],
    ['a reset after sending', new NetworkError('reset', true), 'unknown'],
    ['an unreadable answer', new SchemaError({ raw: '{"transactionId":', issues: ['bad'], status: 200 }), 'unknown'],
    ['anything else', new TypeError('boom'), 'unknown'],
  ])('%s → %s', (_name, error, state) => {
    expect(fromError(error, context).to).toBe(state);
  });

  it('waits the service\'s waiting time, or its Retry-After, before sending again', () => {
    expect(fromError(refusal(400, 'PHONE_RECENTLY_RECHARGED'), context).patch.not_before).toBe('2026-11-22T10:02:00.000Z');
    expect(fromError(refusal(429, null, 2_000), context).patch.not_before).toBe('2026-11-22T10:00:02.000Z');
  });

  it('keeps the raw body of an unreadable answer for the reconciler', () => {
    expect(fromError(new SchemaError({ raw: 'garbage', issues: [], status: 200 }), context).patch.raw_response).toBe('garbage');
  });

  it('says offline only when the request never left', () => {
    expect(fromError(new NetworkError('connect', false), context).offline).toBe(true);
    expect(fromError(new NetworkError('timeout', true), context).offline).toBeUndefined();
  });
});

describe('what a transaction means for a sale', () => {
  const tx = (status: string, extra: Record<string, unknown> = {}) =>
    transactionSchema.parse({
      transactionId: 42, status, operatorTransactionId: null, customIdentifier: 'T1', recipientPhone: '2348031234567', recipientEmail: null,
      senderPhone: null, countryCode: 'NG', operatorId: 341, operatorName: 'MTN Nigeria', discount: 0.1, discountCurrencyCode: 'USD',
      requestedAmount: 1, requestedAmountCurrencyCode: 'USD', deliveredAmount: '376.12', deliveredAmountCurrencyCode: 'NGN',
      transactionDate: '2026-11-22 10:00:00', pinDetail: null,
      balanceInfo: { oldBalance: 100, newBalance: 99.1, cost: 0.9, currencyCode: 'USD', currencyName: 'US Dollar', updatedAt: '2026-11-22 10:00:00' },
      ...extra,
    });

  it.each([['SUCCESSFUL', 'succeeded'], ['PROCESSING', 'processing'], ['REFUNDED', 'refunded'], ['FAILED', 'failed']])('%s → %s', (status, state) => {
    expect(fromTransaction(tx(status), context.at, 'test').to).toBe(state);
  });

  it('keeps exact amounts and the whole record', () => {
    const { patch } = fromTransaction(tx('SUCCESSFUL'), context.at, 'test');
    expect(patch).toMatchObject({ transaction_id: 42, delivered_micros: 376_120_000, delivered_currency: 'NGN', cost_micros: 900_000, discount_micros: 100_000, completed_at: context.at });
    expect(JSON.parse(patch.transaction_json!)).toMatchObject({ transactionId: 42, balanceInfo: { newBalance: 99.1 } });
  });

  it('a processing transaction is not complete yet', () => {
    expect(fromTransaction(tx('PROCESSING'), context.at, 'test').patch.completed_at).toBeUndefined();
  });
});

describe('what a final status answer means for a sale', () => {
  const status = (state: 'SUCCESSFUL' | 'REFUNDED' | 'FAILED', code: string | null) => ({ code, message: 'm', status: state, transaction: null });

  it('a plain asynchronous refusal fails the sale with its code and a clerk message', () => {
    const outcome = fromFinalStatus(status('FAILED', 'INSUFFICIENT_BALANCE'), context.at);
    expect(outcome).toMatchObject({ to: 'failed', patch: { error_code: 'INSUFFICIENT_BALANCE', error_message: 'The account balance is too low for this top-up.' } });
  });

  it('a reused reference means an earlier attempt was made: reconcile, never fail', () => {
    expect(fromFinalStatus(status('FAILED', 'CUSTOM_IDENTIFIER_ALREADY_USED'), context.at).to).toBe('unknown');
  });

  it('a success without its record is read in full by the reconciler', () => {
    expect(fromFinalStatus(status('SUCCESSFUL', null), context.at).to).toBe('unknown');
  });
});

describe('resending a sale the service does not have', () => {
  it('goes at once after the first attempt, then backs off up to five minutes', () => {
    expect([1, 2, 3, 4].map((attempts) => resendDelayMs(attempts, 3_000))).toEqual([0, 6_000, 12_000, 24_000]);
    expect(resendDelayMs(30, 3_000)).toBe(300_000);
  });
});

describe('the state machine', () => {
  it('ends in final states and never leaves them', () => {
    for (const state of ['succeeded', 'refunded', 'failed', 'cancelled'] as const) expect(TRANSITIONS[state]).toEqual([]);
  });

  it('allows a cancel only before sending', () => {
    expect(SALE_STATES.filter((from) => canTransition(from, 'cancelled'))).toEqual(['queued']);
  });

  it('never goes from sent back to queued except through the reconciler or a provably unsent request', () => {
    expect(SALE_STATES.filter((from) => canTransition(from, 'queued'))).toEqual(['sending', 'unknown']);
  });
});
