/** The web host's HTTP face of the contract: JSON in, JSON out, errors as `{error: {code, message}}` with 4xx/5xx. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../../src/main/web-host/json-body';
import { callApi, type HostedTill, rawRequest, startHostedTill } from './support';

let hosted: HostedTill;

beforeAll(async () => {
  hosted = await startHostedTill();
});
afterAll(() => hosted.close());

describe('calls', () => {
  it('answers a method with its output as JSON, not cached', async () => {
    const response = await callApi(hosted, 'settings.get');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ environment: 'training', credentials: { live: { configured: false } } });
  });

  it('answers an unknown method with 404 UNKNOWN_METHOD', async () => {
    const response = await callApi(hosted, 'till.explode', {});
    expect(response.status).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'UNKNOWN_METHOD', message: expect.any(String) } });
  });

  it('answers a body that is not JSON with 400 INVALID_INPUT', async () => {
    const response = await rawRequest(hosted.host.port, { method: 'POST', path: '/api/status.get', headers: { 'x-till-token': hosted.host.token }, body: '{"not json' });
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'INVALID_INPUT', message: 'The request body is not valid JSON.' } });
  });

  it('answers input the contract refuses with 400 INVALID_INPUT and a message per field', async () => {
    const response = await callApi(hosted, 'operators.detect', { country: 'Narnia', number: '1' });
    expect(response.status).toBe(400);
    const body = response.json() as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('INVALID_INPUT');
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(['country', 'number']));
  });

  it('maps a missing sale to 404 NOT_FOUND', async () => {
    const response = await callApi(hosted, 'sales.get', { id: 'no-such-sale' });
    expect(response.status).toBe(404);
    expect((response.json() as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  it('refuses a body over the size limit with 413, whether declared or streamed', async () => {
    const tooLarge = `{"clerk":"${'x'.repeat(MAX_BODY_BYTES)}"}`;
    const declared = await callApi(hosted, 'settings.update', undefined, { 'content-length': String(tooLarge.length) }).catch((error: unknown) => error);
    const streamed = await rawRequest(hosted.host.port, {
      method: 'POST',
      path: '/api/settings.update',
      headers: { 'x-till-token': hosted.host.token, 'transfer-encoding': 'chunked' },
      body: tooLarge,
    });
    expect(streamed.status).toBe(413);
    expect((streamed.json() as { error: { code: string } }).error.code).toBe('INVALID_INPUT');
    expect(declared).toMatchObject({ status: 413 });
    expect((await callApi(hosted, 'settings.get')).json()).toMatchObject({ clerk: 'Clerk' });
  });

  it('takes calls by POST only', async () => {
    const response = await rawRequest(hosted.host.port, { path: '/api/status.get', headers: { 'x-till-token': hosted.host.token } });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('POST');
  });
});

describe('the page', () => {
  it('serves the index with the CSP and no caching', async () => {
    const response = await rawRequest(hosted.host.port, { path: '/' });
    expect(response.status).toBe(200);
    expect(response.text).toContain('<title>till</title>');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await rawRequest(hosted.host.port, { path: '/assets/index-abc123.js' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each(['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json', '/..%5cpackage.json', '/.hidden', '/%00index.html', '//etc/passwd'])('never serves %s', async (path) => {
    const response = await rawRequest(hosted.host.port, { path });
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('airtime-till');
  });
});
