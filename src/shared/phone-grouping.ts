/**
 * A phone number as people write it: grouped, national for a number of the shop's own country ("0803 123 4567"
 * in Lagos), international for any other ("+44 7700 900123"). The core groups every number it hands out both
 * ways (libphonenumber's full metadata); the screen picks by the shop's country. E.164 stays the one stored and
 * exported form.
 */
import type { PhoneNumber } from 'libphonenumber-js';

export interface GroupedNumber {
  national: string;
  international: string;
}

/** Both groupings of a parsed number; a number libphonenumber cannot read stays as it came. */
export function groupingOf(phone: PhoneNumber | undefined, e164: string): GroupedNumber {
  return phone ? { national: phone.formatNational(), international: phone.formatInternational() } : { national: e164, international: e164 };
}

/** As the shop writes it: national for its own country's numbers, international for a foreign one. */
export function shownNumber(phone: { country: string; grouped: GroupedNumber }, shopCountry: string): string {
  return phone.country === shopCountry ? phone.grouped.national : phone.grouped.international;
}
