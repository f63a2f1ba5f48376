/**
 * What the history's search needs across every day, where a match must come from an index: the journal builds its
 * lookups from these (journal/sale-search.ts), and the screen says how much more to type by the same rules.
 */

/** Across every day, a prefix shorter than this would match too many of years of sales to be a search. */
export const MIN_SEARCH_ACROSS_DAYS = 4;
/** The number's index holds its last four digits; longer endings are narrowed from there. */
export const INDEXED_NUMBER_ENDING = 4;

/** The digits of a typed number ("+234 803 123-4567", "0803…"), or null when the text is not a number. */
export function numberDigits(text: string): string | null {
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  // A whole national number starts with its trunk 0, which the stored international number does not hold.
  return digits.length >= 8 ? digits.replace(/^0+/, '') : digits;
}

/**
 * True when, across every day, `text` is too short for any search but a transaction id's: fewer characters than
 * the minimum, or a number with fewer digits than its index holds.
 */
export function tooShortAcrossDays(text: string): boolean {
  if (text === '') return false;
  const digits = numberDigits(text);
  return text.length < MIN_SEARCH_ACROSS_DAYS || (digits !== null && digits.length < INDEXED_NUMBER_ENDING);
}
