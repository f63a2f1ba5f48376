import { describe, expect, it } from 'vitest';
import { BridgeError, toBridgeError, TRANSPORT_ERRORS } from '../../../src/renderer/src/data/bridge/bridge-error';

describe('BridgeError', () => {
  it("keeps an error body's code, message and fields (what the preload and the web host send)", () => {
    const error = toBridgeError({ name: 'TillError', code: 'INVALID_PHONE', message: 'Check the number', fields: { number: 'Too short' } });
    expect(error).toBeInstanceOf(BridgeError);
    expect(error).toMatchObject({ code: 'INVALID_PHONE', message: 'Check the number', fields: { number: 'Too short' } });
  });

  it('drops fields that are not a map of messages', () => {
    expect(toBridgeError({ code: 'INVALID_INPUT', message: 'No', fields: { a: 1 } }).fields).toEqual({});
  });

  it('turns anything else into BAD_RESPONSE with a message fit for the clerk', () => {
    expect(toBridgeError(new Error('boom'))).toMatchObject({ code: TRANSPORT_ERRORS.BAD_RESPONSE, message: 'boom' });
    expect(toBridgeError(null).code).toBe(TRANSPORT_ERRORS.BAD_RESPONSE);
    expect(toBridgeError({ code: 7 }).message).toContain('does not understand');
  });

  it('passes a BridgeError through as it is', () => {
    const error = new BridgeError('NETWORK', 'down');
    expect(toBridgeError(error)).toBe(error);
  });
});
