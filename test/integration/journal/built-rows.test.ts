/**
 * A sale's row after a write is built from what was written (createdRow, transitionedRow), not read back: for
 * every transition the state machine allows, with every patch the engine writes for it, the built row is the row
 * the journal holds, and the row the read-back answers. If the two ever drift (a new column, a default, a
 * trigger that changes the row), this fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SaleState } from '../../../src/shared/contract';
import { TRANSITIONS } from '../../../src/shared/sale-states';
import { openJournal, type Db } from '../../../src/main/journal/open';
import { createSalesRepo, type NewSale, type SalePatch, type SaleRow, type SalesRepo } from '../../../src/main/journal/sales-repo';
import { fromError, fromFinalStatus, fromTransaction } from '../../../src/main/sales/outcome';
import { NetworkError, SchemaError, ServiceError, transactionSchema } from '../../../src/main/topup-api';

const AT = '2026-11-22T10:00:00.000Z';
const context = { at: AT, now: new Date(AT), rechargeWaitMs: 120_000 };

const transaction = (status: string, pinDetail: unknown = null) =>
  transactionSchema.parse({
    transactionId: 42, status, operatorTransactionId: 'OP-9', customIdentifier: 'T1', recipientPhone: '2348031234567', recipientEmail: null,
    senderPhone: null, countryCode: 'NG', operatorId: 341, operatorName: 'MTN Nigeria', discount: 0.1, discountCurrencyCode: 'USD',
    requestedAmount: 1, requestedAmountCurrencyCode: 'USD', deliveredAmount: '376.12', deliveredAmountCurrencyCode: 'NGN',
    transactionDate: '2026-11-22 10:00:00', pinDetail,
    balanceInfo: { oldBalance: 100, newBalance: 99.1, cost: 0.9, currencyCode: 'USD', currencyName: 'US Dollar', updatedAt: '2026-11-22 10:00:00' },
  });
const refusal = (status: number, errorCode: string | null) => new ServiceError({ status, errorCode, serviceMessage: 'x', path: '/topups', details: [] });
const PIN = { code: '35449285033528', serial: '4815162342', info1: 'Dial *123*code#', info2: null, info3: null, value: null, validity: '90 days', ivr: null };

/** Every patch the engine writes on the way into a state (outbox, poller, reconciler, cancel), from the engine's own functions. */
const PATCHES: Record<SaleState, Array<[string, SalePatch]>> = {
  queued: [
    ['not sent: offline', fromError(new NetworkError('connect', false), context).patch],
    ['recharged elsewhere: waits', fromError(refusal(400, 'PHONE_RECENTLY_RECHARGED'), context).patch],
    ['reconciled: sent again later', { not_before: '2026-11-22T10:00:06.000Z' }],
  ],
  sending: [
    ['first attempt', { attempts: 1, not_before: null }],
    ['third attempt', { attempts: 3, not_before: null }],
  ],
  processing: [
    ['accepted (async)', { transaction_id: 42 }],
    ['a PROCESSING record', fromTransaction(transaction('PROCESSING'), AT, 'service answered').patch],
  ],
  succeeded: [
    ['a record', fromTransaction(transaction('SUCCESSFUL'), AT, 'service answered').patch],
    ['a PIN record', fromTransaction(transaction('SUCCESSFUL', PIN), AT, 'service answered').patch],
  ],
  refunded: [['a record', fromTransaction(transaction('REFUNDED'), AT, 'service answered').patch]],
  failed: [
    ['a refusal', fromError(refusal(400, 'INVALID_AMOUNT_FOR_OPERATOR'), context).patch],
    ['a FAILED record', fromTransaction(transaction('FAILED'), AT, 'service answered').patch],
    ['a final status', fromFinalStatus({ code: 'INSUFFICIENT_BALANCE', message: 'm', status: 'FAILED', transaction: null }, AT).patch],
  ],
  unknown: [
    ['no definite answer', fromError(refusal(500, null), context).patch],
    ['an unreadable answer', fromError(new SchemaError({ raw: '{"transactionId":', issues: ['bad'], status: 200 }), context).patch],
  ],
  cancelled: [['by a manager', { completed_at: AT }]],
};

