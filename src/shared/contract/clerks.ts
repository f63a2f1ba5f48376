/**
 * Clerks, their PINs and sign-in, manager approvals, and shifts with a cash count. This domain's slice of the
 * contract; src/shared/contract/index.ts merges every slice. A PIN crosses it only on its way in: nothing answers one.
 */
import { z } from 'zod';
import { AmountInput, CashLine, Day, Empty, Id, IsoTime, MoneyTotals, SaleState, Shift, ShopPlace, method } from '../schemas';

/** 4 to 6 digits, typed on the keypad. */
export const Pin = z.string({ error: 'Enter the PIN' }).regex(/^\d{4,6}$/, 'A PIN is 4 to 6 digits');
export const ClerkName = z.string({ error: 'Enter the name' }).trim().min(1, 'Enter the name').max(40, 'A name has at most 40 characters');
export const ClerkRole = z.enum(['clerk', 'manager']);
export type ClerkRole = z.infer<typeof ClerkRole>;

export const Clerk = z.object({
  id: z.string(),
  name: z.string(),
  role: ClerkRole,
  /** A deactivated clerk cannot sign in; their sales keep their name. */
  active: z.boolean(),
  /** Too many wrong PINs: no sign-in before then. */
  lockedUntil: IsoTime.nullable(),
  /** Locked out again and again: no sign-in until a manager unlocks them (Settings → Clerks). */
  needsUnlock: z.boolean(),
});
export type Clerk = z.infer<typeof Clerk>;

/**
 * What a clerk who is not a manager may do only with a manager's PIN. `settings` covers every section of
 * Settings (the environment, credentials, clerks and the printer included) for as long as the screen stays
 * open; each of the others is granted for one action.
 */
export const APPROVAL_ACTIONS = ['settings', 'cancel-sale', 'close-day', 'reprint', 'clear-recent-numbers'] as const;
export const ApprovalAction = z.enum(APPROVAL_ACTIONS);
export type ApprovalAction = z.infer<typeof ApprovalAction>;

export const ShiftReport = z.object({
  shift: Shift,
  generatedAt: IsoTime,
  byState: z.array(z.object({ state: SaleState, count: z.number().int(), requested: MoneyTotals })),
  byOperator: z.array(z.object({ operatorId: z.number().int(), operatorName: z.string(), count: z.number().int(), requested: MoneyTotals })),
  byClerk: z.array(z.object({ clerkId: z.string().nullable(), clerk: z.string(), count: z.number().int(), requested: MoneyTotals })),
  /** Sales not final at the time of the report: their cash is counted as taken; it goes back if they fail. */
  pending: z.number().int(),
  cash: z.array(CashLine),
});
export type ShiftReport = z.infer<typeof ShiftReport>;

/** Who is at the till, and what the screen needs to know about it. */
export const Session = z.object({
  /** No clerk exists yet: the first run asks for the manager's name and PIN. */
  needsSetup: z.boolean(),
  clerk: Clerk.nullable(),
  /** The till's open shift (one cash drawer, one shift at a time), whoever opened it. */
  shift: Shift.nullable(),
  /** Manager approvals that still hold (the settings screen's, while it is open). */
  approved: z.array(ApprovalAction),
  /** The currency an opening float is counted in, unless the clerk picks another. */
  cashCurrency: z.string(),
  idleLockMinutes: z.number().int(),
});
export type Session = z.infer<typeof Session>;

export const Approval = z.object({
  id: z.number().int(),
  at: IsoTime,
  action: ApprovalAction,
  /** What it was for: a sale id, a day. */
  subject: z.string().nullable(),
  /** The clerk signed in when it was given. */
  clerkId: z.string().nullable(),
  managerId: z.string(),
  managerName: z.string(),
});
export type Approval = z.infer<typeof Approval>;

export const clerksMethods = {
  'clerks.session': method(Empty, Session),
  /**
   * First run only: the shop's manager, who is then signed in, and where the shop stands (its country sets the
   * language, the formats and the time zone before any sale; without it a manager is asked on the sale screen).
   */
  'clerks.setup': method(z.object({ name: ClerkName, pin: Pin, shop: ShopPlace.optional() }).strict(), Session),
  /** Every clerk, the deactivated ones too (their sales keep their names); sign-in offers the active ones. */
  'clerks.list': method(Empty, z.array(Clerk)),
  'clerks.signIn': method(z.object({ clerkId: Id, pin: Pin }).strict(), Session),
  /** The clerk is at the till (touches, keys): the core's own idle lock counts from now. */
  'clerks.touch': method(Empty, z.object({})),
  /** Locks the till: the next person signs in. A shift stays open. */
  'clerks.lock': method(Empty, Session),
  /** A manager's PIN for one action (or the settings screen) while someone else is signed in; written to the journal. */
  'clerks.approve': method(z.object({ clerkId: Id, pin: Pin, action: ApprovalAction, subject: z.string().trim().max(150).optional() }).strict(), Session),
  /** Ends the settings screen's approval when the screen is left. */
  'clerks.endApproval': method(Empty, Session),
  'clerks.add': method(z.object({ name: ClerkName, pin: Pin, role: ClerkRole }).strict(), Clerk),
  'clerks.update': method(z.object({ id: Id, name: ClerkName.optional(), role: ClerkRole.optional(), active: z.boolean().optional() }).strict(), Clerk),
  'clerks.resetPin': method(z.object({ id: Id, pin: Pin }).strict(), Clerk),
  /** Lets a locked-out clerk try their PIN again, with a fresh count (a manager's, in Settings → Clerks). */
  'clerks.unlock': method(z.object({ id: Id }).strict(), Clerk),
  /** The actions of a business day that a manager allowed (from the audit trail), newest first. */
  'clerks.approvals': method(z.object({ day: Day.optional() }).strict().optional().default({}), z.array(Approval)),
  'shifts.open': method(z.object({ float: AmountInput, currency: z.string().regex(/^[A-Z]{3}$/, 'A currency is three letters').optional() }).strict(), Session),
  /** The open shift's report so far (an X for the drawer). */
  'shifts.report': method(z.object({ id: z.number().int().positive().optional() }).strict().optional().default({}), ShiftReport),
  /** Closes the open shift with the cash counted, per currency; answers its final report. */
  'shifts.close': method(z.object({ counted: z.array(z.object({ currency: z.string().regex(/^[A-Z]{3}$/), amount: AmountInput }).strict()).min(1) }).strict(), ShiftReport),
  'shifts.list': method(z.object({ day: Day.optional() }).strict().optional().default({}), z.array(Shift)),
} as const;

export const clerksEvents = {
  /** Sign-in, lock, an approval given or ended, a shift opened or closed. */
  'session.changed': Session,
} as const;
