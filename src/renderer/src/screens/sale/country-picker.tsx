/**
 * The country of the number: a button showing it, opening a searchable list of every country (used lately
 * first: country-dialog.tsx). Both are part of the first screen: the clerk's first tap is often this one, and
 * a dialog whose script had to arrive first kept that tap waiting.
 */
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country, Settings } from '@shared/contract';
import { useStartedSettings } from '../../data/use-started';
import { useTillQuery } from '../../data/use-till-query';
import { useFormats } from '../../i18n/use-formats';
import { FlagSlot } from '../../ui/flag-slot';
import { CountryDialog } from './country-dialog';
import { type Choices, type CountryChoice, choiceLabel, countryChoices, recentCountries, withRecentFirst } from '../../lib/country-search';
import './country-picker.css';

interface CountryPickerProps {
  country: string;
  /** Open or not is the number step's to know: its keys must not type behind the dialog. */
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  onPick(country: string): void;
}

// Memoised: the number step draws again at every key; the button changes only with the country.
export const CountryPicker = memo(function CountryPicker({ country, isOpen, onOpenChange, onPick }: CountryPickerProps) {
  const { t } = useTranslation('country');
  const choices = useCountryChoices();
  const current = choices.all.find((choice) => choice.iso === country) ?? { iso: country, name: country, callingCode: '', catalogName: country };
  return (
    <>
      {/* Enter on it, the focus given back after a pick, means "go on": the number step hears it (number-step.tsx). */}
      <button
        type="button"
        className="button country-button"
        aria-label={t('button', { country: choiceLabel(current) })}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => onOpenChange(true)}
      >
        <FlagSlot iso={current.iso} width={48} />
        <span className="country-button-text">
          <span className="label">{t('label')}</span>
          <strong>{current.name}</strong>
        </span>
        <span className="country-code" dir="ltr">
          {current.callingCode}
        </span>
      </button>
      {isOpen ? <CountryDialog choices={choices} current={country} onOpenChange={onOpenChange} onPick={onPick} /> : null}
    </>
  );
});

const defaultCountryOf = (settings: Settings) => settings.shop.defaultCountry;
const NO_COUNTRIES: readonly Country[] = [];
const named = new WeakMap<readonly Country[], Map<string, CountryChoice[]>>();

/**
 * The catalog's countries named in `locale`, once per catalog and language: naming some 250 countries is the
 * costly part, and the number step mounts again at every new sale.
 */
function namedChoices(countries: readonly Country[], locale: string): CountryChoice[] {
  const byLocale = named.get(countries) ?? new Map<string, CountryChoice[]>();
  named.set(countries, byLocale);
  let choices = byLocale.get(locale);
  if (!choices) byLocale.set(locale, (choices = countryChoices(countries, locale)));
  return choices;
}

function useCountryChoices(): Choices {
  const { locale } = useFormats();
  const countries = useTillQuery('catalog.countries');
  const recentNumbers = useTillQuery('sales.recentNumbers');
  const shopCountry = useStartedSettings(defaultCountryOf);
  const all = namedChoices(countries.data ?? NO_COUNTRIES, locale);
  return useMemo(
    // Without the recent numbers (not read, or failed) the shop's own country still comes first.
    () => ({ all, ...withRecentFirst(all, recentCountries(recentNumbers.data ?? [], shopCountry)), error: countries.error, loading: countries.isPending }),
    [all, countries.error, countries.isPending, recentNumbers.data, shopCountry],
  );
}
