/**
 * The number on a receipt with its middle digits hidden: the slip is left on counters and in bins, and the
 * calling code, the first digits and the last four are all a customer needs to recognise their number.
 */
import { parsePhoneNumberWithError } from 'libphonenumber-js/max';
import type { Sale } from '../../shared/schemas';

function maskMiddle(digits: string, keepStart: number, keepEnd: number): string {
  const hidden = Math.max(0, digits.length - keepStart - keepEnd);
  if (hidden === 0) return digits;
  return `${digits.slice(0, keepStart)}${'*'.repeat(hidden)}${digits.slice(digits.length - keepEnd)}`;
}

export function maskedPhone(e164: string): string {
  try {
    const phone = parsePhoneNumberWithError(e164);
    const national = String(phone.nationalNumber);
    return `+${phone.countryCallingCode} ${national.length >= 8 ? maskMiddle(national, 2, 4) : maskMiddle(national, 1, 2)}`;
  } catch {
    const digits = e164.replace(/\D/g, '');
    return `+${maskMiddle(digits, 3, 4)}`;
  }
}

/** An e-mail address keeps its first two characters and its domain. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return maskMiddle(email, 1, 0);
  const local = email.slice(0, at);
  return `${maskMiddle(local, Math.min(2, local.length - 1), 0)}${email.slice(at)}`;
}

export function maskedRecipient(recipient: Sale['recipient']): string {
  return recipient.kind === 'phone' ? maskedPhone(recipient.e164) : maskedEmail(recipient.email);
}
