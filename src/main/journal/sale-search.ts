/**
 * The history's search box, read the way a clerk means it: the last digits of the customer's number, the start
 * of a sale id (printed on the receipt), the service's transaction id, or the start of an e-mail address. Each
 * is one indexed lookup (migration 8), so a search across three years of sales costs what it costs on one day.
 * On one chosen day, whose sales are few, the text may also appear anywhere in the number, the id, the e-mail
 * address or the operator's name, as the search always allowed.
 */
import { INDEXED_NUMBER_ENDING, MIN_SEARCH_ACROSS_DAYS, numberDigits } from '../../shared/history-search';

/** Above every character a sale id or an e-mail address holds: `x >= p AND x < p + TOP` is "starts with p". */
const TOP = '\uffff';

export interface SearchTerm {
  /** An SQL condition over `sales`, OR-ed matches in parentheses. */
  sql: string;
  params: Record<string, string | number>;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What `text` matches; `withinDay`: the list is already narrowed to one day's sales. */
export function searchTerm(text: string, withinDay: boolean): SearchTerm {
  const matches: string[] = [];
  const params: Record<string, string | number> = {};
  const digits = numberDigits(text);
  if (digits !== null && digits.length >= INDEXED_NUMBER_ENDING) {
    matches.push('(substr(recipient_phone, -4) = @numberEnd AND recipient_phone LIKE @numberEnding)');
    params.numberEnd = digits.slice(-INDEXED_NUMBER_ENDING);
    params.numberEnding = `%${digits}`;
  } else if (digits !== null && digits.length > 0 && withinDay) {
    matches.push('recipient_phone LIKE @numberEnding');
    params.numberEnding = `%${digits}`;
  }
  if (/^\d{1,15}$/.test(text)) {
    matches.push('transaction_id = @transactionId');
    params.transactionId = Number(text);
  }
  if (text.length >= MIN_SEARCH_ACROSS_DAYS) {
    matches.push('(id >= @idFrom AND id < @idTo)', '(recipient_email >= @emailFrom AND recipient_email < @emailTo)');
    Object.assign(params, { idFrom: text.toUpperCase(), idTo: text.toUpperCase() + TOP, emailFrom: text.toLowerCase(), emailTo: text.toLowerCase() + TOP });
  }
  if (withinDay) {
    // LIKE ignores ASCII case, as the search always did.
    matches.push(`id LIKE @anywhere ESCAPE '\\' OR recipient_phone LIKE @anywhere ESCAPE '\\' OR recipient_email LIKE @anywhere ESCAPE '\\'
      OR operator_name LIKE @anywhere ESCAPE '\\' OR CAST(transaction_id AS TEXT) LIKE @anywhere ESCAPE '\\'`);
    params.anywhere = `%${escapeLike(text)}%`;
  }
  return { sql: matches.length === 0 ? '0' : `(${matches.join(' OR ')})`, params };
}

