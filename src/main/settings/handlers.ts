/** The settings domain's handlers: settings, and the service credentials (checked before they are stored). */
import type { CredentialEnvironment, Environment, Handlers, Settings } from '../../shared/contract';
import type { Credentials, SecretStore } from './secret-store';
import type { SettingsStore } from './settings-store';

export interface SettingsHandlerDeps {
  settings: SettingsStore;
  secrets: SecretStore;
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

    'settings.update': async (patch) => {
      // Checked whole before anything changes, so a refused switch leaves the rest unsaved too.
      deps.settings.validate(patch);
      if (patch.environment !== undefined) await deps.switchEnvironment(patch.environment);
      deps.settings.update(patch);
      return deps.view();
    },

    'settings.setCredentials': async ({ environment, clientId, clientSecret }) => {
      // Verified before stored: a mistyped secret must not replace working credentials.
      await deps.verifyCredentials(environment, { clientId, clientSecret });
      deps.secrets.set(environment, { clientId, clientSecret });
      await deps.credentialsChanged(environment);
      return deps.view().credentials[environment];
    },
  };
}
