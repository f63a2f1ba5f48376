import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NetworkError, SchemaError, ServiceError, type Operator, type RequestInfo, type TopupClient } from '../../../src/main/topup-api';
import { eventually } from '../../support/eventually';
import { mobileNumber, nigerianTopup, rejectionOf, startSimulator, trainingClient, type Simulator } from './support';

let sim: Simulator;
let client: TopupClient;
/**
 * Gives up on an answer's headers after 1 s: for the hang faults alone, where the deadline is what is tested and
 * the request it ends is never answered. `client` keeps the usual deadlines, which no answer on a busy machine nears.
 */
let impatient: TopupClient;
let infos: RequestInfo[] = [];
let operator: Operator;

const topup = () => nigerianTopup(operator);

/** The attempts the client made for one route since the test began. */
function attemptsAt(route: string): Array<number | null> {
  return infos.filter((info) => info.route === route).map((info) => info.status);
}

beforeAll(async () => {
  sim = await startSimulator({ rechargeWaitSeconds: 0 });
  client = trainingClient(sim, { onRequest: (info) => infos.push(info) });
  impatient = trainingClient(sim, { timeouts: { connectMs: 2_000, headersMs: 1_000, bodyMs: 1_000 }, onRequest: (info) => infos.push(info) });
  operator = await client.detectOperator(mobileNumber('NG', '555'), 'NG');
});

afterEach(() => {
  sim.faults.clear();
  infos = [];
});

afterAll(async () => {
  await client?.close();
  await impatient?.close();
  await sim?.close();
});

describe('reads recover from passing trouble', () => {
  it.each([500, 503])('HTTP %i on a read is retried and succeeds', async (status) => {
    sim.faults.inject({ kind: 'status', status, times: 2, path: '/accounts/balance' });
    expect((await client.getBalance()).balance).toBe(sim.balance());
    expect(attemptsAt('/accounts/balance')).toEqual([status, status, 200]);
  });

  it('a reset connection on a read is retried and succeeds', async () => {
    sim.faults.inject({ kind: 'reset', path: '/countries' });
    expect((await client.listCountries()).length).toBeGreaterThan(0);
    expect(attemptsAt('/countries')).toEqual([null, 200]);
  });

  it('a read that hangs times out and is retried', async () => {
    sim.faults.inject({ kind: 'hang', path: '/countries/NG' });
    // The retry must be answered within the same 1 s: the client has one deadline for every attempt.
    expect((await impatient.getCountry('NG')).isoName).toBe('NG');
    expect(attemptsAt('/countries/{iso}')).toEqual([null, 200]);
  });

  it('a rate limit is waited out as the service asks, then retried', async () => {
    sim.faults.inject({ kind: 'rate-limit', path: '/operators/commissions' });
    expect((await client.listCommissions()).content.length).toBeGreaterThan(0);
    expect(attemptsAt('/operators/commissions')).toEqual([429, 200]);
  });

  it('the FX-rate POST is a read and is retried', async () => {
    sim.faults.inject({ kind: 'status', status: 502, path: '/operators/fx-rate' });
    expect((await client.getFxRate({ operatorId: operator.operatorId, amount: 5 })).fxRate).toBeGreaterThan(0);
    expect(attemptsAt('/operators/fx-rate')).toEqual([502, 200]);
  });

  it('a token service in trouble is retried too', async () => {
    const fresh = trainingClient(sim, { onRequest: (info) => infos.push(info) });
    sim.faults.inject({ kind: 'status', status: 503, path: '/oauth/token' });
    try {
      expect((await fresh.getBalance()).balance).toBe(sim.balance());
    } finally {
      await fresh.close();
    }
    expect(attemptsAt('/oauth/token')).toEqual([503, 200]);
  });

  it('gives up after the attempts allowed, with the last error', async () => {
    sim.faults.inject({ kind: 'status', status: 500, times: 10, path: '/accounts/balance' });
    const error = await rejectionOf(client.getBalance());
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ status: 500 });
    expect(attemptsAt('/accounts/balance')).toEqual([500, 500, 500, 500]);
  });

  it('while the service is unreachable, reads fail as a NetworkError after their attempts', async () => {
    sim.faults.setOffline(true);
    const error = await rejectionOf(client.getBalance());
    expect(error).toBeInstanceOf(NetworkError);
    expect(attemptsAt('/accounts/balance')).toHaveLength(4);
    sim.faults.setOffline(false);
    expect((await client.getBalance()).balance).toBe(sim.balance());
  });
});

