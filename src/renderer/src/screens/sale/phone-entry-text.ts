/**
 * The number as text, before libphonenumber reads it (phone-entry.ts): how long it may grow, and what of a
 * paste or a scan it keeps. Apart so the first screen has it without libphonenumber.
 */

/** Room for "00", a calling code and the longest national number. */
export const MAX_ENTRY_LENGTH = 20;

/** Pasted or scanned text as the entry keeps it: its digits, and a "+" only if one comes before them. */
export function cleanEntry(text: string): string {
  const firstDigit = text.search(/\d/);
  const plus = text.slice(0, firstDigit === -1 ? text.length : firstDigit).includes('+');
  return `${plus ? '+' : ''}${text.replace(/\D/g, '')}`.slice(0, MAX_ENTRY_LENGTH);
}
