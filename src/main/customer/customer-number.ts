/**
 * A number as the customer reads it on the display: grouped as their country writes it, while it is typed
 * ("0803 123 4") and once whole, national for a number of the shop's own country, international for another.
 */
import { AsYouType, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { groupingOf, shownNumber } from '../../shared/phone-grouping';

/** Digits as the clerk has typed them so far, grouped as they come; a leading + reads the calling code. */
export function typedNumber(country: string, typed: string): string {
  const digits = typed.replace(/[^\d+]/g, '');
  if (digits === '') return '';
  return new AsYouType(digits.startsWith('+') ? undefined : (country.toUpperCase() as CountryCode)).input(digits);
}

/** A whole number (E.164, or national in `country`), as the shop writes it. */
export function wholeNumber(country: string, number: string, shopCountry: string): string {
  const phone = parsePhoneNumberFromString(number, country.toUpperCase() as CountryCode);
  return shownNumber({ country: phone?.country ?? country.toUpperCase(), grouped: groupingOf(phone, number) }, shopCountry);
}
