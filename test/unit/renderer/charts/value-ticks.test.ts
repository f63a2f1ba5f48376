import { describe, expect, it } from 'vitest';
import { share, tickStep, valueTicks } from '../../../../src/renderer/src/ui/charts/value-ticks';

describe('the value axis of exact values', () => {
  it('steps by 1, 2 or 5 times a power of ten, up to the first tick at or past the largest value', () => {
    expect(valueTicks(37n)).toEqual([0n, 10n, 20n, 30n, 40n]);
    expect(valueTicks(40n)).toEqual([0n, 10n, 20n, 30n, 40n]);
    expect(valueTicks(7n)).toEqual([0n, 2n, 4n, 6n, 8n]);
    expect(valueTicks(3n)).toEqual([0n, 1n, 2n, 3n]);
  });

  it('keeps micro-units of money whole: 37,500.25 units reach 40,000 in steps of 10,000', () => {
    expect(valueTicks(37_500_250_000n)).toEqual([0n, 10_000_000_000n, 20_000_000_000n, 30_000_000_000n, 40_000_000_000n]);
  });

  it('keeps every digit of a chain total past 2^53 micro-units', () => {
    const big = 9_007_199_254_740_993n;
    const ticks = valueTicks(big);
    expect(ticks[ticks.length - 1]! >= big).toBe(true);
    expect(ticks[1]).toBe(5_000_000_000_000_000n);
  });

  it('draws nothing from 0 to 1, and never steps below a whole unit of the value', () => {
    expect(valueTicks(0n)).toEqual([0n, 1n]);
    expect(tickStep(1n, 4)).toBe(1n);
  });

  it('refuses a negative top and a tick count that is not a count', () => {
    expect(() => valueTicks(-1n)).toThrow(RangeError);
    expect(() => tickStep(10n, 0)).toThrow(RangeError);
  });

  it('places a value between 0 and the axis top for the drawing only', () => {
    expect(share(25n, 100n)).toBe(0.25);
    expect(share(0n, 100n)).toBe(0);
    expect(share(5n, 0n)).toBe(0);
  });
});
