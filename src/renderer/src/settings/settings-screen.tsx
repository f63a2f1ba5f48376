/**
 * The manager's settings, for now the environment, the credentials and the journal's backups. Switching to
 * `live` is real money: it asks again before it happens.
 */
import { useState } from 'react';
import { ENVIRONMENTS, type Environment, type Settings } from '../../../shared/contract';
import { type BridgeError, toBridgeError } from '../bridge/bridge-error';
import { useBridge } from '../bridge-context';
import { ErrorLine } from '../components/error-line';
import { BackupSettings } from './backup-settings';
import { CredentialsForm } from './credentials-form';

const ENVIRONMENT_TEXT: Record<Environment, string> = {
  training: 'Training — practice sales, no money moves',
  sandbox: 'Sandbox — the service’s test system',
  live: 'Live — real top-ups, real money',
};

interface SettingsScreenProps {
  settings: Settings;
  onChanged(next: Settings): void;
  /** A backup was restored in place of the journal. */
  onJournalChanged(): void;
}

export function SettingsScreen({ settings, onChanged, onJournalChanged }: SettingsScreenProps) {
  const bridge = useBridge();
  const [error, setError] = useState<BridgeError | null>(null);
  const [confirmLive, setConfirmLive] = useState(false);

  const choose = async (environment: Environment) => {
    if (environment === 'live' && !confirmLive) return setConfirmLive(true);
    setConfirmLive(false);
    setError(null);
    try {
      onChanged(await bridge['settings.update']({ environment }));
    } catch (reason) {
      setError(toBridgeError(reason));
    }
  };
  const reload = () => {
    bridge['settings.get']().then(onChanged, (reason: unknown) => setError(toBridgeError(reason)));
  };

  return (
    <section className="settings" aria-label="Settings">
      <h2>Environment</h2>
      <div className="environment-choice" role="group" aria-label="Environment">
        {ENVIRONMENTS.map((environment) => (
          <button key={environment} type="button" className={`choice${settings.environment === environment ? ' is-current' : ''}`} aria-pressed={settings.environment === environment} onClick={() => void choose(environment)}>
            {ENVIRONMENT_TEXT[environment]}
          </button>
        ))}
      </div>
      {confirmLive ? (
        <div className="confirm-live" role="alertdialog" aria-label="Switch to live">
          <p>Switch this till to live sales? Every sale will charge the shop’s account.</p>
          <button type="button" className="button danger" onClick={() => void choose('live')}>
            Yes, sell for real
          </button>
          <button type="button" className="button" onClick={() => setConfirmLive(false)}>
            No
          </button>
        </div>
      ) : null}
      <ErrorLine error={error} />
      <div className="credentials-pair">
        <CredentialsForm environment="sandbox" status={settings.credentials.sandbox} onSaved={reload} />
        <CredentialsForm environment="live" status={settings.credentials.live} onSaved={reload} />
      </div>
      <BackupSettings settings={settings} onChanged={onChanged} onRestored={onJournalChanged} />
    </section>
  );
}
