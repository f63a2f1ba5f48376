/**
 * Indian operators sell fixed plans that differ by telecom circle (location), with plan names.
 * The operator-level lists are the union of its circles' plans.
 */
import { amountKey, cents } from '../amounts';
import { pickSome, randomInt, type Random } from '../random';

/** Amount-keyed maps of a set of plans (keys as `amountKey` writes them). */
interface PlanMaps {
  fixedAmountsPlanNames: Record<string, string>;
  fixedAmountsDescriptions: Record<string, string>;
  localFixedAmountsPlanNames: Record<string, string>;
  localFixedAmountsDescriptions: Record<string, string>;
}

export interface GeographicalRechargePlan extends PlanMaps {
  locationCode: string;
  locationName: string;
  fixedAmounts: number[];
  localAmounts: number[];
}

export interface IndianPlans extends PlanMaps {
  geographicalRechargePlans: GeographicalRechargePlan[];
  fixedAmounts: number[];
  localFixedAmounts: number[];
}

const CIRCLES: ReadonlyArray<readonly [string, string]> = [
  ['DL', 'Delhi NCR'], ['MU', 'Mumbai'], ['MH', 'Maharashtra and Goa'], ['KA', 'Karnataka'],
  ['TN', 'Tamil Nadu'], ['KL', 'Kerala'], ['WB', 'West Bengal'], ['UE', 'Uttar Pradesh East'],
  ['GJ', 'Gujarat'], ['RJ', 'Rajasthan'],
];

/** Local plan price (INR) → [plan name, description]. */
const PLANS: ReadonlyArray<readonly [number, string, string]> = [
  [19, 'Data Booster', '1 GB data, valid for the current pack'],
  [49, 'Talktime', 'INR 38.52 talktime'],
  [99, 'Smart Recharge', '200 MB data, 28 days'],
  [155, 'Truly Unlimited', 'Unlimited calls, 1 GB data, 24 days'],
  [179, 'Truly Unlimited', 'Unlimited calls, 2 GB data, 28 days'],
  [239, 'Unlimited', 'Unlimited calls, 1.5 GB/day, 28 days'],
  [299, 'Unlimited', 'Unlimited calls, 2 GB/day, 28 days'],
  [479, 'Unlimited', 'Unlimited calls, 1.5 GB/day, 56 days'],
  [719, 'Unlimited', 'Unlimited calls, 1.5 GB/day, 84 days'],
  [2999, 'Annual', 'Unlimited calls, 2 GB/day, 365 days'],
];

export function buildIndianPlans(random: Random, rate: number): IndianPlans {
  const plans: GeographicalRechargePlan[] = [];
  const all = new Map<number, readonly [number, string, string]>();
  for (const [locationCode, locationName] of pickSome(random, CIRCLES, randomInt(random, 4, 7))) {
    const chosen = pickSome(random, PLANS, randomInt(random, 4, 7));
    for (const plan of chosen) all.set(plan[0], plan);
    plans.push({ locationCode, locationName, ...planMaps(chosen, rate) });
  }
  const { localAmounts, ...union } = planMaps([...all.values()].sort((a, b) => a[0] - b[0]), rate);
  return { geographicalRechargePlans: plans, ...union, localFixedAmounts: localAmounts };
}

/** The plan lists and maps of one set of plans; sender amounts are the local prices at the rate. */
type PlanSet = PlanMaps & { fixedAmounts: number[]; localAmounts: number[] };

function planMaps(plans: ReadonlyArray<readonly [number, string, string]>, rate: number): PlanSet {
  const result: PlanSet = {
    fixedAmounts: [],
    localAmounts: [],
    fixedAmountsPlanNames: {},
    fixedAmountsDescriptions: {},
    localFixedAmountsPlanNames: {},
    localFixedAmountsDescriptions: {},
  };
  for (const [local, name, description] of plans) {
    const sender = cents(local / rate);
    result.fixedAmounts.push(sender);
    result.localAmounts.push(local);
    result.fixedAmountsPlanNames[amountKey(sender)] = name;
    result.fixedAmountsDescriptions[amountKey(sender)] = description;
    result.localFixedAmountsPlanNames[amountKey(local)] = name;
    result.localFixedAmountsDescriptions[amountKey(local)] = description;
  }
  return result;
}
