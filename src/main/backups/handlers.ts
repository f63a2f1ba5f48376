/** The journal's handlers: its health, backups, restore, and trying again after a fault. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { INTACT_JOURNAL, type Environment, type Halt, type Handlers, type JournalHealth } from '../../shared/contract';
import { TillError } from '../../shared/errors';
import type { Logger } from '../logger';
import { listBackups } from './backup-files';
import type { BackupService } from './backup-service';
import { prepareRestored, restoreJournal, stageBackup, stagedCopyOf } from './restore';

type JournalMethods = 'journal.health' | 'journal.reopen' | 'journal.backup' | 'journal.backups' | 'journal.restore';

export interface JournalHandlerDeps {
  /** The journal under the till: its file, whether it halted the till, and the two ways back. */
  journal: {
    file(): string;
    environment(): Environment;
    halt(): Halt | null;
    backupFolder(): string;
    /** The better-sqlite3 build to open backups with (Electron's own ABI inside Electron). */
    nativeBinding: string | undefined;
    /** Opens the journal again after its fault was fixed; the till stays halted if it still cannot be used. */
    reopen(): Promise<void>;
    /**
     * In its turn after any switch or restore under way: runs `check` with the journal still open, closes it,
     * runs `swap` (which may replace its file), then opens whatever is in place.
     */
    replace(check: () => void, swap: () => void): Promise<void>;
  };
  /** How many backups the settings keep. */
  keep(): number;
  /** The open environment's backups and pending sales (both refuse while the till is halted). */
  backups(): BackupService;
  pendingSales(): number;
  /** The business day sales are booked to now (by the clock alone on a halted till): a restore's entry goes there. */
  businessDay(): string;
  now(): Date;
  logger: Logger;
}

export function journalHandlers(deps: JournalHandlerDeps): Pick<Handlers, JournalMethods> {
  const { journal } = deps;

  function health(): JournalHealth {
    const halted = journal.halt();
    const state = halted ? null : deps.backups().state();
    return {
      environment: journal.environment(),
      file: journal.file(),
      halted,
      backups: state ?? { folder: journal.backupFolder(), keep: deps.keep(), lastAt: null, lastError: null },
    };
  }

  return {
    'journal.health': async () => health(),
    'journal.reopen': async () => {
      await journal.reopen();
      return health();
    },
    'journal.backup': async () => deps.backups().run('asked for', true),
    'journal.backups': async () => listBackups(journal.backupFolder(), journal.environment()),
    'journal.restore': async ({ name }, actor) => {
      // The day the restore is filed under: the one sales are booked to now, asked before the journal closes.
      const businessDay = deps.businessDay();
      try {
        await journal.replace(
          () => {
            const halted = journal.halt();
            // An intact journal holds sales no backup has: fix what stopped it instead of setting them aside.
            if (halted && INTACT_JOURNAL.has(halted.reason)) {
              throw new TillError('ILLEGAL_STATE', `The journal itself is not damaged (${halted.what}) ${halted.advice} Restoring a backup would set aside the sales that are not in it.`);
            }
            const folder = journal.backupFolder();
            const environment = journal.environment();
            if (!listBackups(folder, environment).some((backup) => backup.name === name)) {
              throw new TillError('NOT_FOUND', `There is no backup ${name} of the ${environment} journal in ${folder}.`);
            }
            // A healthy till with sales still on their way would lose track of them: only their journal knows them.
            if (!halted) {
              const pending = deps.pendingSales();
              if (pending > 0) throw new TillError('ILLEGAL_STATE', `${pending} sale(s) are still being sent. Wait until they are settled before restoring a backup.`);
            }
            // Copied and checked whole before the journal closes, so a bad backup never takes a working till down.
            const checked = stageBackup(join(folder, name), stagedCopyOf(journal.file()), journal.nativeBinding);
            if (checked.environment !== null && checked.environment !== environment) {
              throw new TillError('INVALID_INPUT', `${name} holds ${checked.environment} sales, not ${environment} ones.`);
            }
          },
          () => {
            const staged = stagedCopyOf(journal.file());
            // The journal a restore brings back holds that restore's entry, and the copies printed since the backup,
            // written into it before it takes the journal's place: the one without the other never happens.
            const entry = { action: 'journal-restored' as const, by: actor, subject: name, businessDay };
            prepareRestored(staged, journal.file(), entry, { environment: journal.environment(), nativeBinding: journal.nativeBinding, now: deps.now(), logger: deps.logger });
            const keptAs = restoreJournal(staged, journal.file(), deps.now());
            if (keptAs) deps.logger.warn('a backup was restored; the journal it replaced is kept', { backup: name, keptAs });
          },
        );
      } finally {
        // Put in place, the copy is gone; refused or failed, it goes now.
        rmSync(stagedCopyOf(journal.file()), { force: true });
      }
      return health();
    },
  };
}