/** How a sale reaches each state a transition leaves from. */
const ROUTE: Record<SaleState, Array<[SaleState, SalePatch]>> = {
  queued: [],
  sending: [['sending', { attempts: 1, not_before: null }]],
  processing: [['sending', { attempts: 1, not_before: null }], ['processing', { transaction_id: 42 }]],
  unknown: [['sending', { attempts: 1, not_before: null }], ['unknown', {}]],
  succeeded: [],
  refunded: [],
  failed: [],
  cancelled: [],
};

let dir: string;
let db: Db;
let repo: SalesRepo;
let n = 0;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'till-built-rows-'));
  db = openJournal(join(dir, 'journal.sqlite'));
  repo = createSalesRepo(db);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function newSale(overrides: Partial<NewSale> = {}): NewSale {
  n += 1;
  return {
    id: `S${n}`, created_at: AT, business_day: '2026-11-22', clerk: 'Ada', shift: 1, environment: 'training',
    operator_id: 341, operator_name: 'MTN Nigeria', country_iso: 'NG', recipient_country: 'NG', recipient_phone: `+23480312${String(n).padStart(5, '0')}`,
    recipient_email: null, sender_country: null, sender_phone: null, amount_micros: 1_000_000, amount_currency: 'USD',
    use_local_amount: 0, quoted_delivered_micros: 376_120_000, quoted_delivered_currency: 'NGN', request_id: `key-${n}`,
    ...overrides,
  };
}

/** A sale walked to `state`, each step built from the one before and checked against the journal on the way. */
function saleIn(state: SaleState): SaleRow {
  let row = repo.create(newSale(), 'created by clerk');
  expect(row).toEqual(repo.get(row.id));
  let from: SaleState = 'queued';
  for (const [to, patch] of ROUTE[state]) {
    row = repo.transition(row.id, from, to, AT, 'on the way', patch, row);
    expect(row).toEqual(repo.get(row.id));
    from = to;
  }
  return row;
}

const cases = (Object.entries(TRANSITIONS) as Array<[SaleState, readonly SaleState[]]>).flatMap(([from, tos]) =>
  tos.flatMap((to) => PATCHES[to].map(([what, patch]) => [`${from} → ${to}: ${what}`, from, to, patch] as const)),
);

describe('the row a write leaves, built without reading it back', () => {
  it('covers every transition the state machine allows', () => {
    const covered = new Set(cases.map(([, from, to]) => `${from}→${to}`));
    const allowed = Object.entries(TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => `${from}→${to}`));
    expect([...covered].sort()).toEqual(allowed.sort());
  });

  it.each([
    ['a phone sale', {}],
    ['an e-mail sale with a sender, in local currency, held for the number\'s pause, by a signed-in clerk', {
      recipient_country: null, recipient_phone: null, recipient_email: 'ana@nauta.com.cu', sender_country: 'US', sender_phone: '+12015550123',
      use_local_amount: 1 as const, not_before: '2026-11-22T10:02:00.000Z', clerk_id: 'clerk-1', request_id: null,
    }],
  ])('an insert: %s', (_what, overrides: Partial<NewSale>) => {
    // Whatever else the caller's object carries is not a column, and not in the row.
    const row = repo.create({ ...newSale(overrides), ...({ screen: 'sale' } as object) } as NewSale, 'created by clerk');
    expect(row).toEqual(repo.get(row.id));
  });

  it.each(cases)('%s', (_name, from, to, patch) => {
    const built = saleIn(from);
    const readBack = saleIn(from);
    const after = repo.transition(built.id, from, to, '2026-11-22T10:00:09.000Z', 'the transition', patch, built);
    const answered = repo.transition(readBack.id, from, to, '2026-11-22T10:00:09.000Z', 'the transition', patch);
    expect(after).toEqual(repo.get(built.id));
    expect({ ...after, id: '', seq: 0, recipient_phone: '', request_id: '' }).toEqual({ ...answered, id: '', seq: 0, recipient_phone: '', request_id: '' });
  });

  it('reads the row back when the one it is given is not the sale as it stands', () => {
    const row = saleIn('sending');
    const stale = { ...row, state: 'queued' as const, attempts: 7 };
    const after = repo.transition(row.id, 'sending', 'unknown', AT, 'no answer', {}, stale);
    expect(after).toEqual(repo.get(row.id));
    expect(after.attempts).toBe(1);
  });
});
