import { describe, expect, it } from 'vitest';
import { NetworkError, ServiceError } from '../../../src/main/topup-api/errors';
import {
  DEFAULT_RETRY,
  backoffDelayMs,
  delayBeforeRetry,
  isTransient,
  parseRateLimitReset,
  parseRetryAfter,
  requestedDelayMs,
  withRetries,
  type RetryPolicy,
} from '../../../src/main/topup-api/retry';

const policy: RetryPolicy = { attempts: 5, baseDelayMs: 100, maxDelayMs: 1_000, maxTotalMs: 10_000 };
const NOW = Date.UTC(2024, 0, 1, 12, 0, 0);

function refusal(status: number, retryAfterMs?: number): ServiceError {
  return new ServiceError({ status, errorCode: null, serviceMessage: '', path: '/x', details: [], ...(retryAfterMs === undefined ? {} : { retryAfterMs }) });
}

describe('backoff with full jitter', () => {
  it('grows exponentially up to the cap, scaled by the random draw', () => {
    const top = () => 0.999999;
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelayMs(n, policy, top))).toEqual([99, 199, 399, 799, 999, 999]);
    expect(backoffDelayMs(3, policy, () => 0.5)).toBe(200);
    expect(backoffDelayMs(3, policy, () => 0)).toBe(0);
  });

  it('waits what the service asked, plus a little jitter, instead of the backoff', () => {
    expect(delayBeforeRetry(refusal(429, 3_000), 1, policy, () => 0)).toBe(3_000);
    expect(delayBeforeRetry(refusal(429, 3_000), 1, policy, () => 0.5)).toBe(3_050);
    expect(delayBeforeRetry(refusal(503), 2, policy, () => 0.5)).toBe(100);
  });
});

describe('Retry-After and X-RateLimit-Reset', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('2', NOW)).toBe(2_000);
    expect(parseRetryAfter(new Date(NOW + 5_000).toUTCString(), NOW)).toBe(5_000);
    expect(parseRetryAfter(new Date(NOW - 5_000).toUTCString(), NOW)).toBe(0);
    expect(parseRetryAfter('soon', NOW)).toBeUndefined();
    expect(parseRetryAfter(undefined, NOW)).toBeUndefined();
  });

  it('tells epoch seconds, epoch milliseconds and seconds-until apart by magnitude', () => {
    expect(parseRateLimitReset('3', NOW)).toBe(3_000);
    expect(parseRateLimitReset(String(NOW / 1000 + 7), NOW)).toBe(7_000);
    expect(parseRateLimitReset(String(NOW + 1_500), NOW)).toBe(1_500);
    expect(parseRateLimitReset(String(NOW / 1000 - 60), NOW)).toBe(0);
    expect(parseRateLimitReset('-1', NOW)).toBeUndefined();
  });

  it('honours the longer of the two when both are sent', () => {
    const headers: Record<string, string> = { 'retry-after': '1', 'x-ratelimit-reset': String(NOW / 1000 + 4) };
    expect(requestedDelayMs((name) => headers[name], NOW)).toBe(4_000);
    expect(requestedDelayMs(() => undefined, NOW)).toBeUndefined();
  });
});

describe('what is retried', () => {
  it('retries network trouble, 5xx and 429, and nothing else', () => {
    expect(isTransient(new NetworkError('reset', true))).toBe(true);
    expect(isTransient(new NetworkError('connect', false))).toBe(true);
    expect(isTransient(new NetworkError('aborted', false))).toBe(false);
    expect(isTransient(refusal(500))).toBe(true);
    expect(isTransient(refusal(429))).toBe(true);
    expect(isTransient(refusal(400))).toBe(false);
    expect(isTransient(refusal(401))).toBe(false);
    expect(isTransient(new Error('bug'))).toBe(false);
  });

  it('stops after the attempts allowed and throws the last error as it was', async () => {
    let calls = 0;
    const last = refusal(503);
    const run = withRetries(
      async () => {
        calls += 1;
        throw last;
      },
      { ...policy, attempts: 3, baseDelayMs: 1 },
      undefined,
    );
    await expect(run).rejects.toBe(last);
    expect(calls).toBe(3);
  });

  it('does not start a wait that would overrun the time budget', async () => {
    let calls = 0;
    const run = withRetries(
      async () => {
        calls += 1;
        throw refusal(429, 60_000);
      },
      DEFAULT_RETRY,
      undefined,
    );
    await expect(run).rejects.toMatchObject({ status: 429, retryAfterMs: 60_000 });
    expect(calls).toBe(1);
  });

  it('an abort cuts the wait short', async () => {
    const controller = new AbortController();
    const run = withRetries(
      async () => {
        controller.abort();
        throw refusal(429, 5_000);
      },
      policy,
      controller.signal,
    );
    await expect(run).rejects.toMatchObject({ name: 'NetworkError', kind: 'aborted', mayHaveReachedService: true });
  });
});
