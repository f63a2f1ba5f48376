/**
 * Wrong passwords, counted per name typed (a name nobody has too, so a lockout never tells who exists). Five in a
 * row lock the name out for a minute, the next five for two, then four… up to an hour; a right password clears it.
 * A password being checked counts against the five before scrypt answers, so parallel tries cannot outrun the count.
 * Pure state over an injected clock: the server owns one.
 */
export const WRONG_BEFORE_LOCKOUT = 5;
const FIRST_LOCK_MS = 60_000;
const LONGEST_LOCK_MS = 60 * 60_000;
/** Past this many names kept, those that no longer matter are forgotten (each wrong name of a guessing run is one). */
export const MOST_NAMES = 10_000;

interface NameState {
  wrong: number;
  lockouts: number;
  lockedUntil: number;
  lastAt: number;
  /** Passwords for this name being checked now. */
  checking: number;
}

export interface Lockout {
  /** Milliseconds the name stays locked, or 0. */
  lockedFor(name: string): number;
  /**
   * Before a password is checked: 0, and the check is counted until end(); or the milliseconds to wait, when the
   * name is locked or its wrong tries and the checks under way already reach the limit.
   */
  begin(name: string): number;
  /** The check begun is over (called whatever its outcome). */
  end(name: string): void;
  /** A wrong password: the lock it now has (ms, 0 if none) and how many lockouts it has had. */
  wrong(name: string): { lockedMs: number; lockouts: number };
  right(name: string): void;
}

export function lockDuration(lockouts: number): number {
  return Math.min(FIRST_LOCK_MS * 2 ** Math.max(0, lockouts - 1), LONGEST_LOCK_MS);
}

export function createLockout(now: () => number): Lockout {
  const names = new Map<string, NameState>();
  const key = (name: string) => name.normalize('NFC').toLowerCase();
  const stateOf = (name: string) => names.get(key(name)) ?? { wrong: 0, lockouts: 0, lockedUntil: 0, lastAt: 0, checking: 0 };
  // A name matters while checked, locked, or for an hour after its last wrong try or lock: forgetting it sooner would
  // let a run of made-up names wipe its count or its escalation.
  const forgettable = (state: NameState) => state.checking === 0 && now() - Math.max(state.lastAt, state.lockedUntil) >= LONGEST_LOCK_MS;
  // Swept when the map doubles past what it kept, so a sweep costs each wrong try O(1) on average. The names kept
  // between sweeps are bounded by how fast scrypt answers (at most a bounded few at once: sign-in.ts).
  let sweepAt = MOST_NAMES;
  const forget = () => {
    if (names.size < sweepAt) return;
    for (const [name, state] of names) if (forgettable(state)) names.delete(name);
    sweepAt = Math.max(MOST_NAMES, names.size * 2);
  };
  return {
    lockedFor(name) {
      const state = names.get(key(name));
      return state ? Math.max(0, state.lockedUntil - now()) : 0;
    },
    begin(name) {
      const state = stateOf(name);
      const lockedMs = Math.max(0, state.lockedUntil - now());
      if (lockedMs > 0) return lockedMs;
      // As long as the lock the checks under way would earn if all were wrong.
      if (state.wrong + state.checking >= WRONG_BEFORE_LOCKOUT) return lockDuration(state.lockouts + 1);
      forget();
      state.checking += 1;
      names.set(key(name), state);
      return 0;
    },
    end(name) {
      const state = names.get(key(name));
      if (!state) return;
      state.checking = Math.max(0, state.checking - 1);
      if (state.checking === 0 && state.wrong === 0 && state.lockouts === 0) names.delete(key(name));
    },
    wrong(name) {
      forget();
      const state = stateOf(name);
      state.wrong += 1;
      state.lastAt = now();
      if (state.wrong >= WRONG_BEFORE_LOCKOUT) {
        state.wrong = 0;
        state.lockouts += 1;
        state.lockedUntil = now() + lockDuration(state.lockouts);
      }
      names.set(key(name), state);
      return { lockedMs: Math.max(0, state.lockedUntil - now()), lockouts: state.lockouts };
    },
    right(name) {
      // Forgiven, but the other checks under way for it still count until they end.
      const state = names.get(key(name));
      if (state?.checking) Object.assign(state, { wrong: 0, lockouts: 0, lockedUntil: 0 });
      else names.delete(key(name));
    },
  };
}
