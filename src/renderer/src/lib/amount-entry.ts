/**
 * Typing or choosing an amount. What is valid comes from the shared rules (src/shared/amount-rules.ts) the
 * core applies to the sale; the keypad only refuses keys that no valid amount could start with.
 */
import { AMOUNT_TEXT } from '@shared/amount-text';
import { amountTextProblem } from '@shared/amount-rules';
import type { AmountRule, Money, Operator } from '@shared/contract';
import { toMicros } from '@shared/money';
import { applyKey, type KeypadKey } from './keypad-entry';

/** The text after one key; unchanged when the key would make it something no amount starts with (a seventh decimal). */
export function typeAmountKey(text: string, key: KeypadKey): string {
  const next = applyKey(text, key, { decimal: true });
  return couldBecomeAmount(next) ? next : text;
}

/** Empty, an amount already, or one waiting for its first decimal ("12."). */
function couldBecomeAmount(text: string): boolean {
  return text === '' || AMOUNT_TEXT.test(text) || AMOUNT_TEXT.test(`${text}0`);
}

/** The rule a sale is priced by: the circle's plans when one is chosen, in the currency chosen; null when none is sold. */
export function ruleInForce(operator: Operator, region: string | null, useLocalAmount: boolean): AmountRule | null {
  const circle = region === null ? undefined : operator.regions.find((each) => each.code === region);
  const priced = circle ?? operator;
  return useLocalAmount ? priced.localAmounts : priced.amounts;
}

/** Whether decimal text is this amount ("10" is 10.00). */
export function isAmount(text: string | null, money: Money): boolean {
  return text !== null && AMOUNT_TEXT.test(text) && toMicros(text) === money.micros;
}

export type AmountTrouble = 'format' | 'zero' | 'range' | 'fixed';

/**
 * Why typed text is not a sale's amount, as a kind the screen says in the clerk's language; null when the
 * shared rule takes it. The verdict is always amountTextProblem's, so the screen never lets through what the
 * core would refuse.
 */
export function amountTrouble(text: string, rule: AmountRule): AmountTrouble | null {
  if (amountTextProblem(text, rule) === null) return null;
  if (!AMOUNT_TEXT.test(text)) return 'format';
  if (toMicros(text) <= 0) return 'zero';
  return rule.kind;
}
