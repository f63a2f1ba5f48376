/**
 * The manager's settings, for now the environment, the credentials and the journal's backups. Switching to
 * `live` is real money: it asks again before it happens.
 */
import { useState } from 'react';
import { ENVIRONMENTS, type Environment } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { useSettingsWriter } from '../../data/use-settings';
import { useStarted } from '../../data/use-started';
import { ErrorLine } from '../../ui/error-line';
import { BackupSettings } from './backup-settings';
import { CredentialsForm } from './credentials-form';

const ENVIRONMENT_TEXT: Record<Environment, string> = {
  training: 'Training — practice sales, no money moves',
  sandbox: 'Sandbox — the service’s test system',
  live: 'Live — real top-ups, real money',
};

export function SettingsScreen() {
  const bridge = useBridge();
  const { settings } = useStarted();
  const writer = useSettingsWriter();
  const [confirmLive, setConfirmLive] = useState(false);
  const change = useAction(async (environment: Environment) => writer.set(await bridge['settings.update']({ environment })));

  const choose = (environment: Environment) => {
    if (environment === 'live' && !confirmLive) return setConfirmLive(true);
    setConfirmLive(false);
    void change.run(environment);
  };

  return (
    <section className="settings" aria-label="Settings">
      <h2>Environment</h2>
      <div className="environment-choice" role="group" aria-label="Environment">
        {ENVIRONMENTS.map((environment) => (
          <button key={environment} type="button" className={`choice${settings.environment === environment ? ' is-current' : ''}`} aria-pressed={settings.environment === environment} onClick={() => choose(environment)}>
            {ENVIRONMENT_TEXT[environment]}
          </button>
        ))}
      </div>
      {confirmLive ? (
        <div className="confirm-live" role="alertdialog" aria-label="Switch to live">
          <p>Switch this till to live sales? Every sale will charge the shop’s account.</p>
          <button type="button" className="button danger" onClick={() => choose('live')}>
            Yes, sell for real
          </button>
          <button type="button" className="button" onClick={() => setConfirmLive(false)}>
            No
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
