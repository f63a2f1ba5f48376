/**
 * Putting a backup back. The backup is first copied beside the journal through the reader of chosen files (an
 * ordinary file only, never /proc, a device or a pipe), and that copy is what SQLite opens and checks whole
 * (integrity_check): never the path a person named, which could change between the check and the copy. The
 * journal it replaces is never deleted or overwritten: it gets a second name, `<journal>.replaced-<time>`
 * (its WAL too), and only then does the checked copy take the journal's name, in one rename. A failure at any
 * step leaves the journal where it was.
 */
import { existsSync, linkSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { ENVIRONMENTS, type Environment } from '../../shared/contract';
import { messageOf, TillError } from '../../shared/errors';
import { syncDirectory } from '../files/atomic-write';
import { copyChosenFile, UnusableFile } from '../files/chosen-file';
import { fileStamp } from '../files/file-stamp';
import { temporaryName } from '../files/temporary-name';
import { createAuditRepo, type NewAuditEntry } from '../journal/audit-repo';
import { checkProblems } from '../journal/check-problems';
import { openJournal } from '../journal/open';
import { storageFaultOf } from '../journal/storage-fault';

/** Far beyond any till's journal, and still an end: a file that grows without end is not a backup. */
export const BACKUP_MAX_BYTES = 256 * 1024 ** 3;

export interface CheckedBackup {
  environment: Environment | null;
  sales: number;
  lastSaleAt: string | null;
}

/** Opens the till's copy of a backup read-only and checks every page and index; throws a TillError naming `backup`. */
function checkCopy(copy: string, backup: string, nativeBinding?: string): CheckedBackup {
  let db: Database.Database;
  try {
    db = new Database(copy, { readonly: true, fileMustExist: true, ...(nativeBinding ? { nativeBinding } : {}) });
  } catch (error) {
    throw new TillError('INVALID_INPUT', `${backup} cannot be opened as a till backup: ${(error as Error).message}`);
  }
  try {
    const problems = checkProblems(db, 'integrity_check');
    if (problems.length > 0) throw new TillError('INVALID_INPUT', `The backup ${backup} is damaged too (${problems.join('; ')}); choose an older one.`);
    const hasTable = (name: string) => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
    if (!hasTable('sales')) throw new TillError('INVALID_INPUT', `${backup} is not a till journal.`);
    const meta = hasTable('journal_meta') ? (db.prepare("SELECT value FROM journal_meta WHERE key = 'environment'").get() as { value: string } | undefined) : undefined;
    const environment = ENVIRONMENTS.find((name) => name === meta?.value) ?? null;
    const { sales, last } = db.prepare('SELECT COUNT(*) AS sales, MAX(created_at) AS last FROM sales').get() as { sales: number; last: string | null };
    return { environment, sales, lastSaleAt: last };
  } catch (error) {
    if (error instanceof TillError) throw error;
    throw new TillError('INVALID_INPUT', `The backup ${backup} cannot be read: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/** Where a backup is copied to be checked, beside `journalFile` (on its disk, so the final rename is atomic). */
export function stagedCopyOf(journalFile: string): string {
  return temporaryName(journalFile, 'restoring');
}

/**
 * Copies `backup` to `copy` (a new file, `stagedCopyOf` the journal) and checks the copy whole; what it holds, or a
 * TillError with nothing left behind. A full disk is thrown as it is: that is the journal's disk, not the backup.
 */
export function stageBackup(backup: string, copy: string, nativeBinding?: string): CheckedBackup {
  // A journal's newest sales may sit in its WAL, which a copy of the main file alone would drop.
  if (existsSync(`${backup}-wal`)) throw new TillError('INVALID_INPUT', `${backup} has a write-ahead log beside it (${backup}-wal): open it with the till once, or use a backup the till made.`);
  try {
    copyChosenFile(backup, copy, BACKUP_MAX_BYTES);
  } catch (error) {
    if (error instanceof UnusableFile) {
      throw new TillError('BACKUP_FAILED', `This file cannot be used as a backup (${backup}): choose one of the airtime-till-<environment>-<time>.sqlite files the till made. Nothing was changed.`);
    }
    if (storageFaultOf(error) === 'disk-full') throw error;
    throw new TillError('BACKUP_FAILED', `The backup ${backup} could not be copied beside the journal: ${messageOf(error)}. Nothing was changed.`);
  }
  try {
    return checkCopy(copy, backup, nativeBinding);
  } catch (error) {
    rmSync(copy, { force: true });
    throw error;
  }
}

/**
 * Writes a restore's own entry of the audit trail into `copy`, the backup about to become the journal (its schema
 * brought up to date first): the journal a restore brings back holds the entry of that restore, and a restore whose
 * entry cannot be written (a full disk) does not happen.
 */
export function recordRestore(copy: string, entry: NewAuditEntry & { businessDay: string }, options: { environment: Environment; nativeBinding?: string | undefined; now: Date }): void {
  const db = openJournal(copy, { environment: options.environment, ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}) });
  try {
    createAuditRepo(db, { now: () => options.now, currentDay: () => entry.businessDay }).record(entry);
  } finally {
    db.close();
  }
}

/**
 * Puts `copy`, a backup `stageBackup` copied and checked, in place of `journalFile` (the caller has closed that
 * journal). Returns the name the replaced journal is kept under, or null when there was none.
 */
export function restoreJournal(copy: string, journalFile: string, now: Date): string | null {
  let keptAs: string | null = null;
  if (existsSync(journalFile)) {
    keptAs = `${journalFile}.replaced-${fileStamp(now)}`;
    linkSync(journalFile, keptAs);
    // The WAL belongs to the replaced journal: replayed into the restored one it would damage it.
    if (existsSync(`${journalFile}-wal`)) renameSync(`${journalFile}-wal`, `${keptAs}-wal`);
  }
  renameSync(copy, journalFile);
  syncDirectory(dirname(journalFile));
  return keptAs;
}
