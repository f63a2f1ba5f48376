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
import type { Logger } from '../logger';
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
 * Readies `copy`, the backup about to become the journal (its schema brought up to date first), with what it must
 * not forget, in one transaction: the print log's copies of its sales made since the backup, taken from `replaced`
 * (the journal it replaces, closed) — else a voucher printed since would print as an original again — and the
 * restore's own entry of the audit trail. A restore whose entry cannot be written (a full disk) does not happen. A
 * replaced journal too damaged to read gives nothing; the entry says so.
 */
export function prepareRestored(
  copy: string,
  replaced: string,
  entry: NewAuditEntry & { businessDay: string },
  options: { environment: Environment; nativeBinding?: string | undefined; now: Date; logger: Logger },
): void {
  const db = openJournal(copy, { environment: options.environment, ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}) });
  try {
    const since = db.prepare<[], { id: number | null }>('SELECT MAX(id) AS id FROM print_jobs').get()?.id ?? 0;
    const jobs = printJobsSince(replaced, since, options);
    // Only the jobs of sales the backup holds: a sale made since the backup is not in the journal it brings back.
    const carry = db.prepare(`INSERT INTO print_jobs (${PRINT_JOB_COLUMNS.join(', ')})
      SELECT ${PRINT_JOB_COLUMNS.map((column) => `@${column}`).join(', ')} WHERE @sale_id IN (SELECT id FROM sales)`);
    db.transaction(() => {
      const carried = (jobs ?? []).reduce((sum, job) => sum + carry.run(job).changes, 0);
      const detail = jobs === null ? 'the journal it replaced could not be read: copies printed since the backup are not counted' : `${carried} print job(s) since the backup carried over`;
      createAuditRepo(db, { now: () => options.now, currentDay: () => entry.businessDay }).record({ ...entry, detail });
    })();
  } finally {
    db.close();
  }
}

const PRINT_JOB_COLUMNS = ['id', 'sale_id', 'kind', 'subject', 'copy', 'printer', 'outcome', 'reason', 'problem', 'reached_printer', 'started_at', 'finished_at', 'drawn_at'] as const;

/**
 * The replaced journal's print jobs after `since`, read through a connection of its own that cannot write (a
 * damaged journal is kept as it was found); none when there is no such journal, null when it cannot be read.
 */
function printJobsSince(replaced: string, since: number, options: { nativeBinding?: string | undefined; logger: Logger }): Array<Record<string, unknown>> | null {
  if (!existsSync(replaced)) return [];
  try {
    const old = new Database(replaced, { readonly: true, fileMustExist: true, ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}) });
    try {
      return old.prepare<[number], Record<string, unknown>>(`SELECT ${PRINT_JOB_COLUMNS.join(', ')} FROM print_jobs WHERE id > ? ORDER BY id`).all(since);
    } finally {
      old.close();
    }
  } catch (error) {
    options.logger.error('the journal a restore replaces could not be read for its print log', { error: messageOf(error) });
    return null;
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
