/** The audit domain's handlers: a day's trail, perhaps of one person, on screen and as CSV. Reading it records nothing. */
import type { AuditEntry, Handlers } from '../../shared/contract';
import { deliverCsv, type FileSaver } from '../files/file-saver';
import type { AuditRepo } from '../journal/audit-repo';
import { auditCsv } from './audit-csv';

/** Whether an entry concerns a person: signed in at the time, the manager who allowed it, or the clerk it was about. */
const concerns = (entry: AuditEntry, personId: string): boolean => entry.clerkId === personId || entry.managerId === personId || entry.subject === personId;

export function auditHandlers(deps: { audit(): AuditRepo; currentDay(): string; saveFile?: FileSaver | undefined }): Pick<Handlers, 'audit.list' | 'audit.exportCsv'> {
  function day(input: { day?: string | undefined; clerkId?: string | undefined }) {
    const shown = input.day ?? deps.currentDay();
    const all = deps.audit().ofDay(shown);
    return { day: shown, entries: input.clerkId === undefined ? all : all.filter((entry) => concerns(entry, input.clerkId!)) };
  }
  return {
    'audit.list': async (input) => {
      const { day: shown, entries } = day(input);
      return { day: shown, entries };
    },
    'audit.exportCsv': async (input) => {
      const { day: shown, entries } = day(input);
      return deliverCsv(deps.saveFile, `airtime-audit-${shown}${input.clerkId ? `-${input.clerkId.slice(0, 8)}` : ''}.csv`, auditCsv(entries));
    },
  };
}
