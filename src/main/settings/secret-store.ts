/**
 * Where the service credentials and the chain enrolment's key live. Only main holds them; the renderer sees `CredentialsStatus` at most.
 * Electron keeps them with safeStorage (src/main/shell/), plain Node in an encrypted 0600 file store.
 */
import type { CredentialEnvironment } from '../../shared/contract';

export interface Credentials {
  clientId: string;
  clientSecret: string;
}

export interface StoredCredentialsInfo {
  updatedAt: string;
  /** The client id's last four characters, enough for a manager to tell two accounts apart. */
  clientIdHint: string;
}

export interface SecretStore {
  get(environment: CredentialEnvironment): Credentials | null;
  info(environment: CredentialEnvironment): StoredCredentialsInfo | null;
  set(environment: CredentialEnvironment, credentials: Credentials): StoredCredentialsInfo;
  clear(environment: CredentialEnvironment): void;
  /** The till's chain enrolment as its file's text (it holds the till's private key); null when not enrolled. */
  chainEnrolment(): string | null;
  /** Keeps the enrolment, or forgets it (null). */
  setChainEnrolment(text: string | null): void;
}

export function clientIdHint(clientId: string): string {
  return clientId.length <= 4 ? '••••' : `••••${clientId.slice(-4)}`;
}
