/**
 * The office's people: `office-users.json` in the data folder, { "users": { NAME: { "hash": "scrypt$…" } } }, mode
 * 0600. Written atomically (a temp file fsynced, then renamed over), so a crash leaves the old file or the new one,
 * never half of one. A file that is not a users file is refused and left as it is: never overwritten, since it may
 * be the only copy of everyone's hash.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync, chmodSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { isPasswordHash } from './password-hash';

export const USERS_FILE = 'office-users.json';

const UsersFile = z.object({ users: z.record(z.string(), z.object({ hash: z.string().refine(isPasswordHash) }).strict()) }).strict();
export type Users = z.infer<typeof UsersFile>['users'];

/** The users file cannot be read as one: said in words, and the file kept. */
export class UsersFileError extends Error {
  override readonly name = 'UsersFileError';
}

/** A name a person types: letters, digits and . _ - (no spaces, nothing a log line could be broken with). */
export const USER_NAME = /^[\p{L}\p{N}._-]{1,64}$/u;

export function usersPath(dataDir: string): string {
  return join(dataDir, USERS_FILE);
}

export function readUsers(dataDir: string): Users {
  const path = usersPath(dataDir);
  if (!existsSync(path)) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new UsersFileError(`${path} is damaged (${(error as Error).message}): it was left as it is; restore it from a backup or move it away`);
  }
  const users = UsersFile.safeParse(parsed);
  if (!users.success) throw new UsersFileError(`${path} is not an office users file: it was left as it is; restore it from a backup or move it away`);
  return users.data.users;
}

export function writeUsers(dataDir: string, users: Users): void {
  const path = usersPath(dataDir);
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temp = `${path}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    writeSync(fd, `${JSON.stringify({ users }, null, 2)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  chmodSync(temp, 0o600);
  renameSync(temp, path);
  // The rename itself is kept only once the folder is synced.
  const dir = openSync(dirname(path), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}
