/**
 * Typing an amount on the keypad. What is valid comes from the shared rules (src/shared/amount-rules.ts) the
 * core applies to the sale; the keypad only refuses keys that no valid amount could start with.
 */
import { AMOUNT_TEXT } from '@shared/amount-rules';
import { applyKey, type KeypadKey } from '../../ui/keypad-entry';

/** The text after one key; unchanged when the key would make it something no amount starts with (a seventh decimal). */
export function typeAmountKey(text: string, key: KeypadKey): string {
  const next = applyKey(text, key, { decimal: true });
  return couldBecomeAmount(next) ? next : text;
}

/** Empty, an amount already, or one waiting for its first decimal ("12."). */
function couldBecomeAmount(text: string): boolean {
  return text === '' || AMOUNT_TEXT.test(text) || AMOUNT_TEXT.test(`${text}0`);
}
