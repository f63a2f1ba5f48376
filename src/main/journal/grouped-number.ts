/**
 * Every number the core hands out, grouped (shared/phone-grouping.ts). Remembered, since a day's lists repeat
 * the shop's regular customers and parsing is the dear part.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { type GroupedNumber, groupingOf } from '../../shared/phone-grouping';

const KEPT = 5000;
const known = new Map<string, GroupedNumber>();

export function groupedNumber(e164: string): GroupedNumber {
  let grouped = known.get(e164);
  if (!grouped) {
    grouped = groupingOf(parsePhoneNumberFromString(e164), e164);
    // Forgotten all at once when full: cheaper than keeping an order, and refilled by the next few pages.
    if (known.size >= KEPT) known.clear();
    known.set(e164, grouped);
  }
  return grouped;
}
