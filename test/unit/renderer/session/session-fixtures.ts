/** Whole, valid answers of the clerks slice for the session tests; each test changes only what it is about. */
import type { CashLine, Clerk, Session, Shift, ShiftReport } from '@shared/contract';
import type { Answers } from '../support/fake-bridge';
import { aStatus, someSettings } from '../support/till-fixtures';

export const alice: Clerk = { id: 'alice', name: 'Alice', role: 'clerk', active: true, lockedUntil: null, needsUnlock: false };
export const bob: Clerk = { id: 'bob', name: 'Bob', role: 'manager', active: true, lockedUntil: null, needsUnlock: false };
export const dora: Clerk = { id: 'dora', name: 'Dora', role: 'manager', active: false, lockedUntil: null, needsUnlock: false };
export const eve: Clerk = { id: 'eve', name: 'Eve', role: 'clerk', active: false, lockedUntil: null, needsUnlock: false };

export function aShift(change: Partial<Shift> = {}): Shift {
  return {
    id: 3,
    businessDay: '2026-11-22',
    clerkId: 'alice',
    clerkName: 'Alice',
    openedAt: '2026-11-22T08:00:00.000Z',
    float: { micros: 100_000_000, currency: 'USD' },
    closedAt: null,
    closedBy: null,
    ...change,
  };
}

export function aSession(change: Partial<Session> = {}): Session {
  return { needsSetup: false, clerk: alice, shift: aShift(), approved: [], cashCurrency: 'USD', idleLockMinutes: 5, ...change };
}

export function aCashLine(change: Partial<CashLine> = {}): CashLine {
  return { currency: 'USD', float: 100_000_000, taken: 30_000_000, handedBack: 10_000_000, expected: 120_000_000, counted: null, difference: null, ...change };
}

export function aShiftReport(change: Partial<ShiftReport> = {}): ShiftReport {
  const usd = (micros: number) => [{ micros, currency: 'USD' }];
  return {
    shift: aShift(),
    generatedAt: '2026-11-22T12:00:00.000Z',
    byState: [
      { state: 'succeeded', count: 2, requested: usd(20_000_000) },
      { state: 'failed', count: 1, requested: usd(10_000_000) },
    ],
    byOperator: [{ operatorId: 986, operatorName: 'Verizon USA', count: 3, requested: usd(30_000_000) }],
    byClerk: [{ clerkId: 'alice', clerk: 'Alice', count: 3, requested: usd(30_000_000) }],
    pending: 0,
    cash: [aCashLine()],
    ...change,
  };
}

/** What the screens behind the gates read as they start: the status, the settings, an empty catalog. */
export function tillAnswers(session: Session, more: Answers = {}): Answers {
  return { 'status.get': aStatus(), 'settings.get': someSettings(), 'catalog.countries': [], 'sales.recentNumbers': [], 'clerks.session': session, 'clerks.list': [alice, bob, dora, eve], ...more };
}
