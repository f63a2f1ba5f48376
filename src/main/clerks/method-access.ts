/**
 * Who may call what, method by method: a few calls answer anyone at the till (the sign-in screen, the status
 * bar, a halted till's screen), manager-only ones name the approval they need, and everything else needs a
 * clerk signed in. Pure; a Record over every method, so a new method fails to compile until it is sorted here.
 */
import type { ApprovalAction, HandlerInput, MethodName } from '../../shared/contract';

export type Access =
  | { kind: 'anyone' }
  | { kind: 'clerk' }
  | { kind: 'manager'; action: ApprovalAction; subject: string | null }
  /** Only a manager signed in as themselves: no approval lets a clerk make or change a manager (or take one's PIN). */
  | { kind: 'manager-in-person' };

const ANYONE: Access = { kind: 'anyone' };
const CLERK: Access = { kind: 'clerk' };
const manager = (action: ApprovalAction, subject: string | null = null): Access => ({ kind: 'manager', action, subject });
const IN_PERSON: Access = { kind: 'manager-in-person' };

/** What the rule of a voucher's reprints needs to know: whether this print would be a reprint a manager must allow. */
export interface AccessFacts {
  reprintNeedsManager(saleId: string): boolean;
  halted(): boolean;
  /** A print job started moments ago: its page may be drawn while the till is locked (it is printing). */
  printingNow(jobId: number): boolean;
  /** The sale whose voucher a print job is, or null (a receipt's, a report's). */
  voucherOfJob(jobId: number): string | null;
  isManager(clerkId: string): boolean;
}

/** Another copy of a sale's voucher: a clerk's, until it would be one a manager must allow (Settings). */
const voucherCopy = (saleId: string, facts: AccessFacts): Access => (facts.reprintNeedsManager(saleId) ? manager('reprint', saleId) : CLERK);

type Rule = Access | ((input: never, facts: AccessFacts) => Access);

const RULES: Record<MethodName, Rule> = {
  'status.get': ANYONE,
  'settings.get': ANYONE,
  'clerks.session': ANYONE,
  'clerks.setup': ANYONE,
  'clerks.list': ANYONE,
  'clerks.signIn': ANYONE,
  'clerks.lock': ANYONE,
  'clerks.approve': ANYONE,
  'clerks.endApproval': ANYONE,
  // A halted till shows why and offers its backups before anyone can sign in to anything else.
  'journal.health': ANYONE,
  'journal.reopen': ANYONE,
  'journal.backups': ANYONE,
  // Restoring replaces the journal: a manager's call, except on a halted till, whose screen is the only way back.
  'journal.restore': (_input, facts) => (facts.halted() ? ANYONE : manager('settings')),
  'journal.backup': CLERK,

  'settings.update': manager('settings'),
  'settings.setCredentials': manager('settings'),
  'clerks.add': (input: HandlerInput<'clerks.add'>) => (input.role === 'manager' ? IN_PERSON : manager('settings')),
  'clerks.update': (input: HandlerInput<'clerks.update'>, facts) => (input.role === 'manager' || facts.isManager(input.id) ? IN_PERSON : manager('settings')),
  'clerks.resetPin': (input: HandlerInput<'clerks.resetPin'>, facts) => (facts.isManager(input.id) ? IN_PERSON : manager('settings')),
  'clerks.unlock': manager('settings'),
  'clerks.approvals': manager('settings'),
  // The trail says who did what: the owner's and the managers' to read, not the clerks'.
  'audit.list': manager('settings'),
  'audit.exportCsv': manager('settings'),
  'sales.cancel': (input: HandlerInput<'sales.cancel'>) => manager('cancel-sale', input.id),
  'sales.clearRecentNumbers': manager('clear-recent-numbers'),
  'reports.day': (input: HandlerInput<'reports.day'>) => (input.kind === 'Z' ? manager('close-day', input.day ?? null) : CLERK),
  // Every copy of a voucher follows one rule, whichever way it goes out: a print, a PDF, its PIN shown again.
  'printing.print': (input: HandlerInput<'printing.print'>, facts) => (input.kind === 'voucher' ? voucherCopy(input.saleId, facts) : CLERK),
  'printing.showPin': (input: HandlerInput<'printing.showPin'>, facts) => voucherCopy(input.saleId, facts),
  'printing.again': (input: HandlerInput<'printing.again'>, facts) => {
    const saleId = facts.voucherOfJob(input.jobId);
    return saleId === null ? CLERK : voucherCopy(saleId, facts);
  },

  'clerks.touch': CLERK,
  // The clerk's own screen telling the display what it shows; skipping the customer's yes is the manager's setting's to allow.
  'customer.show': CLERK,
  'customer.confirmation': CLERK,
  'customer.skip': CLERK,
  'customer.screens': CLERK,
  'shifts.open': CLERK,
  'shifts.report': CLERK,
  'shifts.close': CLERK,
  'shifts.list': CLERK,
  'catalog.sync': CLERK,
  'catalog.countries': CLERK,
  'catalog.operators': CLERK,
  'catalog.operator': CLERK,
  'catalog.logo': CLERK,
  'catalog.search': CLERK,
  'operators.detect': CLERK,
  'sales.quote': CLERK,
  'sales.create': CLERK,
  'sales.get': CLERK,
  'sales.list': CLERK,
  'sales.facets': CLERK,
  'sales.recentNumbers': CLERK,
  'sales.reconcile': CLERK,
  'reports.csv': CLERK,
  'reports.exportCsv': CLERK,
  'reports.reconcile': CLERK,
  'receipts.render': (input: HandlerInput<'receipts.render'>, facts) => ('jobId' in input && facts.printingNow(input.jobId) ? ANYONE : CLERK),
  'receipts.pdf': (input: HandlerInput<'receipts.pdf'>, facts) => {
    const saleId = facts.voucherOfJob(input.jobId);
    return saleId === null ? CLERK : voucherCopy(saleId, facts);
  },
  'printing.printReport': CLERK,
  'printing.test': CLERK,
  'printing.jobs': CLERK,
  'printing.testPage': CLERK,
  'printing.printers': CLERK,
  'chain.status': CLERK,
  // The enrolment holds the till's key to the chain: a manager gives it, or takes it away.
  'chain.enrol': manager('settings'),
  'chain.leave': manager('settings'),
};

export function accessOf<M extends MethodName>(method: M, input: HandlerInput<M>, facts: AccessFacts): Access {
  const rule = RULES[method];
  return typeof rule === 'function' ? (rule as (input: HandlerInput<M>, facts: AccessFacts) => Access)(input, facts) : rule;
}
