/** The web host refuses what it must: no token, a wrong token, a foreign Host (DNS rebinding), a foreign Origin. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type HostedTill, openEventStream, rawRequest, startHostedTill } from './support';

let hosted: HostedTill;

beforeAll(async () => {
  hosted = await startHostedTill();
});
afterAll(() => hosted.close());

const errorCode = (body: unknown) => (body as { error: { code: string } }).error.code;

describe('the token guard', () => {
  it('answers a call that carries the launch token', async () => {
    const response = await callApi(hosted, 'status.get');
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ environment: 'training' });
  });

  it('refuses a call without the token, or with a wrong one, with 401', async () => {
    const missing = await rawRequest(hosted.host.port, { method: 'POST', path: '/api/status.get' });
    expect(missing.status).toBe(401);
    expect(errorCode(missing.json())).toBe('UNAUTHORIZED');
    const wrong = await callApi(hosted, 'status.get', undefined, { 'x-till-token': `${hosted.host.token.slice(0, -1)}x` });
    expect(wrong.status).toBe(401);
    const empty = await callApi(hosted, 'status.get', undefined, { 'x-till-token': '' });
    expect(empty.status).toBe(401);
  });

  it('takes the token from the query on the event stream only', async () => {
    const onApi = await rawRequest(hosted.host.port, { method: 'POST', path: `/api/status.get?token=${hosted.host.token}` });
    expect(onApi.status).toBe(401);
    const refused = openEventStream(hosted.host.port, '/api/events?token=wrong');
    expect(await refused.status).toBe(401);
    refused.close();
    const accepted = openEventStream(hosted.host.port, `/api/events?token=${hosted.host.token}`);
    expect(await accepted.status).toBe(200);
    accepted.close();
    const byHeader = openEventStream(hosted.host.port, '/api/events', { 'x-till-token': hosted.host.token });
    expect(await byHeader.status).toBe(200);
    byHeader.close();
  });

  it('makes a fresh token for every launch, 32 random bytes in base64url', async () => {
    const other = await startHostedTill();
    try {
      expect(other.host.token).toMatch(/^[\w-]{43}$/);
      expect(other.host.token).not.toBe(hosted.host.token);
      expect(other.host.url).toBe(`http://127.0.0.1:${other.host.port}/#token=${other.host.token}`);
    } finally {
      await other.close();
    }
  });
});

describe('the Host guard (DNS rebinding)', () => {
  // PORT stands for the web host's own port: a rebinding page reaches it under a name of its own.
  it.each(['evil.example', 'evil.example:PORT', '127.0.0.1', '127.0.0.1:1', '[::1]:PORT', 'localhost.evil.example:PORT'])('refuses Host %s with 403, even with the token', async (host) => {
    const response = await callApi(hosted, 'status.get', undefined, { host: host.replace('PORT', String(hosted.host.port)) });
    expect(response.status).toBe(403);
    expect(errorCode(response.json())).toBe('FORBIDDEN');
  });

  it('answers on 127.0.0.1:<port> and localhost:<port>, for the page too', async () => {
    expect((await callApi(hosted, 'status.get', undefined, { host: `localhost:${hosted.host.port}` })).status).toBe(200);
    expect((await rawRequest(hosted.host.port, { path: '/', headers: { host: `localhost:${hosted.host.port}` } })).status).toBe(200);
    expect((await rawRequest(hosted.host.port, { path: '/', headers: { host: 'evil.example' } })).status).toBe(403);
  });
});

describe('the Origin guard', () => {
  it.each(['http://evil.example', 'http://127.0.0.1:1', 'https://127.0.0.1', 'null', 'file://'])('refuses Origin %s with 403, even with the token', async (origin) => {
    const response = await callApi(hosted, 'status.get', undefined, { origin });
    expect(response.status).toBe(403);
  });

  it("accepts the web host's own origin", async () => {
    expect((await callApi(hosted, 'status.get', undefined, { origin: `http://127.0.0.1:${hosted.host.port}` })).status).toBe(200);
    expect((await callApi(hosted, 'status.get', undefined, { origin: `http://localhost:${hosted.host.port}` })).status).toBe(200);
  });

  it('sends no CORS permission to anyone', async () => {
    const preflight = await rawRequest(hosted.host.port, {
      method: 'OPTIONS',
      path: '/api/status.get',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-till-token' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
