/**
 * Errors that cross the contract: a stable code for code, a message for the clerk. Main answers every failed
 * call with one of these; the renderer shows `message` as it is.
 */
import { z } from 'zod';

export const ERROR_CODES = [
  'INVALID_INPUT',
  'UNKNOWN_METHOD',
  'NOT_FOUND',
  'INVALID_PHONE',
  'INVALID_AMOUNT',
  'DETECT_FAILED',
  'ILLEGAL_STATE',
  'OFFLINE',
  'SERVICE_ERROR',
  'INVALID_CREDENTIALS',
  /** A request key sent again with a different sale: the first sale stands, this one is refused. */
  'DUPLICATE_REQUEST',
  /** The disk is full: nothing was saved, and nothing will be until space is freed. */
  'DISK_FULL',
  /** The journal cannot be trusted (damaged, read-only, I/O errors): the till takes no sales until it is restored. */
  'HALTED',
  /** The backup folder or a backup file failed (a USB stick pulled, a share gone): the journal is not at fault. */
  'BACKUP_FAILED',
  /** No clerk is signed in (or the till locked itself): sign in first. */
  'SIGNED_OUT',
  /** Only a manager may do this: a manager signs in, or approves it with their PIN. `fields.action` says what. */
  'MANAGER_REQUIRED',
  /** The PIN was wrong; `fields.attemptsLeft` says how many tries remain before the clerk is locked out. */
  'WRONG_PIN',
  /** Too many wrong PINs: that clerk cannot sign in until `fields.until`. */
  'LOCKED_OUT',
  /** The till cannot write down what this would do (its audit trail or a PIN try: a full disk), so it did nothing. */
  'CANNOT_RECORD',
  /** Selling needs an open shift (the drawer's float counted in). */
  'NO_SHIFT',
  /** The customer display asks the customer to confirm the number, and they have not said yes to this sale. */
  'AWAITING_CUSTOMER',
  'INTERNAL',
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const TillErrorBody = z.object({
  code: ErrorCode,
  message: z.string(),
  /** Per-field messages for a form, keyed by the field's dotted path. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type TillErrorBody = z.infer<typeof TillErrorBody>;

export class TillError extends Error {
  override readonly name = 'TillError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): TillErrorBody {
    return this.fields ? { code: this.code, message: this.message, fields: this.fields } : { code: this.code, message: this.message };
  }
}

/**
 * The issues to show for one zod issue. A value that fits no branch of a union (a recipient with neither a
 * complete number nor an e-mail) is explained by the branch it came closest to, with full field paths such as
 * `recipient.number`, not by "recipient: Invalid input".
 */
function leafIssues(issue: z.core.$ZodIssue, prefix: PropertyKey[]): Array<{ path: PropertyKey[]; message: string }> {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
    if (closest.length > 0) return closest.flatMap((inner) => leafIssues(inner, path));
  }
  return [{ path, message: issue.message }];
}

/** Long enough for any message of ours; a caller's own text echoed back (unknown keys) stops here. */
const MAX_MESSAGE = 200;

/** zod's words for a value that is not there at all, in ours. */
function clerkWords(message: string, key: string): string {
  if (/^Invalid input: expected \w+, received undefined$/.test(message)) return key === '(input)' ? 'This request needs its details' : 'Required';
  return message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE - 1)}…` : message;
}

/** A zod failure in words a clerk understands, with each field's own message. */
export function invalidInput(error: z.ZodError): TillError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues.flatMap((each) => leafIssues(each, []))) {
    const key = issue.path.map(String).join('.').slice(0, MAX_MESSAGE) || '(input)';
    fields[key] ??= clerkWords(issue.message, key);
    // A payload with hundreds of bad keys is answered about the first few.
    if (Object.keys(fields).length >= 10) break;
  }
  const first = Object.entries(fields)[0];
  const message = first ? (first[0] === '(input)' ? first[1] : `${first[0]}: ${first[1]}`) : 'The request was not understood';
  return new TillError('INVALID_INPUT', message, fields);
}

/** An error's message for a log line or a screen, whatever was thrown. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
