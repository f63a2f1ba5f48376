import { join } from 'node:path';
import type { Handlers, JournalHealth } from '../../shared/contract';
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
      const file = join(journal.backupFolder(), name);
      if (!listBackups(journal.backupFolder(), journal.environment()).some((backup) => backup.name === name)) {
        throw new TillError('NOT_FOUND', `There is no backup ${name} of the ${journal.environment()} journal in ${journal.backupFolder()}.`);
      }
      // A healthy till with sales still on their way would lose track of them: only their journal knows them.
      if (!journal.halt()) {
        const pending = ctx.core().sales.pendingCount();
        if (pending > 0) throw new TillError('ILLEGAL_STATE', `${pending} sale(s) are still being sent. Wait until they are settled before restoring a backup.`);
      }
      // Checked before the journal closes, so a bad backup never takes a working till down.
      checkBackup(file);
      await journal.replace(() => void restoreJournal(file, journal.file(), ctx.now()));
      return health();
    },
  };
}
