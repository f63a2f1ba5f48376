/**
 * Credentials in Electron: an electron-store file (0600) holding, per environment, the credentials sealed by
 * safeStorage (the OS keyring's key: Keychain, DPAPI, libsecret/KWallet), the client id's hint and the date; and
 * the chain enrolment (with the till's private key), sealed the same way.
 * The hint and date are kept beside the sealed blob so the settings screen never needs to decrypt anything.
 */
import { safeStorage } from 'electron';
import ElectronStore from 'electron-store';
import { TillError } from '../../shared/errors';
import { clientIdHint, type Credentials, type SecretStore, type StoredCredentialsInfo } from '../settings/secret-store';
import type { CredentialEnvironment } from '../../shared/contract';
import { secretStorageProblem } from './secret-storage-policy';

interface SealedCredentials extends StoredCredentialsInfo {
  /** base64 of safeStorage.encryptString(JSON of the credentials). */
  sealed: string;
}
type SealedFile = Partial<Record<CredentialEnvironment, SealedCredentials>> & { chain?: string };

export function openSafeStorageSecrets(basicTextAccepted: boolean, now: () => Date = () => new Date()): SecretStore {
  const store = new ElectronStore<SealedFile>({ name: 'sealed-credentials', configFileMode: 0o600, accessPropertiesByDotNotation: false });
  const problem = () =>
    secretStorageProblem({
      platform: process.platform,
      // The synchronous API (deprecated in favour of the async one) because SecretStore is synchronous.
      encryptionAvailable: safeStorage.isEncryptionAvailable(),
      linuxBackend: process.platform === 'linux' ? safeStorage.getSelectedStorageBackend() : null,
      basicTextAccepted,
    });

  return {
    get(environment) {
      const entry = store.get(environment);
      return entry ? unseal(entry.sealed) : null;
    },
    info(environment) {
      const entry = store.get(environment);
      return entry ? { updatedAt: entry.updatedAt, clientIdHint: entry.clientIdHint } : null;
    },
    set(environment, credentials) {
      const refusal = problem();
      if (refusal) throw new TillError('INTERNAL', refusal);
      const info = { updatedAt: now().toISOString(), clientIdHint: clientIdHint(credentials.clientId) };
      const sealed = safeStorage.encryptString(JSON.stringify({ clientId: credentials.clientId, clientSecret: credentials.clientSecret })).toString('base64');
      store.set(environment, { ...info, sealed });
      return info;
    },
    clear(environment) {
      store.delete(environment);
    },
    chainEnrolment() {
      const sealed = store.get('chain');
      if (!sealed) return null;
      try {
        return safeStorage.decryptString(Buffer.from(sealed, 'base64'));
      } catch {
        throw new TillError('INVALID_INPUT', "The chain enrolment cannot be read on this computer's password store any more. Enrol the till again in Settings.");
      }
    },
    setChainEnrolment(text) {
      if (text === null) return void store.delete('chain');
      const refusal = problem();
      if (refusal) throw new TillError('INTERNAL', refusal);
      store.set('chain', safeStorage.encryptString(text).toString('base64'));
    },
  };
}

function unseal(sealed: string): Credentials {
  let parsed: unknown;
  try {
    parsed = JSON.parse(safeStorage.decryptString(Buffer.from(sealed, 'base64')));
  } catch {
    throw new TillError('INVALID_CREDENTIALS', "The saved credentials cannot be read on this computer's password store any more. Enter them again in Settings.");
  }
  if (typeof parsed === 'object' && parsed !== null && 'clientId' in parsed && 'clientSecret' in parsed && typeof parsed.clientId === 'string' && typeof parsed.clientSecret === 'string') {
    return { clientId: parsed.clientId, clientSecret: parsed.clientSecret };
  }
  throw new TillError('INVALID_CREDENTIALS', 'The saved credentials are damaged. Enter them again in Settings.');
}
