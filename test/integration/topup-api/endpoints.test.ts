import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NetworkError, ServiceError, type Operator, type RequestInfo, type TopupClient, type TopupStatus } from '../../../src/main/topup-api';
import { mobileNumber, nigerianTopup, rejectionOf, sleep, startSimulator, trainingClient, type Simulator } from './support';

let sim: Simulator;
let client: TopupClient;
const requests: RequestInfo[] = [];
let nigerian: Operator;

beforeAll(async () => {
  sim = await startSimulator({ rechargeWaitSeconds: 0, settleMs: 200, seed: 7 });
  client = trainingClient(sim, { onRequest: (info) => requests.push(info) });
  nigerian = await client.detectOperator(mobileNumber('NG', '555'), 'NG');
});

afterAll(async () => {
  await client?.close();
  await sim?.close();
});

describe('account and countries', () => {
  it('reads the balance', async () => {
    const balance = await client.getBalance();
    expect(balance.balance).toBe(sim.balance());
    expect(balance.currencyCode).toMatch(/^[A-Z]{3}$/);
  });

  it('lists countries and reads one', async () => {
    const countries = await client.listCountries();
    expect(countries.length).toBeGreaterThanOrEqual(140);
    const nigeria = await client.getCountry('NG');
    expect(nigeria).toMatchObject({ isoName: 'NG', currencyCode: 'NGN' });
    expect(nigeria.callingCodes).toContain('+234');
    expect(countries).toContainEqual(nigeria);
  });

  it('an unsupported country is a ServiceError, not retried', async () => {
    const before = sim.stats().requests;
    const error = await rejectionOf(client.getCountry('ZZ'));
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ status: 404 });
    expect(sim.stats().requests - before).toBe(1);
  });
});

describe('operators', () => {
  it('pages through the list, 1-based', async () => {
    const first = await client.listOperators({ size: 50 });
    expect(first).toMatchObject({ page: 1, last: false });
    expect(first.content).toHaveLength(50);
    expect(first.totalElements).toBeGreaterThanOrEqual(700);
    const second = await client.listOperators({ size: 50, page: 2 });
    expect(second.page).toBe(2);
    expect(second.content[0]?.operatorId).not.toBe(first.content[0]?.operatorId);
  });

  it('iterates every operator across pages', async () => {
    const { totalElements } = await client.listOperators({ size: 1 });
    const ids = new Set<number>();
    for await (const operator of client.operators()) ids.add(operator.operatorId);
    expect(ids.size).toBe(totalElements);
  });

  it('applies the include filters', async () => {
    const withoutPin = await client.listOperators({ includePin: false, size: 200 });
    expect(withoutPin.content.every((operator) => !operator.pin)).toBe(true);
  });

  it('reads one operator, its country, and detects a number', async () => {
    const operator = await client.getOperator(nigerian.operatorId, { suggestedAmounts: true });
    expect(operator.operatorId).toBe(nigerian.operatorId);
    expect(operator.country.isoName).toBe('NG');
    const ofCountry = await client.listOperatorsByCountry('NG');
    expect(ofCountry.map((o) => o.operatorId)).toContain(nigerian.operatorId);
    expect(ofCountry.every((o) => o.country.isoName === 'NG')).toBe(true);
  });

  it('asks for suggested amounts only when told to', async () => {
    const range = (await client.listOperatorsByCountry('NG', { suggestedAmounts: true, suggestedAmountsMap: true })).find(
      (o) => o.denominationType === 'RANGE',
    );
    expect(range?.suggestedAmounts.length).toBeGreaterThan(0);
    expect(Object.keys(range?.suggestedAmountsMap ?? {}).length).toBeGreaterThan(0);
  });

  it('a number that cannot be detected is a ServiceError', async () => {
    const error = await rejectionOf(client.detectOperator('12', 'NG'));
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).status).toBeLessThan(500);
  });

  it('an unknown operator is a 404 ServiceError', async () => {
    expect(await rejectionOf(client.getOperator(987_654_321))).toMatchObject({ name: 'ServiceError', status: 404 });
  });

  it('reads an FX rate', async () => {
    const rate = await client.getFxRate({ operatorId: nigerian.operatorId, amount: 5 });
    expect(rate.id).toBe(nigerian.operatorId);
    expect(rate.fxRate).toBeGreaterThan(0);
    expect(rate.currencyCode).toBe(nigerian.destinationCurrencyCode);
  });
});

