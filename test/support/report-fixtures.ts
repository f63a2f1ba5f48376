/**
 * Reports to print, for the report printout tests: a closed shift counted short in dollars and over in naira,
 * the same shift still open, and a closed day (its Z) with two shifts and two sales to give back, and its X
 * before the close. Shapes of the contract, values as the core makes them (exact micro-units).
 */
import { groupedNumber } from '../../src/main/journal/grouped-number';
import type { DaySummary, Sale, Shift, ShiftReport } from '../../src/shared/contract';
import { EMAIL_SALE, QUEUED_SALE, RECEIPT_SALE } from './receipt-fixtures';

const usd = (micros: number) => ({ micros, currency: 'USD' });
const ngn = (micros: number) => ({ micros, currency: 'NGN' });

export const SHIFT: Shift = {
  id: 3,
  businessDay: '2026-11-23',
  clerkId: 'c-1',
  clerkName: 'Amina',
  openedAt: '2026-11-23T07:00:00.000Z',
  float: usd(50_000_000),
  closedAt: '2026-11-23T15:00:00.000Z',
  closedBy: 'Amina',
};

export const SHIFT_REPORT: ShiftReport = {
  shift: SHIFT,
  generatedAt: '2026-11-23T15:00:00.000Z',
  byState: [
    { state: 'succeeded', count: 4, requested: [ngn(2_000_000_000), usd(15_000_000)] },
    { state: 'queued', count: 1, requested: [usd(2_500_000)] },
    { state: 'failed', count: 1, requested: [usd(5_000_000)] },
  ],
  byOperator: [
    { operatorId: 341, operatorName: 'MTN Nigeria', count: 4, requested: [ngn(2_000_000_000), usd(12_500_000)] },
    { operatorId: 777, operatorName: 'Cubacel Nauta', count: 2, requested: [usd(10_000_000)] },
  ],
  byClerk: [
    { clerkId: 'c-1', clerk: 'Amina', count: 4, requested: [ngn(2_000_000_000), usd(12_500_000)] },
    { clerkId: 'c-2', clerk: 'Bola', count: 2, requested: [usd(10_000_000)] },
  ],
  pending: 1,
  cash: [
    { currency: 'NGN', float: 0, taken: 2_000_000_000, handedBack: 0, expected: 2_000_000_000, counted: 2_000_500_000, difference: 500_000 },
    { currency: 'USD', float: 50_000_000, taken: 22_500_000, handedBack: 5_000_000, expected: 67_500_000, counted: 65_250_000, difference: -2_250_000 },
  ],
};

/** The same shift before its close: nothing counted yet. */
export const OPEN_SHIFT_REPORT: ShiftReport = {
  ...SHIFT_REPORT,
  shift: { ...SHIFT, closedAt: null, closedBy: null },
  generatedAt: '2026-11-23T12:00:00.000Z',
  cash: SHIFT_REPORT.cash.map((line) => ({ ...line, counted: null, difference: null })),
};

const LATER_SHIFT: Shift = { ...SHIFT, id: 4, clerkId: 'c-2', clerkName: 'Bola', openedAt: '2026-11-23T15:05:00.000Z', float: usd(40_000_000), closedAt: '2026-11-23T21:00:00.000Z', closedBy: 'Bola' };

const FAILED: Sale = { ...RECEIPT_SALE, id: 'S-20261123-0005', createdAt: '2026-11-23T10:42:00.000Z', state: 'failed', transactionId: null, delivered: null, cost: null, discount: null };
const REFUNDED: Sale = { ...EMAIL_SALE, id: 'S-20261123-0006', createdAt: '2026-11-23T17:05:00.000Z', state: 'refunded', recipient: { kind: 'phone', country: 'NG', e164: '+2348099876543', grouped: groupedNumber('+2348099876543') }, amount: usd(7_250_000) };

export const Z_SUMMARY: DaySummary = {
  kind: 'Z',
  day: '2026-11-23',
  from: '2026-11-22T23:00:00.000Z',
  to: '2026-11-23T23:00:00.000Z',
  timeZone: 'Africa/Lagos',
  generatedAt: '2026-11-23T21:30:00.000Z',
  closedAt: '2026-11-23T21:30:00.000Z',
  byState: [
    { state: 'succeeded', count: 6, requested: [ngn(2_000_000_000), usd(35_000_000)], delivered: [{ micros: 10_000_000, currency: 'CUP' }, ngn(22_750_000_000)] },
    { state: 'failed', count: 1, requested: [usd(5_000_000)], delivered: [] },
    { state: 'refunded', count: 1, requested: [usd(7_250_000)], delivered: [] },
  ],
  succeeded: {
    count: 6,
    requested: [ngn(2_000_000_000), usd(35_000_000)],
    delivered: [{ micros: 10_000_000, currency: 'CUP' }, ngn(22_750_000_000)],
    cost: [ngn(1_900_000_000), usd(33_250_001)],
    discount: [ngn(100_000_000), usd(1_749_999)],
  },
  byOperator: [
    { operatorId: 341, operatorName: 'MTN Nigeria', countryIso: 'NG', count: 5, requested: [ngn(2_000_000_000), usd(25_000_000)], delivered: [ngn(22_750_000_000)] },
    { operatorId: 777, operatorName: 'Cubacel Nauta', countryIso: 'CU', count: 1, requested: [usd(10_000_000)], delivered: [{ micros: 10_000_000, currency: 'CUP' }] },
  ],
  byCurrency: [
    { currency: 'NGN', count: 1, requested: ngn(2_000_000_000) },
    { currency: 'USD', count: 5, requested: usd(35_000_000) },
  ],
  byHour: [
    { hour: 9, currency: 'USD', count: 2, requested: usd(15_000_000) },
    { hour: 11, currency: 'NGN', count: 1, requested: ngn(2_000_000_000) },
    { hour: 16, currency: 'USD', count: 3, requested: usd(20_000_000) },
  ],
  byClerk: [
    { clerkId: 'c-1', clerk: 'Amina', count: 4, requested: [ngn(2_000_000_000), usd(15_000_000)], delivered: [ngn(13_000_000_000)] },
    { clerkId: 'c-2', clerk: 'Bola', count: 2, requested: [usd(20_000_000)], delivered: [{ micros: 10_000_000, currency: 'CUP' }, ngn(9_750_000_000)] },
  ],
  byShift: [
    { shift: SHIFT, count: 5, requested: [ngn(2_000_000_000), usd(20_000_000)], cash: SHIFT_REPORT.cash },
    {
      shift: LATER_SHIFT,
      count: 3,
      requested: [usd(27_250_000)],
      cash: [{ currency: 'USD', float: 40_000_000, taken: 27_250_000, handedBack: 7_250_000, expected: 60_000_000, counted: 60_000_000, difference: 0 }],
    },
  ],
  refunds: [FAILED, REFUNDED],
  refundTotals: [usd(12_250_000)],
  pending: [],
  alreadyClosed: false,
};

/** The day before its close: a running X, with a sale not final yet. */
export const X_SUMMARY: DaySummary = { ...Z_SUMMARY, kind: 'X', closedAt: null, generatedAt: '2026-11-23T18:00:00.000Z', pending: [QUEUED_SALE] };
