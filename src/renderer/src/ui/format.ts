/** Display helpers: exact amounts through shared/money.ts, dates in the shop's locale. */
import type { Money, Sale } from '@shared/contract';
import { formatMoney } from '@shared/money';

export function showMoney(money: Money): string {
  return formatMoney(money.micros, money.currency);
}

/** Whom a sale went to: the number, or the e-mail address for an e-mail-addressed operator. */
export function showRecipient(recipient: Sale['recipient']): string {
  return recipient.kind === 'phone' ? recipient.e164 : recipient.email;
}

/** With `seconds` where two of them may fall in the same minute (backups made by hand). */
export function showDateTime(iso: string, options: { seconds?: boolean } = {}): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: options.seconds ? 'medium' : 'short' });
}

export function showTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

const BYTE_UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** A file's size the way people read it: 812 KB, 4.2 MB. */
export function showBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toFixed(digits)} ${BYTE_UNITS[unit]}`;
}
