/**
 * A sign-in, answered the same way whether the name is unknown or the password wrong: the same words, the same
 * status, and scrypt run either way. Every name typed is counted for the lockout, known or not. Sign-ins and
 * lockouts go to the log, by name, never with a password.
 */
import { hashPassword, passwordMatches } from './password-hash';
import type { Lockout } from './lockout';
import { readUsers } from './users-file';

export type SignInResult = { ok: true; user: string } | { ok: false; status: 401 | 429; code: 'WRONG_SIGN_IN' | 'LOCKED_OUT'; message: string };

export const WRONG_SIGN_IN = 'That user name and password do not match.';

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const locked = (ms: number): SignInResult => ({
  ok: false,
  status: 429,
  code: 'LOCKED_OUT',
  message: `Too many wrong passwords for this name: try again in ${minutes(ms)} minute${minutes(ms) === 1 ? '' : 's'}.`,
});

export interface SignInDeps {
  dataDir: string;
  lockout: Lockout;
  log(line: string): void;
}

export function createSignIn({ dataDir, lockout, log }: SignInDeps) {
  // A hash nobody's password matches, for names nobody has: the answer takes as long as a wrong password's.
  const decoy = hashPassword(`decoy ${Math.random()}`);
  return async function signIn(name: string, password: string, from: string): Promise<SignInResult> {
    const shown = JSON.stringify(name);
    const lockedMs = lockout.lockedFor(name);
    if (lockedMs > 0) {
      log(`sign-in refused: ${shown} is locked out (from ${from})`);
      return locked(lockedMs);
    }
    const users = readUsers(dataDir);
    const user = Object.hasOwn(users, name) ? users[name] : undefined;
    const matches = await passwordMatches(password, user?.hash ?? (await decoy));
    if (user && matches) {
      lockout.right(name);
      log(`signed in: ${shown} (from ${from})`);
      return { ok: true, user: name };
    }
    const after = lockout.wrong(name);
    if (after.lockedMs > 0) {
      log(`locked out: ${shown} for ${minutes(after.lockedMs)} min after wrong passwords (lockout ${after.lockouts}, from ${from})`);
      return locked(after.lockedMs);
    }
    log(`wrong sign-in for ${shown} (from ${from})`);
    return { ok: false, status: 401, code: 'WRONG_SIGN_IN', message: WRONG_SIGN_IN };
  };
}
