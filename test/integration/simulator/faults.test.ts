import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorShape, eventually, findOperator, get, mobileNumber, post, reference, startSimulator, token, validAmount, type ApiErrorBody, type Operator, type Page, type RunningSimulator, type Transaction } from './support';

let sim: RunningSimulator;
let mtn: Operator;
let bearer: string;

beforeAll(async () => {
  sim = await startSimulator({ seed: 16, rechargeWaitSeconds: 0 });
  mtn = await findOperator(sim, 'NG', (o) => o.name === 'MTN Nigeria');
  bearer = await token(sim);
});
afterEach(() => sim.faults.clear());
afterAll(() => sim.close());

const topupBody = (lastThree: string, customIdentifier = reference('fault')) => ({
  operatorId: mtn.id,
  amount: validAmount(mtn),
  recipientPhone: { countryCode: 'NG', number: mobileNumber('NG', lastThree) },
  customIdentifier,
});

/**
 * The request's outcome: an HTTP status, or the name of the transport failure. Only a request that will never be
 * answered (a hang) gets a deadline: on any other, a deadline would race the machine's speed.
 */
async function attempt(path: string, init: RequestInit = {}, giveUpAfterMs?: number): Promise<number | string> {
  try {
    const response = await fetch(`${sim.url}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${bearer}`, Accept: 'application/json', 'Content-Type': 'application/json' },
      ...(giveUpAfterMs === undefined ? {} : { signal: AbortSignal.timeout(giveUpAfterMs) }),
    });
    await response.text();
    return response.status;
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'timeout' : 'network-error';
  }
}

const sendTopup = (body: unknown, giveUpAfterMs?: number) => attempt('/topups', { method: 'POST', body: JSON.stringify(body) }, giveUpAfterMs);

/** Runs `act` and says whether it recorded a transaction or moved the balance. */
async function effect(act: () => Promise<unknown>): Promise<{ recorded: number; charged: boolean }> {
  const count = sim.transactions().length;
  const balance = sim.balance();
  await act();
  return { recorded: sim.transactions().length - count, charged: sim.balance() !== balance };
}

