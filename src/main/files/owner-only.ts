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
    if (entry.isFile()) narrow(join(dir, entry.name));
  }
}

function narrow(path: string): void {
  const mode = statSync(path).mode & 0o7777;
  if (mode & GROUP_AND_OTHERS) chmodSync(path, mode & ~GROUP_AND_OTHERS);
}
