/**
 * A manager enters the service credentials of one environment. The till checks them by fetching a token
 * before saving; afterwards the screen only ever shows "configured on <date> ••••1234", never the secret,
 * and the typed secret is cleared from the form at once.
 */
import { type FormEvent, useState } from 'react';
import type { Settings } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { ErrorLine } from '../../ui/error-line';
import { showDateTime } from '../../ui/format';

type ServiceEnvironment = 'sandbox' | 'live';
type CredentialsStatus = Settings['credentials'][ServiceEnvironment];

/** Which credentials the till is using: ones given on the command line win for this run over saved ones. */
function statusText(status: CredentialsStatus): string {
  if (!status.configured) return 'Not configured';
  if (status.source === 'command-line') return `Given on the command line for this run (${status.clientIdHint ?? '—'})`;
  return `Configured on ${status.updatedAt ? showDateTime(status.updatedAt) : '—'} ${status.clientIdHint ?? ''}`;
}

export function CredentialsForm({ environment, status, onSaved }: { environment: ServiceEnvironment; status: CredentialsStatus; onSaved(): void }) {
  const bridge = useBridge();
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const save = useAction(async () => {
    try {
      await bridge['settings.setCredentials']({ environment, clientId, clientSecret });
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
    <form className="credentials" onSubmit={submit} aria-label={`${environment} credentials`} autoComplete="off">
      <h3>{environment === 'live' ? 'Live' : 'Sandbox'} credentials</h3>
      <p className="hint" data-field="credentials-status">
        {statusText(status)}
      </p>
      <label>
        Client id
        <input value={clientId} onChange={(event) => setClientId(event.target.value)} autoComplete="off" spellCheck={false} required />
      </label>
      <label>
        Client secret
        <input type="password" value={clientSecret} onChange={(event) => setClientSecret(event.target.value)} autoComplete="new-password" required />
      </label>
      <ErrorLine error={save.error} />
      <button type="submit" className="button primary" disabled={save.busy || !clientId || !clientSecret}>
        {save.busy ? 'Checking with the service…' : 'Check and save'}
      </button>
    </form>
  );
}
