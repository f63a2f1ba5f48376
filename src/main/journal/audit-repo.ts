/**
 * The audit trail (migration 12): one append-only row per action an owner audits, inserted in the transaction of
 * the action itself so that a reader never finds the one without the other. Reads are not actions: nothing here
 * records a read.
 */
import type { Actor } from '../../shared/actor';
import type { Approval, ApprovalAction, AuditAction, AuditEntry } from '../../shared/contract';
import type { Db } from './open';

interface AuditRow {
  id: number;
  at: string;
  business_day: string;
  action: AuditAction;
  sale_id: string | null;
  shift_id: number | null;
  subject: string | null;
  detail: string | null;
  clerk_id: string | null;
  clerk_name: string | null;
  manager_id: string | null;
  manager_name: string | null;
}

export interface NewAuditEntry {
  action: AuditAction;
  by: Actor;
  /** The day the action concerns; the day sales are booked to now when not given. */
  businessDay?: string | undefined;
  saleId?: string | null | undefined;
  shiftId?: number | null | undefined;
  subject?: string | null | undefined;
  detail?: string | null | undefined;
}

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at,
  businessDay: row.business_day,
  action: row.action,
  saleId: row.sale_id,
  shiftId: row.shift_id,
  subject: row.subject,
  detail: row.detail,
  clerkId: row.clerk_id,
  clerkName: row.clerk_name,
  managerId: row.manager_id,
  managerName: row.manager_name,
});

/** The manager's approval an action of the trail stands for, when a manager allowed it. */
const APPROVAL_OF: Record<AuditAction, ApprovalAction | null> = {
  'signed-in': null,
  'wrong-pin': null,
  'locked-out': null,
  'approval-given': null,
  'shift-opened': null,
  'shift-closed': null,
  'clerk-unlocked': 'settings',
  'clerk-added': 'settings',
  'clerk-changed': 'settings',
  'pin-reset': 'settings',
  'settings-changed': 'settings',
  'credentials-changed': 'settings',
  'chain-enrolled': 'settings',
  'chain-left': 'settings',
  'journal-restored': 'settings',
  'voucher-printed': 'reprint',
  'voucher-not-printed': null,
  'voucher-pdf': 'reprint',
  'pin-shown': 'reprint',
  'sale-cancelled': 'cancel-sale',
  'recent-numbers-cleared': 'clear-recent-numbers',
  // The manager's say is the setting, not an approval at the moment.
  'customer-confirm-skipped': null,
  'customer-said-no': null,
  'day-closed': 'close-day',
  approval: null,
};

function approvalOf(entry: AuditEntry): Approval | null {
  if (entry.managerId === null || entry.managerName === null) return null;
  // An approval carried over from before the trail names the action it was given for.
  const action = entry.action === 'approval' ? (entry.detail as ApprovalAction | null) : APPROVAL_OF[entry.action];
  if (action === null) return null;
  return {
    id: entry.id,
    at: entry.at,
    action,
    subject: entry.saleId ?? entry.subject ?? (action === 'close-day' ? entry.businessDay : null),
    clerkId: entry.clerkId,
    managerId: entry.managerId,
    managerName: entry.managerName,
  };
}

export interface AuditRepoDeps {
  now(): Date;
  /** The business day sales are booked to now. */
  currentDay(): string;
}

export function createAuditRepo(db: Db, deps: AuditRepoDeps) {
  const insert = db.prepare(`INSERT INTO audit (at, business_day, action, sale_id, shift_id, subject, detail, clerk_id, clerk_name, manager_id, manager_name)
    VALUES (@at, @businessDay, @action, @saleId, @shiftId, @subject, @detail, @clerkId, @clerkName, @managerId, @managerName) RETURNING *`);
  const selectDay = db.prepare<[string], AuditRow>('SELECT * FROM audit WHERE business_day = ? ORDER BY id');

  function record(entry: NewAuditEntry): AuditEntry {
    const row = insert.get({
      at: deps.now().toISOString(),
      businessDay: entry.businessDay ?? deps.currentDay(),
      action: entry.action,
      saleId: entry.saleId ?? null,
      shiftId: entry.shiftId ?? null,
      subject: entry.subject ?? null,
      detail: entry.detail ?? null,
      clerkId: entry.by.clerk?.id ?? null,
      clerkName: entry.by.clerk?.name ?? null,
      managerId: entry.by.manager?.id ?? null,
      managerName: entry.by.manager?.name ?? null,
    }) as AuditRow;
    return toEntry(row);
  }

  const ofDay = (day: string): AuditEntry[] => selectDay.all(day).map(toEntry);

  return {
    /** Writes one entry, inside the transaction the caller is in (or its own). */
    record,
    /** Runs `act` and writes the entry it calls for, in one transaction: both happen, or neither. */
    with<T>(act: () => T, entry: (result: T) => NewAuditEntry | null): T {
      return db.transaction(() => {
        const result = act();
        const made = entry(result);
        if (made) record(made);
        return result;
      })();
    },
    ofDay,
    /** The actions of a day that a manager allowed, as approvals. */
    approvalsOfDay: (day: string): Approval[] => ofDay(day).flatMap((entry) => approvalOf(entry) ?? []).reverse(),
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
