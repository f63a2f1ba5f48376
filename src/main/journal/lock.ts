/**
 * One till per journal. Two processes on one journal (two web hosts, or a web host beside the Electron
 * app on one data folder) would each drain the same outbox and reconcile each other's sends. A lock file
 * names the holder's pid; a lock left by a process that died is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { TillError } from '../../shared/errors';

function holderAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else — still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock for `journalFile`, or throws a clear error naming the process that holds it. */
export function lockJournal(journalFile: string): () => void {
  const lockFile = `${journalFile}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (holderAlive(holder)) {
        throw new TillError('ILLEGAL_STATE', `Another till (process ${holder}) is already using ${journalFile}. Close it first, or use another data folder.`);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new TillError('ILLEGAL_STATE', `Could not lock ${journalFile}.`);
}
