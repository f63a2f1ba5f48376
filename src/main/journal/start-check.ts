/**
 * The journal's check when the till opens it: a damaged file is refused before the till takes a sale, and never
 * changed. A journal up to WHOLE_CHECK_MAX_BYTES is read whole by SQLite's quick_check, as it always was (a
 * tenth of a second). A larger one — a busy shop's years: 1.8 GB at a million sales, 8 to 12 s to read whole —
 * is checked where a fault would do harm first: the schema and the freelist, every table but the history's whole
 * (the catalogue, the journal's facts), and the newest end of each history table, which the next sale is written
 * beside. The rest of
 * it is read in the background once the till runs (background-check.ts): a damaged page there halts the till
 * when it is met, within a minute or so, instead of keeping the till from opening for seconds.
 */
import { statSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { checkProblems } from './check-problems';

export const WHOLE_CHECK_MAX_BYTES = 32 * 1024 * 1024;

/** The tables that grow with every sale, shift and day, with the key they are read in order by. */
export const HISTORY_TABLES: Readonly<Record<string, string>> = {
  sales: 'rowid',
  sale_events: 'rowid',
  print_jobs: 'rowid',
  shifts: 'rowid',
  audit: 'rowid',
  day_closures: 'business_day',
  chain_log: 'rowid',
};
/** Enough rows to read the newest pages of each table, root to last leaf (a closed day's report is some 40 KB). */
const NEWEST_ROWS = 20;

export const checkedWholeAtOpen = (file: string, wholeCheckMaxBytes = WHOLE_CHECK_MAX_BYTES): boolean => statSync(file).size <= wholeCheckMaxBytes;

export function tablesOf(db: Database.Database): string[] {
  return db.prepare<[], string>("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all();
}

/** What the check at open found wrong; a page it cannot read throws SQLite's own error (SQLITE_CORRUPT). */
export function startProblems(db: Database.Database, file: string, wholeCheckMaxBytes = WHOLE_CHECK_MAX_BYTES): string[] {
  if (checkedWholeAtOpen(file, wholeCheckMaxBytes)) return checkProblems(db, 'quick_check');
  const tables = tablesOf(db);
  // The schema's own tree and, with it, the freelist, which every write takes its new pages from: a damaged
  // freelist could hand a live page out again. SQLite checks the freelist only when the schema is among the
  // tables a partial check names.
  const problems = ['sqlite_schema', ...tables.filter((table) => !(table in HISTORY_TABLES))].flatMap((table) => checkProblems(db, 'quick_check', table));
  for (const table of tables.filter((name) => name in HISTORY_TABLES)) {
    // From the root to the newest rows, with every column (and any page a long value spills onto).
    db.prepare(`SELECT * FROM "${table}" ORDER BY ${HISTORY_TABLES[table]} DESC LIMIT ${NEWEST_ROWS}`).raw().all();
  }
  return problems;
}
