import { describe, expect, it } from 'vitest';
import { groupingOf, shownNumber } from '../../../src/shared/phone-grouping';
import { languageOfCountry, SHOP_COUNTRIES, shopLocale, shopZone, zonesOfCountry } from '../../../src/shared/shop-place';
import { groupedNumber } from '../../../src/main/journal/grouped-number';

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
