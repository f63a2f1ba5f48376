/**
 * The vendor's official Node SDK (@reloadly/reloadly.airtime 1.0.6) against the simulator.
 *
 * How it is pointed at us: the SDK has no base-URL option — it hard-codes
 * https://auth.reloadly.com/oauth/token and https://topups(-sandbox).reloadly.com. It does have a
 * public `proxy(new ProxyOptions(host, port, 'http'))` option, which it hands to axios; axios then
 * sends every request in plain HTTP to the "proxy" with the absolute URL as request target
 * (`GET https://topups-sandbox.reloadly.com/accounts/balance`), and the simulator serves an
 * absolute-form target by its path. So: no patching, no global dispatcher, no network. The
 * audience the SDK asks for is the sandbox's, which the simulator accepts.
 * One SDK bug needs help: ReportOperations.transactionsHistory() forgets the proxy options, so the
 * test sets them again on the operations it returns (again through the SDK's public `proxy()`).
 */
import { AirtimeApi, Phone, PhoneTopupRequest } from '@reloadly/reloadly.airtime';
import { Environment, ProxyOptions } from '@reloadly/reloadly.core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mobileNumber, startSimulator, type RunningSimulator } from './support';

let sim: RunningSimulator;
let api: AirtimeApi;
let proxy: ProxyOptions;

beforeAll(async () => {
  sim = await startSimulator({ seed: 18, rechargeWaitSeconds: 0 });
  proxy = new ProxyOptions('127.0.0.1', String(sim.port), 'http');
  api = new AirtimeApi(sim.clientId, sim.clientSecret, null as unknown as string, Environment.SANDBOX).proxy(proxy);
});
afterAll(() => sim.close());

describe('the vendor SDK pointed at the simulator', () => {
  it('reads the balance (after getting a token from the simulator)', async () => {
    const before = sim.stats().tokenRequests;
    const balance = await (await api.accounts()).getBalance().execute();
    expect(balance).toMatchObject({ balance: sim.balance(), currencyCode: 'USD', currencyName: 'United States dollar' });
    expect(sim.stats().tokenRequests).toBeGreaterThan(before);
  });

  it('lists countries and reads one', async () => {
    const countries = await api.countries();
    expect((await countries.list().execute()).length).toBeGreaterThanOrEqual(140);
    expect((await countries.getByCode('GH').execute()).name).toBe('Ghana');
  });

  it('lists operators, pages them, reads one and lists a country’s', async () => {
    const operators = await api.operators();
    const page = await operators.list().execute();
    expect(page.content).toHaveLength(200);
    expect(page.totalElements).toBeGreaterThanOrEqual(700);
    const [first] = page.content;
    expect((await operators.getById(BigInt(first?.id ?? 0)).execute()).name).toBe(first?.name);
    const nigeria = await operators.listByCountryCode('NG').execute();
    expect(nigeria.map((operator) => operator.name)).toContain('MTN Nigeria');
  });

  it('auto-detects an operator (the SDK adds a + to the number)', async () => {
    const operator = await (await api.operators()).autoDetect(`234${mobileNumber('NG', '567')}`, 'NG').execute();
    expect(operator.country.isoName).toBe('NG');
  });

  it('reads an FX rate through the older /operators/{id}/fx-rate', async () => {
    const operators = await api.operators();
    const [operator] = await operators.listByCountryCode('GH').execute();
    const rate = await operators.calculateFxRate(BigInt(operator?.id ?? 0), 5).execute();
    expect(rate).toMatchObject({ id: operator?.id, currencyCode: 'GHS' });
    expect(rate.fxRate).toBeGreaterThan(5);
  });

  it('reads commissions, paged and for one operator', async () => {
    const discounts = await api.discounts();
    const page = await discounts.list().execute();
    expect(page.content.length).toBeGreaterThan(0);
    const one = await discounts.getByOperatorId(BigInt(page.content[0]?.operator.id ?? 0)).execute();
    expect(one.percentage).toBe(page.content[0]?.percentage);
  });

  it('reads promotions: list, by id, by country (older path), by operator', async () => {
    const promotions = await api.promotions();
    const [promotion] = (await promotions.list().execute()).content;
    if (!promotion) throw new Error('no promotions');
    expect((await promotions.getById(promotion.id).execute()).id).toBe(promotion.id);
    const operator = await (await api.operators()).getById(promotion.operatorId).execute();
    expect((await promotions.getByCountryCode(operator.country.isoName).execute()).length).toBeGreaterThan(0);
    expect((await promotions.getByOperatorId(promotion.operatorId).execute())[0]?.operatorId).toBe(promotion.operatorId);
  });

  it('sends a top-up and finds it in the transactions report', async () => {
    const operators = await api.operators();
    const operator = (await operators.listByCountryCode('NG').execute()).find((o) => o.name === 'MTN Nigeria');
    if (!operator) throw new Error('no MTN Nigeria');
    // The SDK's Operator type hides fixedAmounts; read the JSON it received.
    const fixedAmounts = (operator as unknown as { fixedAmounts: number[] }).fixedAmounts;
    const amount = operator.denominationType.toString() === 'RANGE' ? 5 : Number(fixedAmounts[0]);
    const request = new PhoneTopupRequest(amount, Number(operator.id), new Phone(`+234${mobileNumber('NG', '568')}`, 'NG'), false, null as unknown as Phone, 'sdk-topup-1');
    const transaction = await (await api.topups()).send(request).execute();
    // The SDK's TopupTransaction type has no `status`; the JSON does.
    expect((transaction as unknown as { status: string }).status).toBe('SUCCESSFUL');
    expect(transaction.recipientPhone).toBe(`234${mobileNumber('NG', '568')}`);

    const history = (await api.reports()).transactionsHistory().proxy(proxy);
    const listed = await history.list().execute();
    expect(listed.content.map((t) => t.customIdentifier)).toContain('sdk-topup-1');
    expect((await history.getById(transaction.transactionId).execute()).customIdentifier).toBe('sdk-topup-1');
  });

  it('surfaces the simulator’s refusals as the SDK’s API exceptions', async () => {
    const request = new PhoneTopupRequest(5, 99999, new Phone(`+234${mobileNumber('NG', '569')}`, 'NG'), false, null as unknown as Phone);
    await expect((await api.topups()).send(request).execute()).rejects.toMatchObject({ httpStatusCode: 404 });
  });
});
