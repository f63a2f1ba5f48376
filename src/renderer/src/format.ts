/** Display helpers: exact amounts through shared/money.ts, dates in the shop's locale. */
import type { Money } from '../../shared/contract';
import { formatMoney } from '../../shared/money';

export function showMoney(money: Money): string {
  return formatMoney(money.micros, money.currency);
}

export function showDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function showTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}
