/**
 * The number on a receipt with its middle digits hidden: the slip is left on counters and in bins, and the
 * calling code (or the trunk prefix), the first digits and the last four are all a customer needs to recognise
 * their number. It keeps the grouping the screen shows ("+234 80* *** 4567" abroad, "080* *** 4567" in Lagos).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { shownNumber } from '../../shared/phone-grouping';
import type { Sale } from '../../shared/schemas';

function maskMiddle(digits: string, keepStart: number, keepEnd: number): string {
  const hidden = Math.max(0, digits.length - keepStart - keepEnd);
  if (hidden === 0) return digits;
  return `${digits.slice(0, keepStart)}${'*'.repeat(hidden)}${digits.slice(digits.length - keepEnd)}`;
}

/** Hides the digits of a written number between its first `keepStart` and its last `keepEnd`, keeping its spaces. */
function maskDigits(written: string, keepStart: number, keepEnd: number): string {
  const total = written.replace(/\D/g, '').length;
  let seen = 0;
  return written.replace(/\d/g, (digit) => {
    seen += 1;
    return seen <= keepStart || seen > total - keepEnd ? digit : '*';
  });
}

export function maskedPhone(phone: NonNullable<Sale['sender']>, shopCountry: string): string {
  const national = parsePhoneNumberFromString(phone.e164)?.nationalNumber;
  // Not a number libphonenumber can read: its digits masked as they stand.
  if (!national) return `+${maskMiddle(phone.e164.replace(/\D/g, ''), 3, 4)}`;
  const written = shownNumber(phone, shopCountry);
  // Whatever comes before the national number (a calling code, a trunk "0") stays, then 2 digits of it (1 of a short one).
  const before = written.replace(/\D/g, '').length - national.length;
  const long = national.length >= 8;
  return maskDigits(written, before + (long ? 2 : 1), long ? 4 : 2);
}

/** An e-mail address keeps its first two characters and its domain. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return maskMiddle(email, 1, 0);
  const local = email.slice(0, at);
  return `${maskMiddle(local, Math.min(2, local.length - 1), 0)}${email.slice(at)}`;
}

export function maskedRecipient(recipient: Sale['recipient'], shopCountry: string): string {
  return recipient.kind === 'phone' ? maskedPhone(recipient, shopCountry) : maskedEmail(recipient.email);
}
