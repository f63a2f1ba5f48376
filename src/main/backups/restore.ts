/**
 * Putting a backup back. A backup is checked whole (integrity_check) before anything moves; the journal it
 * replaces is never deleted or overwritten but kept beside it under a new name; the copy appears whole
 * (written under a temporary name, flushed, then linked into place).
 */
import { closeSync, copyFileSync, existsSync, fsyncSync, linkSync, openSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { ENVIRONMENTS, type Environment } from '../../shared/contract';
import { TillError } from '../../shared/errors';
import { syncDirectory } from '../files/atomic-write';

export interface CheckedBackup {
  environment: Environment | null;
  sales: number;
  lastSaleAt: string | null;
}

/** Opens the backup read-only and checks every page and index; throws a TillError saying what is wrong. */
export function checkBackup(file: string, nativeBinding?: string): CheckedBackup {
  if (!existsSync(file)) throw new TillError('NOT_FOUND', `There is no backup at ${file}.`);
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true, ...(nativeBinding ? { nativeBinding } : {}) });
  } catch (error) {
    throw new TillError('INVALID_INPUT', `${file} cannot be opened as a till backup: ${(error as Error).message}`);
  }
  try {
    const problems = (db.pragma('integrity_check(5)') as Array<{ integrity_check: string }>).map((row) => row.integrity_check).filter((line) => line !== 'ok');
    if (problems.length > 0) throw new TillError('INVALID_INPUT', `The backup ${file} is damaged too (${problems.join('; ')}); choose an older one.`);
    const hasSales = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sales'").get() !== undefined;
    if (!hasSales) throw new TillError('INVALID_INPUT', `${file} is not a till journal.`);
    const meta = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'journal_meta'").get()
      ? (db.prepare("SELECT value FROM journal_meta WHERE key = 'environment'").get() as { value: string } | undefined)
      : undefined;
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
 * Copies a checked backup to `journalFile`. A journal already there (and its WAL) is renamed to
 * `<journal>.replaced-<time>` first, never removed. The caller must have closed that journal.
 */
export function restoreJournal(backupFile: string, journalFile: string, now: Date, nativeBinding?: string): CheckedBackup & { keptAs: string | null } {
  const checked = checkBackup(backupFile, nativeBinding);
  let keptAs: string | null = null;
  if (existsSync(journalFile)) {
    keptAs = `${journalFile}.replaced-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(journalFile, keptAs);
    if (existsSync(`${journalFile}-wal`)) renameSync(`${journalFile}-wal`, `${keptAs}-wal`);
  }
  const temp = `${journalFile}.restoring-${process.pid}`;
  try {
    copyFileSync(backupFile, temp);
    const fd = openSync(temp, 'r+');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    linkSync(temp, journalFile);
    syncDirectory(dirname(journalFile));
  } finally {
    rmSync(temp, { force: true });
  }
  return { ...checked, keptAs };
}
