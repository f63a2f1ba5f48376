/**
 * Which amounts an operator takes, as one pure module for both sides: the screen and the core accept exactly
 * the same amounts, say the same words about the others, and compare exactly in micro-units.
 */
import type { AmountRule, Money, Operator } from './schemas';
import { AMOUNT_MESSAGE, AMOUNT_TEXT } from './amount-text';
import { microsToDecimal, toMicros } from './money';

/** Why an amount is not allowed by a rule, in the clerk's words; null when it is allowed. */
export function amountProblem(rule: AmountRule, amount: Money): string | null {
  if (rule.kind === 'fixed') {
    if (rule.choices.some((choice) => choice.amount.micros === amount.micros)) return null;
    const list = rule.choices.map((choice) => microsToDecimal(choice.amount.micros)).join(', ');
    return `This operator sells fixed amounts only: ${list} ${amount.currency}`;
  }
  if (amount.micros < rule.min.micros || amount.micros > rule.max.micros) {
    return `Choose an amount from ${microsToDecimal(rule.min.micros)} to ${microsToDecimal(rule.max.micros)} ${amount.currency}`;
  }
  return null;
}

/** Why typed text is not an amount the rule allows; null when it is. */
export function amountTextProblem(text: string, rule: AmountRule): string | null {
  if (!AMOUNT_TEXT.test(text)) return AMOUNT_MESSAGE;
  const currency = rule.kind === 'fixed' ? (rule.choices[0]?.amount.currency ?? '') : rule.min.currency;
  const amount = { micros: toMicros(text), currency };
  if (amount.micros <= 0) return 'Enter an amount above zero.';
  return amountProblem(rule, amount);
}

/** Every amount rule a sale may be priced by: the operator's own and, for India, each region's plans. */
export function rulesFor(operator: Operator, useLocalAmount: boolean): AmountRule[] {
  const own = useLocalAmount ? operator.localAmounts : operator.amounts;
  const regional = operator.regions.map((region) => (useLocalAmount ? region.localAmounts : region.amounts));
  return [own, ...regional].filter((rule): rule is AmountRule => rule !== null);
}

/** A refusal says which field, the sentence for the clerk, and the short words a form shows beside the field. */
export type AmountCheck = { ok: true; amount: Money } | { ok: false; field: 'amount' | 'useLocalAmount'; message: string; fieldText: string };

/** The amount of a sale in exact money, checked against every rule the operator prices by. */
export function checkAmount(operator: Operator, text: string, useLocalAmount: boolean): AmountCheck {
  if (useLocalAmount && operator.localAmounts === null) {
    return { ok: false, field: 'useLocalAmount', message: `${operator.name} does not take amounts in ${operator.destinationCurrency}.`, fieldText: 'Not supported' };
  }
  if (!AMOUNT_TEXT.test(text)) return { ok: false, field: 'amount', message: AMOUNT_MESSAGE, fieldText: AMOUNT_MESSAGE };
  const amount = { micros: toMicros(text), currency: useLocalAmount ? operator.destinationCurrency : operator.senderCurrency };
  if (amount.micros <= 0) return { ok: false, field: 'amount', message: 'Enter an amount above zero.', fieldText: 'Too small' };
  const problems = rulesFor(operator, useLocalAmount).map((rule) => amountProblem(rule, amount));
  if (problems.includes(null)) return { ok: true, amount };
  const problem = problems[0] ?? 'This amount is not allowed.';
  return { ok: false, field: 'amount', message: problem, fieldText: problems[0] ?? 'Not allowed' };
}
