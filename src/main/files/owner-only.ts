/**
 * The till's data folder holds customers' numbers and PIN codes: only the till's own user may read it,
 * whoever created the folder and with whatever umask. Permissions are only ever narrowed here, never
 * widened: a file a manager made read-only stays read-only (and the journal then refuses it, loudly). Links
 * are never followed (what one points at is not the till's to change), and only the folders the till itself
 * keeps inside are entered: a data folder given by mistake (a home folder) must not have its every corner changed.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync, realpathSync, type Stats } from 'node:fs';
import { join } from 'node:path';

const GROUP_AND_OTHERS = 0o077;

/**
 * Creates `dir` if needed and makes it and the files directly in it private to the owner; the same for each of
 * its folders named in `kept` (the till's own, such as the default backups folder) that exists.
 */
export function makeOwnerOnly(dir: string, kept: readonly string[] = []): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // The folder named for the data may itself be a link to it: that one is followed.
  const real = realpathSync(dir);
  narrowFolder(real);
  for (const name of kept) narrowIfStillThere(join(real, name), narrowFolder);
}

function narrowFolder(dir: string): void {
  // A link, or a file where a kept folder would be: not a folder of the till's.
  if (!narrow(dir).isDirectory()) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile()) narrowIfStillThere(join(dir, entry.name), (path) => void narrow(path));
  }
}

/** A file may go between the listing and the look: another till starting at the same instant removes its temporary journal. */
function narrowIfStillThere(path: string, narrowing: (path: string) => void): void {
  try {
    narrowing(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Narrows what `path` itself is, never what it links to; its lstat. */
function narrow(path: string): Stats {
  const stat = lstatSync(path);
  // A link (put there since the listing, or a kept folder that is one): chmod would change what it points at.
  if (stat.isSymbolicLink()) return stat;
  const mode = stat.mode & 0o7777;
  if (mode & GROUP_AND_OTHERS) chmodSync(path, mode & ~GROUP_AND_OTHERS);
  return stat;
}
