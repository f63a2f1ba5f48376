/**
 * Operator generation. Per country: its main airtime networks (real names where known), some of
 * them with data, bundle or PIN variants; India's networks with circle plans; Cuba's e-mail
 * operator. Each operator's facts come from its own seeded stream, so they are stable per seed.
 */
import { amountKey, cents } from '../amounts';
import { pick, pickSome, randomFor, randomInt, type Random } from '../random';
import type { CountryFacts } from './countries';
import { unitsPerUsd, type Currency } from './currencies';
import { buildIndianPlans, type GeographicalRechargePlan } from './india';
import { BRANDS, EMAIL_OPERATOR, KNOWN_NETWORKS } from './operator-names';

export type OperatorKind = 'airtime' | 'data' | 'bundle' | 'pin' | 'email';

export interface IndianExtras {
  geographicalRechargePlans: GeographicalRechargePlan[];
  fixedAmountsPlanNames: Record<string, string>;
  localFixedAmountsPlanNames: Record<string, string>;
}

export interface OperatorDef {
  id: number;
  name: string;
  kind: OperatorKind;
  country: CountryFacts;
  denominationType: 'FIXED' | 'RANGE';
  supportsLocalAmounts: boolean;
  /** Destination currency units per account currency unit. */
  fxRate: number;
  internationalDiscount: number;
  localDiscount: number;
  mostPopularAmount: number | null;
  mostPopularLocalAmount: number | null;
  minAmount: number | null;
  maxAmount: number | null;
  localMinAmount: number | null;
  localMaxAmount: number | null;
  fixedAmounts: number[];
  fixedAmountsDescriptions: Record<string, string>;
  localFixedAmounts: number[];
  localFixedAmountsDescriptions: Record<string, string>;
  suggestedAmounts: number[];
  suggestedAmountsMap: Record<string, number>;
  india: IndianExtras | null;
  /** Accepted recipient e-mail domains; set only for the e-mail-addressed operator. */
  emailDomains: readonly string[] | null;
  /** Auto-detect answers only a country's main airtime networks, never their variants. */
  detectable: boolean;
}

type OperatorDraft = Omit<OperatorDef, 'id'>;

interface Context {
  seed: number;
  account: Currency;
}

const RANGE_MINIMA_USD = [0.5, 1, 2, 5];
const RANGE_MAXIMA_USD = [50, 100, 200, 500];
const SUGGESTED_USD = [1, 2, 5, 7, 10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 300, 500];
const FIXED_USD = [1, 2, 3, 5, 10, 15, 20, 25, 50, 100];
const DATA_PLANS: ReadonlyArray<readonly [number, string]> = [
  [1, '500 MB, 7 days'], [2, '1 GB, 7 days'], [5, '3 GB, 30 days'], [10, '8 GB, 30 days'],
  [20, '20 GB, 30 days'], [30, '40 GB, 30 days'],
];
const BUNDLE_PLANS: ReadonlyArray<readonly [number, string]> = [
  [3, '50 minutes + 500 MB, 7 days'], [5, '100 minutes + 1 GB, 30 days'],
  [10, '300 minutes + 3 GB, 30 days'], [20, 'Unlimited minutes + 10 GB, 30 days'],
];

/** More main networks for some countries (ISO code → names), as a real service carries networks of every length of name. */
export type ExtraNetworks = Readonly<Record<string, readonly string[]>>;

export function buildOperators(countries: readonly CountryFacts[], seed: number, account: Currency, extraNetworks: ExtraNetworks = {}): OperatorDef[] {
  const context: Context = { seed, account };
  const drafts = countries.flatMap((country) => countryOperators(country, context));
  // After every built-in operator, so each of those keeps the id it has without them.
  const extras = countries.flatMap((country) => (extraNetworks[country.isoName] ?? []).map((name) => operator(country, name, 'airtime', context)));
  return [...drafts, ...extras].map((draft, index) => ({ id: 100 + index, ...draft }));
}

function countryOperators(country: CountryFacts, context: Context): OperatorDraft[] {
  const random = randomFor(context.seed, country.isoName);
  const known = KNOWN_NETWORKS[country.isoName];
  const mains = known ?? pickSome(random, BRANDS, randomInt(random, 2, 3)).map((brand) => `${brand} ${country.name}`);
  const drafts: OperatorDraft[] = [];
  mains.forEach((name, index) => {
    if (country.isoName === 'IN') {
      drafts.push(indianOperator(country, name, context));
      return;
    }
    drafts.push(operator(country, name, 'airtime', context));
    // Well-known countries always carry each variant, so tests find one whatever the seed.
    const forced = known ? (['data', 'pin', 'bundle'] as const)[index] : undefined;
    if (forced === 'data' || (!known && random() < 0.3)) drafts.push(operator(country, `${name} Data`, 'data', context));
    if (forced === 'pin' || (!known && random() < 0.1)) drafts.push(operator(country, `${name} PIN`, 'pin', context));
    if (forced === 'bundle' || (!known && random() < 0.15)) drafts.push(operator(country, `${name} Bundles`, 'bundle', context));
  });
  if (country.isoName === EMAIL_OPERATOR.countryIso) drafts.push(operator(country, EMAIL_OPERATOR.name, 'email', context));
  return drafts;
}

function fxRateFor(country: CountryFacts, random: Random, account: Currency): number {
  if (country.currency.code === account.code) return 1;
  const market = unitsPerUsd(country.currency.code) / unitsPerUsd(account.code);
  return Number((market * (1 - random() * 0.04)).toPrecision(6));
}

