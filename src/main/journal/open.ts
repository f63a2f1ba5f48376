/** Opens the journal: durable pragmas, then every pending migration. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS, type Migration } from './migrations';

export type Db = Database.Database;

export interface OpenJournalOptions {
  /** better-sqlite3 binding built for Electron's ABI (see scripts/electron-native.mjs). */
  nativeBinding?: string;
  migrations?: readonly Migration[];
}

export function openJournal(file: string, options: OpenJournalOptions = {}): Db {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {});
  try {
    // WAL for readers beside the writer; synchronous=FULL so a committed sale survives a power cut.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    migrate(db, options.migrations ?? MIGRATIONS);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** Applies the migrations newer than the database, each in its own transaction with its version bump. */
export function migrate(db: Db, migrations: readonly Migration[]): void {
  const current = schemaVersion(db);
  const latest = migrations.at(-1)?.version ?? 0;
  if (current > latest) {
    throw new Error(`journal schema ${current} is newer than this till understands (${latest}); update the app`);
  }
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
}
