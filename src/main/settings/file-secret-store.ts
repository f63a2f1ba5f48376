/**
 * Credentials and the chain enrolment under plain Node (the web host, tests): a `conf` file in the data folder, written with mode 0600
 * and encrypted whole with AES-256-GCM under a random key kept in its own 0600 file beside it.
 *
 * Honest scope: this stops the settings file from being useful when copied on its own (a backup, a support
 * e-mail, a shared folder). Anyone who can read both files as the till's user can decrypt it; the Electron
 * shell uses the operating system's keyring (safeStorage) instead.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import Conf from 'conf';
import { writeFileAtomic } from '../files/atomic-write';
import type { Logger } from '../logger';
import type { CredentialEnvironment } from '../../shared/contract';
import { clientIdHint, type Credentials, type SecretStore, type StoredCredentialsInfo } from './secret-store';
import { fileStamp } from '../files/file-stamp';

const CREDENTIALS_NAME = 'credentials';
export const CREDENTIALS_FILE = `${CREDENTIALS_NAME}.json`;
export const CREDENTIALS_KEY_FILE = 'credentials.key';
const OWNER_ONLY = 0o600;
const KEY_BYTES = 32;

interface StoredCredentials extends Credentials {
  updatedAt: string;
}
type CredentialsFile = Partial<Record<CredentialEnvironment, StoredCredentials>> & { chain?: string };

export function openFileSecretStore(dataDir: string, logger?: Logger, now: () => Date = () => new Date()): SecretStore {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const key = loadOrCreateKey(join(dataDir, CREDENTIALS_KEY_FILE), logger, now);
  const open = () =>
    new Conf<CredentialsFile>({
      cwd: dataDir,
      configName: CREDENTIALS_NAME,
      encryptionKey: key,
      encryptionAlgorithm: 'aes-256-gcm',
      configFileMode: OWNER_ONLY,
      accessPropertiesByDotNotation: false,
    });
  let conf: Conf<CredentialsFile>;
  try {
    conf = open();
  } catch (error) {
    if (!isUnreadable(error)) throw error;
    // Written under another key (the key file was lost or replaced): unreadable for good. Keep it for a
    // support case, start empty, and say so; the manager enters the credentials again.
    const path = join(dataDir, CREDENTIALS_FILE);
    const kept = `${path}.unreadable-${fileStamp(now())}`;
    renameSync(path, kept);
    logger?.warn('saved credentials could not be decrypted and must be entered again', { keptAs: kept });
    conf = open();
  }

  return {
    get(environment) {
      const stored = conf.get(environment);
      return stored ? { clientId: stored.clientId, clientSecret: stored.clientSecret } : null;
    },
    info(environment) {
      const stored = conf.get(environment);
      return stored ? describe(stored) : null;
    },
    set(environment, credentials) {
      const stored: StoredCredentials = { clientId: credentials.clientId, clientSecret: credentials.clientSecret, updatedAt: now().toISOString() };
      conf.set(environment, stored);
      return describe(stored);
    },
    clear(environment) {
      conf.delete(environment);
    },
    chainEnrolment: () => conf.get('chain') ?? null,
    setChainEnrolment(text) {
      if (text === null) conf.delete('chain');
      else conf.set('chain', text);
    },
  };
}

/** conf's words for a file it cannot decrypt or parse. */
function isUnreadable(error: unknown): boolean {
  return error instanceof SyntaxError || (error instanceof Error && error.message === 'Failed to decrypt config data.');
}

function describe(stored: StoredCredentials): StoredCredentialsInfo {
  return { updatedAt: stored.updatedAt, clientIdHint: clientIdHint(stored.clientId) };
}

/**
 * The store's key: made once, whole (a full disk or a power cut leaves no key or a complete one) and
 * exclusively (two starting processes cannot each write their own).
 */
function loadOrCreateKey(path: string, logger: Logger | undefined, now: () => Date): Buffer {
  if (!existsSync(path)) {
    try {
      writeFileAtomic(path, randomBytes(KEY_BYTES).toString('hex'), { mode: OWNER_ONLY, exclusive: true });
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
  }
  // A key file restored from a backup or copied by hand may carry a wider mode.
  chmodSync(path, OWNER_ONLY);
  const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'hex');
  if (key.length === KEY_BYTES) return key;
  // Torn by an older version on a full disk, or damaged since. Whatever it encrypted is lost either way, so
  // the till starts with a new key rather than not at all; the damaged key is kept for a support case, and
  // the credentials it guarded are set aside as unreadable when the store opens.
  const kept = `${path}.damaged-${fileStamp(now())}`;
  renameSync(path, kept);
  logger?.error('the credentials key file was damaged; a new one was made and the credentials must be entered again', { keptAs: kept });
  return loadOrCreateKey(path, logger, now);
}
