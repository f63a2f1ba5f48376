import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errorShape, get, post, SANDBOX, startSimulator, token, type Country, type FrameworkErrorBody, type RunningSimulator } from './support';

let sim: RunningSimulator;

beforeAll(async () => {
  sim = await startSimulator({ seed: 15 });
});
afterAll(() => sim.close());

/** A raw request with an arbitrary request target (fetch cannot send absolute-form targets). */
function rawRequest<T>(target: string, headers: Record<string, string>, body?: string): Promise<{ status: number; body: T }> {
  const url = new URL(sim.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, method: body ? 'POST' : 'GET', path: target, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as T }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('unknown paths and methods', () => {
  it('answers an unknown path with 404 in the framework shape, token or not', async () => {
    for (const options of [{}, { auth: false as const }]) {
      const answer = await get<FrameworkErrorBody>(sim, '/promotion/6984', options);
      expect(answer.status).toBe(404);
      expect(Object.keys(answer.body).sort()).toEqual(['error', 'message', 'path', 'status', 'timestamp']);
      expect(answer.body).toMatchObject({ status: 404, error: 'Not Found', path: '/promotion/6984' });
      expect(answer.body.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+0000$/);
    }
  });

  it('answers a known path with the wrong method with 405', async () => {
    const answer = await call<FrameworkErrorBody>(sim, 'DELETE', '/accounts/balance');
    expect(answer.status).toBe(405);
    expect(answer.body).toMatchObject({ status: 405, path: '/accounts/balance' });
    expect((await get(sim, '/topups')).status).toBe(405);
  });

  it('ignores a trailing slash', async () => {
    expect((await get(sim, '/accounts/balance/')).status).toBe(200);
  });
});

describe('bodies that are not what they should be', () => {
  it('answers malformed JSON with 400 in the API shape and keeps serving', async () => {
    for (const rawBody of ['{', '{"operatorId": 1,}', 'not json', '']) {
      const answer = await post(sim, '/topups', undefined, { rawBody });
      expect(answer.status).toBe(400);
      expect(errorShape(answer.body).path).toBe('/topups');
    }
    expect((await get(sim, '/accounts/balance')).status).toBe(200);
  });

  it('refuses a body over a megabyte with 413', async () => {
    const answer = await post(sim, '/topups', undefined, { rawBody: JSON.stringify({ pad: 'x'.repeat(1_100_000) }) });
    expect(answer.status).toBe(413);
    errorShape(answer.body);
  });

  it('survives deeply odd top-up bodies', async () => {
    const odd = [{ operatorId: [], amount: [], recipientPhone: [] }, { operatorId: 1e300, amount: 1e300 }, { operatorId: -1, amount: '1e5' }, { __proto__: { amount: 5 } }];
    for (const body of odd) {
      const answer = await post(sim, '/topups', body);
      expect([400, 404]).toContain(answer.status);
      errorShape(answer.body);
    }
    expect((await get(sim, '/accounts/balance')).status).toBe(200);
  });
});

describe('request targets', () => {
  it('serves an absolute-form target, as sent by a client using the simulator as its HTTP proxy', async () => {
    const bearer = await token(sim);
    const answer = await rawRequest<Country>(`${SANDBOX}/countries/GH`, { Authorization: `Bearer ${bearer}`, Accept: 'application/json' });
    expect(answer.status).toBe(200);
    expect(answer.body.isoName).toBe('GH');
  });

  it('counts every request', async () => {
    const before = sim.stats().requests;
    await get(sim, '/countries/GH');
    await get(sim, '/nowhere');
    expect(sim.stats().requests - before).toBe(2);
  });
});
