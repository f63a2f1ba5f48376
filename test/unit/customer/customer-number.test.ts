/** The number as the customer reads it on the display: grouped while it is typed, and once whole. */
import { describe, expect, it } from 'vitest';
import { typedNumber, wholeNumber } from '../../../src/main/customer/customer-number';

describe('a number as it is typed', () => {
  it("groups the digits so far as the recipient's country writes them", () => {
    expect(typedNumber('US', '201555')).toBe('(201) 555');
    expect(typedNumber('NG', '0803123')).toBe('0803 123');
  });

  it('takes the country in any case', () => {
    expect(typedNumber('ng', '0803123')).toBe(typedNumber('NG', '0803123'));
  });

  it('reads a leading + as the calling code, whatever country is chosen', () => {
    expect(typedNumber('NG', '+44770090')).toBe('+44 7700 90');
  });

  it('leaves out what is not a digit, and shows nothing before the first one', () => {
    expect(typedNumber('US', '2-0 1x5')).toBe('(201) 5');
    expect(typedNumber('US', '')).toBe('');
    expect(typedNumber('US', 'abc')).toBe('');
  });
});

describe('a whole number', () => {
  it("is national for a number of the shop's own country, international for another", () => {
    expect(wholeNumber('NG', '+2348031234567', 'NG')).toBe('0803 123 4567');
    expect(wholeNumber('NG', '+2348031234567', 'US')).toBe('+234 803 123 4567');
  });

  it("goes by the number's own country, not the one chosen on the screen", () => {
    // Typed with its calling code while the screen's country was the United States.
    expect(wholeNumber('US', '+2348031234567', 'NG')).toBe('0803 123 4567');
    expect(wholeNumber('US', '+2348031234567', 'US')).toBe('+234 803 123 4567');
  });

  it('reads a national number in the country chosen', () => {
    expect(wholeNumber('gb', '07700900123', 'NG')).toBe('+44 7700 900123');
  });

  it('stays as it came when it cannot be read as a number', () => {
    expect(wholeNumber('US', '12', 'US')).toBe('12');
  });
});
