import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CREDENTIALS_FILE, CREDENTIALS_KEY_FILE, openFileSecretStore } from '../../../src/main/settings/file-secret-store';

const SECRET = 'sk-live-7f3c9e1a5b2d4680';
const CLIENT_ID = 'shop-client-0042';
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'till-secrets-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const modeOf = (file: string) => statSync(join(dataDir, file)).mode & 0o777;

describe('the file secret store', () => {
  it('round-trips credentials per environment, and tells only a hint and a date about them', () => {
    const store = openFileSecretStore(dataDir, undefined, () => new Date('2026-11-22T10:00:00Z'));
    expect(store.get('sandbox')).toBeNull();
    const info = store.set('sandbox', { clientId: CLIENT_ID, clientSecret: SECRET });
    expect(info).toEqual({ updatedAt: '2026-11-22T10:00:00.000Z', clientIdHint: '••••0042' });
    expect(store.info('sandbox')).toEqual(info);
    expect(store.get('live')).toBeNull();

    const reopened = openFileSecretStore(dataDir);
    expect(reopened.get('sandbox')).toEqual({ clientId: CLIENT_ID, clientSecret: SECRET });
  });

  it('writes the credentials file and its key file readable by the owner only', () => {
    openFileSecretStore(dataDir).set('live', { clientId: CLIENT_ID, clientSecret: SECRET });
    expect(modeOf(CREDENTIALS_FILE)).toBe(0o600);
    expect(modeOf(CREDENTIALS_KEY_FILE)).toBe(0o600);
  });

  it('keeps neither the secret nor the client id in plaintext in any file of the data folder', () => {
    openFileSecretStore(dataDir).set('live', { clientId: CLIENT_ID, clientSecret: SECRET });
    for (const file of readdirSync(dataDir)) {
      const bytes = readFileSync(join(dataDir, file));
      expect(bytes.includes(SECRET), file).toBe(false);
      expect(bytes.includes(Buffer.from(SECRET).toString('base64')), file).toBe(false);
      expect(bytes.includes(CLIENT_ID), file).toBe(false);
    }
  });

  it('clears one environment and leaves the other', () => {
    const store = openFileSecretStore(dataDir);
    store.set('sandbox', { clientId: 'sandbox-id', clientSecret: 'sandbox-secret' });
    store.set('live', { clientId: CLIENT_ID, clientSecret: SECRET });
    store.clear('live');
    expect(store.get('live')).toBeNull();
    expect(store.info('live')).toBeNull();
    expect(openFileSecretStore(dataDir).get('sandbox')).toEqual({ clientId: 'sandbox-id', clientSecret: 'sandbox-secret' });
  });

  it('narrows a key file that was restored with a wider mode', () => {
    openFileSecretStore(dataDir).set('live', { clientId: CLIENT_ID, clientSecret: SECRET });
    const keyPath = join(dataDir, CREDENTIALS_KEY_FILE);
    writeFileSync(keyPath, readFileSync(keyPath), { mode: 0o644 });
    statSync(keyPath);
    expect(openFileSecretStore(dataDir).get('live')?.clientSecret).toBe(SECRET);
    expect(modeOf(CREDENTIALS_KEY_FILE)).toBe(0o600);
  });

  it.each([
    ['empty (a full disk under an older version)', ''],
    ['torn', 'abc123'],
  ])('replaces a key file that is %s, keeping it aside, instead of refusing to start', (_name, content) => {
    writeFileSync(join(dataDir, CREDENTIALS_KEY_FILE), content);
    const errors: string[] = [];
    const logger = { info: () => {}, warn: () => {}, error: (message: string) => errors.push(message) };
    const store = openFileSecretStore(dataDir, logger);
    store.set('live', { clientId: CLIENT_ID, clientSecret: SECRET });
    expect(openFileSecretStore(dataDir).get('live')?.clientSecret).toBe(SECRET);
    expect(readFileSync(join(dataDir, CREDENTIALS_KEY_FILE), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    const kept = readdirSync(dataDir).filter((file) => file.startsWith(`${CREDENTIALS_KEY_FILE}.damaged-`));
    expect(kept.map((file) => readFileSync(join(dataDir, file), 'utf8'))).toEqual([content]);
    expect(errors).toHaveLength(1);
  });

  it('leaves no temporary file behind', () => {
    openFileSecretStore(dataDir).set('live', { clientId: CLIENT_ID, clientSecret: SECRET });
    expect(readdirSync(dataDir).filter((file) => file.includes('.tmp'))).toEqual([]);
  });

  it('starts empty, keeping the old file aside, when the key no longer opens it', () => {
    openFileSecretStore(dataDir).set('live', { clientId: CLIENT_ID, clientSecret: SECRET });
    rmSync(join(dataDir, CREDENTIALS_KEY_FILE));
    const warnings: string[] = [];
    const logger = { info: () => {}, error: () => {}, warn: (message: string) => warnings.push(message) };
    const store = openFileSecretStore(dataDir, logger);
    expect(store.get('live')).toBeNull();
    expect(warnings).toEqual(['saved credentials could not be decrypted and must be entered again']);
    expect(readdirSync(dataDir).some((file) => file.startsWith(`${CREDENTIALS_FILE}.unreadable-`))).toBe(true);
  });
});
