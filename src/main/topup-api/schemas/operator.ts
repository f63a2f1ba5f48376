import { z } from 'zod';
import { aliasKey, amount, amountMap, flag, id, listOf, orNull, text } from './fields';
import { promotionSchema } from './promotion';

const geographicalRechargePlanSchema = z.object({
  locationCode: z.string(),
  locationName: orNull(text),
  fixedAmounts: listOf(amount),
  localAmounts: listOf(amount),
  fixedAmountsPlanNames: amountMap(text),
  fixedAmountsDescriptions: amountMap(text),
  localFixedAmountsPlanNames: amountMap(text),
  localFixedAmountsDescriptions: amountMap(text),
});

// The by-ID answer carries `id` beside `operatorId`; accept a record that has only `id`.
export const operatorSchema = z.preprocess(
  aliasKey('id', 'operatorId'),
  z.object({
    operatorId: id,
    name: z.string(),
    bundle: flag,
    data: flag,
    pin: flag,
    supportsLocalAmounts: flag,
    supportsGeographicalRechargePlans: flag,
    denominationType: z.enum(['FIXED', 'RANGE']),
    senderCurrencyCode: orNull(text),
    senderCurrencySymbol: orNull(text),
    destinationCurrencyCode: orNull(text),
    destinationCurrencySymbol: orNull(text),
    /** Deprecated by the service in favour of the two discounts below; kept for old records. */
    commission: orNull(amount),
    internationalDiscount: orNull(amount),
    localDiscount: orNull(amount),
    mostPopularAmount: orNull(amount),
    mostPopularLocalAmount: orNull(amount),
    minAmount: orNull(amount),
    maxAmount: orNull(amount),
    localMinAmount: orNull(amount),
    localMaxAmount: orNull(amount),
    country: z.object({ isoName: z.string(), name: z.string() }),
    fx: orNull(z.object({ rate: amount, currencyCode: z.string() })),
    logoUrls: listOf(z.string()),
    fixedAmounts: listOf(amount),
    fixedAmountsDescriptions: amountMap(text),
    localFixedAmounts: listOf(amount),
    localFixedAmountsDescriptions: amountMap(text),
    // Only sent when asked for (suggestedAmounts / suggestedAmountsMap query flags); empty otherwise.
    suggestedAmounts: listOf(amount),
    suggestedAmountsMap: amountMap(amount),
    promotions: listOf(promotionSchema),
    fixedAmountsPlanNames: amountMap(text),
    localFixedAmountsPlanNames: amountMap(text),
    geographicalRechargePlans: listOf(geographicalRechargePlanSchema),
  }),
);
export type Operator = z.infer<typeof operatorSchema>;
