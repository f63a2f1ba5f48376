/** Waiting for a condition that I/O brings about, instead of waiting for a time and hoping it came. */

/** A pause: only for the clock itself (a token's life, a waiting time), never to let I/O happen. */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `check` until it returns a value other than undefined. The deadline only says that it never came: it is
 * set far beyond anything a busy machine needs, so it never decides a test that would have passed.
 */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(25);
  }
}
