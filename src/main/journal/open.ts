/**
 * Opens the journal, or says exactly why it cannot be used. Four guarantees:
 * - one till per journal, by SQLite's own exclusive lock: the operating system drops it when the process
 *   dies, so nothing can go stale after a power cut and two tills starting at once cannot both win;
 * - a damaged, empty or read-only file is refused before the till takes a sale, and never changed;
 * - a new journal appears whole (built under a temporary name, then linked into place), so a 0-byte
 *   journal can only mean damage;
 * - the first write happens here, so a full disk or a read-only folder shows at start, not at the first sale.
 */
import { chmodSync, existsSync, linkSync, mkdirSync, rmSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { dirname } from 'node:path';
import type { Environment } from '../../shared/contract';
import { syncDirectory } from '../files/atomic-write';
import { temporaryName } from '../files/temporary-name';
import { checkProblems } from './check-problems';
import { startProblems } from './start-check';
import { keepAsFound } from './halt';
import { MIGRATIONS, type Migration } from './migrations';
import { journalInUse, JournalUnusable, storageFaultOf } from './storage-fault';

export type Db = Database.Database;

export interface OpenJournalOptions {
  /** better-sqlite3 binding built for Electron's ABI (see scripts/electron-native.mjs). */
  nativeBinding?: string;
  migrations?: readonly Migration[];
  /** Written into a new journal, so a backup of it says which environment's sales it holds. */
  environment?: Environment;
  /** Above this size the open checks the journal in part and leaves the rest to the background (start-check.ts). */
  wholeCheckMaxBytes?: number;
}

export function openJournal(file: string, options: OpenJournalOptions = {}): Db {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  if (!existsSync(file)) {
    // Its log of recent changes without the journal: sales were lost from the disk, this is no first start.
    if (existsSync(`${file}-wal`)) throw new JournalUnusable('damaged', file, 'the journal file is missing but its write-ahead log (-wal) is still there');
    createJournal(file, options);
  }
  const { size, mode } = statSync(file);
  if (size === 0) throw new JournalUnusable('damaged', file, 'the journal file is empty (0 bytes): its sales were lost from the disk');
  // Root can write to a file whatever its mode: refuse one a manager marked read-only anyway, as any other user would be refused.
  if ((mode & 0o200) === 0) throw new JournalUnusable('read-only', file, 'the journal file is read-only');
  const db = connect(file, options);
  try {
    checked(file, () => {
      lockAndCheck(db, file, options.wholeCheckMaxBytes);
      migrate(db, options.migrations ?? MIGRATIONS);
      stamp(db, options.environment);
    });
    // The lock file of earlier versions means nothing now; tidy it away.
    rmSync(`${file}.lock`, { force: true });
    return db;
  } catch (error) {
    // Closing folds a WAL left by a crash into the file: keep both exactly as found first, for support.
    const kept = error instanceof JournalUnusable && error.fault === 'damaged' && existsSync(`${file}-wal`) ? keepAsFound(file, new Date()) : null;
    db.close();
    throw kept ? new JournalUnusable('damaged', kept, (error as JournalUnusable).detail) : error;
  }
}

/** A full integrity check (every index against its table): after each Z, when a few seconds do not matter. */
export function checkIntegrity(db: Db, file: string): void {
  const lines = checked(file, () => checkProblems(db, 'integrity_check'));
  if (lines.length > 0) throw new JournalUnusable('damaged', file, `the integrity check found: ${lines.join('; ')}`);
}

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** Applies the migrations newer than the database, each in its own transaction with its version bump. */
export function migrate(db: Db, migrations: readonly Migration[]): void {
  const current = schemaVersion(db);
  const latest = migrations.at(-1)?.version ?? 0;
  if (current > latest) {
    throw new JournalUnusable('newer-schema', db.name, `the journal was written by a newer version of the till (schema ${current}, this one knows ${latest}): update the app`);
  }
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
}

function connect(file: string, options: OpenJournalOptions): Db {
  return checked(file, () => new Database(file, { fileMustExist: true, ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}) }));
}

function lockAndCheck(db: Db, file: string, wholeCheckMaxBytes: number | undefined): void {
  // No waiting for a lock: another till holding it will not let go, and the clerk needs an answer now.
  db.pragma('busy_timeout = 0');
  // Exclusive before WAL: the WAL index then lives in this process's memory (no -shm file to go stale) and the
  // file lock is held until the connection closes.
  db.pragma('locking_mode = EXCLUSIVE');
  try {
    db.pragma('journal_mode = WAL');
    db.exec('BEGIN IMMEDIATE; COMMIT');
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') throw journalInUse(file);
    throw error;
  }
  // Every page read once (quick_check), or on a large journal the part a fault would harm first (start-check.ts).
  const problems = startProblems(db, file, wholeCheckMaxBytes);
  if (problems.length > 0) throw new JournalUnusable('damaged', file, `the quick check found: ${problems.join('; ')}`);
  // synchronous=FULL so a committed sale survives a power cut.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
}

/** The first write of this run: proves the disk takes writes before the till says it is ready. */
function stamp(db: Db, environment: Environment | undefined): void {
  if (schemaVersion(db) < 4) return;
  const upsert = db.prepare('INSERT INTO journal_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  db.transaction(() => {
    upsert.run('opened_at', new Date().toISOString());
    if (environment) db.prepare('INSERT OR IGNORE INTO journal_meta (key, value) VALUES (?, ?)').run('environment', environment);
  })();
}

/** Builds a new journal under a temporary name and links it into place whole. */
function createJournal(file: string, options: OpenJournalOptions): void {
  const temp = temporaryName(file, 'new');
  removeSqliteFiles(temp);
  try {
    const db = checked(file, () => new Database(temp, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}));
    try {
      checked(file, () => {
        db.pragma('journal_mode = WAL');
        migrate(db, options.migrations ?? MIGRATIONS);
        stamp(db, options.environment);
        db.pragma('journal_mode = DELETE');
      });
    } finally {
      db.close();
    }
    chmodSync(temp, 0o600);
    try {
      linkSync(temp, file);
    } catch (error) {
      // Another till created it in the same instant: use theirs (the lock then decides who runs).
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    syncDirectory(dirname(file));
  } catch (error) {
    const fault = storageFaultOf(error);
    throw fault && !(error instanceof JournalUnusable) ? new JournalUnusable(fault, file, String((error as Error).message)) : error;
  } finally {
    removeSqliteFiles(temp);
  }
}

function removeSqliteFiles(path: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${path}${suffix}`, { force: true });
}

/** Runs `work`, turning storage errors into a JournalUnusable that names the file. */
function checked<T>(file: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof JournalUnusable) throw error;
    const fault = storageFaultOf(error);
    if (fault) throw new JournalUnusable(fault, file, (error as Error).message);
    throw error;
  }
}
