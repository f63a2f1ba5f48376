/** Currencies: real names and symbols (world-countries) and plausible exchange rates against USD. */
import countries from 'world-countries';
import { hashString } from '../random';

export interface Currency {
  code: string;
  name: string;
  symbol: string;
}

/** Where world-countries lists several currencies first-come, the one top-ups are sold in there. */
const PREFERRED_CURRENCY: Readonly<Record<string, string>> = { CU: 'CUP', PA: 'USD', ZW: 'USD', EH: 'MAD' };

/** Countries whose currency world-countries omits. */
const MISSING_CURRENCY: Readonly<Record<string, string>> = { FM: 'USD' };

const currencies = new Map<string, Currency>();
for (const country of countries) {
  for (const [code, { name, symbol }] of Object.entries(country.currencies ?? {})) {
    if (!currencies.has(code)) currencies.set(code, { code, name, symbol });
  }
}

export function findCurrency(code: string): Currency | undefined {
  return currencies.get(code.toUpperCase());
}

/** The currency top-ups to a country are delivered in, or undefined when none is known. */
export function countryCurrency(iso: string, listed: Readonly<Record<string, unknown>>): Currency | undefined {
  const code = PREFERRED_CURRENCY[iso] ?? MISSING_CURRENCY[iso] ?? Object.keys(listed)[0];
  return code === undefined ? undefined : currencies.get(code);
}

/** Units of a currency per US dollar, rounded from recent market rates; others are made up below. */
const UNITS_PER_USD: Readonly<Record<string, number>> = {
  USD: 1, EUR: 0.92, GBP: 0.79, CHF: 0.88, CAD: 1.36, AUD: 1.52, NZD: 1.65, JPY: 150, CNY: 7.2,
  HKD: 7.8, SGD: 1.35, KRW: 1350, INR: 83.5, PKR: 278, BDT: 119.5, LKR: 300, NPR: 133, IDR: 15800,
  PHP: 57.5, VND: 25000, THB: 36, MYR: 4.7, NGN: 1550, GHS: 15.5, KES: 129, UGX: 3750, TZS: 2600,
  RWF: 1300, ETB: 57, ZMW: 26, ZAR: 18.5, EGP: 48.5, MAD: 10, DZD: 134, TND: 3.1, XOF: 605,
  XAF: 605, CDF: 2800, AOA: 830, MWK: 1730, MZN: 63.8, GMD: 68, GNF: 8600, LRD: 190, SLL: 22500,
  MXN: 17.2, BRL: 5, COP: 4000, ARS: 870, PEN: 3.75, CLP: 950, GTQ: 7.8, HNL: 24.7, NIO: 36.6,
  DOP: 59, JMD: 156, TTD: 6.8, HTG: 132, CUP: 24, XCD: 2.7, AED: 3.6725, SAR: 3.75, QAR: 3.64,
  KWD: 0.307, JOD: 0.709, TRY: 32, RUB: 92, UAH: 39, PLN: 4, RON: 4.6, HUF: 360, CZK: 23,
  SEK: 10.5, NOK: 10.6, DKK: 6.9,
};

/** Units of `code` per US dollar: the table above, else a stable made-up rate between 0.5 and 2000. */
export function unitsPerUsd(code: string): number {
  const known = UNITS_PER_USD[code];
  if (known !== undefined) return known;
  const share = hashString(code) / 4294967296;
  return Number((0.5 * Math.pow(4000, share)).toPrecision(4));
}
