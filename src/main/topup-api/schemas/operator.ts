import type { z } from 'zod';
import { amount, amountMap, asSchema, listOf, objectOf, oneOf, orNull, string, text } from './fields';
import { promotion } from './promotion';

const amounts = listOf(amount);
/** Plan names and descriptions, keyed by amount. */
const textByAmount = amountMap(text);

const geographicalRechargePlan = objectOf((fields) => ({
  locationCode: fields.string('locationCode'),
  locationName: fields.textOrNull('locationName'),
  fixedAmounts: fields.read('fixedAmounts', amounts),
  localAmounts: fields.read('localAmounts', amounts),
  fixedAmountsPlanNames: fields.read('fixedAmountsPlanNames', textByAmount),
  fixedAmountsDescriptions: fields.read('fixedAmountsDescriptions', textByAmount),
  localFixedAmountsPlanNames: fields.read('localFixedAmountsPlanNames', textByAmount),
  localFixedAmountsDescriptions: fields.read('localFixedAmountsDescriptions', textByAmount),
}));

const country = objectOf((fields) => ({ isoName: fields.string('isoName'), name: fields.string('name') }));
const fx = orNull(objectOf((fields) => ({ rate: fields.amount('rate'), currencyCode: fields.string('currencyCode') })));
const denominationType = oneOf('FIXED', 'RANGE');
const logoUrls = listOf(string);
const suggestedAmountsMap = amountMap(amount);
const promotions = listOf(promotion);
const geographicalRechargePlans = listOf(geographicalRechargePlan);

const operator = objectOf((fields) => ({
  // The by-ID answer carries `id` beside `operatorId`; accept a record that has only `id`.
  operatorId: fields.id('operatorId', 'id'),
  name: fields.string('name'),
  bundle: fields.flag('bundle'),
  data: fields.flag('data'),
  pin: fields.flag('pin'),
  supportsLocalAmounts: fields.flag('supportsLocalAmounts'),
  supportsGeographicalRechargePlans: fields.flag('supportsGeographicalRechargePlans'),
  denominationType: fields.read('denominationType', denominationType),
  senderCurrencyCode: fields.textOrNull('senderCurrencyCode'),
  senderCurrencySymbol: fields.textOrNull('senderCurrencySymbol'),
  destinationCurrencyCode: fields.textOrNull('destinationCurrencyCode'),
  destinationCurrencySymbol: fields.textOrNull('destinationCurrencySymbol'),
  /** Deprecated by the service in favour of the two discounts below; kept for old records. */
  commission: fields.amountOrNull('commission'),
  internationalDiscount: fields.amountOrNull('internationalDiscount'),
  localDiscount: fields.amountOrNull('localDiscount'),
  mostPopularAmount: fields.amountOrNull('mostPopularAmount'),
  mostPopularLocalAmount: fields.amountOrNull('mostPopularLocalAmount'),
  minAmount: fields.amountOrNull('minAmount'),
  maxAmount: fields.amountOrNull('maxAmount'),
  localMinAmount: fields.amountOrNull('localMinAmount'),
  localMaxAmount: fields.amountOrNull('localMaxAmount'),
  country: fields.read('country', country),
  fx: fields.read('fx', fx),
  logoUrls: fields.read('logoUrls', logoUrls),
  fixedAmounts: fields.read('fixedAmounts', amounts),
  fixedAmountsDescriptions: fields.read('fixedAmountsDescriptions', textByAmount),
  localFixedAmounts: fields.read('localFixedAmounts', amounts),
  localFixedAmountsDescriptions: fields.read('localFixedAmountsDescriptions', textByAmount),
  // Only sent when asked for (suggestedAmounts / suggestedAmountsMap query flags); empty otherwise.
  suggestedAmounts: fields.read('suggestedAmounts', amounts),
  suggestedAmountsMap: fields.read('suggestedAmountsMap', suggestedAmountsMap),
  promotions: fields.read('promotions', promotions),
  fixedAmountsPlanNames: fields.read('fixedAmountsPlanNames', textByAmount),
  localFixedAmountsPlanNames: fields.read('localFixedAmountsPlanNames', textByAmount),
  geographicalRechargePlans: fields.read('geographicalRechargePlans', geographicalRechargePlans),
}));

export const operatorSchema = asSchema(operator);
export type Operator = z.infer<typeof operatorSchema>;
