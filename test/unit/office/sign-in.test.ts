/**
 * The sign-in against a real users file and real scrypt: parallel tries cannot outrun the lockout, and only a few
 * passwords are checked at once. Counted by its log: one line for each password checked, another for each refusal.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLockout, WRONG_BEFORE_LOCKOUT } from '../../../office/server/lockout';
import { hashPassword } from '../../../office/server/password-hash';
import { CHECKS_AT_ONCE, CHECKS_WAITING, createSignIn } from '../../../office/server/sign-in';
import { writeUsers } from '../../../office/server/users-file';

const PASSWORD = 'correct horse battery';
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'office-sign-in-'));
  writeUsers(dataDir, { owner: { hash: await hashPassword(PASSWORD) } });
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function signInWithLog() {
  const lines: string[] = [];
  const signIn = createSignIn({ dataDir, lockout: createLockout(() => Date.parse('2026-11-27T10:00:00Z')), log: (line) => lines.push(line) });
  const checked = () => lines.filter((line) => !line.startsWith('sign-in refused')).length;
  return { signIn, lines, checked };
}

describe('signing in', () => {
  it('checks at most five passwords of parallel tries for a name, and the right one after them waits out the lock', async () => {
    const { signIn, checked } = signInWithLog();
    const tries = Array.from({ length: 12 }, (_, i) => (i === 7 ? PASSWORD : `wrong ${i}`));
    const answers = await Promise.all(tries.map((password) => signIn('owner', password, 'test')));
    expect(checked()).toBe(WRONG_BEFORE_LOCKOUT);
    expect(answers.filter((answer) => answer.ok)).toEqual([]);
    // The first five are checked at once; whichever of them is found wrong last locks the name (the checks end in
    // whatever order the thread pool finishes them), so four are told "wrong" and one "locked".
    const first = answers.slice(0, WRONG_BEFORE_LOCKOUT).map((answer) => (answer.ok ? 200 : answer.status));
    expect(first.toSorted((a, b) => a - b)).toEqual([...Array(WRONG_BEFORE_LOCKOUT - 1).fill(401), 429]);
    expect(answers.slice(WRONG_BEFORE_LOCKOUT).map((answer) => !answer.ok && answer.code)).toEqual(Array(12 - WRONG_BEFORE_LOCKOUT).fill('LOCKED_OUT'));
  });

  it('checks a few passwords at once, lets a few more wait, and asks the rest to try again in a moment', async () => {
    const { signIn, checked } = signInWithLog();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(`someone-${i}`, 'wrong password', 'test')));
    const taken = CHECKS_AT_ONCE + CHECKS_WAITING;
    expect(checked()).toBe(taken);
    expect(answers.map((answer) => !answer.ok && answer.code)).toEqual([...Array(taken).fill('WRONG_SIGN_IN'), ...Array(20 - taken).fill('BUSY')]);
    expect(answers.slice(taken).map((answer) => !answer.ok && answer.status)).toEqual(Array(20 - taken).fill(429));
    // Every place given back: the owner signs in, and a name turned away was not counted wrong.
    expect(await signIn('owner', PASSWORD, 'test')).toMatchObject({ ok: true, user: 'owner' });
    const before = checked();
    for (let i = 1; i < WRONG_BEFORE_LOCKOUT; i += 1) expect(await signIn('someone-19', 'wrong password', 'test')).toMatchObject({ code: 'WRONG_SIGN_IN' });
    expect(await signIn('someone-19', 'wrong password', 'test')).toMatchObject({ code: 'LOCKED_OUT' });
    expect(checked() - before).toBe(WRONG_BEFORE_LOCKOUT);
  });
});
