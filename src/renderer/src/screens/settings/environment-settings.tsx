/**
 * Which service the till sells through (training, sandbox, live) and each real environment's credentials.
 * Switching to `live` is real money: it asks again before it happens.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENVIRONMENTS, type Environment } from '@shared/contract';
import { useSettingsWriter } from '../../data/use-settings';
import { useStarted } from '../../data/use-started';
import { ErrorLine } from '../../ui/error-line';
import { CredentialsForm } from './credentials-form';
import { useSaveSettings } from '../../ui/use-settings-change';

export function EnvironmentSettings() {
  const { settings } = useStarted();
  const writer = useSettingsWriter();
  const [confirmLive, setConfirmLive] = useState(false);
  const { t } = useTranslation('settings');
  const change = useSaveSettings();

  const choose = (environment: Environment) => {
    if (environment === 'live' && !confirmLive) return setConfirmLive(true);
    setConfirmLive(false);
    void change.run({ environment });
  };

  return (
    // No heading of its own: the section's name says it, and the choices say what each environment is.
    <div className="environment-settings">
      {/* The question takes the choices' place while it is asked, so nothing else moves; the focus waits on No
          (the Live button that had it is gone). */}
      {confirmLive ? (
        <div className="confirm-live" role="alertdialog" aria-label={t('environment.confirmLabel')}>
          <p>{t('environment.confirm')}</p>
          <button type="button" className="button danger" onClick={() => choose('live')}>
            {t('environment.yes')}
          </button>
          <button type="button" className="button" onClick={() => setConfirmLive(false)} autoFocus>
            {t('environment.no')}
          </button>
        </div>
      ) : (
        <div className="environment-choice" role="group" aria-label={t('environment.label')}>
          {ENVIRONMENTS.map((environment) => (
            <button key={environment} type="button" className={`choice${settings.environment === environment ? ' is-current' : ''}`} aria-pressed={settings.environment === environment} onClick={() => choose(environment)}>
              {t(`environment.choice.${environment}`)}
            </button>
          ))}
        </div>
      )}
      <ErrorLine error={change.error} />
      <div className="credentials-pair">
        <CredentialsForm environment="sandbox" status={settings.credentials.sandbox} onSaved={writer.reread} />
        <CredentialsForm environment="live" status={settings.credentials.live} onSaved={writer.reread} />
      </div>
    </div>
  );
}
