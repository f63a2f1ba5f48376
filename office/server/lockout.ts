/**
 * Wrong passwords, counted per name typed (a name nobody has too, so a lockout never tells who exists). Five in a
 * row lock the name out for a minute, the next five for two, then four… up to an hour; a right password clears it.
 * Pure state over an injected clock: the server owns one.
 */
export const WRONG_BEFORE_LOCKOUT = 5;
const FIRST_LOCK_MS = 60_000;
const LONGEST_LOCK_MS = 60 * 60_000;
/** Names forgotten once this many are kept (each wrong name of a guessing run is one). */
const MOST_NAMES = 10_000;

interface NameState {
  wrong: number;
  lockouts: number;
  lockedUntil: number;
  lastAt: number;
}

export interface Lockout {
  /** Milliseconds the name stays locked, or 0. */
  lockedFor(name: string): number;
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
  const forget = () => {
    if (names.size < MOST_NAMES) return;
    const oldest = [...names.entries()].filter(([, state]) => state.lockedUntil <= now()).sort((a, b) => a[1].lastAt - b[1].lastAt);
    for (const [name] of oldest.slice(0, Math.max(1, oldest.length / 2))) names.delete(name);
  };
  return {
    lockedFor(name) {
      const state = names.get(key(name));
      return state ? Math.max(0, state.lockedUntil - now()) : 0;
    },
    wrong(name) {
      forget();
      const state = names.get(key(name)) ?? { wrong: 0, lockouts: 0, lockedUntil: 0, lastAt: 0 };
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
      names.delete(key(name));
    },
  };
}
