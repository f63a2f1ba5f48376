/**
 * Backup files of a journal: how they are named (so that names sort by time and say whose sales they
 * hold), listed and pruned. Pure file-system bookkeeping, no SQLite.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BACKUP_NAME, type BackupInfo, type Environment } from '../../shared/contract';
import { fileStamp } from '../files/file-stamp';

export function backupName(environment: Environment, at: Date): string {
  return `airtime-till-${environment}-${fileStamp(at)}.sqlite`;
}

/** The instant and environment a backup's name records; null for a file that is not one of ours. */
export function parseBackupName(name: string): { environment: Environment; createdAt: string } | null {
  const match = BACKUP_NAME.exec(name);
  if (!match) return null;
  const stamp = name.slice(`airtime-till-${match[1]}-`.length, -'.sqlite'.length);
  const iso = stamp.replace(/^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, '$1:$2:$3.$4Z');
  if (Number.isNaN(Date.parse(iso))) return null;
  return { environment: match[1] as Environment, createdAt: iso };
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
      if (stat.isFile()) found.push({ name, folder, environment, createdAt: parsed.createdAt, bytes: stat.size });
    } catch {
      // Pruned (or the stick pulled) between the listing and now: it is not there to restore.
    }
  }
  return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Removes all but the newest `keep` backups of the environment, and copies a crash left half-written. */
export function pruneBackups(folder: string, environment: Environment, keep: number): void {
  for (const old of listBackups(folder, environment).slice(keep)) rmSync(join(folder, old.name), { force: true });
  for (const name of readdirSync(folder)) {
    if (name.endsWith('.partial') && parseBackupName(name.slice(0, -'.partial'.length))?.environment === environment) rmSync(join(folder, name), { force: true });
  }
}
