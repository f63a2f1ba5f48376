import { NetworkError, ServiceError } from './errors';
import { sleep } from './abort';

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  /** Cap of the computed backoff; a wait the service asks for may be longer. */
  maxDelayMs: number;
  /** No wait is started that would end later than this after the first attempt began. */
  maxTotalMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 250, maxDelayMs: 4_000, maxTotalMs: 20_000 };

/**
 * "Full jitter" backoff: a uniform wait between 0 and the exponential ceiling. Spreading the
 * retries of many concurrent calls matters more here than the mean wait.
 */
export function backoffDelayMs(retry: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
  return Math.floor(random() * ceiling);
}

/** Retry-After: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

// Anything this large cannot be a "seconds from now" (it would be 30+ years) so it is a clock reading.
const EPOCH_SECONDS_FLOOR = 1e9;
const EPOCH_MILLISECONDS_FLOOR = 1e12;

/**
 * X-RateLimit-Reset: services disagree whether it is the epoch second the window resets or the
 * seconds until it does. The magnitude tells them apart. A reset already past means "now".
 */
export function parseRateLimitReset(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined || !/^\d+(\.\d+)?$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  if (n >= EPOCH_MILLISECONDS_FLOOR) return Math.max(0, n - nowMs);
  if (n >= EPOCH_SECONDS_FLOOR) return Math.max(0, n * 1000 - nowMs);
  return n * 1000;
}

/** The wait the service asked for, if it did; with both headers, the longer one is honoured. */
export function requestedDelayMs(
  header: (name: string) => string | undefined,
  nowMs: number,
): number | undefined {
  const hints = [parseRetryAfter(header('retry-after'), nowMs), parseRateLimitReset(header('x-ratelimit-reset'), nowMs)];
  const known = hints.filter((hint): hint is number => hint !== undefined);
  return known.length > 0 ? Math.max(...known) : undefined;
}

/** Failures worth another try of a read: the service may answer differently a moment later. */
export function isTransient(error: unknown): boolean {
  if (error instanceof NetworkError) return error.kind !== 'aborted';
  if (error instanceof ServiceError) return error.status === 429 || error.status >= 500;
  return false;
}

/** The wait before retry number `retry` (1-based) after `error`. */
export function delayBeforeRetry(
  error: unknown,
  retry: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const asked = error instanceof ServiceError ? error.retryAfterMs : undefined;
  // When the service names a moment, every waiting call would otherwise return at that same
  // instant and trip the limit again; a little jitter on top spreads them.
  if (asked !== undefined) return asked + Math.floor(random() * policy.baseDelayMs);
  return backoffDelayMs(retry, policy, random);
}

/**
 * Runs `attempt` until it succeeds, fails with something not transient, runs out of attempts,
 * or the next wait would overrun the time budget; then the last error is thrown as it was.
 * The signal cuts a wait short too.
 */
export async function withRetries<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  policy: RetryPolicy,
  signal: AbortSignal | undefined,
): Promise<T> {
  const started = Date.now();
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    try {
      return await attempt(attemptNumber);
    } catch (error) {
      if (!isTransient(error) || attemptNumber >= policy.attempts) throw error;
      const delay = delayBeforeRetry(error, attemptNumber, policy);
      if (Date.now() + delay - started > policy.maxTotalMs) throw error;
      // An earlier attempt may well have reached the service; say so if the wait is cancelled.
      const reached = !(error instanceof NetworkError) || error.mayHaveReachedService;
      await sleep(delay, signal, reached);
    }
  }
}
