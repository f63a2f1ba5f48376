/**
 * Promotions: some operators run one or two, always current (started before the catalog was built,
 * ending after it), so "promotions currently offered" is never empty.
 */
import { randomFor, randomInt, pick } from '../random';
import { formatServiceTime, startOfUtcDay } from '../time';
import type { Currency } from './currencies';
import type { OperatorDef } from './operators';

export interface Promotion {
  id: number;
  promotionId: number;
  operatorId: number;
  title: string;
  title2: string;
  description: string;
  startDate: string;
  endDate: string;
  denominations: string | null;
  localDenominations: string | null;
}

const DAY_MS = 86_400_000;
const BONUSES = ['Bonus 2x', 'Bonus 3x', 'Get 50% extra airtime', 'Double data', 'Free 1 GB with every top-up'];
const MINIMA = [2, 5, 10, 15];

const titleDate = (epochMs: number): string => {
  const d = new Date(epochMs);
  const month = d.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  return `${String(d.getUTCDate()).padStart(2, '0')} ${month} ${d.getUTCFullYear()} ${formatServiceTime(epochMs).slice(11, 16)}`;
};

export function buildPromotions(operators: readonly OperatorDef[], seed: number, account: Currency, now: number): Promotion[] {
  const today = startOfUtcDay(now);
  const promotions: Promotion[] = [];
  for (const operator of operators) {
    const random = randomFor(seed, `promotions:${operator.id}`);
    if (random() >= 0.15) continue;
    for (let n = randomInt(random, 1, 2); n > 0; n--) {
      const start = today - randomInt(random, 1, 20) * DAY_MS;
      const end = today + randomInt(random, 5, 60) * DAY_MS - 1000;
      const minimum = pick(random, MINIMA);
      const id = 1000 + promotions.length;
      promotions.push({
        id,
        promotionId: id,
        operatorId: operator.id,
        title: `${operator.name} From ${titleDate(start)} To ${titleDate(end)}`,
        title2: pick(random, BONUSES),
        description: `For top-ups of ${account.code} ${minimum} or more to ${operator.name} numbers.`,
        startDate: formatServiceTime(start),
        endDate: formatServiceTime(end),
        denominations: `${account.code} ${minimum} and up`,
        localDenominations: operator.supportsLocalAmounts
          ? `${operator.country.currency.code} ${(minimum * operator.fxRate).toFixed(2)} and up`
          : null,
      });
    }
  }
  return promotions;
}
