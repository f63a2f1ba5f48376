/**
 * What the keypad's keys do to the text being typed: a phone number (digits) or an amount (digits and one point).
 * How many decimals an amount may have is the amount rules' to say (lib/amount-entry.ts), not the keypad's.
 */
export type KeypadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | 'back' | 'clear';

/** The text after one key press, keeping it a plain number of at most `maxLength` characters. */
export function applyKey(text: string, key: KeypadKey, options: { decimal: boolean; maxLength?: number }): string {
  if (key === 'clear') return '';
  if (key === 'back') return text.slice(0, -1);
  if (options.maxLength !== undefined && text.length >= options.maxLength) return text;
  if (key === '.') {
    if (!options.decimal || text.includes('.')) return text;
    return text === '' ? '0.' : `${text}.`;
  }
  return text === '0' && options.decimal ? key : `${text}${key}`;
}