describe('injected faults', () => {
  it.each([500, 502, 503])('status %i answers in the API error shape before anything is done', async (status) => {
    sim.faults.inject({ kind: 'status', status, path: '/topups' });
    let answer: Awaited<ReturnType<typeof post>> | undefined;
    expect(await effect(async () => (answer = await post(sim, '/topups', topupBody('800'))))).toEqual({ recorded: 0, charged: false });
    expect(answer?.status).toBe(status);
    expect(errorShape(answer?.body).errorCode).toBeNull();
    expect((await post(sim, '/topups', topupBody('800'))).status).toBe(200);
  });

  it('status defaults to 503', async () => {
    sim.faults.inject({ kind: 'status' });
    expect((await get(sim, '/countries/NG')).status).toBe(503);
  });

  it('reset destroys the connection with no answer and does nothing', async () => {
    sim.faults.inject({ kind: 'reset', path: '/topups' });
    let outcome: number | string = 0;
    expect(await effect(async () => (outcome = await sendTopup(topupBody('801'))))).toEqual({ recorded: 0, charged: false });
    expect(outcome).toBe('network-error');
    expect(await sendTopup(topupBody('801'))).toBe(200);
  });

  it('hang never answers (the client gives up) and does nothing', async () => {
    sim.faults.inject({ kind: 'hang', path: '/topups' });
    let outcome: number | string = 0;
    expect(await effect(async () => (outcome = await sendTopup(topupBody('802'), 300)))).toEqual({ recorded: 0, charged: false });
    expect(outcome).toBe('timeout');
    expect(await sendTopup(topupBody('802'))).toBe(200);
  });

  it('malformed answers 200 with a body that is not JSON, and performs no top-up', async () => {
    sim.faults.inject({ kind: 'malformed', path: '/topups' });
    let answer: Awaited<ReturnType<typeof post>> | undefined;
    expect(await effect(async () => (answer = await post(sim, '/topups', topupBody('803'))))).toEqual({ recorded: 0, charged: false });
    expect(answer?.status).toBe(200);
    expect(() => JSON.parse(answer?.text ?? '')).toThrow();
  });

  it('rate-limit answers 429 with the rate-limit headers in the API error shape', async () => {
    sim.faults.inject({ kind: 'rate-limit', path: '/operators' });
    const answer = await get(sim, '/operators?size=1');
    expect(answer.status).toBe(429);
    expect(errorShape(answer.body).errorCode).toBe('TOO_MANY_REQUESTS');
    expect(answer.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(answer.headers.get('x-ratelimit-reset'))).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000));
    expect(answer.headers.get('retry-after')).toBe('1');
    expect((await get(sim, '/operators?size=1')).status).toBe(200);
  });

  it('lose-response commits the top-up, then drops the connection; the resend is refused as a used reference', async () => {
    const body = topupBody('804');
    sim.faults.inject({ kind: 'lose-response', path: '/topups' });
    let outcome: number | string = 0;
    expect(await effect(async () => (outcome = await sendTopup(body)))).toEqual({ recorded: 1, charged: true });
    expect(outcome).toBe('network-error');
    const found = (await get<Page<Transaction>>(sim, `/topups/reports/transactions?customIdentifier=${body.customIdentifier}`)).body.content;
    expect(found).toHaveLength(1);
    expect(found[0]!.status).toBe('SUCCESSFUL');
    const resend = await post<ApiErrorBody>(sim, '/topups', body);
    expect(resend.body.errorCode).toBe('CUSTOM_IDENTIFIER_ALREADY_USED');
  });

  it('applies a rule `times` times, then serves normally', async () => {
    sim.faults.inject({ kind: 'status', status: 500, times: 2, path: '/countries' });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await get(sim, '/countries/NG')).status);
    expect(statuses).toEqual([500, 500, 200]);
  });

  it('keeps an Infinity rule until clear()', async () => {
    sim.faults.inject({ kind: 'status', times: Infinity, path: '/countries' });
    for (let i = 0; i < 5; i++) expect((await get(sim, '/countries/NG')).status).toBe(503);
    sim.faults.clear();
    expect((await get(sim, '/countries/NG')).status).toBe(200);
  });

  it('matches method, path prefix and RegExp, in order', async () => {
    sim.faults.inject({ kind: 'status', status: 502, method: 'POST', path: '/operators' });
    expect((await get(sim, '/operators/countries/NG')).status).toBe(200);
    expect((await post(sim, '/operators/fx-rate', { operatorId: mtn.id, amount: 1 })).status).toBe(502);

    sim.faults.inject({ kind: 'status', status: 500, path: /\/status$/ });
    sim.faults.inject({ kind: 'status', status: 502, path: /\/status$/ });
    expect((await get(sim, '/topups/1/status')).status).toBe(500);
    expect((await get(sim, '/topups/1/status')).status).toBe(502);
    expect((await get(sim, '/topups/1/status')).status).toBe(404);

    sim.faults.inject({ kind: 'status', path: '/topups-async' });
    expect((await get(sim, '/accounts/balance')).status).toBe(200);
  });

  it('faults the token endpoint too', async () => {
    sim.faults.inject({ kind: 'malformed', path: '/oauth/token' });
    const answer = await post(sim, '/oauth/token', {}, { auth: false });
    expect(answer.status).toBe(200);
    expect(answer.body).toBeUndefined();
  });

  it('counts faulted top-up requests', async () => {
    const before = sim.stats().topupRequests;
    sim.faults.inject({ kind: 'reset', path: '/topups' });
    await sendTopup(topupBody('805'));
    await attempt('/topups-async', { method: 'POST', body: JSON.stringify(topupBody('806')) });
    expect(sim.stats().topupRequests - before).toBe(2);
  });

  it('refuses rules it cannot carry out', () => {
    expect(() => sim.faults.inject({ kind: 'explode' as never })).toThrow(RangeError);
    expect(() => sim.faults.inject({ kind: 'status', status: 200 })).toThrow(RangeError);
    expect(() => sim.faults.inject({ kind: 'reset', times: 0 })).toThrow(RangeError);
  });
});

