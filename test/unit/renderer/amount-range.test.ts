import { describe, expect, it } from 'vitest';
import { rangeProblem } from '../../../src/renderer/src/sale/amount-range';

const min = { micros: 5_000_000, currency: 'USD' };
const max = { micros: 100_000_000, currency: 'USD' };

describe("a range operator's amount", () => {
  it('accepts the bounds and what lies between, exactly', () => {
    expect(rangeProblem('5', min, max)).toBeNull();
    expect(rangeProblem('100.00', min, max)).toBeNull();
    expect(rangeProblem('42.5', min, max)).toBeNull();
  });

  it('says what is wrong otherwise', () => {
    expect(rangeProblem('4.99', min, max)).toBe('The smallest amount is $5.00');
    expect(rangeProblem('100.01', min, max)).toBe('The largest amount is $100.00');
    expect(rangeProblem('5.', min, max)).toBe('Type an amount such as 5 or 12.50');
    expect(rangeProblem('', min, max)).toBe('Type an amount such as 5 or 12.50');
  });
});
