/**
 * The mobile number as the clerk types, pastes or scans it: digits, or a calling code after "+" or "00".
 * Shown as typed in the country's national format; checked as the core checks it (src/main/catalog/phone.ts),
 * on libphonenumber's mobile metadata (a few KB over the length-only "min" set) so the screen can say why a
 * number is wrong before asking the service. Free of React and the DOM. Loaded on demand (phone-rules.ts): the
 * first screen shows without it.
 */
import { AsYouType, type CountryCode, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/mobile';
import { type GroupedNumber, groupingOf } from '@shared/phone-grouping';
import { MAX_ENTRY_LENGTH } from './phone-entry-text';

/** Why a number cannot be sold to yet; `now` says whether to say it at once or only once the clerk waits. */
export type WhyNot = 'too-short' | 'too-long' | 'not-of-country' | 'no-country';
export type EntryCheck = { ok: true; e164: string } | { ok: false; why: WhyNot | null; now: boolean };

/** The digits after "+" or "00", or null for a number in national form. */
function internationalDigits(entry: string): string | null {
  if (entry.startsWith('+')) return entry.slice(1);
  if (entry.startsWith('00')) return entry.slice(2);
  return null;
}

/**
 * The country a typed calling code names and the national digits after it, once libphonenumber can tell:
 * "+234" at once, a shared code such as "+1" only when the rest of the number says which member it is.
 */
export function countryOfEntry(entry: string): { country: string; number: string } | null {
  const digits = internationalDigits(entry);
  if (!digits) return null;
  const typed = new AsYouType();
  typed.input(`+${digits}`);
  const country = typed.getCountry();
  if (!country) return null;
  return { country, number: typed.getNumber()?.nationalNumber ?? digits.slice(getCountryCallingCode(country).length) };
}

/** The entry as the display shows it: "+1 201 5" while its country is not known yet, else the national format. */
export function formatEntry(entry: string, country: string): string {
  const digits = internationalDigits(entry);
  if (digits !== null) return new AsYouType().input(`+${digits}`);
  return isSupportedCountry(country) ? new AsYouType(country).input(entry) : entry;
}

/**
 * The number in E.164 when it is a mobile number of `country`, read the way the core reads it: national
 * (with or without the trunk prefix), or its digits starting with the calling code but typed without "+".
 */
function mobileE164(digits: string, country: CountryCode): string | null {
  const national = parsePhoneNumberFromString(digits, country);
  if (national?.isValid() && (national.country === undefined || national.country === country)) return national.number;
  if (!digits.startsWith(getCountryCallingCode(country))) return null;
  const international = parsePhoneNumberFromString(`+${digits}`);
  return international?.isValid() && international.country === country ? international.number : null;
}

/**
 * Whether more digits could still make it a mobile number: each digit repeated up to each possible length.
 * A guess (a number's pattern may need two different digits next), so it only decides when to say why.
 */
function couldGrow(digits: string, country: CountryCode): boolean {
  const withCallingCode = digits.startsWith(getCountryCallingCode(country));
  for (let extra = 1; digits.length + extra <= MAX_ENTRY_LENGTH; extra += 1) {
    const longer = digits + '0'.repeat(extra);
    const national = validatePhoneNumberLength(longer, country);
    const international = withCallingCode ? validatePhoneNumberLength(`+${longer}`) : 'TOO_LONG';
    if (national === 'TOO_LONG' && international === 'TOO_LONG') return false;
    if (national !== undefined && international !== undefined) continue;
    for (const fill of '0123456789') if (mobileE164(digits + fill.repeat(extra), country)) return true;
  }
  return false;
}

/** Whether the entry can be sold to as it is, and if not, why. */
export function checkEntry(entry: string, country: string): EntryCheck {
  const international = internationalDigits(entry);
  if (international !== null) return checkUnplaced(international);
  if (entry === '') return { ok: false, why: null, now: false };
  if (!isSupportedCountry(country)) return { ok: false, why: 'not-of-country', now: true };
  const e164 = mobileE164(entry, country);
  if (e164) return { ok: true, e164 };
  if (couldGrow(entry, country)) return { ok: false, why: 'too-short', now: false };
  // Nothing longer is a mobile number: it is one with digits too many, or none of this country at all.
  for (let length = entry.length - 1; length > 0; length -= 1) {
    if (mobileE164(entry.slice(0, length), country)) return { ok: false, why: 'too-long', now: true };
  }
  const length = validatePhoneNumberLength(entry, country);
  if (length === 'TOO_LONG') return { ok: false, why: 'too-long', now: true };
  // Shorter than any number of the country, the guess that no digits can follow is not sure enough to say at once.
  return { ok: false, why: 'not-of-country', now: length === undefined };
}

/** An international number whose country libphonenumber cannot tell yet (countryOfEntry is null). */
function checkUnplaced(digits: string): EntryCheck {
  const typed = new AsYouType();
  typed.input(`+${digits}`);
  if (typed.getCallingCode() === undefined) return digits.length < 3 ? { ok: false, why: 'too-short', now: false } : { ok: false, why: 'no-country', now: true };
  const length = typed.validateLength();
  if (length === 'TOO_LONG') return { ok: false, why: 'too-long', now: true };
  return length === undefined ? { ok: false, why: 'no-country', now: true } : { ok: false, why: 'too-short', now: false };
}

/** A number typed in national form or given whole, grouped both ways (shared/phone-grouping.ts). */
export function groupedOf(number: string, country: string): GroupedNumber {
  return groupingOf(parsePhoneNumberFromString(number, isSupportedCountry(country) ? (country as CountryCode) : undefined), number);
}
