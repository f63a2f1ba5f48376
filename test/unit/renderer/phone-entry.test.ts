import { describe, expect, it } from 'vitest';
import { checkEntry, countryOfEntry, formatEntry } from '../../../src/renderer/src/screens/sale/phone-entry';
import { cleanEntry } from '../../../src/renderer/src/screens/sale/phone-entry-text';

describe('the number as typed', () => {
  it('is shown in the country national format as it grows', () => {
    expect(formatEntry('201555', 'US')).toBe('(201) 555');
    expect(formatEntry('2015550123', 'US')).toBe('(201) 555-0123');
    expect(formatEntry('9876543210', 'IN')).toBe('98765 43210');
    expect(formatEntry('08031234567', 'NG')).toBe('0803 123 4567');
  });

  it('is shown in international form while its calling code has not named a country yet', () => {
    expect(formatEntry('+1201', 'NG')).toBe('+1 201');
    expect(formatEntry('001201', 'NG')).toBe('+1 201');
  });
});

describe('a calling code typed with the number', () => {
  it('names the country at once when the code is its own, after + or 00', () => {
    expect(countryOfEntry('+234')).toEqual({ country: 'NG', number: '' });
    expect(countryOfEntry('+2348031234567')).toEqual({ country: 'NG', number: '8031234567' });
    expect(countryOfEntry('00233241234567')).toEqual({ country: 'GH', number: '241234567' });
  });

  it('waits for the number to tell a shared code (+1) apart', () => {
    expect(countryOfEntry('+1201')).toBeNull();
    expect(countryOfEntry('+12015550123')).toEqual({ country: 'US', number: '2015550123' });
    expect(countryOfEntry('+14165550123')).toEqual({ country: 'CA', number: '4165550123' });
  });

  it('is not looked for in a national number', () => {
    expect(countryOfEntry('2348031234567')).toBeNull();
    expect(countryOfEntry('')).toBeNull();
  });
});

describe('pasted or scanned text', () => {
  it('keeps the digits and a + that comes before them', () => {
    expect(cleanEntry('+234 (803) 123-4567')).toBe('+2348031234567');
    expect(cleanEntry('tel:+1 201 555 0123')).toBe('+12015550123');
    expect(cleanEntry('201-555-0123 +')).toBe('2015550123');
    expect(cleanEntry('no digits')).toBe('');
  });
});

describe('whether a number can be sold to', () => {
  it('takes the numbers the core and the training simulator sell to', () => {
    for (const [number, country, e164] of [
      ['2015550123', 'US', '+12015550123'],
      ['8031234567', 'NG', '+2348031234567'],
      ['08031234567', 'NG', '+2348031234567'],
      ['9876543210', 'IN', '+919876543210'],
      ['241234567', 'GH', '+233241234567'],
      ['52123456', 'CU', '+5352123456'],
      // The core also reads the calling code typed without its +.
      ['2348031234567', 'NG', '+2348031234567'],
    ]) {
      expect(checkEntry(number!, country!)).toEqual({ ok: true, e164 });
    }
  });

  it('says "too short" only when asked or after a pause, "too long" and "not of the country" at once', () => {
    expect(checkEntry('', 'NG')).toEqual({ ok: false, why: null, now: false });
    expect(checkEntry('803123', 'NG')).toEqual({ ok: false, why: 'too-short', now: false });
    expect(checkEntry('80312345678', 'NG')).toEqual({ ok: false, why: 'too-long', now: true });
    expect(checkEntry('20155501234', 'US')).toEqual({ ok: false, why: 'too-long', now: true });
    expect(checkEntry('1234567890', 'NG')).toEqual({ ok: false, why: 'not-of-country', now: true });
  });

  it('does not call the prefix of a good number wrong while it is being typed', () => {
    for (const [number, country] of [['2015550123', 'US'], ['8031234567', 'NG'], ['241234567', 'GH'], ['9876543210', 'IN']]) {
      for (let length = 1; length < number!.length; length += 1) {
        expect(checkEntry(number!.slice(0, length), country!)).toMatchObject({ ok: false, now: false });
      }
    }
  });

  it('says when an international number has no country', () => {
    expect(checkEntry('+999', 'NG')).toEqual({ ok: false, why: 'no-country', now: true });
    expect(checkEntry('+1201555', 'US')).toEqual({ ok: false, why: 'too-short', now: false });
  });
});
