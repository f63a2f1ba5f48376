/** What an amount typed by a clerk may look like, below both the schemas and the operators' amount rules. */

/** An amount as a clerk types it: up to 9 whole digits and 6 decimals (exact in micro-units). */
export const AMOUNT_TEXT = /^\d{1,9}(\.\d{1,6})?$/;
export const AMOUNT_MESSAGE = 'Enter an amount such as 5 or 10.50 (at most 6 decimals)';
