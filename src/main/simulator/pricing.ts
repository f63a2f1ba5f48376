/**
 * What a top-up costs and delivers. In account currency: requested = the amount (or, with
 * useLocalAmount, local amount / fx rate), discount = requested × the operator's international
 * (or local) discount %, cost = requested − discount. Delivered, in the destination currency:
 * the local amount, or requested × fx rate (for a FIXED plan, the plan's local value). All cents.
 */
import { unitsPerUsd, type Currency } from './catalog/currencies';
import { convert, fromMicros, percentOf, roundToCents, toMicros } from './amounts';
import type { OperatorDef } from './catalog';
import { ApiError } from './errors';

export interface Price {
  requestedMicros: number;
  discountMicros: number;
  costMicros: number;
  deliveredMicros: number;
}

const invalidAmount = (message: string) => new ApiError(400, 'INVALID_AMOUNT_FOR_OPERATOR', message);

export function priceTopup(operator: OperatorDef, amountMicros: number, useLocalAmount: boolean): Price {
  if (useLocalAmount && !operator.supportsLocalAmounts) {
    throw invalidAmount(`${operator.name} does not support local amounts`);
  }
  const { requestedMicros, deliveredMicros } =
    operator.denominationType === 'FIXED'
      ? fixedPrice(operator, amountMicros, useLocalAmount)
      : rangePrice(operator, amountMicros, useLocalAmount);
  const discountMicros = percentOf(requestedMicros, useLocalAmount ? operator.localDiscount : operator.internationalDiscount);
  return { requestedMicros, discountMicros, costMicros: requestedMicros - discountMicros, deliveredMicros };
}

function fixedPrice(operator: OperatorDef, amountMicros: number, local: boolean) {
  const list = local ? operator.localFixedAmounts : operator.fixedAmounts;
  const index = list.findIndex((amount) => toMicros(amount) === amountMicros);
  if (index < 0) {
    throw invalidAmount(`Amount ${fromMicros(amountMicros)} is not one of the operator's ${local ? 'local ' : ''}fixed amounts: ${list.join(', ')}`);
  }
  // The local and sender plan lists are aligned: a plan's two prices sit at the same index.
  const localPlan = operator.localFixedAmounts[index];
  const senderPlan = operator.fixedAmounts[index] as number;
  return local
    ? { requestedMicros: toMicros(senderPlan), deliveredMicros: amountMicros }
    : { requestedMicros: amountMicros, deliveredMicros: localPlan === undefined ? convert(amountMicros, operator.fxRate) : toMicros(localPlan) };
}

function rangePrice(operator: OperatorDef, amountMicros: number, local: boolean) {
  const [min, max] = local ? [operator.localMinAmount, operator.localMaxAmount] : [operator.minAmount, operator.maxAmount];
  if (min === null || max === null || amountMicros < toMicros(min) || amountMicros > toMicros(max)) {
    throw invalidAmount(`Amount must be between ${min} and ${max}${local ? ` ${operator.country.currency.code}` : ''}`);
  }
  return local
    ? { requestedMicros: roundToCents(amountMicros / operator.fxRate), deliveredMicros: amountMicros }
    : { requestedMicros: amountMicros, deliveredMicros: convert(amountMicros, operator.fxRate) };
}

/** Auto-detecting an Indian number is a paid lookup: 0.0013 USD a call, charged in the account's currency. */
export function indianLookupFeeMicros(account: Currency): number {
  return Math.round(1300 * unitsPerUsd(account.code));
}
