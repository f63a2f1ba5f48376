/**
 * A sign-in, answered the same way whether the name is unknown or the password wrong: the same words, the same
 * status, and scrypt run either way. Every name typed is counted for the lockout, known or not, from before its
 * password is checked. Only a few passwords are checked at once, a few more wait, the rest are asked to try again.
 * Sign-ins and lockouts go to the log, by name, never with a password.
 */
import { createBoundedWork } from './bounded-work';
import { hashFingerprint, hashPassword, passwordMatches } from './password-hash';
import type { Lockout } from './lockout';
import { readUsers } from './users-file';

export type SignInResult =
  | { ok: true; user: string; /** Of the hash signed in with: a session ends once the hash changes. */ fingerprint: string }
  | { ok: false; status: 401 | 429; code: 'WRONG_SIGN_IN' | 'LOCKED_OUT' | 'BUSY'; message: string };

export const WRONG_SIGN_IN = 'That user name and password do not match.';
/** Passwords checked at once (each scrypt takes 32 MiB and a core for a while), and how many more may wait. */
export const CHECKS_AT_ONCE = 2;
export const CHECKS_WAITING = 8;

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const locked = (ms: number): SignInResult => ({
  ok: false,
  status: 429,
  code: 'LOCKED_OUT',
  message: `Too many wrong passwords for this name: try again in ${minutes(ms)} minute${minutes(ms) === 1 ? '' : 's'}.`,
});
const busy: SignInResult = { ok: false, status: 429, code: 'BUSY', message: 'The office is busy signing people in: try again in a moment.' };

export interface SignInDeps {
  dataDir: string;
  lockout: Lockout;
  log(line: string): void;
}

export function createSignIn({ dataDir, lockout, log }: SignInDeps) {
  // A hash nobody's password matches, for names nobody has: the answer takes as long as a wrong password's.
  const decoy = hashPassword(`decoy ${Math.random()}`);
  const work = createBoundedWork(CHECKS_AT_ONCE, CHECKS_WAITING);

  const check = async (name: string, password: string, shown: string, from: string): Promise<SignInResult> => {
    const users = readUsers(dataDir);
    const user = Object.hasOwn(users, name) ? users[name] : undefined;
    const matches = await passwordMatches(password, user?.hash ?? (await decoy));
    if (user && matches) {
      lockout.right(name);
      log(`signed in: ${shown} (from ${from})`);
      return { ok: true, user: name, fingerprint: hashFingerprint(user.hash) };
    }
    const after = lockout.wrong(name);
    if (after.lockedMs > 0) {
      log(`locked out: ${shown} for ${minutes(after.lockedMs)} min after wrong passwords (lockout ${after.lockouts}, from ${from})`);
      return locked(after.lockedMs);
    }
    log(`wrong sign-in for ${shown} (from ${from})`);
    return { ok: false, status: 401, code: 'WRONG_SIGN_IN', message: WRONG_SIGN_IN };
  };

  return function signIn(name: string, password: string, from: string): Promise<SignInResult> {
    const shown = JSON.stringify(name);
    const lockedMs = lockout.begin(name);
    if (lockedMs > 0) {
      log(`sign-in refused: ${shown} is locked out (from ${from})`);
      return Promise.resolve(locked(lockedMs));
    }
    // The check stays counted for the lockout until its outcome is.
    const checked = work.run(async () => {
      try {
        return await check(name, password, shown, from);
      } finally {
        lockout.end(name);
      }
    });
    if (checked) return checked;
    lockout.end(name);
    log(`sign-in refused: too many at once (${shown}, from ${from})`);
    return Promise.resolve(busy);
  };
}
