/**
 * The manager's settings: the shop (its country and the till's language), the environment, the credentials
 * and the journal's backups. Switching to `live` is real money: it asks again before it happens.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENVIRONMENTS, type Environment } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { useSettingsWriter } from '../../data/use-settings';
import { useStarted } from '../../data/use-started';
import { ErrorLine } from '../../ui/error-line';
import { BackupSettings } from './backup-settings';
import { CredentialsForm } from './credentials-form';
import { PrinterSettings } from './printer-settings';
import { ShopSettings } from './shop-settings';

export function SettingsScreen() {
  const bridge = useBridge();
  const { settings } = useStarted();
  const writer = useSettingsWriter();
  const [confirmLive, setConfirmLive] = useState(false);
  const { t } = useTranslation('settings');
  const change = useAction(async (environment: Environment) => writer.set(await bridge['settings.update']({ environment })));

  const choose = (environment: Environment) => {
    if (environment === 'live' && !confirmLive) return setConfirmLive(true);
    setConfirmLive(false);
    void change.run(environment);
  };

  return (
    <section className="settings" aria-label={t('label')}>
      <ShopSettings />
      <PrinterSettings />
      <h2>{t('environment.title')}</h2>
      <div className="environment-choice" role="group" aria-label={t('environment.label')}>
        {ENVIRONMENTS.map((environment) => (
          <button key={environment} type="button" className={`choice${settings.environment === environment ? ' is-current' : ''}`} aria-pressed={settings.environment === environment} onClick={() => choose(environment)}>
            {t(`environment.choice.${environment}`)}
          </button>
        ))}
      </div>
      {confirmLive ? (
        <div className="confirm-live" role="alertdialog" aria-label={t('environment.confirmLabel')}>
          <p>{t('environment.confirm')}</p>
          <button type="button" className="button danger" onClick={() => choose('live')}>
            {t('environment.yes')}
          </button>
          <button type="button" className="button" onClick={() => setConfirmLive(false)}>
            {t('environment.no')}
          </button>
        </div>
      ) : null}
      <ErrorLine error={change.error} />
      <div className="credentials-pair">
        <CredentialsForm environment="sandbox" status={settings.credentials.sandbox} onSaved={writer.reread} />
        <CredentialsForm environment="live" status={settings.credentials.live} onSaved={writer.reread} />
      </div>
      <BackupSettings />
    </section>
  );
}
