import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errorShape, get, SANDBOX, startSimulator, tokenFor, VERSIONED, type ApiErrorBody, type RunningSimulator, type TokenResponse } from './support';

let sim: RunningSimulator;
let other: RunningSimulator;
/** Its tokens last 0.4 s: only for how that lifetime is announced (a busy machine may take that long between two calls). */
let shortLived: RunningSimulator;

beforeAll(async () => {
  sim = await startSimulator();
  other = await startSimulator({ clientSecret: 'another-secret' });
  shortLived = await startSimulator({ tokenTtlSeconds: 0.4 });
});
afterAll(async () => {
  await sim.close();
  await other.close();
  await shortLived.close();
});

describe('POST /oauth/token', () => {
  it('issues a bearer token with the six scopes and the TTL as expires_in', async () => {
    const answer = await tokenFor(shortLived);
    expect(answer.status).toBe(200);
    expect(answer.body.token_type).toBe('Bearer');
    expect(answer.body.expires_in).toBe(1); // 0.4 s rounded up to whole seconds
    expect(answer.body.scope.split(' ').sort()).toEqual(
      ['read-operators', 'read-prepaid-balance', 'read-prepaid-commissions', 'read-promotions', 'read-topups-history', 'send-topups'],
    );
    expect(answer.body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('defaults to a one-day token with the training credentials', async () => {
    const defaults = await startSimulator();
    try {
      expect(defaults.clientId).toBe('training-client');
      expect(defaults.clientSecret).toBe('training-secret');
      expect((await tokenFor(defaults)).body.expires_in).toBe(86400);
    } finally {
      await defaults.close();
    }
  });

  it.each([SANDBOX, `${SANDBOX}/`])('accepts the sandbox audience %s', async (audience) => {
    expect((await tokenFor(sim, { audience })).status).toBe(200);
  });

  it('accepts its own URL as audience, with or without a trailing slash', async () => {
    expect((await tokenFor(sim, { audience: sim.url })).status).toBe(200);
    expect((await tokenFor(sim, { audience: `${sim.url}/` })).status).toBe(200);
  });

  it.each([
    ['the live audience', { audience: 'https://topups.reloadly.com' }],
    ['a wrong secret', { client_secret: 'nope' }],
    ['a wrong client id', { client_id: 'nope' }],
    ['no audience', { audience: undefined }],
  ])('refuses %s with 401 INVALID_CREDENTIALS', async (_label, overrides) => {
    const answer = await tokenFor<ApiErrorBody>(sim, overrides);
    expect(answer.status).toBe(401);
    expect(errorShape(answer.body).errorCode).toBe('INVALID_CREDENTIALS');
    expect(answer.body.path).toBe('/oauth/token');
  });

  it('refuses another grant type with 400', async () => {
    const answer = await tokenFor(sim, { grant_type: 'password' });
    expect(answer.status).toBe(400);
    expect(errorShape(answer.body).errorCode).toBe('UNSUPPORTED_GRANT_TYPE');
  });

  it('takes an OAuth form body too', async () => {
    const form = new URLSearchParams({ client_id: sim.clientId, client_secret: sim.clientSecret, grant_type: 'client_credentials', audience: SANDBOX });
    const answer = await call<TokenResponse>(sim, 'POST', '/oauth/token', {
      auth: false,
      rawBody: form.toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.access_token).toBeTruthy();
  });

  it('answers a malformed body with 400 and keeps serving', async () => {
    const answer = await call(sim, 'POST', '/oauth/token', { auth: false, rawBody: '{"client_id":' });
    expect(answer.status).toBe(400);
    errorShape(answer.body);
    expect((await tokenFor(sim)).status).toBe(200);
  });

  it('counts token requests', async () => {
    const before = sim.stats();
    await tokenFor(sim);
    await tokenFor(sim, { client_secret: 'x' });
    expect(sim.stats().tokenRequests - before.tokenRequests).toBe(2);
    expect(sim.stats().requests - before.requests).toBe(2);
  });
});

describe('bearer tokens on the API', () => {
  it('refuses a request without a token: 401 INVALID_TOKEN, full authentication required', async () => {
    const answer = await get<ApiErrorBody>(sim, '/accounts/balance', { auth: false });
    expect(answer.status).toBe(401);
    expect(errorShape(answer.body).errorCode).toBe('INVALID_TOKEN');
    expect(answer.body.message).toMatch(/full authentication is required/i);
    expect(answer.body.path).toBe('/accounts/balance');
  });

  it.each(['garbage', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjk5OTk5OTk5OTl9.forged'])('refuses the unknown token %s', async (bad) => {
    const answer = await get<ApiErrorBody>(sim, '/accounts/balance', { auth: bad });
    expect(answer.status).toBe(401);
    expect(answer.body.errorCode).toBe('INVALID_TOKEN');
  });

  it('refuses a token issued by another simulator with other credentials', async () => {
    const foreign = (await tokenFor(other)).body.access_token;
    const answer = await get<ApiErrorBody>(sim, '/accounts/balance', { auth: foreign });
    expect(answer.status).toBe(401);
    expect(answer.body.errorCode).toBe('INVALID_TOKEN');
  });

  it('refuses an expired token with 401 TOKEN_EXPIRED, and a new token works', async () => {
    // Its token clock is the test's: a minute passes when the test says so.
    let clock = Date.now();
    const timed = await startSimulator({ tokenTtlSeconds: 60, tokenClock: () => clock });
    try {
      const token = (await tokenFor(timed)).body.access_token;
      clock += 59_999;
      expect((await get(timed, '/accounts/balance', { auth: token })).status).toBe(200);
      clock += 1;
      const expired = await get(timed, '/accounts/balance', { auth: token });
      expect(expired.status).toBe(401);
      expect(errorShape(expired.body).errorCode).toBe('TOKEN_EXPIRED');
      const fresh = (await tokenFor(timed)).body.access_token;
      expect((await get(timed, '/accounts/balance', { auth: fresh })).status).toBe(200);
    } finally {
      await timed.close();
    }
  });
});

describe('Accept header', () => {
  it.each([VERSIONED, 'application/json', '*/*', 'application/json, text/plain, */*', `${VERSIONED};q=0.9`])('serves Accept: %s', async (accept) => {
    const fresh = (await tokenFor(sim)).body.access_token;
    expect((await get(sim, '/accounts/balance', { auth: fresh, headers: { Accept: accept } })).status).toBe(200);
  });

  it('refuses a media type it cannot produce with 406', async () => {
    const fresh = (await tokenFor(sim)).body.access_token;
    const answer = await get(sim, '/accounts/balance', { auth: fresh, headers: { Accept: 'text/html' } });
    expect(answer.status).toBe(406);
    errorShape(answer.body);
  });
});
