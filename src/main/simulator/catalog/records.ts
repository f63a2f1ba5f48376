/** Catalog facts as the service shows them: Country, Operator and Commission records. */
import { logoUrl } from '../logos';
import type { Catalog, CountryFacts, OperatorDef } from './index';

export function countryRecord(country: CountryFacts) {
  return {
    isoName: country.isoName,
    name: country.name,
    currencyCode: country.currency.code,
    currencyName: country.currency.name,
    currencySymbol: country.currency.symbol,
    flag: country.flag,
    callingCodes: country.callingCodes,
  };
}

export interface SuggestedFields {
  suggestedAmounts: boolean;
  suggestedAmountsMap: boolean;
}

/** An amount-keyed map, or `[]` when empty: the service shows an empty collection as an array. */
const collection = (map: Record<string, string>): Record<string, string> | [] => (Object.keys(map).length > 0 ? map : []);

/**
 * The Operator record with every field of the spec (nullable ones as null). Suggested amounts are
 * filled only when asked; Indian operators carry their plan names and circle plans. The logo is served by the
 * simulator itself, at `origin`.
 */
export function operatorRecord(catalog: Catalog, operator: OperatorDef, asked: SuggestedFields, origin: string) {
  const record = {
    id: operator.id,
    operatorId: operator.id,
    name: operator.name,
    bundle: operator.kind === 'bundle',
    data: operator.kind === 'data',
    pin: operator.kind === 'pin',
    supportsLocalAmounts: operator.supportsLocalAmounts,
    supportsGeographicalRechargePlans: operator.india !== null,
    denominationType: operator.denominationType,
    senderCurrencyCode: catalog.account.code,
    senderCurrencySymbol: catalog.account.symbol,
    destinationCurrencyCode: operator.country.currency.code,
    destinationCurrencySymbol: operator.country.currency.symbol,
    commission: operator.internationalDiscount,
    internationalDiscount: operator.internationalDiscount,
    localDiscount: operator.localDiscount,
    mostPopularAmount: operator.mostPopularAmount,
    mostPopularLocalAmount: operator.mostPopularLocalAmount,
    minAmount: operator.minAmount,
    maxAmount: operator.maxAmount,
    localMinAmount: operator.localMinAmount,
    localMaxAmount: operator.localMaxAmount,
    country: { isoName: operator.country.isoName, name: operator.country.name },
    fx: { rate: operator.fxRate, currencyCode: operator.country.currency.code },
    logoUrls: [logoUrl(origin, operator.name)],
    fixedAmounts: operator.fixedAmounts,
    fixedAmountsDescriptions: collection(operator.fixedAmountsDescriptions),
    localFixedAmounts: operator.localFixedAmounts,
    localFixedAmountsDescriptions: collection(operator.localFixedAmountsDescriptions),
    suggestedAmounts: asked.suggestedAmounts ? operator.suggestedAmounts : [],
    suggestedAmountsMap: asked.suggestedAmountsMap ? operator.suggestedAmountsMap : {},
    promotions: catalog.promotionsOf(operator.id),
  };
  return operator.india ? { ...record, ...operator.india } : record;
}

/** Commission record: the operator's discounts, as listed by the commissions endpoints. */
export function commissionRecord(operator: OperatorDef, updatedAt: string) {
  return {
    // `id` too, as for operators: the vendor's SDK reads the commission's operator by `id`.
    operator: {
      id: operator.id,
      operatorId: operator.id,
      name: operator.name,
      countryCode: operator.country.isoName,
      status: operator.internationalDiscount > 0 || operator.localDiscount > 0,
      bundle: operator.kind === 'bundle',
      data: operator.kind === 'data',
    },
    percentage: operator.internationalDiscount,
    internationalPercentage: operator.internationalDiscount,
    localPercentage: operator.localDiscount,
    updatedAt,
  };
}
