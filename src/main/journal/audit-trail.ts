/**
 * The audit trail of whichever journal is open now, for what lives beside the journals rather than in one (the
 * clerks, the settings, the credentials, the chain enrolment): an action that cannot be recorded does not happen.
 */
import type { PreparedFile } from '../files/atomic-write';
import type { AuditRepo, NewAuditEntry } from './audit-repo';

export interface Trail {
  /** Writes the entry now; throws when it cannot (a full disk, no journal open). */
  record(entry: NewAuditEntry): void;
  /** Runs `act` and writes its entry in one transaction: both happen, or neither. */
  with<T>(act: () => T, entry: NewAuditEntry): T;
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
    record: (entry) => void audit().record(entry),
    with: (act, entry) => audit().with(act, () => entry),
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
