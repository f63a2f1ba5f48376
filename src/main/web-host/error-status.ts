/** The HTTP status of each contract error code: 4xx for what the caller can fix, 5xx for what it cannot. */
import type { ErrorCode } from '../../shared/errors';

// A Record, so a new error code fails to compile until it has a status.
const STATUS: Record<ErrorCode, number> = {
  INVALID_INPUT: 400,
  UNKNOWN_METHOD: 404,
  NOT_FOUND: 404,
  INVALID_PHONE: 422,
  INVALID_AMOUNT: 422,
  DETECT_FAILED: 422,
  // Not 401: that status means "the web host's token is wrong" to the page.
  INVALID_CREDENTIALS: 422,
  ILLEGAL_STATE: 409,
  DUPLICATE_REQUEST: 409,
  // Not 401/403: those mean "the web host's token is wrong" to the page; these are the till's own sign-in.
  SIGNED_OUT: 423,
  MANAGER_REQUIRED: 423,
  WRONG_PIN: 422,
  LOCKED_OUT: 423,
  NO_SHIFT: 409,
  AWAITING_CUSTOMER: 409,
  DISK_FULL: 507,
  CANNOT_RECORD: 507,
  HALTED: 503,
  BACKUP_FAILED: 503,
  OFFLINE: 503,
  SERVICE_ERROR: 502,
  INTERNAL: 500,
};

export function httpStatusOf(code: ErrorCode): number {
  return STATUS[code];
}
