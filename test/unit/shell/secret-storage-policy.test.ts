import { describe, expect, it } from 'vitest';
import { ACCEPT_BASIC_TEXT_SWITCH, secretStorageProblem, type SecretStorageFacts } from '../../../src/main/shell/secret-storage-policy';

const linuxWithKeyring: SecretStorageFacts = { platform: 'linux', encryptionAvailable: true, linuxBackend: 'gnome_libsecret', basicTextAccepted: false };

describe('where safeStorage may keep credentials', () => {
  it('allows a real keyring, Keychain and DPAPI', () => {
    expect(secretStorageProblem(linuxWithKeyring)).toBeNull();
    expect(secretStorageProblem({ ...linuxWithKeyring, linuxBackend: 'kwallet6' })).toBeNull();
    expect(secretStorageProblem({ platform: 'darwin', encryptionAvailable: true, linuxBackend: null, basicTextAccepted: false })).toBeNull();
    expect(secretStorageProblem({ platform: 'win32', encryptionAvailable: true, linuxBackend: null, basicTextAccepted: false })).toBeNull();
  });

  it("refuses Linux's basic_text fallback unless a manager accepted it, and says how", () => {
    const problem = secretStorageProblem({ ...linuxWithKeyring, linuxBackend: 'basic_text' });
    expect(problem).toContain('no password store');
    expect(problem).toContain(`--${ACCEPT_BASIC_TEXT_SWITCH}`);
    expect(secretStorageProblem({ ...linuxWithKeyring, linuxBackend: 'basic_text', basicTextAccepted: true })).toBeNull();
  });

  it('refuses when encryption is not available at all, accepted or not', () => {
    expect(secretStorageProblem({ ...linuxWithKeyring, encryptionAvailable: false, basicTextAccepted: true })).toContain('no way to encrypt');
  });
});
