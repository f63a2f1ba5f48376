import { setTimeout as delay } from 'node:timers/promises';
import { NetworkError } from './errors';

/** A cancelled call reports as a NetworkError too, so callers handle "no answer" in one place. */
export function abortedError(signal: AbortSignal, mayHaveReachedService: boolean): NetworkError {
  return new NetworkError('aborted', mayHaveReachedService, { cause: signal.reason });
}

/**
 * Lets one caller stop waiting for work that others share (the single-flight token request)
 * without cancelling it for them.
 */
export function abortable<T>(work: Promise<T>, signal: AbortSignal | undefined, mayHaveReachedService: boolean): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(abortedError(signal, mayHaveReachedService));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortedError(signal, mayHaveReachedService));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** A wait that ends early, with the aborted error, when the signal fires. */
export async function sleep(ms: number, signal: AbortSignal | undefined, mayHaveReachedService: boolean): Promise<void> {
  try {
    await delay(ms, undefined, signal ? { signal } : {});
  } catch (error) {
    if (signal?.aborted) throw abortedError(signal, mayHaveReachedService);
    throw error;
  }
}