describe('commissions and promotions', () => {
  it('lists, iterates and reads commissions', async () => {
    const page = await client.listCommissions({ size: 10 });
    expect(page.page).toBe(1);
    expect(page.content.length).toBeGreaterThan(0);
    let count = 0;
    for await (const _ of client.commissions()) count += 1;
    expect(count).toBe(page.totalElements);
    const first = page.content[0]!;
    const one = await client.getOperatorCommission(first.operator.operatorId);
    expect(one.operator.operatorId).toBe(first.operator.operatorId);
  });

  it('lists, iterates and reads promotions, with ISO dates', async () => {
    const page = await client.listPromotions({ size: 5 });
    expect(page.content.length).toBeGreaterThan(0);
    const all = [];
    for await (const promotion of client.promotions()) all.push(promotion);
    expect(all).toHaveLength(page.totalElements);
    const promotion = page.content[0]!;
    expect(await client.getPromotion(promotion.promotionId)).toEqual(promotion);
    if (promotion.startDate !== null) expect(new Date(promotion.startDate).toISOString()).toBe(promotion.startDate);
    const operator = await client.getOperator(promotion.operatorId);
    expect((await client.listPromotionsByOperator(promotion.operatorId)).map((p) => p.promotionId)).toContain(promotion.promotionId);
    expect((await client.listPromotionsByCountry(operator.country.isoName)).map((p) => p.promotionId)).toContain(
      promotion.promotionId,
    );
  });
});

describe('top-ups and reports', () => {
  it('sends a top-up and finds it in the reports', async () => {
    const request = nigerianTopup(nigerian);
    const { customIdentifier } = request;
    const tx = await client.sendTopup(request);
    expect(tx).toMatchObject({ status: 'SUCCESSFUL', customIdentifier, operatorId: nigerian.operatorId });
    expect(tx.balanceInfo?.cost).toBeGreaterThan(0);

    expect(await client.getTransaction(tx.transactionId)).toMatchObject({ transactionId: tx.transactionId, status: 'SUCCESSFUL' });
    const found = await client.listTransactions({ customIdentifier });
    expect(found.content.map((t) => t.transactionId)).toEqual([tx.transactionId]);
    const ids: number[] = [];
    for await (const t of client.transactions({ countryCode: 'NG' })) ids.push(t.transactionId);
    expect(ids).toContain(tx.transactionId);
    const status = await client.getTopupStatus(tx.transactionId);
    expect(status).toMatchObject({ status: 'SUCCESSFUL', transaction: { transactionId: tx.transactionId } });
  });

  it('sends an asynchronous top-up and follows it to its outcome', async () => {
    const { transactionId } = await client.sendTopupAsync(nigerianTopup(nigerian, '112'));
    let status: TopupStatus = await client.getTopupStatus(transactionId);
    for (let polls = 0; status.status === 'PROCESSING' && polls < 100; polls += 1) {
      expect(status.transaction === null || status.transaction.status === 'PROCESSING').toBe(true);
      await sleep(50);
      status = await client.getTopupStatus(transactionId);
    }
    expect(status.status).toBe('REFUNDED');
  });

  it.each([
    ['333', 400, 'TOPUP_TRANSACTION_FAILED'],
    ['444', 503, 'OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE'],
  ])('a top-up to …%s is refused (%i %s), sent once and not retried', async (lastThree, status, errorCode) => {
    const before = sim.stats().topupRequests;
    const error = await rejectionOf(client.sendTopup(nigerianTopup(nigerian, lastThree)));
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ status, errorCode, code: errorCode, path: '/topups' });
    expect(sim.stats().topupRequests - before).toBe(1);
  });

  it('an unknown transaction is a 404 ServiceError', async () => {
    expect(await rejectionOf(client.getTransaction(987_654_321))).toMatchObject({ name: 'ServiceError', status: 404 });
    expect(await rejectionOf(client.getTopupStatus(987_654_321))).toMatchObject({ name: 'ServiceError', status: 404 });
  });
});

describe('what onRequest hears', () => {
  it('method, path without query, route template, status, attempt; never the secret or a token', () => {
    const detect = requests.find((info) => info.route === '/operators/auto-detect/phone/{phone}/countries/{iso}');
    expect(detect).toMatchObject({ method: 'GET', status: 200, attempt: 1 });
    expect(detect?.path).toMatch(/^\/operators\/auto-detect\/phone\/\d+\/countries\/NG$/);
    expect(requests.find((info) => info.path === '/oauth/token')).toMatchObject({ method: 'POST', status: 200 });
    expect(requests.every((info) => !info.path.includes('?'))).toBe(true);
    const everything = JSON.stringify(requests);
    expect(everything).not.toContain(sim.clientSecret);
    expect(everything).not.toMatch(/Bearer|eyJ/);
  });

  it('a closed client refuses further calls', async () => {
    const closing = trainingClient(sim);
    await closing.getBalance();
    await closing.close();
    const error = await rejectionOf(closing.getBalance());
    expect(error).not.toBeInstanceOf(NetworkError);
  });
});
