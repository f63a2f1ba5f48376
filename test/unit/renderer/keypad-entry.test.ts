import { describe, expect, it } from 'vitest';
import { applyKey, type KeypadKey } from '../../../src/renderer/src/lib/keypad-entry';

const type = (keys: KeypadKey[], decimal: boolean, maxLength = 16) => keys.reduce((text, key) => applyKey(text, key, { decimal, maxLength }), '');

describe('the keypad', () => {
  it('types a phone number digit by digit, keeping a leading zero', () => {
    expect(type(['0', '7', '7', '0', '0'], false)).toBe('07700');
    expect(type(['1', '.', '2'], false)).toBe('12');
  });

  it('deletes and clears', () => {
    expect(type(['1', '2', 'back'], false)).toBe('1');
    expect(type(['1', '2', 'clear'], false)).toBe('');
    expect(type(['back'], false)).toBe('');
  });

  // How many decimals an amount may have is the amount rules' to say: see amount-entry.test.ts.
  it('types an amount with one point', () => {
    expect(type(['1', '2', '.', '5', '0', '9'], true)).toBe('12.509');
    expect(type(['.', '5'], true)).toBe('0.5');
    expect(type(['1', '.', '.', '2'], true)).toBe('1.2');
    expect(type(['0', '5'], true)).toBe('5');
  });

  it('stops at the longest length', () => {
    expect(type(['1', '2', '3', '4'], false, 3)).toBe('123');
  });
});
