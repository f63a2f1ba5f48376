/** Five wrong PINs lock a clerk out for a minute; the lock ends by itself and the count starts again. */
import { describe, expect, it } from 'vitest';
import { afterWrongPin, LOCKOUT_MS, lockedUntil, MAX_WRONG_TRIES } from '../../../src/main/clerks/pin-lockout';

const T0 = new Date('2026-11-23T09:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

describe('PIN lockout', () => {
  it('counts down four tries, locks on the fifth for one minute', () => {
    let state = { wrongTries: 0, lockedUntil: null as string | null };
    const left: number[] = [];
    for (let i = 0; i < MAX_WRONG_TRIES; i += 1) {
      const next = afterWrongPin(state, T0);
      left.push(next.attemptsLeft);
      state = next;
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expect(state.lockedUntil).toBe(later(LOCKOUT_MS).toISOString());
    expect(lockedUntil(state, later(LOCKOUT_MS - 1))).toBe(state.lockedUntil);
    expect(lockedUntil(state, later(LOCKOUT_MS))).toBeNull();
  });

  it('starts a fresh count once the lock has run out', () => {
    const locked = { wrongTries: 0, lockedUntil: later(LOCKOUT_MS).toISOString() };
    const next = afterWrongPin(locked, later(LOCKOUT_MS + 1));
    expect(next).toEqual({ wrongTries: 1, lockedUntil: null, attemptsLeft: 4 });
  });
});
