/** Phone numbers as the service reads them, on libphonenumber-js's full metadata. */
import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/max';

export interface ParsedNumber {
  /** Digits with the calling code and no `+`: how transaction records show numbers. */
  internationalDigits: string;
  /** National significant number: what operator prefixes and the outcome rule look at. */
  nationalNumber: string;
}

/** Digits with optional `+`, spaces, dashes, dots and brackets, and nothing else. */
const PHONE_TEXT = /^\+?[\d\s\-().]{3,30}$/;

export function isPhoneCountry(iso: string): iso is CountryCode {
  return isSupportedCountry(iso);
}

export function callingCodeOf(iso: CountryCode): string {
  return getCountryCallingCode(iso);
}

/**
 * Reads a number typed in any usual form: national (with or without the trunk prefix), calling
 * code + national digits, or E.164. A number of another country sharing the calling code (GB and
 * GG, the NANP members) is accepted, as the service checks the country only by its calling code.
 * Digits that start with the calling code may be national or international (`4915…` in DE):
 * both readings are tried, national first, and the first that `accept`s wins.
 */
function parseFor(text: string, iso: string, accept: (number: PhoneNumber) => boolean): ParsedNumber | null {
  const trimmed = text.trim();
  if (!PHONE_TEXT.test(trimmed) || !isPhoneCountry(iso)) return null;
  const callingCode = getCountryCallingCode(iso);
  const digits = trimmed.replace(/\D/g, '');
  const readings = !trimmed.startsWith('+') && digits.startsWith(callingCode) ? [trimmed, `+${digits}`] : [trimmed];
  for (const reading of readings) {
    const parsed = parsePhoneNumberFromString(reading, iso);
    if (parsed?.isValid() && parsed.countryCallingCode === callingCode && accept(parsed)) {
      return { internationalDigits: parsed.number.slice(1), nationalNumber: parsed.nationalNumber };
    }
  }
  return null;
}

const MOBILE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** A valid number that can be a mobile one, or null. */
export function parseMobileNumber(text: string, iso: string): ParsedNumber | null {
  return parseFor(text, iso, (number) => MOBILE_TYPES.has(number.getType() ?? ''));
}

/** Any valid number (a sender may call from a landline), or null. */
export function parseAnyNumber(text: string, iso: string): ParsedNumber | null {
  return parseFor(text, iso, () => true);
}

/** Reads an E.164 number with no country given (`+234…`), for a sender phone sent without one. */
export function parseInternationalNumber(text: string): ParsedNumber | null {
  const trimmed = text.trim();
  const parsed = trimmed.startsWith('+') && PHONE_TEXT.test(trimmed) ? parsePhoneNumberFromString(trimmed) : undefined;
  return parsed?.isValid() ? { internationalDigits: parsed.number.slice(1), nationalNumber: parsed.nationalNumber } : null;
}
