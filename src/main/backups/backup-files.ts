/**
 * Backup files of a journal: how they are named (so that names sort by time, say whose sales they hold and
 * whether *Back up now* made them), listed, pruned and tidied. Pure file-system bookkeeping, no SQLite.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BACKUP_NAME, type BackupInfo, type Environment } from '../../shared/contract';
import { fileStamp } from '../files/file-stamp';
import { removeLeftovers } from '../files/temporary-name';

/**
 * How many backups made by *Back up now* are kept, apart from the rotation of N: anyone may press it, so pressing
 * it again and again only ever replaces the oldest of these, never an hourly or after-Z backup, and a folder
 * holds at most this many more journals' worth of them.
 */
export const MANUAL_KEEP = 10;

export function backupName(environment: Environment, at: Date, manual = false): string {
  return `airtime-till-${environment}-${fileStamp(at)}${manual ? '-manual' : ''}.sqlite`;
}

/** The instant, environment and kind a backup's name records; null for a file that is not one of ours. */
export function parseBackupName(name: string): { environment: Environment; createdAt: string; manual: boolean } | null {
  const match = BACKUP_NAME.exec(name);
  if (!match) return null;
  const iso = match[2]!.replace(/^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, '$1:$2:$3.$4Z');
  if (Number.isNaN(Date.parse(iso))) return null;
  return { environment: match[1] as Environment, createdAt: iso, manual: match[3] !== undefined };
}

/** This environment's backups in `folder`, newest first. */
export function listBackups(folder: string, environment: Environment): BackupInfo[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  const found: BackupInfo[] = [];
  for (const name of names) {
    const parsed = parseBackupName(name);
    if (parsed?.environment !== environment) continue;
    try {
      // A folder or a pipe under a backup's name is no backup (a link to one is: a manager may keep them elsewhere).
      const stat = statSync(join(folder, name));
      if (stat.isFile()) found.push({ name, folder, environment, createdAt: parsed.createdAt, bytes: stat.size, manual: parsed.manual });
    } catch {
      // Pruned (or the stick pulled) between the listing and now: it is not there to restore.
    }
  }
  return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Removes all but the newest `keep` hourly and after-Z backups of the environment, and all but the newest MANUAL_KEEP made by hand. */
export function pruneBackups(folder: string, environment: Environment, keep: number): void {
  const backups = listBackups(folder, environment);
  const old = [...backups.filter((backup) => !backup.manual).slice(keep), ...backups.filter((backup) => backup.manual).slice(MANUAL_KEEP)];
  for (const backup of old) rmSync(join(folder, backup.name), { force: true });
}

/** Earlier versions wrote a backup as `<name>.partial` (SQLite adding `-journal` beside it), with no writer's id. */
const EARLIER_PARTIAL = /^(.*\.sqlite)\.partial(?:-journal)?$/;

/**
 * Removes the copies a killed till left half-written in `folder`: its own kind (`<name>.partial-<pid>`, whose
 * writer no longer runs) and earlier versions' (`<name>.partial`, which this version never writes). Never a backup.
 */
export function removePartialBackups(folder: string): void {
  // The folder may be shared with anything else (a stick, a share): only what is named for a backup is touched.
  removeLeftovers(folder, { ours: (target) => parseBackupName(target) !== null });
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) {
    const backup = EARLIER_PARTIAL.exec(name)?.[1];
    if (backup === undefined || parseBackupName(backup) === null) continue;
    try {
      rmSync(join(folder, name), { force: true });
    } catch {
      // A read-only share: left for another time.
    }
  }
}
