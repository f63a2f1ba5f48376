/**
 * The service's operator record as the till shows it: amount rules in exact money (checked by
 * src/shared/amount-rules.ts), plans by region, discounts, promotions, a quote. Pure functions; the record itself stays in the catalog cache untouched.
 */
import type { AmountRule, Money, Operator, OperatorSummary, Promotion, Quote } from '../../shared/contract';
import { toMicros } from '../../shared/money';
import type { Operator as ServiceOperator } from '../topup-api';

/** The Cuban e-mail-addressed operator: the service accepts only these two domains for it. */
const NAUTA_DOMAINS = ['nauta.com.cu', 'nauta.co.cu'] as const;

function isEmailOperator(record: Pick<ServiceOperator, 'name' | 'country'>): boolean {
  return record.country.isoName === 'CU' && /nauta/i.test(record.name);
}

type AmountMap = Record<string, string | number> | undefined;

/** Plan names and descriptions are keyed by the amount's decimal text, spelt in more than one way. */
function lookup(map: AmountMap, amount: number): string | null {
  if (!map) return null;
  for (const key of [String(amount), amount.toFixed(2), amount.toFixed(1), amount.toFixed(0)]) {
    const value = map[key];
    if (value !== undefined && value !== '') return String(value);
  }
  return null;
}

function fixedRule(amounts: readonly number[], currency: string, names: AmountMap, descriptions: AmountMap): AmountRule {
  return {
    kind: 'fixed',
    choices: amounts.map((amount) => ({
      amount: { micros: toMicros(amount), currency },
      name: lookup(names, amount),
      description: lookup(descriptions, amount),
    })),
  };
}

function rangeRule(min: number | null, max: number | null, suggested: readonly number[], currency: string): AmountRule {
  return {
    kind: 'range',
    min: { micros: toMicros(min ?? 0), currency },
    max: { micros: toMicros(max ?? 0), currency },
    suggested: suggested.map((amount) => ({ micros: toMicros(amount), currency })),
  };
}

function senderRule(record: ServiceOperator, currency: string): AmountRule {
  return record.denominationType === 'FIXED'
    ? fixedRule(record.fixedAmounts, currency, record.fixedAmountsPlanNames, record.fixedAmountsDescriptions)
    : rangeRule(record.minAmount, record.maxAmount, record.suggestedAmounts ?? [], currency);
}

function localRule(record: ServiceOperator, currency: string): AmountRule | null {
  if (!record.supportsLocalAmounts) return null;
  if (record.localFixedAmounts.length > 0) {
    return fixedRule(record.localFixedAmounts, currency, record.localFixedAmountsPlanNames, record.localFixedAmountsDescriptions);
  }
  if (record.localMinAmount === null || record.localMaxAmount === null) return null;
  return rangeRule(record.localMinAmount, record.localMaxAmount, [], currency);
}

export interface OperatorExtras {
  /** Percentages from the commissions endpoint, fresher than the operator record's. */
  commission?: { international: string; local: string } | undefined;
  promotions: Promotion[];
}

function currencies(record: ServiceOperator): { sender: string; destination: string } {
  const sender = record.senderCurrencyCode ?? 'USD';
  return { sender, destination: record.destinationCurrencyCode ?? record.fx?.currencyCode ?? sender };
}

export function toOperatorSummary(record: ServiceOperator, hasPromotion: boolean): OperatorSummary {
  return {
    id: record.operatorId,
    name: record.name,
    countryIso: record.country.isoName,
    logoUrl: record.logoUrls[0] ?? null,
    recipientKind: isEmailOperator(record) ? 'email' : 'phone',
    pin: record.pin,
    data: record.data,
    bundle: record.bundle,
    denominationType: record.denominationType,
    hasPromotion: hasPromotion || record.promotions.length > 0,
  };
}

export function toOperator(record: ServiceOperator, extras: OperatorExtras): Operator {
  const { sender, destination } = currencies(record);
  const promotions = extras.promotions.length > 0 ? extras.promotions : record.promotions.map(toPromotion);
  const popular = record.mostPopularAmount;
  return {
    ...toOperatorSummary(record, promotions.length > 0),
    senderCurrency: sender,
    destinationCurrency: destination,
    fxRate: record.fx ? String(record.fx.rate) : null,
    internationalDiscountPercent: extras.commission?.international ?? String(record.internationalDiscount ?? record.commission ?? 0),
    localDiscountPercent: extras.commission?.local ?? String(record.localDiscount ?? 0),
    amounts: senderRule(record, sender),
    localAmounts: localRule(record, destination),
    mostPopular: popular === null ? null : { micros: toMicros(popular), currency: sender },
    promotions,
    regions: (record.geographicalRechargePlans ?? []).map((plan) => ({
      code: plan.locationCode,
      name: plan.locationName ?? plan.locationCode,
      amounts: fixedRule(plan.fixedAmounts, sender, plan.fixedAmountsPlanNames, plan.fixedAmountsDescriptions),
      localAmounts:
        plan.localAmounts.length > 0
          ? fixedRule(plan.localAmounts, destination, plan.localFixedAmountsPlanNames, plan.localFixedAmountsDescriptions)
          : null,
    })),
    emailDomains: isEmailOperator(record) ? [...NAUTA_DOMAINS] : [],
  };
}

export function toPromotion(record: ServiceOperator['promotions'][number]): Promotion {
  return {
    id: record.promotionId,
    operatorId: record.operatorId,
    title: record.title ?? record.title2 ?? 'Promotion',
    description: record.description,
    startsAt: record.startDate,
    endsAt: record.endDate,
    denominations: record.denominations,
  };
}

/** Rounds micro-units to whole cents, half away from zero. */
function toCents(micros: number): number {
  return Math.sign(micros) * Math.round(Math.abs(micros) / 10_000) * 10_000;
}

function percentOf(micros: number, percent: string): number {
  return toCents((micros * Number(percent)) / 100);
}

/**
 * What a sale will deliver and cost, before the service says so. Informative: the journal keeps the
 * service's own figures once it answers.
 */
export function quote(operator: Operator, amount: Money, useLocalAmount: boolean): Omit<Quote, 'recentlyRecharged'> {
  const rate = operator.fxRate === null ? 1 : Number(operator.fxRate);
  const senderMicros = useLocalAmount ? toCents(amount.micros / rate) : amount.micros;
  const deliveredMicros = useLocalAmount ? amount.micros : toCents(amount.micros * rate);
  const discount = percentOf(senderMicros, operator.internationalDiscountPercent);
  return {
    operatorId: operator.id,
    amount,
    delivered: { micros: deliveredMicros, currency: operator.destinationCurrency },
    fxRate: operator.fxRate,
    discount: { micros: discount, currency: operator.senderCurrency },
    cost: { micros: senderMicros - discount, currency: operator.senderCurrency },
  };
}
