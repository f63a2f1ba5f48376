/**
 * The catalog's countries as the shop's country can be chosen from: named in the page's language (Intl knows
 * every region's name; the catalog's English name when it does not), in that language's alphabetical order.
 */
import { useMemo } from 'react';
import type { BridgeError } from '../../data/bridge/bridge-error';
import { useTillQuery } from '../../data/use-till-query';
import { useLanguage } from '../../i18n/language-provider';

export interface CountryOption {
  iso: string;
  name: string;
}

export function useCountryOptions(): { options: CountryOption[]; error: BridgeError | null } {
  const countries = useTillQuery('catalog.countries');
  const { locale } = useLanguage();
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    const order = new Intl.Collator(locale);
    return (countries.data ?? []).map((country) => ({ iso: country.iso, name: names.of(country.iso) ?? country.name })).sort((a, b) => order.compare(a.name, b.name));
  }, [countries.data, locale]);
  return { options, error: countries.error };
}
