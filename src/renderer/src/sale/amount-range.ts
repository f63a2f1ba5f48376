/** The range rule of an operator that takes any amount between a minimum and a maximum. */
import type { Money } from '../../../shared/contract';
import { toMicros } from '../../../shared/money';
import { showMoney } from '../format';

/** Why `text` is not an amount this operator takes, or null. Compared exactly in micro-units. */
export function rangeProblem(text: string, min: Money, max: Money): string | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'Type an amount such as 5 or 12.50';
  const micros = toMicros(text);
  if (micros < min.micros) return `The smallest amount is ${showMoney(min)}`;
  if (micros > max.micros) return `The largest amount is ${showMoney(max)}`;
  return null;
}
