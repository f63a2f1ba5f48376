/** What the handlers reach: the current environment's core, and the till-wide settings and secrets. */
import type { Environment, Halt, Settings } from '../../shared/contract';
import type { EnvironmentCore } from '../environment-core';
import type { CredentialEnvironment, Credentials, SecretStore } from '../settings/secret-store';
import type { SettingsStore } from '../settings/settings-store';
import type { Logger } from '../logger';

export interface HandlerContext {
  core(): EnvironmentCore;
  settings: SettingsStore;
  secrets: SecretStore;
  /** The full settings as the renderer sees them: stored settings plus the credentials' status, never the secret. */
  settingsView(): Settings;
  /** Opens the other environment's core and closes the current one; refuses while sales are pending. */
  switchEnvironment(environment: Environment): Promise<void>;
  /** True while a switch is under way: no new sale may be taken then. */
  isSwitching(): boolean;
  /** Fetches a token with these credentials; throws CredentialsError when the service refuses them. */
  verifyCredentials(environment: CredentialEnvironment, credentials: Credentials): Promise<void>;
  now(): Date;
  logger: Logger;
  /** The journal under the till: its file, whether it halted the till, and the two ways back. */
  journal: {
    file(): string;
    environment(): Environment;
    halt(): Halt | null;
    backupFolder(): string;
    /** The better-sqlite3 build to open backups with (Electron's own ABI inside Electron). */
    nativeBinding: string | undefined;
    /** Opens the journal again after its fault was fixed; the till stays halted if it still cannot be used. */
    reopen(): Promise<void>;
    /**
     * In its turn after any switch or restore under way: runs `check` with the journal still open, closes it,
     * runs `swap` (which may replace its file), then opens whatever is in place.
     */
    replace(check: () => void, swap: () => void): Promise<void>;
  };
}
