import { describe, expect, it } from 'vitest';
import { BridgeError } from '../../../src/renderer/src/data/bridge/bridge-error';
import { retryDelay, shouldRetry } from '../../../src/renderer/src/data/retry-policy';

const failure = (code: string) => new BridgeError(code, 'message');

describe('which failed reads are tried again by themselves', () => {
  it('never the 4xx kind: what the request got wrong fails the same way again', () => {
    for (const code of ['INVALID_INPUT', 'NOT_FOUND', 'INVALID_PHONE', 'INVALID_AMOUNT', 'DUPLICATE_REQUEST', 'ILLEGAL_STATE', 'UNAUTHORIZED', 'FORBIDDEN']) {
      expect(shouldRetry(0, failure(code))).toBe(false);
    }
  });

  it('never what needs a person: a halted journal, a full disk, a lost backup folder', () => {
    for (const code of ['HALTED', 'DISK_FULL', 'BACKUP_FAILED']) expect(shouldRetry(0, failure(code))).toBe(false);
  });

  it('what may pass in a moment, twice, soon', () => {
    expect(shouldRetry(0, failure('NETWORK'))).toBe(true);
    expect(shouldRetry(1, failure('SERVICE_ERROR'))).toBe(true);
    expect(shouldRetry(2, failure('NETWORK'))).toBe(false);
    expect(retryDelay(0) + retryDelay(1)).toBeLessThanOrEqual(2_000);
  });

  it('nothing it does not know: a code from a newer till, or an error that is no BridgeError', () => {
    expect(shouldRetry(0, failure('SOMETHING_NEW'))).toBe(false);
    expect(shouldRetry(0, new Error('boom'))).toBe(false);
  });
});
