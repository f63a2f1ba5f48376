/**
 * Shifts of the till's cash drawer: opened with a float by the clerk signed in, closed with the cash counted
 * in every currency the drawer should hold. The close writes the report as printed, so reprinting it later
 * shows the same figures even if a pending sale of the shift settles afterwards.
 */
import type { Actor } from '../../shared/actor';
import type { Clerk, SaleState, Shift, ShiftReport } from '../../shared/contract';
import { OPEN_STATES } from '../../shared/sale-states';
import { TillError } from '../../shared/errors';
import { microsToDecimal, toMicros } from '../../shared/money';
import type { AuditRepo } from '../journal/audit-repo';
import type { SalesRepo } from '../journal/sales-repo';
import type { ShiftsRepo } from '../journal/shifts-repo';
import { cashLines, currenciesToCount } from '../reports/shift-cash';
import { shiftReport } from '../reports/shift-report';

const OPEN: ReadonlySet<SaleState> = new Set(OPEN_STATES);

/** A currency's count at a shift's close, in the trail's words: "USD expected 120.00, counted 117.50". */
const cashWords = (line: ShiftReport['cash'][number]): string =>
  `${line.currency} expected ${microsToDecimal(line.expected)}, counted ${line.counted === null ? '—' : microsToDecimal(line.counted)}`;

export interface ShiftsDeps {
  shifts: ShiftsRepo;
  sales: SalesRepo;
  audit: AuditRepo;
  currentDay: () => string;
  signedIn: () => Clerk | null;
  now: () => Date;
}

export function createShiftsService(deps: ShiftsDeps) {
  function clerk(): Clerk {
    const signedIn = deps.signedIn();
    if (!signedIn) throw new TillError('SIGNED_OUT', 'Sign in to open or close a shift.');
    return signedIn;
  }

  function openShift(): Shift {
    const shift = deps.shifts.current();
    if (!shift) throw new TillError('ILLEGAL_STATE', 'No shift is open.');
    return shift;
  }

  function report(id?: number): ShiftReport {
    const shift = id === undefined ? openShift() : deps.shifts.get(id);
    const closing = deps.shifts.closing(shift.id);
    if (closing) return JSON.parse(closing.report) as ShiftReport;
    return shiftReport(shift, deps.sales.ofShift(shift.id), null, deps.now());
  }

  return {
    current: (): Shift | null => deps.shifts.current(),
    report,
    list: (day?: string): Shift[] => deps.shifts.ofDay(day ?? deps.currentDay()),

    open(float: string, currency: string, actor: Actor): Shift {
      const by = clerk();
      const micros = toMicros(float);
      if (micros < 0) throw new TillError('INVALID_AMOUNT', 'The float cannot be negative.');
      return deps.audit.with(
        () => deps.shifts.open({ businessDay: deps.currentDay(), clerkId: by.id, clerkName: by.name, openedAt: deps.now().toISOString(), float: { micros, currency } }),
        (shift) => ({ action: 'shift-opened', by: actor, shiftId: shift.id, businessDay: shift.businessDay, detail: `float ${microsToDecimal(micros)} ${currency}` }),
      );
    },

    close(countedInput: ReadonlyArray<{ currency: string; amount: string }>, actor: Actor): ShiftReport {
      const by = clerk();
      const shift = openShift();
      const counted = countedInput.map((each) => ({ currency: each.currency, micros: toMicros(each.amount) }));
      if (counted.some((each) => each.micros < 0)) throw new TillError('INVALID_AMOUNT', 'Counted cash cannot be negative.');
      if (new Set(counted.map((each) => each.currency)).size !== counted.length) throw new TillError('INVALID_INPUT', 'Count each currency once.');
      const rows = deps.sales.ofShift(shift.id);
      // A sale not settled yet may still hand its cash back: the count would be right now and wrong later.
      const unsettled = rows.filter((row) => OPEN.has(row.state)).length;
      if (unsettled > 0) {
        throw new TillError('ILLEGAL_STATE', `${unsettled} sale(s) of this shift are not settled yet. Wait until they are sent and checked, or have a manager cancel the queued ones, then count the drawer.`);
      }
      const missing = currenciesToCount(cashLines(shift.float, rows, null)).filter((currency) => !counted.some((each) => each.currency === currency));
      if (missing.length > 0) {
        throw new TillError('INVALID_INPUT', `Count the ${missing.join(' and ')} in the drawer too.`, { counted: `Count ${missing.join(', ')}` });
      }
      const closedAt = deps.now();
      const closed: Shift = { ...shift, closedAt: closedAt.toISOString(), closedBy: by.name };
      const final = shiftReport(closed, rows, counted, closedAt);
      deps.audit.with(
        () => deps.shifts.close(shift.id, closed.closedAt!, by.name, counted, JSON.stringify(final)),
        // Filed under the shift's day, with its opening, however late it closes.
        () => ({ action: 'shift-closed', by: actor, shiftId: shift.id, businessDay: shift.businessDay, detail: final.cash.map(cashWords).join('; ') }),
      );
      return final;
    },
  };
}

export type ShiftsService = ReturnType<typeof createShiftsService>;
