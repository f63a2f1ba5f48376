import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toIsoTimestamp } from '../../../src/main/topup-api/dates';

describe('toIsoTimestamp', () => {
  it.each([
    ['Mon, 25 Jun 2018 06:00:00 +0000', '2018-06-25T06:00:00.000Z'],
    ['Mon, 25 Jun 2018 08:00:00 +0200', '2018-06-25T06:00:00.000Z'],
    ['25 Jun 2018 06:00 GMT', '2018-06-25T06:00:00.000Z'],
    ['2020-02-07 11:00:00', '2020-02-07T11:00:00.000Z'],
    ['2020-02-07T11:00:00Z', '2020-02-07T11:00:00.000Z'],
    ['2020-02-07T11:00:00.5+01:00', '2020-02-07T10:00:00.500Z'],
    ['2020-02-07T06:30:00-0430', '2020-02-07T11:00:00.000Z'],
    ['2020-02-07T11:00:00', '2020-02-07T11:00:00.000Z'],
    ['2020-02-07', '2020-02-07T00:00:00.000Z'],
  ])('reads %s as UTC %s', (text, iso) => {
    expect(toIsoTimestamp(text)).toBe(iso);
  });

  it.each(['', 'tomorrow', '2020-02-30 10:00:00', '2020-13-01', 'Mon, 25 Foo 2018 06:00:00 +0000', '2020-02-07 24:00:00'])(
    'refuses %j',
    (text) => {
      expect(toIsoTimestamp(text)).toBeNull();
    },
  );

  it("reads the service's 'YYYY-MM-DD HH:mm:ss' exactly as the general ISO reading does, impossible dates included", () => {
    // Mostly just around the valid ranges (day 0 and 32, hour 24, month 13 …), sometimes any two digits.
    const part = (length: number, max: number) =>
      fc.oneof(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: 10 ** length - 1 })).map((n) => String(n).padStart(length, '0'));
    const year = fc.oneof(part(4, 9999), fc.constantFrom('0000', '0099', '0100', '1900', '2000', '2024', '2100'));
    const serviceTime = fc
      .tuple(year, part(2, 13), part(2, 32), part(2, 24), part(2, 60), part(2, 60))
      .map(([y, mo, d, h, mi, s]) => `${y}-${mo}-${d} ${h}:${mi}:${s}`);
    fc.assert(
      fc.property(serviceTime, (text) => {
        // With a T the text is not the service's spelling: it takes the general reading, built on Date.
        expect(toIsoTimestamp(text)).toBe(toIsoTimestamp(text.replace(' ', 'T')));
      }),
      { numRuns: 5000 },
    );
    expect(toIsoTimestamp('2024-02-29 23:59:59')).toBe('2024-02-29T23:59:59.000Z');
    expect(toIsoTimestamp('2100-02-29 00:00:00')).toBeNull();
    expect(toIsoTimestamp('0099-01-01 00:00:00')).toBeNull();
  });
});
