/**
 * The audit trail of whichever journal is open now, for what lives beside the journals rather than in one (the
 * clerks, the settings, the credentials, the chain enrolment): an action that cannot be recorded does not happen.
 */
import type { PreparedFile } from '../files/atomic-write';
import type { AuditRepo, NewAuditEntry } from './audit-repo';

export interface Trail {
  /** Throws why no entry could be written now (no journal open: halted, switching); else nothing. */
  ready(): void;
  /** Writes the entry now; throws when it cannot (a full disk, no journal open). */
  record(entry: NewAuditEntry): void;
  /**
   * A change to a store of its own (the credentials, the enrolment: their store writes its file itself) with its
   * entry: `act` runs inside the entry's transaction; should the transaction fail after it (its commit on a full
   * disk), `undo` puts the store back. Neither the change without its entry, nor the entry without its change.
   */
  change<T>(act: () => T, undo: () => void, entry: NewAuditEntry): T;
  /**
   * A change to a file beside the journal, already written beside its target: the entry is committed first, then
   * the file put in place; a failed entry drops the file. (The rename itself needs no space, so a full disk stops
   * both; only a rename refused after the commit could leave an entry without its change.)
   */
  file(prepared: PreparedFile, entry: NewAuditEntry): void;
}

/** `audit` answers the open journal's trail, or throws why none is open (halted, switching). */
export function createTrail(audit: () => AuditRepo): Trail {
  return {
    ready: () => void audit(),
    record: (entry) => void audit().record(entry),
    change(act, undo, entry) {
      let acted = false;
      try {
        return audit().with(
          () => {
            const done = act();
            acted = true;
            return done;
          },
          () => entry,
        );
      } catch (error) {
        if (acted) undo();
        throw error;
      }
    },
    file(prepared, entry) {
      try {
        audit().record(entry);
      } catch (error) {
        prepared.abandon();
        throw error;
      }
      prepared.commit();
    },
  };
}
