import { describe, expect, it } from 'vitest';
import { sessionCookie, sessionIdOf } from '../../../office/server/cookies';
import { createLockout, lockDuration } from '../../../office/server/lockout';
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

describe('sessions', () => {
  it('end after 30 idle minutes, and after 12 hours however busy', () => {
    let now = 0;
    const sessions = createSessions(() => now);
    const idle = sessions.start('owner');
    const busy = sessions.start('owner');
    now += SESSION_IDLE_MS - 1;
    expect(sessions.touch(busy)).toBe('owner');
    now += 1;
    expect(sessions.touch(idle)).toBeNull();
    while (now < SESSION_ABSOLUTE_MS - 60_000) {
      now += 20 * 60_000;
      if (now < SESSION_ABSOLUTE_MS) expect(sessions.touch(busy)).toBe('owner');
    }
    now = SESSION_ABSOLUTE_MS;
    expect(sessions.touch(busy)).toBeNull();
  });

  it('gives each session a random 32-byte id, read back from the cookie it set', () => {
    const sessions = createSessions(() => 0);
    const a = sessions.start('owner');
    const b = sessions.start('owner');
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(sessionIdOf(`theme=dark; ${sessionCookie(a, true).split(';')[0]}`)).toBe(a);
    sessions.end(a);
    expect(sessions.touch(a)).toBeNull();
    expect(sessions.touch(b)).toBe('owner');
  });
});
