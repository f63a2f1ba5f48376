import { describe, expect, it } from 'vitest';
import { sessionCookie, sessionIdOf } from '../../../office/server/cookies';
import { createLockout, lockDuration, MOST_NAMES, WRONG_BEFORE_LOCKOUT } from '../../../office/server/lockout';
import { createSessions, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../../office/server/sessions';

describe('the lockout', () => {
  it('escalates 1, 2, 4… minutes, capped at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => lockDuration(n) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it('counts a name whatever its case, and forgets it on a right password', () => {
    let now = 0;
    const lockout = createLockout(() => now);
    for (let i = 0; i < 4; i += 1) expect(lockout.wrong(i % 2 ? 'Owner' : 'owner').lockedMs).toBe(0);
    expect(lockout.wrong('OWNER')).toEqual({ lockedMs: 60_000, lockouts: 1 });
    now += 30_000;
    expect(lockout.lockedFor('owner')).toBe(30_000);
    now += 30_000;
    expect(lockout.lockedFor('owner')).toBe(0);
    lockout.right('owner');
    for (let i = 0; i < 4; i += 1) lockout.wrong('owner');
    // Back to a first lockout: a right password forgave the earlier one.
    expect(lockout.wrong('owner')).toEqual({ lockedMs: 60_000, lockouts: 1 });
  });
});

describe('the lockout, between a password asked and its answer', () => {
  it('counts the checks under way against the five, and lets go of each as it ends', () => {
    const lockout = createLockout(() => 0);
    for (let i = 0; i < WRONG_BEFORE_LOCKOUT; i += 1) expect(lockout.begin('owner')).toBe(0);
    // A sixth in parallel would be checked before the five are counted wrong: it waits as long as they would lock.
    expect(lockout.begin('OWNER')).toBe(lockDuration(1));
    lockout.wrong('owner');
    lockout.end('owner');
    expect(lockout.begin('owner')).toBe(lockDuration(1));
    lockout.end('owner');
    expect(lockout.begin('owner')).toBe(0);
    // A right password forgives the wrong ones, not the checks still under way.
    lockout.right('owner');
    expect(lockout.begin('owner')).toBe(0);
    expect(lockout.begin('owner')).toBe(lockDuration(1));
  });
});

describe('the lockout, flooded with made-up names', () => {
  let run = 0;
  const flood = (lockout: ReturnType<typeof createLockout>, tick: () => void) => {
    run += 1;
    for (let i = 0; i <= MOST_NAMES; i += 1) {
      tick();
      lockout.wrong(`made-up-${run}-${i}`);
    }
  };

  it("keeps a name's wrong tries however many names follow them", () => {
    let now = 0;
    const lockout = createLockout(() => now);
    for (let i = 1; i < WRONG_BEFORE_LOCKOUT; i += 1) lockout.wrong('alice');
    flood(lockout, () => (now += 1));
    expect(lockout.wrong('alice')).toEqual({ lockedMs: 60_000, lockouts: 1 });
  });

  it('keeps an escalation for an hour after its lock, then forgets the name to make room', () => {
    let now = 0;
    const lockout = createLockout(() => now);
    for (let i = 0; i < 2 * WRONG_BEFORE_LOCKOUT; i += 1) lockout.wrong('alice');
    now = lockDuration(2);
    flood(lockout, () => undefined);
    // Still the third lockout: four minutes.
    for (let i = 1; i < WRONG_BEFORE_LOCKOUT; i += 1) lockout.wrong('alice');
    expect(lockout.wrong('alice')).toEqual({ lockedMs: lockDuration(3), lockouts: 3 });
    now += lockDuration(3) + 60 * 60_000;
    // Quiet for an hour past its lock: forgotten at the next sweep, when the names kept have doubled.
    flood(lockout, () => (now += 1));
    for (let i = 1; i < WRONG_BEFORE_LOCKOUT; i += 1) lockout.wrong('alice');
    expect(lockout.wrong('alice')).toEqual({ lockedMs: lockDuration(1), lockouts: 1 });
  });
});

describe('sessions', () => {
  const owner = { user: 'owner', fingerprint: 'f1' };
  it('end after 30 idle minutes, and after 12 hours however busy', () => {
    let now = 0;
    const sessions = createSessions(() => now);
    const idle = sessions.start(owner);
    const busy = sessions.start(owner);
    now += SESSION_IDLE_MS - 1;
    expect(sessions.touch(busy)).toEqual(owner);
    now += 1;
    expect(sessions.touch(idle)).toBeNull();
    while (now < SESSION_ABSOLUTE_MS - 60_000) {
      now += 20 * 60_000;
      if (now < SESSION_ABSOLUTE_MS) expect(sessions.touch(busy)).toEqual(owner);
    }
    now = SESSION_ABSOLUTE_MS;
    expect(sessions.touch(busy)).toBeNull();
  });

  it('gives each session a random 32-byte id, read back from the cookie it set', () => {
    const sessions = createSessions(() => 0);
    const a = sessions.start(owner);
    const b = sessions.start(owner);
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(sessionIdOf(`theme=dark; ${sessionCookie(a, true).split(';')[0]}`)).toBe(a);
    sessions.end(a);
    expect(sessions.touch(a)).toBeNull();
    expect(sessions.touch(b)).toEqual(owner);
  });
});
