/** A day's audit trail as CSV, for an owner's own records or an accountant: one row an entry, as the journal holds it. */
import type { AuditEntry } from '../../shared/contract';
import { csvField } from '../reports/csv';

const COLUMNS = ['id', 'at', 'business_day', 'action', 'sale_id', 'shift_id', 'subject', 'detail', 'clerk_id', 'clerk', 'manager_id', 'manager'] as const;

export function auditCsv(entries: readonly AuditEntry[]): string {
  const rows = entries.map((entry) =>
    [entry.id, entry.at, entry.businessDay, entry.action, entry.saleId, entry.shiftId, entry.subject, entry.detail, entry.clerkId, entry.clerkName, entry.managerId, entry.managerName]
      .map(csvField)
      .join(','),
  );
  return `${[COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
