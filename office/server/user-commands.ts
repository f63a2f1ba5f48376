/** --add-user, --remove-user, --reset-password: the users file only, no database. */
import { hashPassword } from './password-hash';
import { readNewPassword } from './read-password';
import { readUsers, USER_NAME, usersPath, writeUsers, type Users } from './users-file';
import { withUsersLock } from './users-lock';

export type UserCommand = { kind: 'add' | 'remove' | 'reset'; name: string };

/** Raised for a name the command cannot take: a usage mistake. */
export class UserNameError extends Error {
  override readonly name = 'UserNameError';
}

/** An add needs the name absent, a remove or a reset present. */
function checkName({ kind, name }: UserCommand, users: Users, dataDir: string): void {
  const known = Object.hasOwn(users, name);
  if (kind === 'add' && known) throw new Error(`${name} is already a user of the office: use --reset-password ${name} to give a new password`);
  if (kind !== 'add' && !known) throw new Error(`${name} is not a user of the office (${usersPath(dataDir)})`);
}

/** Under the lock: the file read again, the name checked again, and the change written. */
function changeUsers(command: UserCommand, dataDir: string, change: (users: Users) => Users): void {
  withUsersLock(dataDir, () => {
    const users = readUsers(dataDir);
    checkName(command, users, dataDir);
    writeUsers(dataDir, change(users));
  });
}

export async function runUserCommand(command: UserCommand, dataDir: string, say: (line: string) => void, readPassword: (name: string) => Promise<string> = readNewPassword): Promise<void> {
  const { kind, name } = command;
  if (!USER_NAME.test(name)) throw new UserNameError(`"${name}" is not a user name: 1 to 64 letters, digits, dots, dashes or underscores`);
  // Read first: a damaged file, or a name the command cannot take, is refused before anyone types a password.
  checkName(command, readUsers(dataDir), dataDir);
  if (kind === 'remove') {
    changeUsers(command, dataDir, ({ [name]: _removed, ...rest }) => rest);
    say(`${name} removed: they can no longer sign in (a running office ends their sessions at their next request)`);
    return;
  }
  const hash = await hashPassword(await readPassword(name));
  // Checked again: another command may have added or removed the name while the password was typed.
  changeUsers(command, dataDir, (users) => ({ ...users, [name]: { hash } }));
  say(kind === 'add' ? `${name} added to ${usersPath(dataDir)}` : `${name}'s password changed (a running office ends their sessions at their next request)`);
}
