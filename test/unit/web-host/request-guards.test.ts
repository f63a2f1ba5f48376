import { describe, expect, it } from 'vitest';
import { createAccessToken, tokenMatches } from '../../../src/main/web-host/access-token';
import { checkHost, checkOrigin, checkToken, singleHeader } from '../../../src/main/web-host/request-guards';

describe('the Host check', () => {
  it('accepts exactly the loopback address or localhost with the port', () => {
    expect(checkHost('127.0.0.1:4777', 4777)).toBeNull();
    expect(checkHost('localhost:4777', 4777)).toBeNull();
    expect(checkHost('LOCALHOST:4777', 4777)).toBeNull();
  });

  it.each([undefined, '', '127.0.0.1', 'localhost', '127.0.0.1:4778', 'evil.example:4777', '127.0.0.1.evil.example:4777', '[::1]:4777', '0.0.0.0:4777'])('refuses %s', (host) => {
    expect(checkHost(host, 4777)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});

describe('the Origin check', () => {
  it('accepts no Origin and our own', () => {
    expect(checkOrigin(undefined, 4777)).toBeNull();
    expect(checkOrigin('http://127.0.0.1:4777', 4777)).toBeNull();
    expect(checkOrigin('http://localhost:4777', 4777)).toBeNull();
  });

  it.each(['null', 'http://evil.example', 'http://127.0.0.1:4778', 'https://127.0.0.1:4777', 'http://127.0.0.1:4777.evil.example', 'http://user@127.0.0.1:4777', 'garbage'])('refuses %s', (origin) => {
    expect(checkOrigin(origin, 4777)).toMatchObject({ status: 403 });
  });
});

describe('the token', () => {
  it('is 32 random bytes in base64url, new every time', () => {
    const token = createAccessToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(createAccessToken()).not.toBe(token);
  });

  it('matches only itself', () => {
    const token = createAccessToken();
    expect(tokenMatches(token, token)).toBe(true);
    expect(checkToken(token, token)).toBeNull();
    for (const given of [undefined, null, '', token.slice(1), `${token}x`, token.toUpperCase()]) {
      expect(tokenMatches(token, given)).toBe(false);
      expect(checkToken(token, given)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    }
  });
});

describe('headers sent twice', () => {
  it('are treated as absent rather than guessed at', () => {
    expect(singleHeader(['127.0.0.1:1', 'evil'])).toBeUndefined();
    expect(singleHeader('one')).toBe('one');
  });
});
