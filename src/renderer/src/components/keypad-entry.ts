/** What the keypad's keys do to the text being typed: a phone number (digits) or an amount (two decimals). */
export type KeypadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | 'back' | 'clear';

/** The text after one key press, keeping it a plain number of at most `maxLength` characters. */
export function applyKey(text: string, key: KeypadKey, options: { decimal: boolean; maxLength: number }): string {
  if (key === 'clear') return '';
  if (key === 'back') return text.slice(0, -1);
  if (text.length >= options.maxLength) return text;
  if (key === '.') {
    if (!options.decimal || text.includes('.')) return text;
    return text === '' ? '0.' : `${text}.`;
  }
  const decimals = text.split('.')[1];
  if (decimals !== undefined && decimals.length >= 2) return text;
  return text === '0' && options.decimal ? key : `${text}${key}`;
}
