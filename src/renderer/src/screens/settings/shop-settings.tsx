/**
 * The shop's country (where sales start) and the till's language. Saving confirms the country, so the sale
 * screen stops asking for it; a new language takes over the page as soon as main answers.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStarted } from '../../data/use-started';
import { ErrorLine } from '../../ui/error-line';
import { CountryComboBox } from './country-combo-box';
import { LanguageChoice } from './language-choice';
import { useCountryOptions } from './use-country-options';
import { useSaveShop } from './use-save-shop';
import './shop-settings.css';

export function ShopSettings() {
  const { t } = useTranslation('settings');
  const { shop } = useStarted().settings;
  const countries = useCountryOptions();
  const [country, setCountry] = useState(shop.defaultCountry);
  const [language, setLanguage] = useState(shop.language);
  const [saved, setSaved] = useState(false);
  const save = useSaveShop(() => setSaved(true));
  // An unconfirmed country is worth saving as it is: that is the manager confirming it.
  const changed = country !== shop.defaultCountry || language !== shop.language || !shop.countryChosen;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    void save.run({ defaultCountry: country, countryChosen: true, language });
  };

  return (
    <form className="shop-settings" aria-label={t('shop.label')} onSubmit={submit} autoComplete="off">
      <h2>{t('shop.title')}</h2>
      <CountryComboBox label={t('shop.country')} options={countries.options} value={country} onChange={setCountry} />
      <p className="hint">{t('shop.countryHint')}</p>
      <LanguageChoice label={t('shop.language')} value={language} onChange={setLanguage} />
      <p className="status-line" role="status">
        {saved ? t('shop.saved') : ''}
      </p>
      <ErrorLine error={save.error ?? countries.error} />
      <button type="submit" className="button primary" disabled={save.busy || !changed}>
        {save.busy ? t('shop.saving') : t('shop.save')}
      </button>
    </form>
  );
}
