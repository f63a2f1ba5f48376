/**
 * Operator auto-detection. Each main airtime network of a country owns number prefixes: the real
 * ones listed in catalog/prefixes.ts, and otherwise a share of the country's prefixes given by a
 * hash of the first digits. So any valid mobile number of a covered country (its example number
 * and every number differing from it in the last digits) detects to one of that country's networks.
 */
import type { Catalog, OperatorDef } from './catalog';
import { KNOWN_PREFIXES } from './catalog/prefixes';
import { ApiError, refusals } from './errors';
import { parseMobileNumber } from './phone';
import { hashString } from './random';

/** Long national numbers are shared out by their first three digits, short ones by two. */
const prefixLength = (nationalNumber: string): number => (nationalNumber.length >= 9 ? 3 : 2);

export function detectOperator(catalog: Catalog, phone: string, iso: string): OperatorDef {
  const country = catalog.country(iso);
  if (!country) throw refusals.countryNotSupported(iso);
  const networks = catalog.operatorsOf(country.isoName).filter((operator) => operator.detectable);
  const number = parseMobileNumber(phone, country.isoName);
  if (!number || networks.length === 0) {
    throw new ApiError(404, 'COULD_NOT_AUTO_DETECT_OPERATOR', 'Could not auto detect operator for given phone number');
  }
  const national = number.nationalNumber;
  const owner = networks.find((network) => KNOWN_PREFIXES[network.name]?.some((prefix) => national.startsWith(prefix)));
  if (owner) return owner;
  const prefix = national.slice(0, prefixLength(national));
  return networks[hashString(`${country.isoName}${prefix}`) % networks.length] as OperatorDef;
}
