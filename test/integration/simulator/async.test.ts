import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorShape, eventually, findOperator, get, mobileNumber, post, reference, startSimulator, validAmount, type ApiErrorBody, type AsyncAccepted, type Operator, type Page, type RunningSimulator, type TopupStatusAnswer, type Transaction } from './support';

let sim: RunningSimulator;
/** Settles an hour after each top-up: what a top-up looks like before it settles, however slow the machine. */
let unsettled: RunningSimulator;
let mtn: Operator;

beforeAll(async () => {
  sim = await startSimulator({ seed: 12, rechargeWaitSeconds: 0, settleMs: 50 });
  unsettled = await startSimulator({ seed: 12, rechargeWaitSeconds: 0, settleMs: 3_600_000 });
  mtn = await findOperator(sim, 'NG', (o) => o.name === 'MTN Nigeria');
});
afterAll(async () => {
  await sim.close();
  await unsettled.close();
});

const sendAsync = (lastThree: string, extra: Record<string, unknown> = {}, to = sim) =>
  post<AsyncAccepted>(to, '/topups-async', {
    operatorId: mtn.id,
    amount: validAmount(mtn),
    recipientPhone: { countryCode: 'NG', number: mobileNumber('NG', lastThree) },
    ...extra,
  });

const statusOf = async (id: number, of = sim) => (await get<TopupStatusAnswer>(of, `/topups/${id}/status`)).body;
const settled = (id: number) =>
  eventually(async () => {
    const status = await statusOf(id);
    return status.status === 'PROCESSING' ? undefined : status;
  });