describe('random faults', () => {
  it('errorRate 1 answers every request with the chosen status', async () => {
    sim.faults.setRandom({ errorRate: 1, status: 500 });
    for (let i = 0; i < 5; i++) expect((await get(sim, '/countries/NG')).status).toBe(500);
    sim.faults.setRandom(null);
    expect((await get(sim, '/countries/NG')).status).toBe(200);
  });

  it('draws a seeded share of requests: the same seed gives the same sequence', async () => {
    const sequence = async (target: RunningSimulator) => {
      const outcomes: Array<number | string> = [];
      target.faults.setRandom({ resetRate: 0.3, malformedRate: 0.2, rateLimitRate: 0.2 });
      for (let i = 0; i < 30; i++) {
        try {
          const response = await fetch(`${target.url}/countries`, { headers: { Accept: 'application/json' } });
          const text = await response.text();
          outcomes.push(response.status === 200 ? (text.startsWith('[') ? 'ok' : 'malformed') : response.status);
        } catch {
          outcomes.push('reset');
        }
      }
      return outcomes;
    };
    const a = await startSimulator({ seed: 99 });
    const b = await startSimulator({ seed: 99 });
    try {
      const first = await sequence(a);
      expect(await sequence(b)).toEqual(first);
      for (const kind of ['reset', 'malformed', 429, 401]) expect(first).toContain(kind);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('refuses rates outside 0..1 or adding up to more than 1', () => {
    expect(() => sim.faults.setRandom({ errorRate: 1.5 })).toThrow(RangeError);
    expect(() => sim.faults.setRandom({ errorRate: 0.6, hangRate: 0.6 })).toThrow(RangeError);
  });
});

describe('offline and latency', () => {
  it('offline resets every request without counting it; back online serves again', async () => {
    sim.faults.setOffline(true);
    const before = sim.stats().requests;
    expect(await attempt('/accounts/balance')).toBe('network-error');
    expect(await attempt('/accounts/balance')).toBe('network-error');
    expect(sim.stats().requests).toBe(before);
    sim.faults.setOffline(false);
    expect(await attempt('/accounts/balance')).toBe(200);
  });

  it('holds answers back by the latency from the option, and setLatency changes it', async () => {
    // An hour: far longer than any test, so an answer held back by it cannot come during this one.
    const slow = await startSimulator({ latencyMs: 3_600_000 });
    try {
      const held = fetch(`${slow.url}/nowhere`).then(
        () => 'answered',
        () => 'closed',
      );
      await eventually(async () => (slow.stats().requests === 1 ? true : undefined));
      slow.faults.setLatency(0);
      // Were the hour still in force, this would not be answered during the test.
      expect((await fetch(`${slow.url}/nowhere`)).status).toBe(404);
      expect(await Promise.race([held, new Promise((resolve) => setImmediate(resolve, 'held back'))])).toBe('held back');
      expect(() => slow.faults.setLatency(-1)).toThrow(RangeError);
    } finally {
      await slow.close();
    }
  });
});

describe('hold', () => {
  it('keeps the requests it matches counted and unanswered until released, then answers them as usual', async () => {
    const before = sim.stats().requests;
    const release = sim.faults.hold({ method: 'GET', path: '/accounts/balance' });
    const held = attempt('/accounts/balance');
    await eventually(async () => (sim.stats().requests === before + 1 ? true : undefined));
    // Others go through meanwhile.
    expect(await attempt('/countries/NG')).toBe(200);
    expect(await Promise.race([held, new Promise((resolve) => setImmediate(resolve, 'in flight'))])).toBe('in flight');
    release();
    expect(await held).toBe(200);
    expect(await attempt('/accounts/balance')).toBe(200);
  });
});

describe('close()', () => {
  it('ends hung connections and pending latency at once', async () => {
    const target = await startSimulator({ latencyMs: 3_600_000 });
    target.faults.inject({ kind: 'hang', times: Infinity });
    const pending = [fetch(`${target.url}/countries`).catch(() => 'closed'), fetch(`${target.url}/countries`).catch(() => 'closed')];
    await eventually(async () => (target.stats().requests === 2 ? true : undefined));
    // Both are held (the latency, then the hang): a close that waited for them would not end during the test.
    await target.close();
    expect(await Promise.all(pending)).toEqual(['closed', 'closed']);
  });
});
