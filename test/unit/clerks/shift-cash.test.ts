/**
 * The drawer's cash at a shift's end, exact and per currency: float + every sale taken − what was handed back
 * for failed, refunded and cancelled sales; pending sales count as taken. Checked against a plain sum of the
 * same amounts in integer micro-units, for random shifts in several currencies.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SaleState } from '../../../src/shared/contract';
import { toMicros } from '../../../src/shared/money';
import { cashLines, currenciesToCount, type CashSale } from '../../../src/main/reports/shift-cash';

const sale = (state: SaleState, amount: string, currency = 'USD'): CashSale => ({ state, amount_micros: toMicros(amount), amount_currency: currency });

describe('shift cash', () => {
  it('adds the float and the sales taken, takes off what went back, and says the difference', () => {
    const sales = [sale('succeeded', '10'), sale('succeeded', '5.50'), sale('failed', '20'), sale('queued', '2.25'), sale('refunded', '1'), sale('cancelled', '3')];
    const [line] = cashLines({ micros: toMicros('100'), currency: 'USD' }, sales, [{ currency: 'USD', micros: toMicros('115.00') }]);
    expect(line).toEqual({
      currency: 'USD',
      float: toMicros('100'),
      taken: toMicros('41.75'),
      handedBack: toMicros('24'),
      expected: toMicros('117.75'),
      counted: toMicros('115'),
      difference: -toMicros('2.75'),
    });
  });

  it('keeps each currency apart; a currency with only a float or only sales gets its own line', () => {
    const sales = [sale('succeeded', '10', 'USD'), sale('succeeded', '1500', 'NGN'), sale('failed', '500', 'NGN'), sale('succeeded', '0.10', 'EUR')];
    const lines = cashLines({ micros: toMicros('50'), currency: 'GBP' }, sales, null);
    expect(lines.map((line) => [line.currency, line.expected, line.counted, line.difference])).toEqual([
      ['EUR', toMicros('0.10'), null, null],
      ['GBP', toMicros('50'), null, null],
      ['NGN', toMicros('1500'), null, null],
      ['USD', toMicros('10'), null, null],
    ]);
    expect(currenciesToCount(lines)).toEqual(['EUR', 'GBP', 'NGN', 'USD']);
  });

  it('asks no count for a currency whose sales all went back', () => {
    const lines = cashLines({ micros: 0, currency: 'USD' }, [sale('failed', '5', 'EUR')], null);
    expect(currenciesToCount(lines)).toEqual([]);
  });

  it('a counted currency the drawer should not hold shows as over by all of it', () => {
    const lines = cashLines({ micros: toMicros('10'), currency: 'USD' }, [], [{ currency: 'USD', micros: toMicros('10') }, { currency: 'EUR', micros: toMicros('5') }]);
    expect(lines.find((line) => line.currency === 'EUR')).toMatchObject({ expected: 0, counted: toMicros('5'), difference: toMicros('5') });
    expect(lines.find((line) => line.currency === 'USD')).toMatchObject({ difference: 0 });
  });

  it('equals a plain integer sum for any shift (property)', () => {
    const states: SaleState[] = ['queued', 'sending', 'processing', 'unknown', 'succeeded', 'failed', 'refunded', 'cancelled'];
    const anySale = fc.record({
      state: fc.constantFrom(...states),
      amount_micros: fc.integer({ min: 1, max: 10_000_000_000 }),
      amount_currency: fc.constantFrom('USD', 'NGN', 'EUR'),
    });
    fc.assert(
      fc.property(fc.array(anySale, { maxLength: 60 }), fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 50_000_000_000 }), (sales, float, counted) => {
        const lines = cashLines({ micros: float, currency: 'USD' }, sales, [{ currency: 'USD', micros: counted }]);
        for (const line of lines) {
          let expected = line.currency === 'USD' ? float : 0;
          for (const each of sales) {
            if (each.amount_currency !== line.currency) continue;
            if (!['failed', 'refunded', 'cancelled'].includes(each.state)) expected += each.amount_micros;
          }
          expect(line.expected).toBe(expected);
          expect(Number.isSafeInteger(line.expected)).toBe(true);
          expect(line.difference).toBe((line.counted ?? 0) - expected);
        }
      }),
      { numRuns: 300 },
    );
  });
});
