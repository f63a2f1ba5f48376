/**
 * Amounts and times as the office shows them, through the till's own money formatting (src/shared/money.ts:
 * Intl, grouped, exact from BigInt micros, never a float) in the page's locale.
 */
import { useMemo } from 'react';
import { formatMoney } from '@shared/money';
import { useLanguage } from './i18n/language';

export interface OfficeFormats {
  money(micros: string | bigint, currency: string): string;
  number(value: number): string;
  dateTime(iso: string): string;
  time(iso: string): string;
  /** A business day ("2026-11-22") as a short date with its weekday: "Sun 22 Nov". */
  day(day: string): string;
}

export function officeFormats(locale: string): OfficeFormats {
  const numbers = new Intl.NumberFormat(locale);
  const dateTimes = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const times = new Intl.DateTimeFormat(locale, { timeStyle: 'medium' });
  // A business day is a calendar date, not an instant: written in UTC, so no time zone moves it.
  const days = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  return {
    money: (micros, currency) => formatMoney(BigInt(micros), currency, locale),
    number: (value) => numbers.format(value),
    dateTime: (iso) => dateTimes.format(new Date(iso)),
    time: (iso) => times.format(new Date(iso)),
    day: (day) => days.format(new Date(`${day}T00:00:00Z`)),
  };
}

export function useOfficeFormats(): OfficeFormats {
  const { locale } = useLanguage();
  return useMemo(() => officeFormats(locale), [locale]);
}
