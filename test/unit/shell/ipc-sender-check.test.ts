import { describe, expect, it } from 'vitest';
import { appEntryUrl } from '../../../src/main/shell/app-origin';
import { isTrustedSender } from '../../../src/main/shell/ipc-sender-check';

const entry = appEntryUrl(undefined);
const ours = { frameUrl: 'app://till/index.html', isMainFrame: true, fromTillWindow: true };

describe('the IPC sender check', () => {
  it("trusts the till window's main frame on the app's origin", () => {
    expect(isTrustedSender(ours, entry)).toBe(true);
  });

  it('refuses a sub-frame, another window, a frame that is gone, or another origin', () => {
    expect(isTrustedSender({ ...ours, isMainFrame: false }, entry)).toBe(false);
    expect(isTrustedSender({ ...ours, fromTillWindow: false }, entry)).toBe(false);
    expect(isTrustedSender({ ...ours, frameUrl: null }, entry)).toBe(false);
    expect(isTrustedSender({ ...ours, frameUrl: 'https://evil.example/' }, entry)).toBe(false);
    expect(isTrustedSender({ ...ours, frameUrl: 'app://till.evil.example/index.html' }, entry)).toBe(false);
  });
});
