/**
 * How long to wait before starting again a process that ended (Chromium, the web host): at once the first time,
 * then longer and longer while it keeps dying young, so a till that cannot start does not spin the CPU. A run
 * that lasted a while starts the count again. Pure.
 */

/** A run at least this long was a real run, not a failure to start. */
export const HEALTHY_RUN_MS = 60_000;
const FIRST_DELAY_MS = 500;
const LONGEST_DELAY_MS = 10_000;

/** `quickEnds`: how many runs in a row ended before HEALTHY_RUN_MS, this one included. */
export function restartDelayMs(quickEnds: number): number {
  if (quickEnds <= 1) return FIRST_DELAY_MS;
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** (quickEnds - 1));
}

export function quickEndsAfter(previous: number, ranMs: number): number {
  return ranMs >= HEALTHY_RUN_MS ? 1 : previous + 1;
}
