/**
 * --add-user, --remove-user, --reset-password on a real users file, with another command's change made while the
 * password is typed (the password reader given to the command does it), and the lock another command holds.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runUserCommand, type UserCommand } from '../../../office/server/user-commands';
import { readUsers } from '../../../office/server/users-file';
import { STALE_LOCK_MS, usersLockPath, withUsersLock } from '../../../office/server/users-lock';

const PASSWORD = 'correct horse battery';
let dataDir: string;
const said: string[] = [];

const run = (command: UserCommand, meanwhile: () => Promise<void> = async () => undefined) =>
  runUserCommand(command, dataDir, (line) => said.push(line), async () => {
    await meanwhile();
    return PASSWORD;
  });

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'office-users-'));
  await run({ kind: 'add', name: 'ada' });
});

afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a change made while a password is typed', () => {
  it('a reset refuses a name removed meanwhile, and does not bring it back', async () => {
    await expect(run({ kind: 'reset', name: 'ada' }, () => run({ kind: 'remove', name: 'ada' }))).rejects.toThrow(/ada is not a user of the office/);
    expect(readUsers(dataDir)).toEqual({});
  });

  it('an add refuses a name added meanwhile, and keeps that one', async () => {
    let added = '';
    await expect(
      run({ kind: 'add', name: 'bob' }, async () => {
        await run({ kind: 'add', name: 'bob' });
        added = readUsers(dataDir).bob!.hash;
      }),
    ).rejects.toThrow(/bob is already a user of the office/);
    expect(readUsers(dataDir).bob!.hash).toBe(added);
  });
});

describe('the lock on the users file', () => {
  it('refuses a change while another command holds it, in words, and changes nothing', async () => {
    const before = readFileSync(join(dataDir, 'office-users.json'), 'utf8');
    writeFileSync(usersLockPath(dataDir), 'pid 1\n');
    await expect(run({ kind: 'remove', name: 'ada' })).rejects.toThrow(/another --add-user, --remove-user or --reset-password is changing the users file .*try again in a moment/);
    await expect(run({ kind: 'add', name: 'bob' })).rejects.toThrow(/is changing the users file/);
    expect(readFileSync(join(dataDir, 'office-users.json'), 'utf8')).toBe(before);
    expect(existsSync(usersLockPath(dataDir))).toBe(true);
  });

  it('takes over a lock left older than a minute, and lets go of it after, a change that fails too', async () => {
    writeFileSync(usersLockPath(dataDir), 'pid 1\n');
    const old = (Date.now() - STALE_LOCK_MS - 1_000) / 1000;
    utimesSync(usersLockPath(dataDir), old, old);
    await run({ kind: 'remove', name: 'ada' });
    expect(readUsers(dataDir)).toEqual({});
    expect(existsSync(usersLockPath(dataDir))).toBe(false);
    expect(() => withUsersLock(dataDir, () => {
      throw new Error('disk full');
    })).toThrow('disk full');
    expect(existsSync(usersLockPath(dataDir))).toBe(false);
  });
});
