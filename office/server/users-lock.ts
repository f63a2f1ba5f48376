/**
 * One change to the users file at a time, across processes: `office-users.json.lock`, created with O_EXCL ('wx')
 * around each read-modify-write and removed after it, so two commands at once cannot lose one's change. A lock
 * older than a minute is left by a command that died half way (a change takes milliseconds): it is taken over.
 */
import { closeSync, mkdirSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { usersPath } from './users-file';

export const STALE_LOCK_MS = 60_000;

export function usersLockPath(dataDir: string): string {
  return `${usersPath(dataDir)}.lock`;
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** The lock's file descriptor, or null when another holds it. */
function tryLock(path: string): number | null {
  try {
    return openSync(path, 'wx', 0o600);
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return null;
    throw error;
  }
}

/** How old the lock is, or null when it was let go meanwhile. */
function lockAge(path: string, now: number): number | null {
  try {
    return now - statSync(path).mtimeMs;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

const held = (path: string) =>
  new Error(`another --add-user, --remove-user or --reset-password is changing the users file (${path}): nothing was changed; try again in a moment, or remove that file if no such command is running`);

function takeLock(path: string, now: () => number): number {
  const fd = tryLock(path);
  if (fd !== null) return fd;
  const age = lockAge(path, now());
  if (age !== null && age < STALE_LOCK_MS) throw held(path);
  // Stale (or just let go): taken over once; a second command racing for it is refused as above.
  if (age !== null) rmSync(path, { force: true });
  const retried = tryLock(path);
  if (retried !== null) return retried;
  throw held(path);
}

export function withUsersLock<T>(dataDir: string, change: () => T, now: () => number = Date.now): T {
  const path = usersLockPath(dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const fd = takeLock(path, now);
  try {
    // Who holds it, for a person who finds it left behind.
    writeSync(fd, `pid ${process.pid} since ${new Date(now()).toISOString()}\n`);
    return change();
  } finally {
    closeSync(fd);
    rmSync(path, { force: true });
  }
}
