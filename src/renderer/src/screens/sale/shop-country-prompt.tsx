/**
 * On a till's first run, one line on the sale screen asks for the shop's country (sales start in it), until a
 * manager confirms one here or in the settings. Not a modal: selling goes on around it meanwhile. It shows
 * nothing once the country is confirmed, nor to a clerk who could not save it (the manager is asked when next
 * signed in), so the sale screen can always render it.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../data/use-session';
import { useStarted } from '../../data/use-started';
import { ErrorLine } from '../../ui/error-line';
import { CountryComboBox } from '../../ui/country-combo-box';
import { useCountryOptions } from '../../ui/use-country-options';
import { managesSettings, useSaveSettings } from '../../ui/use-settings-change';
import './shop-country-prompt.css';

export function ShopCountryPrompt() {
  const { t } = useTranslation('settings');
  const { shop } = useStarted().settings;
  const countries = useCountryOptions();
  const [country, setCountry] = useState(shop.defaultCountry);
  const save = useSaveSettings();
  const session = useSession().data;
  // Until the session is read (or on a till whose core cannot tell), the core's answer to Save decides.
  if (shop.countryChosen || (session && !managesSettings(session))) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run({ shop: { defaultCountry: country, countryChosen: true } });
  };
  return (
    <form className="shop-country-prompt" aria-label={t('prompt.label')} onSubmit={submit} autoComplete="off">
      <p className="shop-country-question">{t('prompt.question')}</p>
      <CountryComboBox label={t('shop.country')} options={countries.options} value={country} onChange={setCountry} />
      <button type="submit" className="button primary" disabled={save.busy}>
        {save.busy ? t('prompt.saving') : t('prompt.save')}
      </button>
      <ErrorLine error={save.error ?? countries.error} />
    </form>
  );
}
