/**
 * Work that can wait until the screen is up and the clerk is not tapping: loading what later steps and screens
 * need, so that it is there before it is asked for. Returns the cancel, for an effect's cleanup.
 */
const LATEST_MS = 2_000;

export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: LATEST_MS });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
