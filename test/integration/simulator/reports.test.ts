import type { CountryCode } from 'libphonenumber-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorShape, eventually, findOperator, get, mobileNumber, post, SERVICE_TIME, startSimulator, validAmount, type Balance, type Operator, type Page, type RunningSimulator, type Transaction } from './support';

let sim: RunningSimulator;
let mtn: Operator;
let ghana: Operator;
const sent: Transaction[] = [];
let startedAt: number;

const send = async (operator: Operator, lastThree: string, customIdentifier: string | null) => {
  const iso = operator.country.isoName as CountryCode;
  const answer = await post<Transaction>(sim, '/topups', {
    operatorId: operator.id,
    amount: validAmount(operator),
    recipientPhone: { countryCode: iso, number: mobileNumber(iso, lastThree) },
    ...(customIdentifier ? { customIdentifier } : {}),
  });
  if (answer.status !== 200) throw new Error(answer.text);
  sent.push(answer.body);
  return answer.body;
};

const report = async (query = '') => (await get<Page<Transaction>>(sim, `/topups/reports/transactions${query}`)).body;

beforeAll(async () => {
  sim = await startSimulator({ seed: 13, rechargeWaitSeconds: 0, settleMs: 100 });
  mtn = await findOperator(sim, 'NG', (o) => o.name === 'MTN Nigeria');
  ghana = await findOperator(sim, 'GH', (o) => o.name === 'MTN Ghana');
  startedAt = Date.now();
  await send(mtn, '700', 'Order-A');
  await send(mtn, '701', 'order-b');
  await send(ghana, '702', 'order-c');
  await send(mtn, '113', 'order-failed');
  await send(ghana, '222', null);
  // Let the 113 top-up settle to FAILED.
  await eventually(async () => ((await report('?customIdentifier=order-failed')).content[0]!.status === 'FAILED' ? true : undefined));
});
afterAll(() => sim.close());

describe('GET /topups/reports/transactions', () => {
  it('lists every recorded transaction oldest first, FAILED and REFUNDED included, in the page envelope', async () => {
    const page = await report();
    expect(page.content.map((t) => t.transactionId)).toEqual(sent.map((t) => t.transactionId));
    expect(page.content.map((t) => t.status)).toEqual(['SUCCESSFUL', 'SUCCESSFUL', 'SUCCESSFUL', 'FAILED', 'REFUNDED']);
    expect(page).toMatchObject({ totalElements: 5, totalPages: 1, size: 100, number: 0, first: true, last: true, numberOfElements: 5 });
    expect(page.pageable).toMatchObject({ pageSize: 100, pageNumber: 0, offset: 0 });
    expect(page.content[0]).toEqual(sent[0]);
  });

  it('pages 1-based', async () => {
    const second = await report('?page=2&size=2');
    expect(second.content.map((t) => t.transactionId)).toEqual(sent.slice(2, 4).map((t) => t.transactionId));
    expect(second).toMatchObject({ number: 1, size: 2, totalPages: 3, first: false, last: false });
  });

  it('filters by customIdentifier, exactly but without case', async () => {
    expect((await report('?customIdentifier=order-a')).content.map((t) => t.customIdentifier)).toEqual(['Order-A']);
    expect((await report('?customIdentifier=order')).content).toEqual([]);
  });

  it('filters by countryCode, operatorId and operatorName', async () => {
    expect((await report('?countryCode=gh')).content).toHaveLength(2);
    expect((await report(`?operatorId=${mtn.id}`)).content).toHaveLength(3);
    expect((await report('?operatorName=mtn%20ghana')).content).toHaveLength(2);
    expect((await report('?operatorName=MTN')).content).toHaveLength(5);
    expect((await report(`?countryCode=NG&operatorId=${ghana.id}`)).content).toEqual([]);
  });

  it('filters by a date range (UTC, inclusive), also with the unpadded dates the vendor SDK sends', async () => {
    const format = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
    const from = format(startedAt - 1000);
    const to = format(Date.now() + 1000);
    expect((await report(`?startDate=${encodeURIComponent(from)}&endDate=${encodeURIComponent(to)}`)).content).toHaveLength(5);
    expect((await report(`?startDate=${encodeURIComponent(format(Date.now() + 60_000))}`)).content).toEqual([]);
    expect((await report(`?endDate=${encodeURIComponent(format(startedAt - 60_000))}`)).content).toEqual([]);
    const d = new Date(startedAt);
    const loose = `${d.getUTCFullYear()}-${d.getUTCMonth() + 1}-${d.getUTCDate()}`;
    expect((await report(`?startDate=${loose}&endDate=${loose}`)).content).toHaveLength(5);
  });

  it.each(['?startDate=yesterday', '?endDate=2024-02-30%2010:00:00', '?operatorId=abc'])('refuses a bad filter %s with 400', async (query) => {
    const answer = await get(sim, `/topups/reports/transactions${query}`);
    expect(answer.status).toBe(400);
    errorShape(answer.body);
  });

  it('is what RunningSimulator.transactions() returns', async () => {
    expect(sim.transactions()).toEqual((await report()).content);
  });
});

describe('GET /topups/reports/transactions/{id}', () => {
  it('answers one transaction record', async () => {
    const answer = await get(sim, `/topups/reports/transactions/${sent[1]!.transactionId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(sent[1]);
  });

  it.each(['1', 'xyz'])('refuses an unknown id %s with 404 TRANSACTION_NOT_FOUND', async (id) => {
    const answer = await get(sim, `/topups/reports/transactions/${id}`);
    expect(answer.status).toBe(404);
    expect(errorShape(answer.body).errorCode).toBe('TRANSACTION_NOT_FOUND');
  });
});

describe('GET /accounts/balance', () => {
  it('answers balance, currency code and name, and when it last changed', async () => {
    const answer = await get<Balance>(sim, '/accounts/balance');
    expect(Object.keys(answer.body).sort()).toEqual(['balance', 'currencyCode', 'currencyName', 'updatedAt']);
    expect(answer.body).toMatchObject({ balance: sim.balance(), currencyCode: 'USD', currencyName: 'United States dollar' });
    expect(answer.body.updatedAt).toMatch(SERVICE_TIME);
  });

  it('follows setBalance()', async () => {
    sim.setBalance(1234.56);
    expect((await get<Balance>(sim, '/accounts/balance')).body.balance).toBe(1234.56);
    expect(() => sim.setBalance(-1)).toThrow();
  });
});
