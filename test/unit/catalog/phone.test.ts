/**
 * A number's check works its type out once (phone.ts): it must take and refuse exactly the numbers that asking
 * libphonenumber-js for the validity and then the type took and refused, for every country's mobile example and
 * the same digits typed every way a clerk types them, made wrong, or a landline.
 */
import { getCountries, getExampleNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { normaliseNumber } from '../../../src/main/catalog/phone';
import { TillError } from '../../../src/shared/errors';

/** The check as it was written before: validity, then the kind of line (an undefined kind taken as mobile). */
function validThenTyped(number: string, country: string): string {
  const cleaned = number.replace(/[\s().-]/g, '');
  const withPlus = /^00\d/.test(cleaned) ? `+${cleaned.slice(2)}` : cleaned;
  let parsed = parsePhoneNumberFromString(withPlus, country as CountryCode);
  if ((!parsed || !parsed.isValid()) && /^\d+$/.test(withPlus)) {
    const international = parsePhoneNumberFromString(`+${withPlus}`);
    if (international?.isValid() && international.country === country) parsed = international;
  }
  if (!parsed || !parsed.isValid()) return 'invalid';
  if (parsed.country !== undefined && parsed.country !== country) return 'other country';
  if (!['MOBILE', 'FIXED_LINE_OR_MOBILE', 'PAGER', 'PERSONAL_NUMBER', undefined].includes(parsed.getType())) return 'landline';
  return parsed.number;
}

function checked(number: string, country: string): string {
  try {
    return normaliseNumber(number, country).e164;
  } catch (error) {
    if (!(error instanceof TillError)) throw error;
    const why = Object.values(error.fields ?? {})[0];
    return why === 'Wrong country' ? 'other country' : why === 'Not a mobile number' ? 'landline' : 'invalid';
  }
}

/** A country's mobile example typed every way, one digit short, one too many, and a landline-looking one. */
function typings(country: CountryCode): string[] {
  const example = getExampleNumber(country, examples);
  if (!example) return [];
  const national = String(example.nationalNumber);
  const code = String(example.countryCallingCode);
  return [national, `0${national}`, `+${code}${national}`, `00${code}${national}`, `${code}${national}`, national.slice(0, -1), `${national}9`, `2${national.slice(1)}`];
}

describe('a number checked for a mobile top-up', () => {
  it('takes and refuses what validity-then-type did, for every country', () => {
    const countries = getCountries();
    expect(countries.length).toBeGreaterThan(200);
    let compared = 0;
    for (const country of countries) {
      for (const number of typings(country)) {
        expect([country, number, checked(number, country)]).toEqual([country, number, validThenTyped(number, country)]);
        compared += 1;
      }
      // Another country's number under this one.
      const other = getExampleNumber(country === 'NG' ? 'GH' : 'NG', examples)!;
      expect(checked(other.number, country)).toBe(validThenTyped(other.number, country));
    }
    expect(compared).toBeGreaterThan(1500);
  });
});
