import { join } from 'node:path';
import { INTACT_JOURNAL, type Handlers, type JournalHealth } from '../../shared/contract';
import { TillError } from '../../shared/errors';
import { listBackups } from '../backups/backup-files';
import { checkBackup, restoreJournal } from '../backups/restore';
import type { HandlerContext } from './context';

type JournalMethods = 'journal.health' | 'journal.reopen' | 'journal.backup' | 'journal.backups' | 'journal.restore';

export function journalHandlers(ctx: HandlerContext): Pick<Handlers, JournalMethods> {
  const { journal } = ctx;

  function health(): JournalHealth {
    const halted = journal.halt();
    const state = halted ? null : ctx.core().backups.state();
    return {
      environment: journal.environment(),
      file: journal.file(),
      halted,
      backups: state ?? { folder: journal.backupFolder(), keep: ctx.settings.get().backup.keep, lastAt: null, lastError: null },
    };
  }

  return {
    'journal.health': async () => health(),
    'journal.reopen': async () => {
      await journal.reopen();
      return health();
    },
    'journal.backup': async () => ctx.core().backups.run('asked for'),
    'journal.backups': async () => listBackups(journal.backupFolder(), journal.environment()),
    'journal.restore': async ({ name }) => {
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
            const pending = ctx.core().sales.pendingCount();
            if (pending > 0) throw new TillError('ILLEGAL_STATE', `${pending} sale(s) are still being sent. Wait until they are settled before restoring a backup.`);
          }
          // Checked whole before the journal closes, so a bad backup never takes a working till down.
          const checked = checkBackup(join(folder, name), journal.nativeBinding);
          if (checked.environment !== null && checked.environment !== environment) {
            throw new TillError('INVALID_INPUT', `${name} holds ${checked.environment} sales, not ${environment} ones.`);
          }
        },
        () => {
          const keptAs = restoreJournal(join(journal.backupFolder(), name), journal.file(), ctx.now());
          if (keptAs) ctx.logger.warn('a backup was restored; the journal it replaced is kept', { backup: name, keptAs });
        },
      );
      return health();
    },
  };
}
