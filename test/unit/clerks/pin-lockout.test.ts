/** Five wrong PINs lock a clerk out; each lock lasts longer (1, 5, 15 minutes), then one holds until a manager unlocks. */
import { describe, expect, it } from 'vitest';
import { afterWrongPin, LOCK_STEPS_MS, lockAt, MAX_WRONG_TRIES, UNLOCKED, type LockState } from '../../../src/main/clerks/pin-lockout';

const T0 = new Date('2026-11-23T09:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

/** Five wrong tries in a row at `at`, from `state`: the tries left after each, and the state at the end. */
function fiveWrong(state: LockState, at: Date, mayHold = true): { left: number[]; state: LockState } {
  const left: number[] = [];
  for (let i = 0; i < MAX_WRONG_TRIES; i += 1) {
    const { attemptsLeft, ...next } = afterWrongPin(state, at, mayHold);
    left.push(attemptsLeft);
    state = next;
  }
  return { left, state };
}

describe('PIN lockout', () => {
  it('counts down four tries, locks on the fifth for one minute', () => {
    const { left, state } = fiveWrong(UNLOCKED, T0);
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expect(state.lockedUntil).toBe(later(LOCK_STEPS_MS[0]).toISOString());
    expect(lockAt(state, later(LOCK_STEPS_MS[0] - 1))).toEqual({ until: state.lockedUntil });
    expect(lockAt(state, later(LOCK_STEPS_MS[0]))).toBeNull();
  });

  it('escalates: 1, 5 and 15 minutes, then a lock that holds until a manager unlocks', () => {
    let state = UNLOCKED;
    let at = T0;
    const locks: Array<number | null> = [];
    for (let round = 0; round < 4; round += 1) {
      state = fiveWrong(state, at).state;
      const lock = lockAt(state, at);
      locks.push(lock?.until ? Date.parse(lock.until) - at.getTime() : null);
      // The next round begins once a timed lock has run out; a held lock never runs out.
      at = new Date(at.getTime() + 60 * 60_000);
    }
    expect(locks).toEqual([60_000, 5 * 60_000, 15 * 60_000, null]);
    expect(state.needsUnlock).toBe(true);
    expect(lockAt(state, new Date('2030-01-01T00:00:00Z'))).toEqual({ until: null });
  });

  it('never holds the last manager who could unlock anyone: their locks stay at the longest timed step', () => {
    let state = UNLOCKED;
    for (let round = 0; round < 6; round += 1) state = fiveWrong(state, later(round * 3_600_000), false).state;
    expect(state.needsUnlock).toBe(false);
    expect(Date.parse(state.lockedUntil!) - later(5 * 3_600_000).getTime()).toBe(LOCK_STEPS_MS[2]);
  });

  it('keeps counting after a timed lock has run out, toward the next, longer one', () => {
    const locked = fiveWrong(UNLOCKED, T0).state;
    const { attemptsLeft, ...next } = afterWrongPin(locked, later(LOCK_STEPS_MS[0] + 1), true);
    expect(attemptsLeft).toBe(4);
    expect(next).toMatchObject({ wrongTries: 1, lockouts: 1, needsUnlock: false });
  });
});
