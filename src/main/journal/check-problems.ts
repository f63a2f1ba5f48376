/** The lines of SQLite's quick_check or integrity_check that report a problem (none: the file is sound). */
import type Database from 'better-sqlite3';

const MAX_REPORTED = 5;

/** `table`: check that table and its indexes only (SQLite then reports every problem it finds there). */
export function checkProblems(db: Database.Database, check: 'quick_check' | 'integrity_check', table?: string): string[] {
  const rows = db.pragma(`${check}(${table === undefined ? MAX_REPORTED : `"${table}"`})`) as Array<Record<string, string>>;
  return rows.map((row) => row[check] ?? '').filter((line) => line !== 'ok').slice(0, MAX_REPORTED);
}
