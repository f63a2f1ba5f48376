/**
 * Money, numbers, dates and phone numbers as the shop writes them: its country's locale in the page's language,
 * its time zone, and numbers grouped (national for its own country's). Through Intl, exact: money never passes
 * through a float. One date format and one time format, so a report never mixes "7:19 AM" with "07:19".
 */
import { useMemo } from 'react';
import type { Money, Sale } from '@shared/contract';
import { formatMoney } from '@shared/money';
import { type GroupedNumber, shownNumber } from '@shared/phone-grouping';
import { useLanguage } from './language-provider';

export interface Formats {
  locale: string;
  money(money: Money): string;
  number(value: number): string;
  dateTime(iso: string, options?: { seconds?: boolean }): string;
  time(iso: string): string;
  /** A phone number as the shop writes it. */
  phone(phone: { country: string; grouped: GroupedNumber }): string;
  /** Whom a sale went to: the number as the shop writes it, or the e-mail address. */
  recipient(recipient: Sale['recipient']): string;
}

/** Where the page is: the locale, the shop's time zone (undefined: the machine's) and its country. */
export interface Place {
  locale: string;
  timeZone?: string | undefined;
  country?: string | undefined;
}

export function formatsFor({ locale, timeZone, country = '' }: Place): Formats {
  const dateOf = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? null : date;
  };
  const numbers = new Intl.NumberFormat(locale);
  const dateTimes = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const withSeconds = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone });
  const times = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
  const phone: Formats['phone'] = (number) => shownNumber(number, country);
  return {
    locale,
    money: (money) => formatMoney(money.micros, money.currency, locale),
    number: (value) => numbers.format(value),
    dateTime: (iso, options = {}) => {
      const date = dateOf(iso);
      return date ? (options.seconds ? withSeconds : dateTimes).format(date) : iso;
    },
    time: (iso) => {
      const date = dateOf(iso);
      return date ? times.format(date) : iso;
    },
    phone,
    recipient: (recipient) => (recipient.kind === 'phone' ? phone(recipient) : recipient.email),
  };
}

export function useFormats(): Formats {
  const { locale, timeZone, country } = useLanguage();
  return useMemo(() => formatsFor({ locale, timeZone, country }), [locale, timeZone, country]);
}
