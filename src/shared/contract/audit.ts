/**
 * The audit trail: what an owner reads to audit a day — every action on money, a PIN, a clerk or the settings,
 * with who was signed in and which manager allowed it. Written by each action in its own journal transaction
 * (journal/audit-repo.ts); this domain only reads it. This domain's slice of the contract; src/shared/contract.ts
 * merges every slice.
 */
import { z } from 'zod';
import { CsvDelivery, Day, Id, IsoTime, method } from '../schemas';

export const AUDIT_ACTIONS = [
  'signed-in',
  'wrong-pin',
  'locked-out',
  /** A manager's PIN typed to approve an action for the clerk signed in (the action, once done, has its own entry). */
  'approval-given',
  'clerk-unlocked',
  'clerk-added',
  'clerk-changed',
  'pin-reset',
  'voucher-printed',
  /** A voucher's copy that failed before the printer had it: no paper, no copy (its start has its own entry). */
  'voucher-not-printed',
  'voucher-pdf',
  'pin-shown',
  'sale-cancelled',
  'recent-numbers-cleared',
  /** The clerk went on without the customer's yes on the customer display (a manager's setting allows it). */
  'customer-confirm-skipped',
  /** The customer said the number on the display was not theirs: no sale was taken. */
  'customer-said-no',
  'shift-opened',
  'shift-closed',
  'day-closed',
  'settings-changed',
  'credentials-changed',
  'chain-enrolled',
  'chain-left',
  'journal-restored',
  /** A manager's approval as the journal recorded it before the trail (when given, not when used). */
  'approval',
] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditAction>;

export const AuditEntry = z.object({
  id: z.number().int(),
  at: IsoTime,
  /** The business day the action concerns: a Z's is the day it closed. */
  businessDay: Day,
  action: AuditAction,
  saleId: z.string().nullable(),
  shiftId: z.number().int().nullable(),
  /** What else it concerns: a clerk's id, a backup's name, a closed day. */
  subject: z.string().nullable(),
  /** In words: which copy, which settings, which printer. */
  detail: z.string().nullable(),
  /** Who was signed in (nobody at a sign-in screen). */
  clerkId: z.string().nullable(),
  clerkName: z.string().nullable(),
  /** The manager who allowed it, when it needed one: signed in themselves, or by their PIN for a clerk. */
  managerId: z.string().nullable(),
  managerName: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

const DayAndClerk = z.object({ day: Day.optional(), clerkId: Id.optional() }).strict().optional().default({});

export const auditMethods = {
  /**
   * A business day's trail (today's by default), oldest first; with `clerkId`, only what concerns that person:
   * signed in at the time, the manager who allowed it, or the clerk it was about (a wrong PIN on their name).
   */
  'audit.list': method(DayAndClerk, z.object({ day: Day, entries: z.array(AuditEntry) })),
  /** The same as CSV: the desktop app asks where to save it; a browser gets the file to download. */
  'audit.exportCsv': method(DayAndClerk, CsvDelivery),
} as const;
