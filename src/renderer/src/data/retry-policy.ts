/**
 * Which failed reads the cache tries again by itself: only what may pass in a moment (the web host restarting,
 * an answer cut short, the service's or the till's own hiccup). What the request got wrong (the 4xx kind: bad
 * input, not found, a refused key or token) fails the same way every time, and a halted journal, a full disk or
 * a missing backup folder need a person: those are said at once. Actions (useAction) are never retried.
 */
import type { ErrorCode } from '@shared/errors';
import { BridgeError, TRANSPORT_ERRORS } from './bridge/bridge-error';

type TransportCode = (typeof TRANSPORT_ERRORS)[keyof typeof TRANSPORT_ERRORS];

// A Record over every code, so a new error code fails to compile until it is sorted here.
const PASSES_IN_A_MOMENT: Record<ErrorCode | TransportCode, boolean> = {
  INVALID_INPUT: false,
  UNKNOWN_METHOD: false,
  NOT_FOUND: false,
  INVALID_PHONE: false,
  INVALID_AMOUNT: false,
  DETECT_FAILED: false,
  INVALID_CREDENTIALS: false,
  ILLEGAL_STATE: false,
  DUPLICATE_REQUEST: false,
  SIGNED_OUT: false,
  MANAGER_REQUIRED: false,
  WRONG_PIN: false,
  LOCKED_OUT: false,
  NO_SHIFT: false,
  CANNOT_RECORD: false,
  AWAITING_CUSTOMER: false,
  UNAUTHORIZED: false,
  FORBIDDEN: false,
  HALTED: false,
  DISK_FULL: false,
  BACKUP_FAILED: false,
  // The till already knows the service is unreachable and probes it itself; asking again here adds nothing.
  OFFLINE: false,
  SERVICE_ERROR: true,
  INTERNAL: true,
  NETWORK: true,
  BAD_RESPONSE: true,
};

/** Tries after the first; few and soon, so a real failure still reaches the screen within a couple of seconds. */
const RETRIES = 2;

/** TanStack Query's `retry`: `failuresBefore` counts the failures before this one (0 after the first). */
export function shouldRetry(failuresBefore: number, error: unknown): boolean {
  return failuresBefore < RETRIES && error instanceof BridgeError && passesInAMoment(error.code);
}

export function retryDelay(failuresBefore: number): number {
  return Math.min(500 * 2 ** failuresBefore, 2_000);
}

function passesInAMoment(code: string): boolean {
  // A code from a newer main than this page knows: not retried, like the 4xx kind.
  return Object.hasOwn(PASSES_IN_A_MOMENT, code) && PASSES_IN_A_MOMENT[code as keyof typeof PASSES_IN_A_MOMENT];
}