describe('top-ups are never sent twice', () => {
  it('a lost answer is a NetworkError that may have reached the service, and the top-up was sent once', async () => {
    const before = sim.stats().topupRequests;
    const transactionsBefore = sim.transactions().length;
    sim.faults.inject({ kind: 'lose-response', path: '/topups' });
    const error = await rejectionOf(client.sendTopup(topup()));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ mayHaveReachedService: true });
    expect(sim.stats().topupRequests - before).toBe(1);
    // It did happen: this is what the sale engine reconciles by customIdentifier.
    expect(sim.transactions().length - transactionsBefore).toBe(1);
  });

  it('a top-up that hangs is a timeout that may have reached the service, sent once', async () => {
    const before = sim.stats().topupRequests;
    sim.faults.inject({ kind: 'hang', path: '/topups' });
    const error = await rejectionOf(impatient.sendTopup(topup()));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'timeout', mayHaveReachedService: true });
    expect(sim.stats().topupRequests - before).toBe(1);
  });

  it('a reset on a top-up is not retried', async () => {
    const before = sim.stats().topupRequests;
    sim.faults.inject({ kind: 'reset', path: '/topups-async' });
    const error = await rejectionOf(client.sendTopupAsync(topup()));
    expect(error).toMatchObject({ name: 'NetworkError', kind: 'reset', mayHaveReachedService: true });
    expect(sim.stats().topupRequests - before).toBe(1);
  });

  it.each([500, 503, 429])('HTTP %i on a top-up is reported, not retried', async (status) => {
    sim.faults.inject(status === 429 ? { kind: 'rate-limit', path: '/topups' } : { kind: 'status', status, path: '/topups' });
    const error = await rejectionOf(client.sendTopup(topup()));
    expect(error).toMatchObject({ name: 'ServiceError', status });
    expect(attemptsAt('/topups')).toEqual([status]);
    if (status === 429) expect((error as ServiceError).retryAfterMs).toBeGreaterThanOrEqual(0);
  });

  it('nothing listening: a connect NetworkError that did not reach the service', async () => {
    const gone = await startSimulator();
    const stranded = trainingClient(gone, { retry: { attempts: 1 } });
    await gone.close();
    try {
      const error = await rejectionOf(stranded.sendTopup(topup()));
      expect(error).toMatchObject({ name: 'NetworkError', kind: 'connect', mayHaveReachedService: false });
    } finally {
      await stranded.close();
    }
  });
});

describe('answers the client cannot read', () => {
  it('a malformed body on a read is a SchemaError carrying the raw body, not retried', async () => {
    sim.faults.inject({ kind: 'malformed', path: '/countries' });
    const error = await rejectionOf(client.listCountries());
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).raw.length).toBeGreaterThan(0);
    expect((error as SchemaError).status).toBe(200);
    expect(attemptsAt('/countries')).toEqual([200]);
  });

  it('a malformed body on a top-up is a SchemaError carrying the raw body', async () => {
    sim.faults.inject({ kind: 'malformed', path: '/topups' });
    const error = await rejectionOf(client.sendTopup(topup()));
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).raw).toMatch(/transactionId/);
  });

  it('a malformed token answer keeps no token in the error', async () => {
    const fresh = trainingClient(sim);
    sim.faults.inject({ kind: 'malformed', path: '/oauth/token' });
    try {
      const error = await rejectionOf(fresh.getBalance());
      expect(error).toBeInstanceOf(SchemaError);
      expect((error as SchemaError).raw).not.toMatch(/eyJ/);
      expect((error as SchemaError).raw).not.toContain(sim.clientSecret);
    } finally {
      await fresh.close();
    }
  });
});

describe('AbortSignal', () => {
  it('aborts a call in flight', async () => {
    sim.faults.inject({ kind: 'hang', path: '/topups/reports/transactions' });
    const controller = new AbortController();
    const before = sim.stats().requests;
    const call = client.listTransactions({}, { signal: controller.signal });
    // In flight: the service has the request (and will never answer it).
    await eventually(async () => (sim.stats().requests > before ? true : undefined));
    controller.abort();
    const error = await rejectionOf(call);
    expect(error).toMatchObject({ name: 'NetworkError', kind: 'aborted' });
    expect(attemptsAt('/topups/reports/transactions')).toEqual([null]);
  });

  it('aborts the wait between retries', async () => {
    sim.faults.inject({ kind: 'status', status: 503, times: 10, path: '/promotions' });
    const controller = new AbortController();
    const slow = trainingClient(sim, {
      retry: { attempts: 5, baseDelayMs: 60_000, maxDelayMs: 60_000, maxTotalMs: 600_000 },
      onRequest: (info) => {
        infos.push(info);
        if (info.status === 503) controller.abort();
      },
    });
    try {
      const error = await rejectionOf(slow.listPromotions({}, { signal: controller.signal }));
      expect(error).toMatchObject({ name: 'NetworkError', kind: 'aborted', mayHaveReachedService: true });
      expect(attemptsAt('/promotions')).toEqual([503]);
    } finally {
      await slow.close();
    }
  });

  it('an already aborted signal sends nothing', async () => {
    const before = sim.stats().requests;
    const error = await rejectionOf(client.sendTopup(topup(), { signal: AbortSignal.abort() }));
    expect(error).toMatchObject({ name: 'NetworkError', kind: 'aborted', mayHaveReachedService: false });
    expect(sim.stats().requests).toBe(before);
  });
});
