/**
 * The shop's profile as its receipts print it (name, address, tax id, header and footer), its country (where
 * sales start) and the till's language. Saving confirms the country, so the sale screen stops asking for it;
 * a new language takes over the page as soon as main answers.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '@shared/contract';
import { useStarted } from '../../data/use-started';
import type { Capitalize } from '../../ui/name-keyboard-state';
import { TouchTextField } from '../../ui/touch-text-field';
import { CountryComboBox } from '../../ui/country-combo-box';
import { LanguageChoice } from './language-choice';
import { SettingsFoot } from './settings-foot';
import { useCountryOptions } from '../../ui/use-country-options';
import { useSaveSettings } from '../../ui/use-settings-change';
import '../../ui/settings-form.css';
import './shop-settings.css';

type ShopForm = Pick<Settings['shop'], 'name' | 'address' | 'taxId' | 'receiptHeader' | 'receiptFooter' | 'defaultCountry' | 'language'>;
type TextField = 'name' | 'address' | 'taxId' | 'receiptHeader' | 'receiptFooter';

function formOf(shop: Settings['shop']): ShopForm {
  const { name, address, taxId, receiptHeader, receiptFooter, defaultCountry, language } = shop;
  return { name, address, taxId, receiptHeader, receiptFooter, defaultCountry, language };
}

/** The profile as it is saved: the typed text without the spaces around it. */
function tidy(form: ShopForm): ShopForm {
  return { ...form, name: form.name.trim(), address: form.address.trim(), taxId: form.taxId.trim(), receiptHeader: form.receiptHeader.trim(), receiptFooter: form.receiptFooter.trim() };
}

export function ShopSettings() {
  const { t } = useTranslation('settings');
  const { shop } = useStarted().settings;
  const countries = useCountryOptions();
  const [form, setForm] = useState(() => formOf(shop));
  const [saved, setSaved] = useState(false);
  const save = useSaveSettings((next) => {
    setForm(formOf(next.shop));
    setSaved(true);
  });
  const change = (next: Partial<ShopForm>) => {
    setSaved(false);
    setForm((current) => ({ ...current, ...next }));
  };
  const patch = tidy(form);
  // An unconfirmed country is worth saving as it is: that is the manager confirming it.
  const changed = (Object.keys(patch) as Array<keyof ShopForm>).some((key) => patch[key] !== shop[key]) || !shop.countryChosen;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    void save.run({ shop: { ...patch, countryChosen: true } });
  };

  const text = (field: TextField, options: { lines?: number; maxLength: number; capitalize: Capitalize }) => (
    <TouchTextField className="settings-field" label={t(`shop.${field}`)} value={form[field]} onChange={(value) => change({ [field]: value })} {...options} />
  );

  return (
    <form className="settings-form shop-settings" aria-label={t('shop.label')} onSubmit={submit} autoComplete="off">
      <div className="settings-columns">
        <div className="settings-column">
          {text('name', { maxLength: 80, capitalize: 'words' })}
          {text('taxId', { maxLength: 40, capitalize: 'none' })}
          {text('address', { lines: 2, maxLength: 300, capitalize: 'sentences' })}
        </div>
        <div className="settings-column">
          <CountryComboBox label={t('shop.country')} options={countries.options} value={form.defaultCountry} onChange={(defaultCountry) => change({ defaultCountry })} />
          <p className="hint">{t('shop.countryHint')}</p>
          <LanguageChoice label={t('shop.language')} value={form.language} onChange={(language) => change({ language })} />
        </div>
        {text('receiptHeader', { lines: 2, maxLength: 300, capitalize: 'sentences' })}
        {text('receiptFooter', { lines: 2, maxLength: 300, capitalize: 'sentences' })}
      </div>
      <SettingsFoot news={saved ? t('shop.saved') : ''} error={save.error ?? countries.error}>
        <button type="submit" className="button primary" disabled={save.busy || !changed}>
          {save.busy ? t('shop.saving') : t('shop.save')}
        </button>
      </SettingsFoot>
    </form>
  );
}
