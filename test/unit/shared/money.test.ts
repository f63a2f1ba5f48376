import { describe, expect, it } from 'vitest';
import { formatMoney, fromMicros, microsToDecimal, MoneyError, sumMicros, toMicros } from '../../../src/shared/money';

describe('exact money', () => {
  it('parses decimals and numeric strings into micro-units exactly', () => {
    expect(toMicros('10.50')).toBe(10_500_000);
    expect(toMicros(0.1)).toBe(100_000);
    expect(toMicros(1e-7)).toBe(0);
    expect(toMicros('0.0000005')).toBe(1);
    expect(toMicros(123456.789)).toBe(123_456_789_000);
    expect(toMicros('-2.5')).toBe(-2_500_000);
    expect(toMicros(' 7 ')).toBe(7_000_000);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1,5', '1e5x', '..1']) expect(() => toMicros(bad)).toThrow(MoneyError);
    expect(() => toMicros(Number.NaN)).toThrow(MoneyError);
    expect(() => toMicros(Number.POSITIVE_INFINITY)).toThrow(MoneyError);
    expect(() => toMicros('99999999999')).toThrow(MoneyError);
  });

  it('prints micro-units back as decimal text and JSON numbers', () => {
    expect(microsToDecimal(10_500_000)).toBe('10.50');
    expect(microsToDecimal(1)).toBe('0.000001');
    expect(microsToDecimal(-2_500_000)).toBe('-2.50');
    expect(microsToDecimal(5_000_000, 0)).toBe('5');
    expect(fromMicros(100_000)).toBe(0.1);
  });

  it('prints a chain\'s totals past 2^53 micro-units exactly, as BigInt', () => {
    expect(microsToDecimal(12_345_678_901_234_567_891n)).toBe('12345678901234.567891');
    expect(microsToDecimal(-2_500_000n)).toBe('-2.50');
    expect(microsToDecimal(10_500_000n)).toBe(microsToDecimal(10_500_000));
    expect(() => microsToDecimal(2 ** 53)).toThrow(MoneyError);
  });

  it('adds 10,000 sales of 0.10 to exactly 1,000.00 where floats drift', () => {
    const floats = Array.from({ length: 10_000 }, () => 0.1).reduce((a, b) => a + b, 0);
    expect(floats).not.toBe(1000);
    const exact = sumMicros(Array.from({ length: 10_000 }, () => toMicros('0.10')));
    expect(microsToDecimal(exact)).toBe('1000.00');
  });

  it('refuses to add a non-integer', () => {
    expect(() => sumMicros([1, 0.5])).toThrow(MoneyError);
  });

  it('formats for display in the currency', () => {
    expect(formatMoney(10_500_000, 'USD', 'en-US')).toBe('$10.50');
    expect(formatMoney(1_000_000, 'XXX-not-a-currency', 'en-US')).toBe('1.00 XXX-not-a-currency');
  });
});
