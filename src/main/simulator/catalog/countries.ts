/**
 * The covered countries: every real country libphonenumber-js knows with an example mobile number
 * and a currency, and whose example stays a valid mobile number when its last digits change (the
 * outcome rule and the tests rely on that).
 */
import countries from 'world-countries';
import examples from 'libphonenumber-js/mobile/examples';
import { getExampleNumber } from 'libphonenumber-js/max';
import { callingCodeOf, isPhoneCountry, parseMobileNumber } from '../phone';
import { countryCurrency, type Currency } from './currencies';

export interface CountryFacts {
  isoName: string;
  name: string;
  currency: Currency;
  /** `+`-prefixed; NANP members list their area codes as the service does (`+1876`). */
  callingCodes: string[];
  flag: string;
  /** National significant number of libphonenumber-js's example mobile number. */
  exampleNumber: string;
}

const ISO_CODES = new Set(countries.map((country) => country.cca2));

/** Whether a code is a real ISO 3166-1 alpha-2 code, covered or not. */
export function isIsoCountryCode(code: string): boolean {
  return ISO_CODES.has(code.toUpperCase());
}

const NANP_OWN_PLAN = new Set(['US', 'CA']);

function callingCodesOf(iso: string, code: string, suffixes: readonly string[]): string[] {
  if (code === '1' && !NANP_OWN_PLAN.has(iso) && suffixes.length > 0) return suffixes.map((suffix) => `+1${suffix}`);
  return [`+${code}`];
}

export function buildCountries(): CountryFacts[] {
  const covered: CountryFacts[] = [];
  for (const country of countries) {
    const iso = country.cca2;
    if (!isPhoneCountry(iso)) continue;
    const example = getExampleNumber(iso, examples);
    const currency = countryCurrency(iso, country.currencies ?? {});
    if (!example || !currency) continue;
    const national = example.nationalNumber;
    if (!parseMobileNumber(national, iso) || !parseMobileNumber(`${national.slice(0, -3)}111`, iso)) continue;
    covered.push({
      isoName: iso,
      name: country.name.common,
      currency,
      callingCodes: callingCodesOf(iso, callingCodeOf(iso), country.idd.suffixes ?? []),
      flag: `https://s3.amazonaws.com/rld-flags/${iso.toLowerCase()}.svg`,
      exampleNumber: national,
    });
  }
  return covered.sort((a, b) => a.isoName.localeCompare(b.isoName));
}
