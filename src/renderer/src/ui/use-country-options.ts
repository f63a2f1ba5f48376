/**
 * The catalog's countries as the shop's country can be chosen from: named in the page's language (Intl knows
 * every region's name; the catalog's English name when it does not), in that language's alphabetical order.
 */
import { useMemo } from 'react';
import type { BridgeError } from '../data/bridge/bridge-error';
import { useTillQuery } from '../data/use-till-query';
import { useLanguage } from '../i18n/language-provider';
import { countryChoices } from '../lib/country-search';

export interface CountryOption {
  iso: string;
  name: string;
}

export function useCountryOptions(): { options: CountryOption[]; error: BridgeError | null } {
  const countries = useTillQuery('catalog.countries');
  const { locale } = useLanguage();
  const options = useMemo(() => {
    // The same names and order as the sale screen's country picker.
    return countryChoices(countries.data ?? [], locale).map(({ iso, name }) => ({ iso, name }));
  }, [countries.data, locale]);
  return { options, error: countries.error };
}
