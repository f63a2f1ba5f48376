/**
 * Every failed bridge call rejects with a BridgeError: the contract's code (or a transport's own, below), the
 * message to show the clerk as it is, and per-field messages for forms. Free of DOM types, so it is unit-tested.
 */

/** Codes the transports add to the contract's: the web host refused us, or could not be reached at all. */
export const TRANSPORT_ERRORS = {
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NETWORK: 'NETWORK',
  BAD_RESPONSE: 'BAD_RESPONSE',
} as const;

export class BridgeError extends Error {
  override readonly name = 'BridgeError';
  constructor(
    readonly code: string,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

const UNEXPECTED = 'The till gave an answer this screen does not understand. Try again; tell the manager if it repeats.';

/** From whatever a transport rejected with: an error body `{code, message, fields?}`, an Error, or anything. */
export function toBridgeError(reason: unknown): BridgeError {
  if (reason instanceof BridgeError) return reason;
  if (isErrorBody(reason)) return new BridgeError(reason.code, reason.message, isStringRecord(reason.fields) ? reason.fields : {});
  if (reason instanceof Error) return new BridgeError(TRANSPORT_ERRORS.BAD_RESPONSE, reason.message || UNEXPECTED);
  return new BridgeError(TRANSPORT_ERRORS.BAD_RESPONSE, UNEXPECTED);
}

function isErrorBody(value: unknown): value is { code: string; message: string; fields?: unknown } {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value && typeof value.code === 'string' && typeof value.message === 'string';
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string');
}
