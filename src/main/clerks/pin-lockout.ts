/** Five wrong PINs in a row lock a clerk out for a minute; the count starts again after the lock. Pure. */
export const MAX_WRONG_TRIES = 5;
export const LOCKOUT_MS = 60_000;

export interface PinTries {
  wrongTries: number;
  lockedUntil: string | null;
  /** Tries left before the lock (0 when this try locked the clerk). */
  attemptsLeft: number;
}

/** The end of a lock still running at `now`, else null. */
export function lockedUntil(state: { lockedUntil: string | null }, now: Date): string | null {
  return state.lockedUntil !== null && Date.parse(state.lockedUntil) > now.getTime() ? state.lockedUntil : null;
}

export function afterWrongPin(state: { wrongTries: number; lockedUntil: string | null }, now: Date): PinTries {
  // A lock that has run out starts a fresh count.
  const before = state.lockedUntil !== null && lockedUntil(state, now) === null ? 0 : state.wrongTries;
  const wrongTries = before + 1;
  if (wrongTries >= MAX_WRONG_TRIES) return { wrongTries: 0, lockedUntil: new Date(now.getTime() + LOCKOUT_MS).toISOString(), attemptsLeft: 0 };
  return { wrongTries, lockedUntil: null, attemptsLeft: MAX_WRONG_TRIES - wrongTries };
}
