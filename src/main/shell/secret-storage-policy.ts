/**
 * When the shell may save credentials with safeStorage. On Linux without a keyring (no GNOME Keyring or
 * KWallet), Electron falls back to `basic_text`: a key hard-coded in Chromium, i.e. obfuscation only. The till
 * refuses that unless a manager started it with --accept-basic-text-secrets, knowing what it means.
 */
export const ACCEPT_BASIC_TEXT_SWITCH = 'accept-basic-text-secrets';

export interface SecretStorageFacts {
  platform: NodeJS.Platform;
  encryptionAvailable: boolean;
  /** safeStorage.getSelectedStorageBackend() on Linux; null elsewhere. */
  linuxBackend: string | null;
  basicTextAccepted: boolean;
}

/** Why credentials may not be saved here, in words for a manager; null when they may. */
export function secretStorageProblem(facts: SecretStorageFacts): string | null {
  if (!facts.encryptionAvailable) {
    return 'This computer offers the till no way to encrypt saved passwords, so the credentials were not saved. Ask whoever looks after this computer to set up its password store (keyring).';
  }
  if (facts.platform === 'linux' && facts.linuxBackend === 'basic_text' && !facts.basicTextAccepted) {
    return `This computer has no password store (keyring), so the credentials would be saved almost readable. They were not saved. Install or unlock GNOME Keyring or KWallet, or start the till with --${ACCEPT_BASIC_TEXT_SWITCH} to accept the risk.`;
  }
  return null;
}
