/** The catalog of one simulator: countries, operators and promotions, deterministic for a seed. */
import { buildCountries, type CountryFacts } from './countries';
import type { Currency } from './currencies';
import { buildOperators, type ExtraNetworks, type OperatorDef } from './operators';
import { buildPromotions, type Promotion } from './promotions';
import { formatServiceTime, startOfUtcDay } from '../time';

export type { CountryFacts } from './countries';
export type { Currency } from './currencies';
export type { ExtraNetworks, OperatorDef } from './operators';
export type { Promotion } from './promotions';

export interface Catalog {
  account: Currency;
  countries: CountryFacts[];
  operators: OperatorDef[];
  promotions: Promotion[];
  /** When the discounts were last set: the start of the day the catalog was built. */
  updatedAt: string;
  country(iso: string): CountryFacts | undefined;
  operator(id: number): OperatorDef | undefined;
  operatorsOf(iso: string): OperatorDef[];
  promotion(id: number): Promotion | undefined;
  promotionsOf(operatorId: number): Promotion[];
}

/** Countries never depend on the seed, and libphonenumber-js parsing is the slow part: build once. */
let countriesOnce: CountryFacts[] | undefined;

export function buildCatalog(seed: number, account: Currency, now = Date.now(), extraNetworks: ExtraNetworks = {}): Catalog {
  countriesOnce ??= buildCountries();
  const countries = countriesOnce;
  const operators = buildOperators(countries, seed, account, extraNetworks);
  const promotions = buildPromotions(operators, seed, account, now);

  const countryByIso = new Map(countries.map((country) => [country.isoName, country]));
  const operatorById = new Map(operators.map((operator) => [operator.id, operator]));
  const promotionById = new Map(promotions.map((promotion) => [promotion.id, promotion]));
  const operatorsByCountry = groupBy(operators, (operator) => operator.country.isoName);
  const promotionsByOperator = groupBy(promotions, (promotion) => promotion.operatorId);

  return {
    account,
    countries,
    operators,
    promotions,
    updatedAt: formatServiceTime(startOfUtcDay(now)),
    country: (iso) => countryByIso.get(iso.toUpperCase()),
    operator: (id) => operatorById.get(id),
    operatorsOf: (iso) => operatorsByCountry.get(iso.toUpperCase()) ?? [],
    promotion: (id) => promotionById.get(id),
    promotionsOf: (operatorId) => promotionsByOperator.get(operatorId) ?? [],
  };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
