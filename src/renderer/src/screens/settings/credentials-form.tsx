/**
 * A manager enters the service credentials of one environment. The till checks them by fetching a token
 * before saving; afterwards the screen only ever shows "configured on <date> ••••1234", never the secret,
 * and the typed secret is cleared from the form at once.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { useFormats } from '../../i18n/use-formats';
import { ErrorLine } from '../../ui/error-line';
import { useSettingsGuard } from '../../ui/use-settings-change';

type ServiceEnvironment = 'sandbox' | 'live';
type CredentialsStatus = Settings['credentials'][ServiceEnvironment];

export function CredentialsForm({ environment, status, onSaved }: { environment: ServiceEnvironment; status: CredentialsStatus; onSaved(): void }) {
  const bridge = useBridge();
  const { t } = useTranslation('settings');
  const formats = useFormats();
  /** Which credentials the till is using: ones given on the command line win for this run over saved ones. */
  const statusText = () => {
    if (!status.configured) return t('credentials.notConfigured');
    if (status.source === 'command-line') return t('credentials.commandLine', { hint: status.clientIdHint ?? '—' });
    return t('credentials.configuredOn', { when: status.updatedAt ? formats.dateTime(status.updatedAt) : '—', hint: status.clientIdHint ?? '' });
  };
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const guarded = useSettingsGuard();
  const save = useAction(async () => {
    try {
      const saved = await guarded(() => bridge['settings.setCredentials']({ environment, clientId, clientSecret }));
      if (saved === null) return;
      setClientId('');
      onSaved();
    } finally {
      // Whatever the answer, the typed secret leaves the form at once.
      setClientSecret('');
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run();
  };

  return (
    <form className="credentials" onSubmit={submit} aria-label={t(`credentials.label.${environment}`)} autoComplete="off">
      <h3>{t(`credentials.title.${environment}`)}</h3>
      <p className="hint" data-field="credentials-status">
        {statusText()}
      </p>
      <label>
        {t('credentials.clientId')}
        <input value={clientId} onChange={(event) => setClientId(event.target.value)} autoComplete="off" spellCheck={false} required />
      </label>
      <label>
        {t('credentials.clientSecret')}
        <input type="password" value={clientSecret} onChange={(event) => setClientSecret(event.target.value)} autoComplete="new-password" required />
      </label>
      <ErrorLine error={save.error} />
      <button type="submit" className="button primary" disabled={save.busy || !clientId || !clientSecret}>
        {save.busy ? t('credentials.checking') : t('credentials.save')}
      </button>
    </form>
  );
}
