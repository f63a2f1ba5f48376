/** The amount rules the screen and the core share: exact in micro-units, the same text accepted on both sides. */
import { describe, expect, it } from 'vitest';
import { amountTextProblem, checkAmount } from '../../../src/shared/amount-rules';
import type { AmountRule, Operator } from '../../../src/shared/contract';

const usd = (micros: number) => ({ micros, currency: 'USD' });
const range: AmountRule = { kind: 'range', min: usd(5_000_000), max: usd(100_000_000), suggested: [] };
const fixed: AmountRule = { kind: 'fixed', choices: [{ amount: usd(2_000_000), name: null, description: null }] };
const operator = {
  id: 1,
  name: 'MTN Nigeria',
  senderCurrency: 'USD',
  destinationCurrency: 'NGN',
  amounts: range,
  localAmounts: null,
  regions: [{ code: 'X', name: 'A region', amounts: fixed, localAmounts: null }],
} as unknown as Operator;

describe('amount rules', () => {
  it.each(['5', '5.00', '42.123456', '100'])('accepts %s in the range', (text) => {
    expect(amountTextProblem(text, range)).toBeNull();
    expect(checkAmount(operator, text, false)).toMatchObject({ ok: true });
  });

  it.each([
    ['4.999999', 'Choose an amount from 5.00 to 100.00 USD'],
    ['100.000001', 'Choose an amount from 5.00 to 100.00 USD'],
    ['1.1234567', 'Enter an amount such as 5 or 10.50 (at most 6 decimals)'],
    ['-5', 'Enter an amount such as 5 or 10.50 (at most 6 decimals)'],
    ['0', 'Enter an amount above zero.'],
  ])('refuses %s with the same words on both sides', (text, message) => {
    expect(amountTextProblem(text, range)).toBe(message);
    expect(checkAmount(operator, text, false)).toMatchObject({ ok: false, field: 'amount', message });
  });

  it("takes an amount any of the operator's plans allows (a region's fixed amount outside the range)", () => {
    expect(checkAmount(operator, '2', false)).toEqual({ ok: true, amount: usd(2_000_000) });
    expect(amountTextProblem('2', fixed)).toBeNull();
  });

  it('refuses local amounts where the operator takes none', () => {
    expect(checkAmount(operator, '500', true)).toMatchObject({ ok: false, field: 'useLocalAmount' });
  });
});
