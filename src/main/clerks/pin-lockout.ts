/**
 * Wrong PINs and the locks they earn. Five wrong PINs in a row lock a clerk out; each lock since the last right
 * PIN lasts longer (1, 5, then 15 minutes), and the one after those holds until a manager unlocks the clerk — so a
 * 4-digit PIN cannot be walked through at five tries a minute. Pure: the clerks store keeps the state.
 */
export const MAX_WRONG_TRIES = 5;
/** How long the first, second and third locks last; the fourth waits for a manager. */
export const LOCK_STEPS_MS = [60_000, 5 * 60_000, 15 * 60_000] as const;

export interface LockState {
  /** Wrong tries since the last lock (or the last right PIN). */
  wrongTries: number;
  /** When the running lock ends; null when none runs or one holds until a manager unlocks. */
  lockedUntil: string | null;
  /** Locks since the last right PIN or a manager's unlock. */
  lockouts: number;
  /** A lock that ends only when a manager unlocks the clerk. */
  needsUnlock: boolean;
}

export const UNLOCKED: LockState = { wrongTries: 0, lockedUntil: null, lockouts: 0, needsUnlock: false };

/** A lock in force at `now`: until when, or until a manager unlocks (`until` null). */
export function lockAt(state: LockState, now: Date): { until: string | null } | null {
  if (state.needsUnlock) return { until: null };
  return state.lockedUntil !== null && Date.parse(state.lockedUntil) > now.getTime() ? { until: state.lockedUntil } : null;
}

/**
 * The state after one more wrong PIN, and the tries left before the next lock (0 when this one locked).
 * `mayHold`: whether the lock may wait for a manager. The till's last manager who could unlock anyone must not be
 * locked out for good (nobody could let them in): their locks stay at the longest timed step.
 */
export function afterWrongPin(state: LockState, now: Date, mayHold: boolean): LockState & { attemptsLeft: number } {
  const wrongTries = state.wrongTries + 1;
  if (wrongTries < MAX_WRONG_TRIES) return { ...state, wrongTries, attemptsLeft: MAX_WRONG_TRIES - wrongTries };
  const lockouts = state.lockouts + 1;
  const step = LOCK_STEPS_MS[lockouts - 1];
  if (step === undefined && mayHold) return { wrongTries: 0, lockedUntil: null, lockouts, needsUnlock: true, attemptsLeft: 0 };
  const ms = step ?? LOCK_STEPS_MS[LOCK_STEPS_MS.length - 1]!;
  return { wrongTries: 0, lockedUntil: new Date(now.getTime() + ms).toISOString(), lockouts, needsUnlock: false, attemptsLeft: 0 };
}
