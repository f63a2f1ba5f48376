/**
 * Putting a backup back. A backup is checked whole (integrity_check) before anything moves. The journal it
 * replaces is never deleted or overwritten: the copy is made and flushed under a temporary name first, the
 * journal (and its WAL) then gets a second name, `<journal>.replaced-<time>`, and only then does the copy
 * take the journal's name, in one rename. A failure at any step leaves the journal where it was.
 */
import { chmodSync, closeSync, copyFileSync, existsSync, fsyncSync, linkSync, openSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { ENVIRONMENTS, type Environment } from '../../shared/contract';
import { TillError } from '../../shared/errors';
import { syncDirectory } from '../files/atomic-write';
import { fileStamp } from '../files/file-stamp';
import { checkProblems } from '../journal/check-problems';
import { storageFaultOf } from '../journal/storage-fault';

export interface CheckedBackup {
  environment: Environment | null;
  sales: number;
  lastSaleAt: string | null;
}

/** Opens the backup read-only and checks every page and index; throws a TillError saying what is wrong. */
export function checkBackup(file: string, nativeBinding?: string): CheckedBackup {
  if (!existsSync(file)) throw new TillError('NOT_FOUND', `There is no backup at ${file}.`);
  // A journal's newest sales may sit in its WAL, which a copy of the main file alone would drop.
  if (existsSync(`${file}-wal`)) throw new TillError('INVALID_INPUT', `${file} has a write-ahead log beside it (${file}-wal): open it with the till once, or use a backup the till made.`);
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true, ...(nativeBinding ? { nativeBinding } : {}) });
  } catch (error) {
    throw new TillError('INVALID_INPUT', `${file} cannot be opened as a till backup: ${(error as Error).message}`);
  }
  try {
    const problems = checkProblems(db, 'integrity_check');
    if (problems.length > 0) throw new TillError('INVALID_INPUT', `The backup ${file} is damaged too (${problems.join('; ')}); choose an older one.`);
    const hasTable = (name: string) => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
    if (!hasTable('sales')) throw new TillError('INVALID_INPUT', `${file} is not a till journal.`);
    const meta = hasTable('journal_meta') ? (db.prepare("SELECT value FROM journal_meta WHERE key = 'environment'").get() as { value: string } | undefined) : undefined;
    const environment = ENVIRONMENTS.find((name) => name === meta?.value) ?? null;
    const { sales, last } = db.prepare('SELECT COUNT(*) AS sales, MAX(created_at) AS last FROM sales').get() as { sales: number; last: string | null };
    return { environment, sales, lastSaleAt: last };
  } catch (error) {
    if (error instanceof TillError) throw error;
    throw new TillError('INVALID_INPUT', `The backup ${file} cannot be read: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/**
 * Copies a checked backup to `journalFile` (the caller has closed that journal). Returns the name the replaced
 * journal is kept under, or null when there was none.
 */
export function restoreJournal(backupFile: string, journalFile: string, now: Date): string | null {
  const temp = `${journalFile}.restoring-${process.pid}`;
  try {
    try {
      copyFileSync(backupFile, temp);
    } catch (error) {
      // Reading the backup medium failed (a pulled stick): not the journal's disk, so not a halt. A full
      // journal disk stays what it is: nothing was replaced.
      if (storageFaultOf(error) === 'disk-full') throw error;
      throw new TillError('BACKUP_FAILED', `The backup ${backupFile} could not be copied: ${(error as Error).message}. Nothing was changed.`);
    }
    chmodSync(temp, 0o600);
    const fd = openSync(temp, 'r+');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    let keptAs: string | null = null;
    if (existsSync(journalFile)) {
      keptAs = `${journalFile}.replaced-${fileStamp(now)}`;
      linkSync(journalFile, keptAs);
      // The WAL belongs to the replaced journal: replayed into the restored one it would damage it.
      if (existsSync(`${journalFile}-wal`)) renameSync(`${journalFile}-wal`, `${keptAs}-wal`);
    }
    renameSync(temp, journalFile);
    syncDirectory(dirname(journalFile));
    return keptAs;
  } finally {
    rmSync(temp, { force: true });
  }
}
