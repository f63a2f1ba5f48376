/** The journal's health, and its backups: back up now, list, restore, try again after a fault. This domain's slice of the contract; src/shared/contract/index.ts merges every slice. */
import { z } from 'zod';
import { BACKUP_NAME, BackupInfo, Empty, Halt, JournalHealth, method } from '../schemas';

export const backupsMethods = {
  /** Whether the journal can be trusted, and its backups. Answers even while the till is halted. */
  'journal.health': method(Empty, JournalHealth),
  /** Tries the journal again after its fault was fixed (space freed, file made writable). */
  'journal.reopen': method(Empty, JournalHealth),
  'journal.backup': method(Empty, BackupInfo),
  'journal.backups': method(Empty, z.array(BackupInfo)),
  /** Puts a backup in place of this environment's journal; the journal it replaces is kept beside it, renamed. */
  'journal.restore': method(z.object({ name: z.string().regex(BACKUP_NAME, 'Choose one of the listed backups') }).strict(), JournalHealth),
} as const;

export const backupsEvents = {
  /** The journal failed under the till: no more sales until a manager restores it. */
  'till.halted': Halt,
} as const;
