/** Money, numbers and dates in the page's language, through Intl (exact: money never passes through a float). */
import { useMemo } from 'react';
import type { Money } from '@shared/contract';
import { formatMoney } from '@shared/money';
import { useLanguage } from './language-provider';

export interface Formats {
  locale: string;
  money(money: Money): string;
  number(value: number): string;
  dateTime(iso: string, options?: { seconds?: boolean }): string;
  time(iso: string): string;
}

export function formatsFor(locale: string): Formats {
  const dateOf = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? null : date;
  };
  const numbers = new Intl.NumberFormat(locale);
  return {
    locale,
    money: (money) => formatMoney(money.micros, money.currency, locale),
    number: (value) => numbers.format(value),
    dateTime: (iso, options = {}) => dateOf(iso)?.toLocaleString(locale, { dateStyle: 'medium', timeStyle: options.seconds ? 'medium' : 'short' }) ?? iso,
    time: (iso) => dateOf(iso)?.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }) ?? iso,
  };
}

export function useFormats(): Formats {
  const { locale } = useLanguage();
  return useMemo(() => formatsFor(locale), [locale]);
}
