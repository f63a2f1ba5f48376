/** Phone numbers as the service wants them, checked with libphonenumber-js's full metadata. */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { TillError } from '../../shared/errors';

export interface NormalisedNumber {
  country: string;
  /** +2348031234567 */
  e164: string;
  /** National significant number, digits only: 8031234567 */
  national: string;
}

const MOBILE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE', 'PAGER', 'PERSONAL_NUMBER']);

/**
 * A number typed in national form, with the calling code, or in E.164, checked to be a valid mobile number
 * of the country. Throws a clerk-readable INVALID_PHONE otherwise, on `field` (the input's full path to it).
 *
 * With the full metadata a number is valid exactly when it has a type (libphonenumber-js's isValid() is
 * getType() !== undefined whenever the metadata has types, as /max does): the type is worked out once, not
 * once for the validity and again for the kind of line (test/unit/catalog/phone.test.ts holds the two equal).
 */
export function normaliseNumber(number: string, country: string, field = 'number'): NormalisedNumber {
  const cleaned = number.replace(/[\s().-]/g, '');
  const withPlus = /^00\d/.test(cleaned) ? `+${cleaned.slice(2)}` : cleaned;
  let parsed = parsePhoneNumberFromString(withPlus, country as CountryCode);
  let type = parsed?.getType();
  // Digits that start with the calling code but no '+': try them as international too.
  if (type === undefined && /^\d+$/.test(withPlus)) {
    const international = parsePhoneNumberFromString(`+${withPlus}`);
    const internationalType = international?.getType();
    if (internationalType !== undefined && international?.country === country) [parsed, type] = [international, internationalType];
  }
  if (!parsed || type === undefined) {
    throw new TillError('INVALID_PHONE', `That is not a valid mobile number for ${country}. Check the digits and the country.`, { [field]: 'Not a valid number' });
  }
  if (parsed.country !== undefined && parsed.country !== country) {
    throw new TillError('INVALID_PHONE', `That number belongs to ${parsed.country}, not ${country}. Choose the right country.`, { [field]: 'Wrong country' });
  }
  if (!MOBILE_TYPES.has(type)) {
    throw new TillError('INVALID_PHONE', 'That looks like a landline. Top-ups go to mobile numbers only.', { [field]: 'Not a mobile number' });
  }
  return { country, e164: parsed.number, national: String(parsed.nationalNumber) };
}

/** Detect-cache keys of a number, most specific first: the number itself, then its leading digits. */
export function detectKeys(number: NormalisedNumber): string[] {
  const prefix = number.e164.slice(0, Math.max(4, number.e164.length - 4));
  return [number.e164, `prefix:${prefix}`];
}
