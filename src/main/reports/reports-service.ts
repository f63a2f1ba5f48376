/** Day reports of one journal: X and Z summaries, CSV, and the reconciliation against the service. */
import { NOBODY, type Actor } from '../../shared/actor';
import { moneyStanding } from '../../shared/sale-money';
import type { DaySummary, Reconciliation } from '../../shared/contract';
import { TillError } from '../../shared/errors';
import type { AuditRepo } from '../journal/audit-repo';
import type { ClosuresRepo } from '../journal/closures-repo';
import type { DayTotals, SaleGroup } from '../journal/day-totals';
import type { SalesRepo } from '../journal/sales-repo';
import type { ShiftsRepo } from '../journal/shifts-repo';
import type { TopupClient, TopupTransaction } from '../topup-api';
import { businessDayBounds, businessDayOf, nextDay, type BusinessDayRule } from '../../shared/business-day';
import { salesCsv } from './csv';
import { type DayShift, LISTED_STATES, summariseDay } from './day-summary';
import { compareDayWithService } from './reconciliation';
import { salesByHour } from './sales-by-hour';

export interface ReportsDeps {
  sales: SalesRepo;
  /** What the day's report reads, added up by SQLite. */
  days: DayTotals;
  closures: ClosuresRepo;
  shifts: ShiftsRepo;
  /** The Z is written into the audit trail with itself. */
  audit(): AuditRepo;
  client: () => TopupClient;
  rule: () => BusinessDayRule;
  now: () => Date;
  /** After a Z is written: the journal's full check and a backup. */
  onClosed?: (day: string) => void;
}

/** 'YYYY-MM-DD HH:mm:ss' in UTC, the service's date format. */
export function serviceDate(instant: Date): string {
  return instant.toISOString().slice(0, 19).replace('T', ' ');
}

/** How far past a day's end a sale of that day may still reach the service (queued offline late at night). */
export const LATE_SEND_MS = 12 * 3_600_000;

export function createReportsService(deps: ReportsDeps) {
  /** The business day new sales are booked to: today's, or the next one once today is closed. */
  function currentDay(): string {
    let day = businessDayOf(deps.now(), deps.rule());
    while (deps.closures.isClosed(day)) day = nextDay(day);
    return day;
  }

  /** Today's business day by the clock, whether or not it is closed: the day a Z closes by default. */
  function today(): string {
    return businessDayOf(deps.now(), deps.rule());
  }

  function hasBegun(day: string): boolean {
    return businessDayBounds(day, deps.rule()).from.getTime() <= deps.now().getTime();
  }

  /** The shifts opened that day, and any other whose sales were booked to it (a shift open across midnight). */
  function shiftsOf(day: string, groups: readonly SaleGroup[]): DayShift[] {
    const ids = new Set([...deps.shifts.ofDay(day).map((shift) => shift.id), ...groups.filter((group) => group.shift > 0).map((group) => group.shift)]);
    return [...ids]
      .sort((a, b) => a - b)
      .flatMap((id) => {
        const shift = deps.shifts.find(id);
        return shift ? [{ shift, cash: deps.days.shiftCash(id), counted: deps.shifts.closing(id)?.counted ?? null }] : [];
      });
  }

  /** The day's successful sales by the local hour of `timeZone` (the zone its report is kept in). */
  const hoursOf = (day: string, timeZone: string) => salesByHour(deps.days.dayQuarters(day), timeZone);

  /** A closed day's Z as written; one written before sales by hour were (issue 27) reads them from the journal. */
  function closedDay(day: string): { closedAt: string; summary: DaySummary } | null {
    const closed = deps.closures.get(day);
    if (!closed) return null;
    const { byHour, ...written } = closed.summary;
    return { closedAt: closed.closedAt, summary: { ...written, byHour: byHour ?? hoursOf(day, written.timeZone) } };
  }

  /** An X of the day, or its Z (`actor` closes it: written into the trail with the Z). */
  function summary(day: string, kind: 'X' | 'Z', actor: Actor = NOBODY): DaySummary {
    const rule = deps.rule();
    const { from, to } = businessDayBounds(day, rule);
    const context = { day, from, to, timeZone: rule.timeZone, generatedAt: deps.now() };
    const closed = closedDay(day);
    // A second Z (a double press, a retry) closes nothing new: it answers with the report of the first.
    if (kind === 'Z' && closed) return { ...closed.summary, alreadyClosed: true };
    // The journal keeps the day added up; only the sales the report lists are read one by one.
    const groups = deps.days.dayGroups(day);
    const names = deps.days.dayNames(day, groups.filter((group) => moneyStanding(group.state) === 'delivered'));
    const listed = deps.days.dayListed(day, LISTED_STATES);
    const byHour = hoursOf(day, rule.timeZone);
    if (kind === 'X') return { ...summariseDay(groups, names, listed, { ...context, kind, closedAt: closed?.closedAt ?? null }, shiftsOf(day, groups)), byHour };
    // Closing today before its end is normal (later sales go to tomorrow); closing a day not begun is not.
    if (!hasBegun(day)) throw new TillError('ILLEGAL_STATE', `The business day ${day} has not begun yet, so it cannot be closed.`);
    const closedAt = deps.now().toISOString();
    const z = { ...summariseDay(groups, names, listed, { ...context, kind, closedAt }, shiftsOf(day, groups)), byHour };
    if (z.pending.length > 0) {
      throw new TillError('ILLEGAL_STATE', `${z.pending.length} sale(s) of this day are not settled yet. Wait until they are sent and checked, or cancel the queued ones, before closing the day.`);
    }
    // Filed under the day it closes, not the day sales go to next.
    deps.audit().with(
      () => deps.closures.close(day, closedAt, z),
      () => ({ action: 'day-closed', by: actor, businessDay: day, subject: day, detail: `${z.byState.reduce((sum, group) => sum + group.count, 0)} sales` }),
    );
    deps.onClosed?.(day);
    return z;
  }

  async function compareWithService(day: string): Promise<Reconciliation> {
    if (!hasBegun(day)) throw new TillError('INVALID_INPUT', `The business day ${day} has not begun yet: there is nothing to reconcile.`, { day: 'Not begun yet' });
    const { from, to } = businessDayBounds(day, deps.rule());
    const transactions: TopupTransaction[] = [];
    const filter = { startDate: serviceDate(from), endDate: serviceDate(new Date(to.getTime() + LATE_SEND_MS)) };
    for await (const tx of deps.client().transactions(filter)) transactions.push(tx);
    return compareDayWithService(day, deps.sales.ofDay(day), transactions, serviceDate(to));
  }

  return {
    currentDay,
    today,
    summary,
    csv: (day: string) => ({ filename: `airtime-sales-${day}.csv`, csv: salesCsv(deps.sales.ofDay(day)) }),
    compareWithService,
    /** What a day's report prints: its Z as written once it is closed, else the X of now. */
    printable: (day: string): DaySummary => closedDay(day)?.summary ?? summary(day, 'X'),
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
