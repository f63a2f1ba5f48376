import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../../src/main/topup-api/errors';
import { TokenManager, type IssuedToken } from '../../../src/main/topup-api/token-manager';

/** A token service stand-in whose answers the test releases by hand, and a clock it moves by hand. */
function setup(ttlSeconds: number, marginSeconds: number) {
  let now = 1_000_000;
  let issued = 0;
  const waiting: Array<(token: IssuedToken) => void> = [];
  const issue = () =>
    new Promise<IssuedToken>((resolve) => {
      issued += 1;
      waiting.push(resolve);
    });
  const tokens = new TokenManager(issue, marginSeconds, () => now);
  const release = (value: string) => waiting.shift()?.({ accessToken: value, expiresInSeconds: ttlSeconds });
  return {
    tokens,
    issuedCount: () => issued,
    release,
    /** One caller asks, the service issues `value`: what the caller gets. */
    issueNext: (value: string) => {
      const asked = tokens.get();
      release(value);
      return asked;
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('TokenManager', () => {
  it('makes one request for any number of concurrent callers', async () => {
    const t = setup(3600, 60);
    const all = Promise.all(Array.from({ length: 50 }, () => t.tokens.get()));
    t.release('A');
    expect(await all).toEqual(Array(50).fill('A'));
    expect(t.issuedCount()).toBe(1);
    expect(await t.tokens.get()).toBe('A');
    expect(t.issuedCount()).toBe(1);
  });

  it('renews the safety margin before expiry', async () => {
    const t = setup(3600, 60);
    await t.issueNext('A');
    t.advance((3600 - 60) * 1000 - 1);
    expect(await t.tokens.get()).toBe('A');
    t.advance(1);
    expect(await t.issueNext('B')).toBe('B');
    expect(t.issuedCount()).toBe(2);
  });

  it('never lets the margin exceed half the lifetime', async () => {
    const t = setup(2, 60);
    await t.issueNext('A');
    t.advance(999);
    expect(await t.tokens.get()).toBe('A');
    t.advance(1);
    expect(await t.issueNext('B')).toBe('B');
  });

  it('forgets a refused token once, however many callers report it', async () => {
    const t = setup(3600, 60);
    await t.issueNext('A');
    for (let i = 0; i < 10; i += 1) t.tokens.invalidate('A');
    const renewed = Promise.all(Array.from({ length: 10 }, () => t.tokens.get()));
    t.release('B');
    expect(await renewed).toEqual(Array(10).fill('B'));
    // A late report about the old token does not throw away the new one.
    t.tokens.invalidate('A');
    expect(await t.tokens.get()).toBe('B');
    expect(t.issuedCount()).toBe(2);
  });

  it('a failed request is shared by its waiters and not cached', async () => {
    let calls = 0;
    const tokens = new TokenManager(async () => {
      calls += 1;
      if (calls === 1) throw new NetworkError('connect', false);
      return { accessToken: 'A', expiresInSeconds: 60 };
    }, 60);
    const results = await Promise.allSettled([tokens.get(), tokens.get()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await tokens.get()).toBe('A');
    expect(calls).toBe(2);
  });

  it("one caller's abort stops its own wait, not the shared request", async () => {
    const t = setup(3600, 60);
    const controller = new AbortController();
    const mine = t.tokens.get(controller.signal);
    const theirs = t.tokens.get();
    controller.abort();
    await expect(mine).rejects.toMatchObject({ kind: 'aborted', mayHaveReachedService: false });
    t.release('A');
    expect(await theirs).toBe('A');
    expect(t.issuedCount()).toBe(1);
  });
});
