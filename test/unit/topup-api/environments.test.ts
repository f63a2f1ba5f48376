import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS, resolveEndpoints } from '../../../src/main/topup-api/environments';

describe('environments', () => {
  it('has the sandbox and live addresses, audience = the API URL', () => {
    expect(ENVIRONMENTS.sandbox).toEqual({
      baseUrl: 'https://topups-sandbox.reloadly.com',
      authUrl: 'https://auth.reloadly.com',
      audience: 'https://topups-sandbox.reloadly.com',
    });
    expect(ENVIRONMENTS.live).toEqual({
      baseUrl: 'https://topups.reloadly.com',
      authUrl: 'https://auth.reloadly.com',
      audience: 'https://topups.reloadly.com',
    });
    expect(ENVIRONMENTS.training).toEqual({ baseUrl: null, authUrl: null, audience: null });
    expect(resolveEndpoints('live', {})).toEqual({
      baseUrl: 'https://topups.reloadly.com',
      tokenUrl: 'https://auth.reloadly.com/oauth/token',
      audience: 'https://topups.reloadly.com',
    });
  });

  it('training takes everything from its base URL', () => {
    expect(resolveEndpoints('training', { baseUrl: 'http://127.0.0.1:5000/' })).toEqual({
      baseUrl: 'http://127.0.0.1:5000',
      tokenUrl: 'http://127.0.0.1:5000/oauth/token',
      audience: 'http://127.0.0.1:5000',
    });
    expect(() => resolveEndpoints('training', {})).toThrow(/needs a baseUrl/);
  });

  it('a proxy in front of the sandbox still asks for sandbox tokens', () => {
    expect(resolveEndpoints('sandbox', { baseUrl: 'https://proxy.example/topups' })).toEqual({
      baseUrl: 'https://proxy.example/topups',
      tokenUrl: 'https://auth.reloadly.com/oauth/token',
      audience: 'https://topups-sandbox.reloadly.com',
    });
  });

  it('refuses something that is not an http(s) URL', () => {
    expect(() => resolveEndpoints('training', { baseUrl: 'not a url' })).toThrow(TypeError);
    expect(() => resolveEndpoints('sandbox', { authUrl: 'ftp://auth.example' })).toThrow(/http/);
  });
});
