/**
 * The first run's first question: where the shop stands. Its country sets the till's language, how every date,
 * time, number and amount is written, and the clock its days are kept on, before any sale. A country with one
 * time zone (or whose zones include the machine's) needs nothing more; one with several, on a machine set to
 * another (UTC, say), asks which: the country on the screen's main side, its zones beside it.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopPlace } from '@shared/contract';
import { SHOP_COUNTRIES, shopZone } from '@shared/shop-place';
import { useLanguage } from '../../i18n/language-provider';
import { regionName } from '../../lib/country-search';
import { CountryComboBox } from '../../ui/country-combo-box';
import { TimeZonePicker } from '../../ui/time-zone-picker';
import { timeZoneOptions } from '../../lib/time-zones';

export interface PlaceDraft {
  country: string | null;
  /** Chosen from the country's zones; null: the one shopZone() gives, if any. */
  timeZone: string | null;
}

interface PlaceProps {
  draft: PlaceDraft;
  machineZone: string;
  onChange(draft: PlaceDraft): void;
}

/** The place to save, once it is whole: a country, and a zone for it. */
export function placeOf(draft: PlaceDraft, machineZone: string): ShopPlace | null {
  if (!draft.country) return null;
  const zone = draft.timeZone ?? shopZone(draft.country, machineZone).zone;
  return zone ? { country: draft.country, timeZone: zone } : null;
}

/** "Shop country", and the zone it settles on when there is nothing to choose. */
export function ShopCountryField({ draft, machineZone, onChange }: PlaceProps) {
  const { t } = useTranslation('clerks');
  const { locale } = useLanguage();
  const countries = useMemo(() => {
    const order = new Intl.Collator(locale);
    return SHOP_COUNTRIES.map((iso) => ({ iso, name: regionName(iso, locale) ?? iso })).sort((a, b) => order.compare(a.name, b.name));
  }, [locale]);
  const zone = draft.timeZone ?? (draft.country ? shopZone(draft.country, machineZone).zone : null);
  return (
    <div className="shop-place">
      <CountryComboBox label={t('setup.country')} options={countries} value={draft.country} onChange={(country) => onChange({ country, timeZone: null })} />
      {zone ? <p className="hint">{t('setup.zone', { zone: zone.replaceAll('_', ' ') })}</p> : null}
    </div>
  );
}

/** The country's zones to choose from, when it has several; nothing otherwise. */
export function ShopZoneChoice({ draft, machineZone, onChange }: PlaceProps) {
  const { t } = useTranslation('clerks');
  const { locale } = useLanguage();
  const zones = useMemo(() => (draft.country ? shopZone(draft.country, machineZone) : null), [draft.country, machineZone]);
  const options = useMemo(() => (zones && zones.choices.length > 1 ? timeZoneOptions('UTC', locale).filter((option) => zones.choices.includes(option.id)) : []), [zones, locale]);
  if (options.length === 0) return null;
  return (
    <div className="shop-place-zone">
      <p className="setup-step">{t('setup.whichZone')}</p>
      <TimeZonePicker zones={options} value={draft.timeZone ?? zones?.zone ?? ''} onChange={(timeZone) => onChange({ ...draft, timeZone })} />
    </div>
  );
}