function common(country: CountryFacts, name: string, kind: OperatorKind, random: Random, context: Context) {
  const internationalDiscount = random() < 0.15 ? 0 : cents(random() * 12);
  return {
    name,
    kind,
    country,
    fxRate: fxRateFor(country, random, context.account),
    internationalDiscount,
    localDiscount: random() < 0.6 ? 0 : cents(random() * 5),
    india: null,
    emailDomains: kind === 'email' ? EMAIL_OPERATOR.domains : null,
    detectable: kind === 'airtime',
  };
}

const inAccount = (usd: number, account: Currency): number => cents(usd * unitsPerUsd(account.code));

function operator(country: CountryFacts, name: string, kind: OperatorKind, context: Context): OperatorDraft {
  const random = randomFor(context.seed, `${country.isoName}:${name}`);
  const base = common(country, name, kind, random, context);
  const local = kind !== 'email' && kind !== 'pin' && random() < 0.5;
  if (kind === 'airtime' && random() < 0.65) return rangeOperator(base, random, local, context.account);
  const plans = fixedPlans(kind, random);
  const fixedAmounts = plans.map(([usd]) => inAccount(usd, context.account));
  const localFixedAmounts = local ? fixedAmounts.map((amount) => cents(amount * base.fxRate)) : [];
  return {
    ...base,
    denominationType: 'FIXED',
    supportsLocalAmounts: local,
    ...popularity(random, fixedAmounts, local, base.fxRate),
    minAmount: null,
    maxAmount: null,
    localMinAmount: null,
    localMaxAmount: null,
    fixedAmounts,
    fixedAmountsDescriptions: describe(fixedAmounts, plans),
    localFixedAmounts,
    localFixedAmountsDescriptions: describe(localFixedAmounts, plans),
    suggestedAmounts: [],
    suggestedAmountsMap: {},
  };
}

/** Most operators name a most popular amount (and its local value); some do not. */
function popularity(random: Random, amounts: readonly number[], local: boolean, rate: number) {
  const popular = random() < 0.8 ? pick(random, amounts) : null;
  return {
    mostPopularAmount: popular,
    mostPopularLocalAmount: local && popular !== null ? cents(popular * rate) : null,
  };
}

/** Plans of a FIXED operator in USD, with descriptions where the kind has them. */
function fixedPlans(kind: OperatorKind, random: Random): ReadonlyArray<readonly [number, string | null]> {
  switch (kind) {
    case 'data':
      return pickSome(random, DATA_PLANS, randomInt(random, 3, 6));
    case 'bundle':
      return pickSome(random, BUNDLE_PLANS, randomInt(random, 2, 4));
    case 'pin':
      return pickSome(random, FIXED_USD, randomInt(random, 3, 5)).map((usd) => [usd, `PIN worth USD ${usd}`] as const);
    case 'airtime':
    case 'email':
      return pickSome(random, FIXED_USD, randomInt(random, 4, 7)).map((usd) => [usd, null] as const);
  }
}

function describe(amounts: readonly number[], plans: ReadonlyArray<readonly [number, string | null]>): Record<string, string> {
  const descriptions: Record<string, string> = {};
  amounts.forEach((amount, index) => {
    const text = plans[index]?.[1];
    if (text) descriptions[amountKey(amount)] = text;
  });
  return descriptions;
}

function rangeOperator(base: ReturnType<typeof common>, random: Random, local: boolean, account: Currency): OperatorDraft {
  const minUsd = pick(random, RANGE_MINIMA_USD);
  const maxUsd = pick(random, RANGE_MAXIMA_USD);
  const minAmount = inAccount(minUsd, account);
  const maxAmount = inAccount(maxUsd, account);
  const suggestedAmounts = pickSome(
    random,
    SUGGESTED_USD.filter((usd) => usd >= minUsd && usd <= maxUsd),
    6,
  ).map((usd) => inAccount(usd, account));
  const suggestedAmountsMap = Object.fromEntries(suggestedAmounts.map((amount) => [String(amount), cents(amount * base.fxRate)]));
  return {
    ...base,
    denominationType: 'RANGE',
    supportsLocalAmounts: local,
    ...popularity(random, suggestedAmounts, local, base.fxRate),
    minAmount,
    maxAmount,
    localMinAmount: local ? cents(minAmount * base.fxRate) : null,
    localMaxAmount: local ? cents(maxAmount * base.fxRate) : null,
    fixedAmounts: [],
    fixedAmountsDescriptions: {},
    localFixedAmounts: [],
    localFixedAmountsDescriptions: {},
    suggestedAmounts,
    suggestedAmountsMap,
  };
}

function indianOperator(country: CountryFacts, name: string, context: Context): OperatorDraft {
  const random = randomFor(context.seed, `${country.isoName}:${name}`);
  const base = common(country, name, 'airtime', random, context);
  const plans = buildIndianPlans(random, base.fxRate);
  const popularIndex = randomInt(random, 0, plans.fixedAmounts.length - 1);
  return {
    ...base,
    denominationType: 'FIXED',
    supportsLocalAmounts: true,
    mostPopularAmount: plans.fixedAmounts[popularIndex] ?? null,
    mostPopularLocalAmount: plans.localFixedAmounts[popularIndex] ?? null,
    minAmount: null,
    maxAmount: null,
    localMinAmount: null,
    localMaxAmount: null,
    fixedAmounts: plans.fixedAmounts,
    fixedAmountsDescriptions: plans.fixedAmountsDescriptions,
    localFixedAmounts: plans.localFixedAmounts,
    localFixedAmountsDescriptions: plans.localFixedAmountsDescriptions,
    suggestedAmounts: [],
    suggestedAmountsMap: {},
    india: {
      geographicalRechargePlans: plans.geographicalRechargePlans,
      fixedAmountsPlanNames: plans.fixedAmountsPlanNames,
      localFixedAmountsPlanNames: plans.localFixedAmountsPlanNames,
    },
  };
}
