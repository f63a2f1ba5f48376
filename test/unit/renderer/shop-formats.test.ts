// The shop's formats on screen: its country's locale in its language, its zone, one clock throughout.
import { describe, expect, it } from 'vitest';
import { shopLocale } from '@shared/shop-place';
import { formatsFor } from '../../../src/renderer/src/i18n/use-formats';

const AT = '2026-11-27T06:19:00.000Z';

describe("the shop's formats", () => {
  it('writes dates day-month and times on the 24-hour clock where the country does; only a US shop sees US dates', () => {
    const lagos = formatsFor({ locale: shopLocale('en', 'NG'), timeZone: 'Africa/Lagos', country: 'NG' });
    expect(lagos.dateTime(AT)).toBe('27 Nov 2026, 07:19');
    expect(lagos.time(AT)).toBe('07:19');
    const paris = formatsFor({ locale: shopLocale('fr', 'FR'), timeZone: 'Europe/Paris', country: 'FR' });
    expect(paris.time(AT)).toBe('07:19');
    expect(paris.number(1234567).replace(/\s/g, ' ')).toBe('1 234 567');
    const casablanca = formatsFor({ locale: shopLocale('ar', 'MA'), timeZone: 'Africa/Casablanca', country: 'MA' });
    expect(casablanca.time(AT)).toBe('07:19');
    expect(casablanca.dateTime(AT)).toMatch(/2026/);
    const newYork = formatsFor({ locale: shopLocale('en', 'US'), timeZone: 'America/New_York', country: 'US' });
    expect(newYork.dateTime(AT)).toBe('Nov 27, 2026, 1:19 AM');
    // One clock in a report: the time alone is written as in the date and time.
    expect(newYork.dateTime(AT).endsWith(newYork.time(AT))).toBe(true);
    expect(lagos.dateTime(AT).endsWith(lagos.time(AT))).toBe(true);
  });

});
