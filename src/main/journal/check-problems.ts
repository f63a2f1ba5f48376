/** The lines of SQLite's quick_check or integrity_check that report a problem (none: the file is sound). */
import type Database from 'better-sqlite3';

const MAX_REPORTED = 5;

export function checkProblems(db: Database.Database, check: 'quick_check' | 'integrity_check'): string[] {
  const rows = db.pragma(`${check}(${MAX_REPORTED})`) as Array<Record<string, string>>;
  return rows.map((row) => row[check] ?? '').filter((line) => line !== 'ok');
}
