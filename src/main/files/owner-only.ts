/**
 * The till's data folder holds customers' numbers and PIN codes: only the till's own user may read it,
 * whoever created the folder and with whatever umask. Permissions are only ever narrowed here, never
 * widened: a file a manager made read-only stays read-only (and the journal then refuses it, loudly).
 */
import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const GROUP_AND_OTHERS = 0o077;

/** Creates `dir` if needed and makes it and the files directly in it private to the owner. */
export function makeOwnerOnly(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  narrow(dir);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile()) narrowIfStillThere(join(dir, entry.name));
  }
}

/** A file may go between the listing and the look: another till starting at the same instant removes its temporary journal. */
function narrowIfStillThere(path: string): void {
  try {
    narrow(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function narrow(path: string): void {
  const mode = statSync(path).mode & 0o7777;
  if (mode & GROUP_AND_OTHERS) chmodSync(path, mode & ~GROUP_AND_OTHERS);
}
