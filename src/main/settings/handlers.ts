/** The settings domain's handlers: settings, and the service credentials (checked before they are stored). */
import type { CredentialEnvironment, Environment, Handlers, Settings } from '../../shared/contract';
import type { Trail } from '../journal/audit-trail';
import { clientIdHint, type Credentials, type SecretStore } from './secret-store';
import { settingsChanges } from './settings-changes';
import type { SettingsStore } from './settings-store';

export interface SettingsHandlerDeps {
  settings: SettingsStore;
  secrets: SecretStore;
  /** Every change is written into the audit trail with itself. */
  trail: Trail;
  /** The full settings as the renderer sees them: stored settings plus the credentials' status, never the secret. */
  view(): Settings;
  /** Opens the other environment and closes the current one; refuses while sales are pending. */
  switchEnvironment(environment: Environment): Promise<void>;
  /** Fetches a token with these credentials; throws CredentialsError when the service refuses them. */
  verifyCredentials(environment: CredentialEnvironment, credentials: Credentials): Promise<void>;
  /** New credentials were stored: the environment using them, if it is the open one, takes them now. */
  credentialsChanged(environment: CredentialEnvironment): Promise<void>;
}

export function settingsHandlers(deps: SettingsHandlerDeps): Pick<Handlers, 'settings.get' | 'settings.update' | 'settings.setCredentials'> {
  return {
    'settings.get': async () => deps.view(),

    'settings.update': async (patch, actor) => {
      // Checked whole before anything changes, so a refused switch leaves the rest unsaved too.
      deps.settings.validate(patch);
      const from = deps.view().environment;
      if (patch.environment !== undefined) await deps.switchEnvironment(patch.environment);
      // Written into the trail of the journal now open: after a switch, the new environment's.
      const change = deps.settings.prepare(patch);
      // The environment the till runs may be the command line's, not the file's: the change is the till's.
      const detail = settingsChanges({ ...change.before, environment: from }, { ...change.after, environment: deps.view().environment });
      deps.trail.file(change, { action: 'settings-changed', by: actor, detail });
      return deps.view();
    },

    'settings.setCredentials': async ({ environment, clientId, clientSecret }, actor) => {
      // Verified before stored: a mistyped secret must not replace working credentials.
      await deps.verifyCredentials(environment, { clientId, clientSecret });
      // Never the secret in the trail: which environment, and the id's last characters as Settings show them.
      const detail = `${environment}: client id ${clientIdHint(clientId)}`;
      // What to put back should the change's entry fail; stored credentials that can no longer be read are none.
      const before = (() => {
        try {
          return deps.secrets.get(environment);
        } catch {
          return null;
        }
      })();
      deps.trail.change(
        () => deps.secrets.set(environment, { clientId, clientSecret }),
        () => (before ? deps.secrets.set(environment, before) : deps.secrets.clear(environment)),
        { action: 'credentials-changed', by: actor, detail },
      );
      await deps.credentialsChanged(environment);
      return deps.view().credentials[environment];
    },
  };
}
