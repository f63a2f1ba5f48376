/** Whole, valid day reports for the Day screen's tests: a day of sales in three currencies, two shifts, a refund. */
import type { DaySummary, Shift } from '@shared/contract';
import { aPhone, aSale } from '../support/till-fixtures';

const usd = (micros: number) => ({ micros, currency: 'USD' });
const ngn = (micros: number) => ({ micros, currency: 'NGN' });
const eur = (micros: number) => ({ micros, currency: 'EUR' });

export const DAY = '2026-11-22';

export function aShift(change: Partial<Shift> = {}): Shift {
  return {
    id: 1,
    businessDay: DAY,
    clerkId: 'c-amina',
    clerkName: 'Amina',
    openedAt: '2026-11-22T08:00:00.000Z',
    float: usd(50_000_000),
    closedAt: '2026-11-22T14:00:00.000Z',
    closedBy: 'c-amina',
    ...change,
  };
}

export const PENDING_SALE = aSale({ id: 'T1-PEND', state: 'queued', recipient: aPhone('US', '+12015550177'), amount: usd(15_000_000) });
export const REFUNDED_SALE = aSale({ id: 'T1-REFD', state: 'refunded', recipient: aPhone('US', '+12015550166'), amount: usd(7_250_000) });

/** An open day: USD, NGN and EUR sales that went through, one refund, nothing pending. */
export function aDaySummary(change: Partial<DaySummary> = {}): DaySummary {
  return {
    kind: 'X',
    day: DAY,
    from: '2026-11-22T00:00:00.000Z',
    to: '2026-11-23T00:00:00.000Z',
    timeZone: 'UTC',
    generatedAt: '2026-11-22T15:00:00.000Z',
    closedAt: null,
    byState: [
      { state: 'succeeded', count: 6, requested: [eur(12_340_000), ngn(7_500_000_000), usd(25_500_000)], delivered: [ngn(45_000_000_000)] },
      { state: 'refunded', count: 1, requested: [usd(7_250_000)], delivered: [] },
    ],
    succeeded: {
      count: 6,
      requested: [eur(12_340_000), ngn(7_500_000_000), usd(25_500_000)],
      delivered: [ngn(45_000_000_000)],
      cost: [usd(24_225_000)],
      discount: [usd(1_275_000)],
    },
    byOperator: [{ operatorId: 341, operatorName: 'MTN Nigeria', countryIso: 'NG', count: 2, requested: [ngn(7_500_000_000)], delivered: [ngn(7_500_000_000)] }],
    byCurrency: [
      { currency: 'EUR', count: 1, requested: eur(12_340_000) },
      { currency: 'NGN', count: 2, requested: ngn(7_500_000_000) },
      { currency: 'USD', count: 3, requested: usd(25_500_000) },
    ],
    byHour: [
      { hour: 8, currency: 'USD', count: 1, requested: usd(10_500_000) },
      { hour: 9, currency: 'NGN', count: 1, requested: ngn(3_750_000_000) },
      { hour: 10, currency: 'EUR', count: 1, requested: eur(12_340_000) },
      { hour: 11, currency: 'USD', count: 1, requested: usd(7_500_000) },
      { hour: 14, currency: 'NGN', count: 1, requested: ngn(3_750_000_000) },
      { hour: 14, currency: 'USD', count: 1, requested: usd(7_500_000) },
    ],
    byClerk: [{ clerkId: 'c-amina', clerk: 'Amina', count: 6, requested: [usd(25_500_000)], delivered: [] }],
    byShift: [
      {
        shift: aShift(),
        count: 4,
        requested: [usd(25_500_000)],
        cash: [{ currency: 'USD', float: 50_000_000, taken: 32_750_000, handedBack: 7_250_000, expected: 75_500_000, counted: 73_000_000, difference: -2_500_000 }],
      },
      {
        shift: aShift({ id: 2, clerkId: 'c-ben', clerkName: 'Ben', openedAt: '2026-11-22T14:05:00.000Z', closedAt: '2026-11-22T18:00:00.000Z' }),
        count: 2,
        requested: [ngn(7_500_000_000)],
        cash: [{ currency: 'NGN', float: 0, taken: 7_500_000_000, handedBack: 0, expected: 7_500_000_000, counted: 7_501_000_000, difference: 1_000_000 }],
      },
    ],
    refunds: [REFUNDED_SALE],
    refundTotals: [usd(7_250_000)],
    pending: [],
    alreadyClosed: false,
    ...change,
  };
}
