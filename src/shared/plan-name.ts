/** The name of the fixed plan a sale's amount buys (its circle's, in its currency): the confirm step, the customer display and the receipt say it alike. */
import type { AmountRule, Operator } from './schemas';
import { toMicros } from './money';

export function planNameOf(operator: Operator, region: string | null, amount: string, useLocalAmount: boolean): string | null {
  const circle = region === null ? null : operator.regions.find((each) => each.code === region);
  const rule: AmountRule | null = circle ? (useLocalAmount ? circle.localAmounts : circle.amounts) : useLocalAmount ? operator.localAmounts : operator.amounts;
  if (rule?.kind !== 'fixed') return null;
  const micros = toMicros(amount);
  const choice = rule.choices.find((each) => each.amount.micros === micros);
  return choice ? ([choice.name, choice.description].filter(Boolean).join(' — ') || null) : null;
}
