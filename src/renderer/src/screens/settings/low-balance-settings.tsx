/**
 * Below which balance the status bar warns that the account needs topping up: an amount in the account's
 * currency, typed as a clerk types any amount (exact decimal text, never a float).
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AMOUNT_TEXT } from '@shared/amount-text';
import { useStarted } from '../../data/use-started';
import { useFormats } from '../../i18n/use-formats';
import { SettingsFoot } from './settings-foot';
import { useSaveSettings } from '../../ui/use-settings-change';
import '../../ui/settings-form.css';
import './low-balance-settings.css';

export function LowBalanceSettings() {
  const { t } = useTranslation('settings');
  const formats = useFormats();
  const { settings, status } = useStarted();
  const [threshold, setThreshold] = useState(settings.lowBalanceThreshold);
  const [justSaved, setJustSaved] = useState(false);
  const save = useSaveSettings((next) => {
    setThreshold(next.lowBalanceThreshold);
    setJustSaved(true);
  });
  const typed = threshold.trim();
  const problem = AMOUNT_TEXT.test(typed) ? null : t('lowBalance.problem');
  const currency = status.lowBalanceThreshold?.currency ?? status.balance?.amount.currency ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    setJustSaved(false);
    void save.run({ lowBalanceThreshold: typed });
  };

  return (
    <form className="settings-form low-balance-settings" aria-label={t('lowBalance.label')} onSubmit={submit} autoComplete="off">
      <label className="settings-field">
        {t('lowBalance.threshold')}
        <span className="low-balance-amount">
          <input
            inputMode="decimal"
            value={threshold}
            onChange={(event) => {
              setThreshold(event.target.value);
              setJustSaved(false);
            }}
            aria-invalid={problem !== null || undefined}
            dir="ltr"
          />
          {currency ? <span className="low-balance-currency">{currency}</span> : null}
        </span>
      </label>
      <p className="hint">{t('lowBalance.hint')}</p>
      <p className="hint">{status.balance ? t('lowBalance.balance', { amount: formats.money(status.balance.amount) }) : t('lowBalance.balanceUnknown')}</p>
      <SettingsFoot news={justSaved ? t('lowBalance.saved') : ''} error={save.error ?? (typed === '' ? null : problem)}>
        <button type="submit" className="button primary" disabled={save.busy || problem !== null || typed === settings.lowBalanceThreshold}>
          {save.busy ? t('lowBalance.saving') : t('lowBalance.save')}
        </button>
      </SettingsFoot>
    </form>
  );
}
