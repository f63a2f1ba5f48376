import { describe, expect, it } from 'vitest';
import { amountTextProblem, checkAmount } from '@shared/amount-rules';
import type { KeypadKey } from '../../../src/renderer/src/lib/keypad-entry';
import { typeAmountKey } from '../../../src/renderer/src/lib/amount-entry';
import { anOperator } from './support/till-fixtures';

// The amount step checks with amountTextProblem and the core with checkAmount: one module, one answer.
const usd = (micros: number) => ({ micros, currency: 'USD' });
const operator = anOperator({ amounts: { kind: 'range', min: usd(1_000_000), max: usd(100_000_000), suggested: [] } });
const rule = operator.amounts;
const screen = (text: string) => amountTextProblem(text, rule);
const core = (text: string) => {
  const checked = checkAmount(operator, text, false);
  return checked.ok ? null : checked.message;
};
const typed = (keys: string) => [...keys].reduce((text, key) => typeAmountKey(text, key as KeypadKey), '');

describe("a range operator's amount, as the screen and the core judge it", () => {
  it('accepts the bounds, what lies between, and up to six decimals, on both sides alike', () => {
    for (const text of ['1', '100.00', '42.5', '1.123456', '99.999999']) {
      expect(screen(text)).toBeNull();
      expect(core(text)).toBeNull();
    }
  });

  it('lets the keypad type what the core accepts: six decimals get through', () => {
    expect(typed('1.123456')).toBe('1.123456');
    expect(screen(typed('1.123456'))).toBeNull();
  });

  it('says what is wrong in the same words as the core', () => {
    for (const text of ['0.99', '100.01', '5.', '', '0', '1.1234567']) {
      expect(screen(text)).not.toBeNull();
      expect(screen(text)).toBe(core(text));
    }
    expect(screen('0.99')).toBe('Choose an amount from 1.00 to 100.00 USD');
  });
});

describe('typing an amount on the keypad', () => {
  it('stops at six decimals and nine whole digits, as the rule allows', () => {
    expect(typed('1.12345678')).toBe('1.123456');
    expect(typed('1234567890')).toBe('123456789');
  });

  it('keeps one point, starts "0." from the point, and drops a leading zero', () => {
    expect(typed('12..5')).toBe('12.5');
    expect(typed('.5')).toBe('0.5');
    expect(typed('05')).toBe('5');
  });

  it('deletes and clears', () => {
    expect(['1', '2', '.', '5', 'back'].reduce((text, key) => typeAmountKey(text, key as KeypadKey), '')).toBe('12.');
    expect(['1', '2', 'clear'].reduce((text, key) => typeAmountKey(text, key as KeypadKey), '')).toBe('');
  });
});