describe('POST /topups-async', () => {
  it('answers only a transaction id, reads PROCESSING with a null transaction until it settles, then SUCCESSFUL with the record', async () => {
    const before = unsettled.balance();
    const pending = await sendAsync('600', { customIdentifier: reference('async') }, unsettled);
    expect(pending.status).toBe(200);
    expect(Object.keys(pending.body)).toEqual(['transactionId']);
    expect(await statusOf(pending.body.transactionId, unsettled)).toEqual({ code: null, message: null, status: 'PROCESSING', transaction: null });
    expect(unsettled.balance()).toBeLessThan(before);

    const answer = await sendAsync('600', { customIdentifier: reference('async') });
    const final = await settled(answer.body.transactionId);
    expect(final.status).toBe('SUCCESSFUL');
    expect(final.code).toBeNull();
    expect(final.transaction).toMatchObject({ transactionId: answer.body.transactionId, status: 'SUCCESSFUL', operatorName: 'MTN Nigeria' });
  });

  it('lists the PROCESSING transaction in the report, so a client can find it by reference', async () => {
    const customIdentifier = reference('listed');
    const answer = await sendAsync('601', { customIdentifier });
    const report = (await get<Page<Transaction>>(sim, `/topups/reports/transactions?customIdentifier=${customIdentifier}`)).body;
    expect(report.content).toHaveLength(1);
    expect(report.content[0]).toMatchObject({ transactionId: answer.body.transactionId, status: 'PROCESSING' });
  });

  it.each([
    ['112', 'REFUNDED'],
    ['222', 'REFUNDED'],
    ['113', 'FAILED'],
  ])('%s settles to %s and refunds the cost', async (lastThree, final) => {
    const before = sim.balance();
    const answer = await sendAsync(lastThree);
    const status = await settled(answer.body.transactionId);
    expect(status.status).toBe(final);
    expect(status.transaction!.status).toBe(final);
    expect(status.message).toEqual(expect.any(String));
    if (final === 'FAILED') expect(status.code).toBe('TOPUP_TRANSACTION_FAILED');
    expect(sim.balance()).toBe(before);
  });

  it.each([
    ['333', {}, 'TOPUP_TRANSACTION_FAILED'],
    ['444', {}, 'OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE'],
    ['602', { amount: 100000 }, 'INVALID_AMOUNT_FOR_OPERATOR'],
    ['603', { recipientPhone: { countryCode: 'NG', number: '123' } }, 'INVALID_RECIPIENT_PHONE'],
    ['604', { operatorId: 99999 }, 'TOPUP_TRANSACTION_FAILED'],
  ])('a business refusal (%s) still answers an id, then reads FAILED with the reason; nothing charged or recorded', async (lastThree, extra, code) => {
    const pending = await sendAsync(lastThree, extra, unsettled);
    expect(pending.status).toBe(200);
    expect(pending.body.transactionId).toEqual(expect.any(Number));
    expect((await statusOf(pending.body.transactionId, unsettled)).status).toBe('PROCESSING');
    const before = sim.balance();
    const count = sim.transactions().length;
    const answer = await sendAsync(lastThree, extra);
    const status = await settled(answer.body.transactionId);
    expect(status).toMatchObject({ code, status: 'FAILED', transaction: null });
    expect(status.message).toEqual(expect.any(String));
    expect(sim.balance()).toBe(before);
    expect(sim.transactions()).toHaveLength(count);
    expect((await get(sim, `/topups/reports/transactions/${answer.body.transactionId}`)).status).toBe(404);
  });

  it('refuses an insufficient balance asynchronously too', async () => {
    const poor = await startSimulator({ seed: 12, balance: 0.5, settleMs: 50 });
    try {
      const answer = await post<AsyncAccepted>(poor, '/topups-async', { operatorId: mtn.id, amount: validAmount(mtn), recipientPhone: { countryCode: 'NG', number: mobileNumber('NG', '605') } });
      expect(answer.status).toBe(200);
      const status = await eventually(async () => {
        const read = (await get<TopupStatusAnswer>(poor, `/topups/${answer.body.transactionId}/status`)).body;
        return read.status === 'PROCESSING' ? undefined : read;
      });
      expect(status).toMatchObject({ code: 'INSUFFICIENT_BALANCE', status: 'FAILED' });
    } finally {
      await poor.close();
    }
  });

  it.each([
    ['no operatorId', { operatorId: undefined }, 'INVALID_INPUT_PROVIDED'],
    ['no amount', { amount: undefined }, 'INVALID_AMOUNT'],
    ['no recipient', { recipientPhone: undefined }, 'INVALID_RECIPIENT_PHONE'],
  ])('answers shape errors (%s) at once with 400', async (_label, extra, code) => {
    const answer = await sendAsync('606', extra);
    expect(answer.status).toBe(400);
    expect(errorShape(answer.body).errorCode).toBe(code);
  });

  it('answers a malformed body at once with 400', async () => {
    const answer = await post(sim, '/topups-async', undefined, { rawBody: '{"operatorId": 1,' });
    expect(answer.status).toBe(400);
    errorShape(answer.body);
  });

  it('answers 401 INVALID_TOKEN without a valid token', async () => {
    const answer = await post<ApiErrorBody>(sim, '/topups-async', {}, { auth: 'nope' });
    expect(answer.status).toBe(401);
    expect(answer.body.errorCode).toBe('INVALID_TOKEN');
  });

  it('takes the receiver as receiverPhone, as the field table names it', async () => {
    const answer = await post<AsyncAccepted>(sim, '/topups-async', {
      operatorId: mtn.id,
      amount: validAmount(mtn),
      receiverPhone: { countryCode: 'NG', number: mobileNumber('NG', '607') },
    });
    expect((await settled(answer.body.transactionId)).transaction!.recipientPhone).toBe(`234${mobileNumber('NG', '607')}`);
  });
});

describe('GET /topups/{id}/status', () => {
  it('reads a synchronous top-up too', async () => {
    const sync = await post<Transaction>(sim, '/topups', { operatorId: mtn.id, amount: validAmount(mtn), recipientPhone: { countryCode: 'NG', number: mobileNumber('NG', '608') } });
    const status = await statusOf(sync.body.transactionId);
    expect(status).toEqual({ code: null, message: null, status: 'SUCCESSFUL', transaction: sync.body });
  });

  it.each(['123', 'abc'])('refuses an unknown id %s with 404 TRANSACTION_NOT_FOUND', async (id) => {
    const answer = await get(sim, `/topups/${id}/status`);
    expect(answer.status).toBe(404);
    expect(errorShape(answer.body).errorCode).toBe('TRANSACTION_NOT_FOUND');
  });
});
