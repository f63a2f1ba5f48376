import { describe, expect, it } from 'vitest';
import { amountTrouble, isAmount, ruleInForce } from '../../../src/renderer/src/lib/amount-entry';
import { aCircleOperator, aFixedOperator, anOperator } from './support/till-fixtures';

describe('the amount rule in force', () => {
  it('is the circle’s plans when a circle is chosen, in the currency chosen', () => {
    expect(ruleInForce(aCircleOperator(), 'DL', false)).toEqual(aCircleOperator().regions[1]?.amounts);
    expect(ruleInForce(aFixedOperator(), null, true)).toEqual(aFixedOperator().localAmounts);
    expect(ruleInForce(anOperator(), null, true)).toBeNull();
  });
});

describe('what is wrong with a typed amount', () => {
  const range = anOperator().amounts;
  const fixed = aFixedOperator().amounts;

  it('follows the shared rule: nothing when it takes the amount', () => {
    expect(amountTrouble('12', range)).toBeNull();
    expect(amountTrouble('5.00', fixed)).toBeNull();
  });

  it('says which kind of trouble, for the screen to word', () => {
    expect(amountTrouble('1.2.3', range)).toBe('format');
    expect(amountTrouble('0', range)).toBe('zero');
    expect(amountTrouble('120', range)).toBe('range');
    expect(amountTrouble('4', fixed)).toBe('fixed');
  });

  it('reads "10" and "10.00" as the same amount', () => {
    expect(isAmount('10', { micros: 10_000_000, currency: 'USD' })).toBe(true);
    expect(isAmount('10.5', { micros: 10_000_000, currency: 'USD' })).toBe(false);
    expect(isAmount(null, { micros: 10_000_000, currency: 'USD' })).toBe(false);
  });
});
