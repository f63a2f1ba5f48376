/**
 * Online backups of one environment's journal: every hour and after every Z, into the folder the manager
 * chose (a USB stick, a network share), keeping the newest N; and on demand (*Back up now*, which anyone may
 * press), kept apart from those N so that pressing it never pushes an older backup out (backup-files.ts).
 * SQLite's backup API copies a consistent snapshot while sales go on; the copy is written under a temporary
 * name and renamed when complete, so a backup folder never holds a half-written backup under a backup's name.
 */
import { closeSync, mkdirSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { BackupInfo, Environment } from '../../shared/contract';
import { messageOf, TillError } from '../../shared/errors';
import { syncDirectory } from '../files/atomic-write';
import { storageFaultOf } from '../journal/storage-fault';
import type { Db } from '../journal/open';
import type { Logger } from '../logger';
import { createTimers } from '../timers';
import { temporaryName } from '../files/temporary-name';
import { backupName, pruneBackups, removePartialBackups } from './backup-files';

export interface BackupServiceDeps {
  db: Db;
  environment: Environment;
  /** The chosen folder and how many to keep, read at each backup (settings may change). */
  target: () => { folder: string; keep: number };
  everyMs: number;
  nativeBinding?: string;
  now: () => Date;
  logger: Logger;
}

export function createBackupService(deps: BackupServiceDeps) {
  const { environment, now, logger } = deps;
  const timers = createTimers();
  let running: Promise<BackupInfo> | null = null;
  let lastAt: string | null = null;
  let lastError: string | null = null;

  async function backUp(manual: boolean): Promise<BackupInfo> {
    const { folder, keep } = deps.target();
    const at = now();
    const name = backupName(environment, at, manual);
    const partial = temporaryName(join(folder, name), 'partial');
    try {
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      // It holds numbers and PIN codes, wherever the folder is and whatever its umask: private from its first
      // byte (an empty file is an empty database to the backup below, which then writes into it).
      rmSync(partial, { force: true });
      closeSync(openSync(partial, 'wx', 0o600));
      await deps.db.backup(partial);
      // A plain rollback-journal file opens anywhere, read-only included, without WAL side files.
      const copy = new Database(partial, deps.nativeBinding ? { nativeBinding: deps.nativeBinding } : {});
      try {
        copy.pragma('journal_mode = DELETE');
      } finally {
        copy.close();
      }
      renameSync(partial, join(folder, name));
      syncDirectory(folder);
    } catch (error) {
      try {
        rmSync(partial, { force: true });
      } catch {
        // The folder itself is unusable (not a folder, gone with its stick): there is nothing to tidy.
      }
      // The journal's own damage, met while it is read for the copy, is the journal's fault: the till halts.
      if (storageFaultOf(error) === 'damaged') throw error;
      // Anything else is the backup folder's (a pulled stick, a share gone, a full stick): sales go on.
      throw new TillError('BACKUP_FAILED', `The backup could not be written to ${folder}: ${messageOf(error)}`);
    }
    pruneBackups(folder, environment, keep);
    // The folder may have been away (a stick) when the till started: what a killed till left in it goes now.
    removePartialBackups(folder);
    lastAt = at.toISOString();
    lastError = null;
    return { name, folder, environment, createdAt: lastAt, bytes: statSync(join(folder, name)).size, manual };
  }

  /** One backup at a time; a second request while one runs gets that one. `manual`: asked for by a person (Back up now). */
  function run(reason: string, manual = false): Promise<BackupInfo> {
    running ??= backUp(manual)
      .catch((error: unknown) => {
        lastError = messageOf(error);
        logger.error('the journal backup failed', { reason, error: lastError });
        throw error;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  function scheduleHourly(): void {
    timers.after(
      deps.everyMs,
      () => {
        void run('hourly').catch(() => undefined);
        scheduleHourly();
      },
      'hourly',
    );
  }
  scheduleHourly();
  removePartialBackups(deps.target().folder);

  return {
    run,
    state: () => ({ ...deps.target(), lastAt, lastError }),
    /** Stops the timer and lets a backup under way finish (the journal must stay open until then). */
    async close(): Promise<void> {
      timers.clear();
      await running?.catch(() => undefined);
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
