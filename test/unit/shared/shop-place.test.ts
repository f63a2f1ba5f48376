import { describe, expect, it } from 'vitest';
import { groupingOf, shownNumber } from '../../../src/shared/phone-grouping';
import { languageOfCountry, SHOP_COUNTRIES, shopLocale, shopZone, zonesOfCountry } from '../../../src/shared/shop-place';
import { groupedNumber } from '../../../src/main/journal/grouped-number';
import { formatsFor } from '../../../src/renderer/src/i18n/use-formats';

const AT = '2026-11-27T06:19:00.000Z';

describe("the shop's place", () => {
  it("starts a till in the language its country's people write, when the till speaks it", () => {
    expect(['NG', 'GB', 'FR', 'MA', 'DZ', 'SN', 'ML', 'CM', 'DE', 'US'].map(languageOfCountry)).toEqual(['en', 'en', 'fr', 'ar', 'ar', 'fr', 'fr', 'fr', 'en', 'en']);
  });

  it("writes in the country's own locale, and never falls back to American English", () => {
    expect(shopLocale('en', 'NG')).toBe('en-NG');
    expect(shopLocale('fr', 'FR')).toBe('fr-FR');
    expect(shopLocale('fr', 'MA')).toBe('fr-MA');
    expect(shopLocale('ar', 'MA')).toBe('ar-MA-u-nu-latn');
    expect(shopLocale('en', 'US')).toBe('en-US');
    // Intl knows no "en-MA": the nearest English that writes day-month, not Intl's bare (American) "en".
    expect(shopLocale('en', 'MA')).toBe('en-GB');
  });

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

  it("keeps the days on the machine's zone when it is the country's, else the country's only one, else asks", () => {
    expect(shopZone('NG', 'UTC')).toEqual({ zone: 'Africa/Lagos', choices: ['Africa/Lagos'] });
    expect(shopZone('FR', 'America/New_York').zone).toBe('Europe/Paris');
    expect(shopZone('US', 'America/Chicago').zone).toBe('America/Chicago');
    const us = shopZone('US', 'UTC');
    expect(us.zone).toBeNull();
    expect(us.choices).toContain('America/New_York');
    expect(us.choices.length).toBeGreaterThan(5);
  });

  it('has a zone for every country it offers: the machine\'s where Intl lists none for it (Kosovo)', () => {
    const without = SHOP_COUNTRIES.filter((iso) => zonesOfCountry(iso).length === 0);
    expect(without).toEqual(['XK']);
    expect(SHOP_COUNTRIES.filter((iso) => shopZone(iso, 'Europe/Belgrade').zone === null).every((iso) => zonesOfCountry(iso).length > 1)).toBe(true);
    expect(shopZone('XK', 'Europe/Belgrade')).toEqual({ zone: 'Europe/Belgrade', choices: [] });
  });
});

describe('phone numbers as the shop writes them', () => {
  it("groups a number of the shop's own country nationally and a foreign one internationally", () => {
    const lagos = { country: 'NG', grouped: groupedNumber('+2348031234567') };
    expect(shownNumber(lagos, 'NG')).toBe('0803 123 4567');
    expect(shownNumber(lagos, 'FR')).toBe('+234 803 123 4567');
    expect(shownNumber({ country: 'FR', grouped: groupedNumber('+33612345678') }, 'FR')).toBe('06 12 34 56 78');
    expect(shownNumber({ country: 'MA', grouped: groupedNumber('+212612345678') }, 'NG')).toBe('+212 6 12 34 56 78');
    expect(shownNumber({ country: 'US', grouped: groupedNumber('+12015550123') }, 'US')).toBe('(201) 555-0123');
  });

  it('leaves a number it cannot read as it came', () => {
    expect(groupingOf(undefined, '+99912345678')).toEqual({ national: '+99912345678', international: '+99912345678' });
  });
});
