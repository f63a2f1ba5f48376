/** --add-user, --remove-user, --reset-password: the users file only, no database. */
import { hashPassword } from './password-hash';
import { readNewPassword } from './read-password';
import { readUsers, USER_NAME, usersPath, writeUsers } from './users-file';

export type UserCommand = { kind: 'add' | 'remove' | 'reset'; name: string };

/** Raised for a name the command cannot take: a usage mistake. */
export class UserNameError extends Error {
  override readonly name = 'UserNameError';
}

export async function runUserCommand({ kind, name }: UserCommand, dataDir: string, say: (line: string) => void): Promise<void> {
  if (!USER_NAME.test(name)) throw new UserNameError(`"${name}" is not a user name: 1 to 64 letters, digits, dots, dashes or underscores`);
  // Read first: a damaged file is refused before anyone types a password.
  const users = readUsers(dataDir);
  const known = Object.hasOwn(users, name);
  if (kind === 'add' && known) throw new Error(`${name} is already a user of the office: use --reset-password ${name} to give a new password`);
  if (kind !== 'add' && !known) throw new Error(`${name} is not a user of the office (${usersPath(dataDir)})`);
  if (kind === 'remove') {
    const { [name]: _removed, ...rest } = users;
    writeUsers(dataDir, rest);
    say(`${name} removed: they can no longer sign in (a running office ends their sessions at their next request)`);
    return;
  }
  const hash = await hashPassword(await readNewPassword(name));
  // Read again: the file may have changed while the password was typed.
  writeUsers(dataDir, { ...readUsers(dataDir), [name]: { hash } });
  say(kind === 'add' ? `${name} added to ${usersPath(dataDir)}` : `${name}'s password changed`);
}
